// The weeks of a partnership's slot as instants. India keeps one offset all year (UTC+05:30, no
// daylight saving), so a wall-clock time in India is one fixed UTC instant.
import { WEEKDAYS } from '../../shared/options';
import { parseTimeRange } from '../../shared/time';

/** How far ahead a partnership's sessions are kept. */
export const WEEKS_AHEAD = 8;
export const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
export const WEEK_MS = 7 * 24 * HOUR_MS;

export interface Occurrence {
  start: Date;
  end: Date;
}

/** India's wall clock of an instant, read with the UTC getters. */
export const indiaClock = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS);

/** The instant of a wall-clock time in India (month 0-based, as Date.UTC takes it). */
export function indiaInstant(year: number, month: number, day: number, hour = 0, minute = 0) {
  return new Date(Date.UTC(year, month, day, hour, minute) - IST_OFFSET_MS);
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
  const local = indiaClock(since);
  const mondayBased = (local.getUTCDay() + 6) % 7;
  let ahead = (dayIndex - mondayBased + 7) % 7;
  if (ahead === 0 && local.getUTCHours() * 60 + local.getUTCMinutes() >= range.start) ahead = 7;
  const start = indiaInstant(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + ahead,
    0,
    range.start,
  );
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
