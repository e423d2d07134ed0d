// Teaching times: an NGO teaches on a day from a start to an end, between 6 AM and
// 9 PM in 30-minute steps. A time's range is written as the spec writes a time range ("6:30 PM -
// 8:00 PM"), so a spec hourly slot is a teaching time too and stored partnerships keep their
// meaning. How a time maps onto the volunteers' Morning and Evening:
// docs/decisions/0024-teaching-times-and-places.md.
import { z } from 'zod';
import { clockLabel, clockMinutes, parseTimeRange, type MinuteRange } from './time';
import { EVENING_FROM, TEACHING_DAY } from './day-parts';
import { DAY_PARTS, WEEKDAYS, type DayPart, type Weekday } from './options';

// The day's bounds and its parts live in day-parts.ts, free of zod, so a form can show them
// without loading the schemas.
export { DAY_PART_HOURS, EVENING_FROM, slotWithHours, TEACHING_DAY } from './day-parts';
/** Enough for a class every day, morning and evening. */
export const MAX_TEACHING_TIMES = 14;

/** The teaching day's clock times every `step` minutes, as a form offers a start or an end. */
export const clockTimesEvery = (step: number): readonly string[] =>
  Array.from({ length: (TEACHING_DAY.to - TEACHING_DAY.from) / step + 1 }, (_, i) =>
    clockLabel(TEACHING_DAY.from + i * step),
  );

/** "6:00 AM", "6:30 AM" … "9:00 PM": the choices for a start or an end. */
export const CLOCK_TIMES = clockTimesEvery(TEACHING_DAY.step);

export interface TeachingTime {
  day: Weekday;
  start: string;
  end: string;
}

/** The stored range of a teaching time: "12:00 PM - 3:00 PM". */
export const rangeOf = (time: Pick<TeachingTime, 'start' | 'end'>) => `${time.start} - ${time.end}`;

/** A range an NGO can teach in: within 6 AM–9 PM, on the half hour, end after start. */
export function isTeachingRange(range: string): boolean {
  const parsed = parseTimeRange(range);
  return (
    !!parsed &&
    parsed.start >= TEACHING_DAY.from &&
    parsed.end <= TEACHING_DAY.to &&
    parsed.start % TEACHING_DAY.step === 0 &&
    parsed.end % TEACHING_DAY.step === 0
  );
}

/** A day, and a start and an end from `times` with the end after the start. */
export function dayRangeSchema(times: readonly string[]) {
  const choice = (error: string) =>
    z.string({ error }).refine((value) => times.includes(value), error);
  return z
    .object({
      day: z.enum(WEEKDAYS, { error: 'Choose a day from the list.' }),
      start: choice('Choose a start time from the list.'),
      end: choice('Choose an end time from the list.'),
    })
    .refine((range) => clockMinutes(range.end)! > clockMinutes(range.start)!, {
      message: 'The end must be after the start.',
      path: ['end'],
    });
}

export const teachingTimeSchema = dayRangeSchema(CLOCK_TIMES);

export const teachingTimesSchema = z
  .array(teachingTimeSchema, { error: 'Teaching times must be a list.' })
  .min(1, 'Add at least one teaching time.')
  .max(MAX_TEACHING_TIMES, `You can add at most ${MAX_TEACHING_TIMES} teaching times.`)
  .superRefine(flagOverlaps((day) => `This overlaps another teaching time on ${day}.`))
  .transform((times) => sortTimes(times as TeachingTime[]));

/** A range in minutes from midnight ("6:00 PM" → 1080): a teaching time or exact hours. */
export const rangeMinutes = (time: Pick<TeachingTime, 'start' | 'end'>): MinuteRange => ({
  start: clockMinutes(time.start) ?? 0,
  end: clockMinutes(time.end) ?? 0,
});
export const rangesOverlap = (a: MinuteRange, b: MinuteRange) => a.start < b.end && b.start < a.end;

/** A list's check: each range that overlaps an earlier one on its day is flagged on its start. */
export function flagOverlaps(message: (day: Weekday) => string) {
  return (list: readonly TeachingTime[], ctx: z.RefinementCtx) => {
    list.forEach((time, i) => {
      const clash = list.findIndex(
        (other, j) =>
          j < i && other.day === time.day && rangesOverlap(rangeMinutes(other), rangeMinutes(time)),
      );
      if (clash >= 0) {
        ctx.addIssue({ code: 'custom', message: message(time.day), path: [i, 'start'] });
      }
    });
  };
}

/** Week order (Monday first), then by start. */
export function sortTimes<T extends TeachingTime>(times: readonly T[]): T[] {
  return [...times].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
      rangeMinutes(a).start - rangeMinutes(b).start,
  );
}

/**
 * A listing from before teaching times (the spec's sample NGOs, older profiles): each of its
 * days with each run of its hourly slots ("11:00 AM - 12:00 PM" and "12:00 PM - 1:00 PM" make
 * 11:00 AM – 1:00 PM).
 */
export function timesFromSlots(days: readonly string[], slots: readonly string[]): TeachingTime[] {
  const ranges = slots
    .map(parseTimeRange)
    .filter((r): r is MinuteRange => r !== null)
    .sort((a, b) => a.start - b.start);
  const runs: MinuteRange[] = [];
  for (const range of ranges) {
    const last = runs.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else runs.push({ ...range });
  }
  return WEEKDAYS.filter((day) => days.includes(day)).flatMap((day) =>
    runs.map((run) => ({ day, start: clockLabel(run.start), end: clockLabel(run.end) })),
  );
}

export interface TimedListing {
  teachingTimes?: readonly TeachingTime[] | null;
  availability: readonly string[];
  availabilityTimes: readonly string[];
}

/** A listing's teaching times: its own, or those its days and hourly slots describe. */
export function teachingTimesOf(listing: TimedListing): TeachingTime[] {
  return listing.teachingTimes?.length
    ? sortTimes(listing.teachingTimes)
    : timesFromSlots(listing.availability, listing.availabilityTimes);
}

/** What a listing stores beside its times, for the spec's filters and cards. */
export function listingColumnsOf(times: readonly TeachingTime[]) {
  const sorted = sortTimes(times);
  return {
    availability: WEEKDAYS.filter((day) => sorted.some((t) => t.day === day)),
    availabilityTimes: [...new Set(sorted.map(rangeOf))],
  };
}

/** The volunteer day parts a range needs: Morning if it starts before 2 PM, Evening if it ends after. */
export function dayPartsOf(range: MinuteRange): DayPart[] {
  return DAY_PARTS.filter((part) =>
    part === 'Morning' ? range.start < EVENING_FROM : range.end > EVENING_FROM,
  );
}

export interface TimeFit {
  time: TeachingTime;
  /** The volunteer's slots ("Wednesday Morning") the time falls in. */
  yours: string[];
  /** The slots it also needs that the volunteer has not given. */
  missing: string[];
  /**
   * On a day with exact hours (availability.ts): the volunteer's ranges it meets ("9:00 AM –
   * 1:00 PM"), and whether it lies wholly inside one of them.
   */
  hours?: { met: string[]; whole: boolean };
}

/**
 * How each teaching time meets a volunteer's availability: whole when every day part it needs is
 * given, partial when some are. Times the volunteer cannot make at all are left out.
 */
export function timeFits(
  availability: readonly string[],
  times: readonly TeachingTime[],
): { whole: TimeFit[]; partial: TimeFit[] } {
  const given = new Set(availability.map((a) => a.trim()));
  const whole: TimeFit[] = [];
  const partial: TimeFit[] = [];
  for (const time of sortTimes(times)) {
    const fit = dayPartFit(given, time);
    if (fit) (fit.missing.length ? partial : whole).push(fit);
  }
  return { whole, partial };
}

/** The day parts a teaching time needs that are given (`yours`) and not; null when none are. */
export function dayPartFit(given: ReadonlySet<string>, time: TeachingTime): TimeFit | null {
  const needed = dayPartsOf(rangeMinutes(time)).map((part) => `${time.day} ${part}`);
  const yours = needed.filter((slot) => given.has(slot));
  if (yours.length === 0) return null;
  return { time, yours, missing: needed.filter((slot) => !given.has(slot)) };
}

/** True when a weekly session on this day and range fits the volunteer's availability wholly. */
export function fitsAvailability(availability: readonly string[], day: string, range: string) {
  const parsed = parseTimeRange(range);
  if (!parsed || !(WEEKDAYS as readonly string[]).includes(day)) return false;
  return dayPartsOf(parsed).every((part) => availability.includes(`${day} ${part}`));
}
