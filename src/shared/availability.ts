// A volunteer's exact hours: besides the spec's Morning/Evening slots, the hours they are free on
// a day ("Monday 6:00 PM – 9:00 PM"), several a day, in India's time. Where a day has exact hours
// they decide; a day without them falls back to its Morning/Evening slots
// (docs/decisions/0043-exact-availability.md). isFreeAt is the one answer to "is this volunteer
// free then"; matching, its explanations and the forms all ask it.
import { z } from 'zod';
import { clockMinutes, parseTimeRange, type MinuteRange } from './time';
import { EVENING_SEARCH_FROM } from './day-parts';
import { RANGE_DASH } from './slots';
import {
  clockTimesEvery,
  dayPartFit,
  dayPartsOf,
  dayRangeSchema,
  flagOverlaps,
  rangeMinutes,
  rangesOverlap,
  sortTimes,
  type TeachingTime,
  type TimeFit,
} from './teaching-times';
import { WEEKDAYS, type Weekday } from './options';

/** Free hours lie inside the teaching day (6 AM – 9 PM), in 15-minute steps. */
export const EXACT_HOURS_STEP = 15;
/** Three ranges a day for a whole week. */
export const MAX_EXACT_HOURS = 21;

/** "6:00 AM", "6:15 AM" … "9:00 PM": the choices for a start or an end. */
export const EXACT_CLOCK_TIMES = clockTimesEvery(EXACT_HOURS_STEP);

export interface ExactHours {
  day: Weekday;
  start: string;
  end: string;
}

const contains = (outer: MinuteRange, inner: MinuteRange) =>
  outer.start <= inner.start && inner.end <= outer.end;

export const exactHoursRangeSchema = dayRangeSchema(EXACT_CLOCK_TIMES);

export const exactHoursSchema = z
  .array(exactHoursRangeSchema, { error: 'Exact hours must be a list.' })
  .max(MAX_EXACT_HOURS, `You can add at most ${MAX_EXACT_HOURS} ranges of hours.`)
  .superRefine(flagOverlaps((day) => `These hours overlap others on ${day}.`))
  .transform((list) => sortTimes(list as ExactHours[]));

/** The exact hours of one day, as minute ranges. */
function hoursOn(exactHours: readonly ExactHours[], day: string): MinuteRange[] {
  return exactHours.filter((hours) => hours.day === day).map(rangeMinutes);
}

/**
 * Whether a volunteer is free on a day for the whole of a range ("6:30 PM - 8:00 PM" or minutes):
 * within one of that day's exact hours when the day has any, else when each of the day parts the
 * range needs (Morning, Evening) is among their slots.
 */
export function isFreeAt(
  dayParts: readonly string[],
  exactHours: readonly ExactHours[],
  day: string,
  range: string | MinuteRange,
): boolean {
  const wanted = typeof range === 'string' ? parseTimeRange(range) : range;
  if (!wanted || wanted.end <= wanted.start || !(WEEKDAYS as readonly string[]).includes(day)) {
    return false;
  }
  const hours = hoursOn(exactHours, day);
  if (hours.length) return hours.some((free) => contains(free, wanted));
  const given = new Set(dayParts.map((slot) => slot.trim()));
  return dayPartsOf(wanted).every((part) => given.has(`${day} ${part}`));
}

/** "9:00 AM – 1:00 PM", as the match explanations write a range. */
export const hoursText = (hours: Pick<ExactHours, 'start' | 'end'>) =>
  `${hours.start}${RANGE_DASH}${hours.end}`;

/**
 * How each teaching time meets the volunteer's availability, by exact hours on the days that
 * have them (`hours` names the ranges it meets) and by Morning/Evening on the others (`yours` and
 * `missing`). Whole when isFreeAt says free; partial when it meets some of it; left out otherwise.
 */
export function availabilityFits(
  dayParts: readonly string[],
  exactHours: readonly ExactHours[],
  times: readonly TeachingTime[],
): { whole: TimeFit[]; partial: TimeFit[] } {
  const given = new Set(dayParts.map((slot) => slot.trim()));
  const whole: TimeFit[] = [];
  const partial: TimeFit[] = [];
  for (const time of times) {
    const range = rangeMinutes(time);
    const onDay = sortTimes(exactHours.filter((hours) => hours.day === time.day));
    const free = isFreeAt(dayParts, exactHours, time.day, range);
    if (onDay.length) {
      const met = onDay.filter((hours) => rangesOverlap(rangeMinutes(hours), range));
      if (met.length === 0) continue;
      (free ? whole : partial).push({
        time,
        yours: [],
        missing: [],
        hours: { met: met.map(hoursText), whole: free },
      });
      continue;
    }
    const fit = dayPartFit(given, time);
    if (fit) (free ? whole : partial).push(fit);
  }
  return { whole, partial };
}

// The search's evening choice lives in day-parts.ts, free of zod, for the search form.
export { AFTER_FIVE, EVENING_SEARCH_FROM } from './day-parts';

/** Whether one of a listing's teaching times (on `day`, when given) starts at 5 PM or later. */
export function teachesAfterFive(times: readonly TeachingTime[], day = ''): boolean {
  return times.some(
    (time) => (!day || time.day === day) && (clockMinutes(time.start) ?? 0) >= EVENING_SEARCH_FROM,
  );
}
