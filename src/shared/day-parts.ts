// The teaching day and the volunteers' Morning and Evening inside it (decisions 0003 and 0024).
// Kept apart from teaching-times.ts and its zod schemas: the sign-up form shows what each part
// means on its first load, before the schemas are fetched.
import { clockLabel, type MinuteRange } from './time';
import type { DayPart } from './options';

/** Classes run from 6 AM to 9 PM, in 30-minute steps. */
export const TEACHING_DAY = { from: 6 * 60, to: 21 * 60, step: 30 } as const;
/** Morning ends and Evening begins here (decision 0003's 2 PM). */
export const EVENING_FROM = 14 * 60;

/**
 * What each of the volunteers' day parts means, inside the teaching day: the forms show it where
 * a part is chosen, and every match explanation quotes it (slotWithHours).
 */
export const DAY_PART_HOURS: Record<DayPart, MinuteRange> = {
  Morning: { start: TEACHING_DAY.from, end: EVENING_FROM },
  Evening: { start: EVENING_FROM, end: TEACHING_DAY.to },
};

/**
 * A volunteer's slot with where its part starts or ends, so nobody reads 2 PM as morning:
 * "Monday Morning (until 2:00 PM)", "Monday Evening (from 2:00 PM)". Anything else as it came.
 */
export function slotWithHours(slot: string): string {
  const part = slot.trim().split(/\s+/).at(-1);
  if (part === 'Morning') return `${slot} (until ${clockLabel(DAY_PART_HOURS.Morning.end)})`;
  if (part === 'Evening') return `${slot} (from ${clockLabel(DAY_PART_HOURS.Evening.start)})`;
  return slot;
}

/** After 5 PM: the search's evening choice, beside the spec's Time Range (decision 0043). */
export const EVENING_SEARCH_FROM = 17 * 60;
/** Its value in the search's query ("?afterFive=yes"). */
export const AFTER_FIVE = 'yes';
