// The volunteers' availability values ("Monday Morning") and the spec's hourly slots (TIME_RANGES,
// "11:00 AM - 12:00 PM" … "4:00 PM - 5:00 PM") as text. How a slot, or any teaching time, maps
// onto Morning and Evening lives in teaching-times.ts (decisions 0003 and 0024).
import { clockMinutes, parseTimeRange } from './time';
import { DAY_PARTS, WEEKDAYS, type DayPart, type Weekday } from './options';

/** 24-hour start of an hourly slot, e.g. "1:00 PM - 2:00 PM" → 13; null when not a slot. */
export function slotStartHour(timeSlot: string): number | null {
  const slot = timeSlot.trim();
  const dash = slot.indexOf(' - ');
  const start = dash < 0 ? null : clockMinutes(slot.slice(0, dash));
  return start !== null && start % 60 === 0 ? start / 60 : null;
}

export interface VolunteerSlot {
  day: Weekday;
  part: DayPart;
}

/** "Monday Morning" → { day: 'Monday', part: 'Morning' }; null for anything else. */
export function parseVolunteerSlot(value: string): VolunteerSlot | null {
  const [day, part, ...rest] = value.trim().split(/\s+/);
  if (rest.length || !day || !part) return null;
  if (!(WEEKDAYS as readonly string[]).includes(day)) return null;
  if (!(DAY_PARTS as readonly string[]).includes(part)) return null;
  return { day: day as Weekday, part: part as DayPart };
}

/** "3:00 PM - 4:30 PM" → its two ends as written and in minutes; null when not a range. */
function slotEnds(timeSlot: string) {
  const range = parseTimeRange(timeSlot);
  if (!range) return null;
  const [from, to] = timeSlot.trim().split(' - ') as [string, string];
  return { from, to, ...range };
}

/** The dash between the ends of a shown time range. */
export const RANGE_DASH = ' – ';

/**
 * Time ranges (hourly slots or teaching times) as a person reads them: in clock order, adjacent ones joined ("3:00 PM - 4:00 PM"
 * and "4:00 PM - 5:00 PM" → "3:00 PM – 5:00 PM"), duplicates once. Text that is not a slot is
 * kept as it is, after the ranges. For display only: stored and filtered values stay hourly.
 */
export function mergeSlots(timeSlots: readonly string[]): string[] {
  const parsed = timeSlots.map((slot) => ({ slot, ends: slotEnds(slot) }));
  const ranges = parsed
    .flatMap(({ ends }) => (ends ? [ends] : []))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Array<{ from: string; to: string; end: number }> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) Object.assign(last, { to: range.to, end: range.end });
    } else {
      merged.push({ from: range.from, to: range.to, end: range.end });
    }
  }
  const others = [...new Set(parsed.filter(({ ends }) => !ends).map(({ slot }) => slot))];
  return [...merged.map((r) => `${r.from}${RANGE_DASH}${r.to}`), ...others];
}
