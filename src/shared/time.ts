// India's time, Setu's one clock: every time Setu shows or stores is India's, wherever the server
// or the reader's device is. This module owns the zone, the clock text ("6:30 PM", the spec's
// ranges "6:30 PM - 8:00 PM", and "18:30" where a form sends a time) as minutes since midnight,
// India's wall clock of an instant and back, and the dates a form may send (YYYY-MM-DD on the
// calendar). It imports nothing, so the server, the front end's first load (the `ui` chunk in
// vite.config.ts) and the other shared modules all build on it.
//
// India has kept one offset all year since 1945 (UTC+05:30, no daylight saving), so a wall-clock
// time in India is one fixed instant: the conversions below are arithmetic on that offset, not a
// time-zone library (docs/decisions/0023-sessions-and-reminders.md).

/** India's time zone, as Intl, pg-boss's cron, PostgreSQL's `at time zone` and iCalendar name it. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India's offset from UTC in minutes: 5 hours 30, all year. */
export const INDIA_OFFSET_MINUTES = 330;
/** The zone's short name, as iCalendar's TZNAME gives it. */
export const INDIA_ZONE_NAME = 'IST';

export const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;
const OFFSET_MS = INDIA_OFFSET_MINUTES * MINUTE_MS;

const pad2 = (n: number) => String(n).padStart(2, '0');
const hour24Of = (hour12: number, pm: boolean) => (hour12 % 12) + (pm ? 12 : 0);

// ---------------------------------------------------------------------------------------------
// The clock text. Setu writes times in English and stores them as "6:30 PM", and a range the way
// the spec's time ranges are written, "6:30 PM - 8:00 PM". Minutes since midnight in between.

/** "6:30 PM" → 1110; null when not a 12-hour clock time. */
export function clockMinutes(label: string): number | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label.trim());
  if (!match) return null;
  const hour12 = Number(match[1]);
  const minute = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  return hour24Of(hour12, match[3] === 'PM') * 60 + minute;
}

/** 1110 → "6:30 PM". */
export function clockLabel(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = pad2(minutes % 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${minute} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

export interface MinuteRange {
  start: number;
  end: number;
}

/** "6:30 PM - 8:00 PM" → { start: 1110, end: 1200 }; null when not a forward range. */
export function parseTimeRange(range: string): MinuteRange | null {
  const [from, to, ...rest] = range.trim().split(' - ');
  if (!from || !to || rest.length) return null;
  const start = clockMinutes(from);
  const end = clockMinutes(to);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/** { start: 1110, end: 1200 } → "6:30 PM - 8:00 PM", as stored. */
export const timeRangeLabel = ({ start, end }: MinuteRange) =>
  `${clockLabel(start)} - ${clockLabel(end)}`;

/** 1110 → "18:30": 24 hours, two digits each, as a session's move sends its time. */
export function clock24(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/**
 * "18:30" (or "6:30") → 1110; null when not a time of a day ("07:90", "24:00"). Each caller
 * checks the range it allows besides (isTeachingStart the teaching day, formatTime none).
 */
export function clock24Minutes(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** A 12-hour time inside a text, also as people type it: "6:30 PM", "6:30PM", "6:30 pm". */
const CLOCK_IN_TEXT = /(\d{1,2}):(\d{2}) ?([AP]M)/gi;

/**
 * Each 12-hour time inside a text replaced by what `replace` makes of its minutes since midnight
 * ("4:00 PM – 6:00 PM" → "शाम 4:00 – शाम 6:00"); the rest of the text as it is. For showing a
 * text, not for checking one: the numbers count as written.
 */
export function replaceClockTimes(text: string, replace: (minutes: number) => string): string {
  return text.replace(CLOCK_IN_TEXT, (_, hour: string, minute: string, half: string) =>
    replace(hour24Of(Number(hour), half.toUpperCase() === 'PM') * 60 + Number(minute)),
  );
}

// ---------------------------------------------------------------------------------------------
// The wall clock: an instant as India's date and time of day, and back.

/** India's wall clock of an instant. */
export interface IndiaWallClock {
  /** India's calendar date, YYYY-MM-DD. */
  date: string;
  /** 0 for Monday … 6 for Sunday: the order of WEEKDAYS in options.ts. */
  weekday: number;
  /** Minutes since India's midnight (seconds dropped, as a clock shows them). */
  minutes: number;
}

/**
 * An instant moved by India's offset: its UTC fields (getUTCDate, getUTCHours…) read India's date
 * and time. What wallClockInIndia reads; tests read it too.
 */
export const indiaClock = (instant: Date) => new Date(instant.getTime() + OFFSET_MS);

export function wallClockInIndia(instant: Date): IndiaWallClock {
  const local = indiaClock(instant);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: (local.getUTCDay() + 6) % 7,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** India's calendar date of an instant, as YYYY-MM-DD (for file names, keys and forms, not for reading). */
export const indiaIsoDate = (instant: Date) => wallClockInIndia(instant).date;

/**
 * The instant of a wall-clock time in India. The month is 0-based and anything past its end
 * carries over, as Date.UTC takes them (day 32 of January is 1 February).
 */
export function indiaInstant(year: number, month: number, day: number, hour = 0, minute = 0) {
  return new Date(Date.UTC(year, month, day, hour, minute) - OFFSET_MS);
}

/**
 * The instant `minutes` after midnight in India on a date (YYYY-MM-DD); minutes past a day carry
 * into the next ones (24 * 60 is the next midnight). Null when the date is not on the calendar
 * ("2026-02-31").
 */
export function instantInIndia(date: string, minutes = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const midnight = indiaInstant(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(midnight.getTime()) || indiaIsoDate(midnight) !== date) return null;
  return new Date(midnight.getTime() + minutes * MINUTE_MS);
}

/**
 * A date a form may send: YYYY-MM-DD on the calendar, between the years 2000 and 2099. What every
 * date field's schema refines with (terms, breaks, a session's move, an issue date): JavaScript's
 * Date.parse rolls 31 April over to 1 May, and the database refuses it.
 */
export function isCalendarDate(value: string): boolean {
  return /^20\d{2}-\d{2}-\d{2}$/.test(value) && instantInIndia(value) !== null;
}
