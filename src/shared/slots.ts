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
