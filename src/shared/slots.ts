// The ONE mapping between the volunteers' day parts ("Monday Morning", "Monday Evening") and the
// NGOs' hourly slots (TIME_RANGES, "11:00 AM - 12:00 PM" … "4:00 PM - 5:00 PM").
// Rule (docs/decisions/0003-slot-mapping.md): a slot starting before 2 PM is Morning (11, 12, 1),
// a slot starting at 2 PM or later is Evening (2, 3, 4).
import { DAY_PARTS, TIME_RANGES, WEEKDAYS, type DayPart, type Weekday } from './options';

/** Slots starting at or after this hour (24 h clock) belong to the Evening. */
export const EVENING_STARTS_AT_HOUR = 14;

/** 24-hour start of an hourly slot, e.g. "1:00 PM - 2:00 PM" → 13; null when not a slot. */
export function slotStartHour(timeSlot: string): number | null {
  const match = /^(\d{1,2}):00 (AM|PM) - /.exec(timeSlot.trim());
  if (!match) return null;
  const hour12 = Number(match[1]);
  if (hour12 < 1 || hour12 > 12) return null;
  const base = hour12 % 12;
  return match[2] === 'PM' ? base + 12 : base;
}

/** The volunteer day part an hourly slot falls in. */
export function dayPartOf(timeSlot: string): DayPart | null {
  const start = slotStartHour(timeSlot);
  if (start === null) return null;
  return start < EVENING_STARTS_AT_HOUR ? 'Morning' : 'Evening';
}

/** The hourly slots of one day part, in clock order. */
export function slotsOfDayPart(part: DayPart): string[] {
  return TIME_RANGES.filter((slot) => dayPartOf(slot) === part);
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

export function volunteerSlotLabel(day: Weekday, part: DayPart): string {
  return `${day} ${part}`;
}

/** The volunteer availability values ("Saturday Morning", …) an NGO's days and hourly slots cover. */
export function coveredVolunteerSlots(
  days: readonly string[],
  timeSlots: readonly string[],
): string[] {
  const parts = new Set(timeSlots.map(dayPartOf).filter((p): p is DayPart => p !== null));
  const out: string[] = [];
  for (const day of WEEKDAYS) {
    if (!days.includes(day)) continue;
    for (const part of DAY_PARTS) if (parts.has(part)) out.push(volunteerSlotLabel(day, part));
  }
  return out;
}

export interface SharedSlot {
  day: Weekday;
  part: DayPart;
  /** The NGO's hourly slots in this day part, in clock order. */
  timeSlots: string[];
}

/**
 * Where a volunteer's availability and an NGO's days and hourly slots meet, in week order
 * (Monday first) and Morning before Evening.
 */
export function sharedSlots(
  volunteerAvailability: readonly string[],
  days: readonly string[],
  timeSlots: readonly string[],
): SharedSlot[] {
  const wanted = new Set(volunteerAvailability.map((v) => v.trim()));
  const out: SharedSlot[] = [];
  for (const day of WEEKDAYS) {
    if (!days.includes(day)) continue;
    for (const part of DAY_PARTS) {
      if (!wanted.has(volunteerSlotLabel(day, part))) continue;
      const inPart = TIME_RANGES.filter(
        (slot) => timeSlots.includes(slot) && dayPartOf(slot) === part,
      );
      if (inPart.length) out.push({ day, part, timeSlots: inPart });
    }
  }
  return out;
}

/** True when a weekly session on this day and hourly slot fits the volunteer's availability. */
export function fitsAvailability(
  volunteerAvailability: readonly string[],
  day: string,
  timeSlot: string,
) {
  const part = dayPartOf(timeSlot);
  return part !== null && volunteerAvailability.includes(`${day} ${part}`);
}

/** "3:00 PM" → 15; null when not a whole hour on the 12-hour clock. */
function clockHour(label: string): number | null {
  const match = /^(\d{1,2}):00 (AM|PM)$/.exec(label);
  if (!match) return null;
  const hour12 = Number(match[1]);
  if (hour12 < 1 || hour12 > 12) return null;
  return (hour12 % 12) + (match[2] === 'PM' ? 12 : 0);
}

/** "3:00 PM - 4:00 PM" → its two ends as written and as 24-hour numbers; null when not a slot. */
function slotEnds(timeSlot: string) {
  const [from, to, ...rest] = timeSlot.trim().split(' - ');
  if (!from || !to || rest.length) return null;
  const start = clockHour(from);
  const end = clockHour(to);
  if (start === null || end === null || end <= start) return null;
  return { from, to, start, end };
}

/** The dash between the ends of a shown time range. */
export const RANGE_DASH = ' – ';

/**
 * Hourly slots as a person reads them: in clock order, adjacent ones joined ("3:00 PM - 4:00 PM"
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
