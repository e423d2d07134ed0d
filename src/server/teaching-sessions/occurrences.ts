// The weeks of a partnership's slot as instants: its weekday and start on India's wall clock
// (src/shared/time.ts).
import { WEEKDAYS } from '../../shared/options';
import {
  instantInIndia,
  MINUTES_PER_DAY,
  parseTimeRange,
  wallClockInIndia,
} from '../../shared/time';

/** How far ahead a partnership's sessions are kept. */
export const WEEKS_AHEAD = 8;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
export const WEEK_MS = 7 * 24 * HOUR_MS;

export interface Occurrence {
  start: Date;
  end: Date;
}

/**
 * The first session of a weekly time ("Saturday", "6:30 PM - 8:00 PM"; a spec hourly slot is one
 * too) after `since`: that weekday at the start in India, later the same day if the start is still
 * to come, else a week on. It lasts from the start to the end.
 */
export function firstOccurrence(since: Date, day: string, timeSlot: string): Occurrence {
  const dayIndex = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  const range = parseTimeRange(timeSlot);
  if (dayIndex < 0 || range === null) throw new Error(`Not a weekly session: ${day} ${timeSlot}`);
  const local = wallClockInIndia(since);
  let ahead = (dayIndex - local.weekday + 7) % 7;
  if (ahead === 0 && local.minutes >= range.start) ahead = 7;
  const start = instantInIndia(local.date, ahead * MINUTES_PER_DAY + range.start)!;
  return { start, end: new Date(start.getTime() + (range.end - range.start) * MINUTE_MS) };
}

/** Every week of the time from its first session after `since` up to (not including) `until`. */
export function weeklyOccurrences(
  since: Date,
  day: string,
  timeSlot: string,
  until: Date,
): Occurrence[] {
  const first = firstOccurrence(since, day, timeSlot);
  const length = first.end.getTime() - first.start.getTime();
  const out: Occurrence[] = [];
  for (let t = first.start.getTime(); t < until.getTime(); t += WEEK_MS) {
    out.push({ start: new Date(t), end: new Date(t + length) });
  }
  return out;
}
