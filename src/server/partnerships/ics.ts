// The volunteer's weekly sessions as an iCalendar file (RFC 5545): one weekly recurring event per
// accepted request, in India Standard Time with its VTIMEZONE, CRLF line ends, escaped and folded.
// A cancelled week is an EXDATE and a moved one an event with RECURRENCE-ID, under the series'
// UID, so calendar apps update what they have.
import { WEEKDAYS } from '../../shared/options';
import {
  clock24,
  INDIA_OFFSET_MINUTES,
  INDIA_TIME_ZONE,
  INDIA_ZONE_NAME,
  wallClockInIndia,
} from '../../shared/time';
import { firstOccurrence as weekOne } from '../teaching-sessions/occurrences';

/** India's offset as iCalendar writes it: "+0530". */
const OFFSET = `+${clock24(INDIA_OFFSET_MINUTES).replace(':', '')}`;
const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface WeeklySession {
  uid: string;
  day: string;
  timeSlot: string;
  summary: string;
  location: string;
  /** The meeting link of an online class, or the venue's map. */
  url?: string;
  description: string;
  /** The first session is the first such weekday on or after this moment (in India). */
  since: Date;
  /**
   * Weeks that differ from the rule, by their original start: cancelled ones are left out
   * (EXDATE), moved ones get their own event for that week (RECURRENCE-ID), so a calendar app
   * updates the series instead of adding a copy.
   */
  exceptions?: readonly SessionException[];
  /** The last possible start, where the NGO's terms end the series (RRULE's UNTIL, in UTC). */
  until?: Date;
}

export interface SessionException {
  occurrence: Date;
  cancelled: boolean;
  start: Date;
  end: Date;
}

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF plus one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const max = out.length === 0 ? 75 : 74;
    if (bytes + size > max) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** An instant as India's local date-time (YYYYMMDDTHHMMSS), for TZID=Asia/Kolkata. */
function indiaStamp(instant: Date): string {
  const { date, minutes } = wallClockInIndia(instant);
  return `${date.replace(/-/g, '')}T${clock24(minutes).replace(':', '')}00`;
}

/** Local date-time in India of the first session (YYYYMMDDTHHMMSS) and of its end. */
export function firstOccurrence(since: Date, day: string, timeSlot: string) {
  const first = weekOne(since, day, timeSlot);
  return {
    start: indiaStamp(first.start),
    end: indiaStamp(first.end),
    byDay: BYDAY[WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])]!,
  };
}

/** One session outside any weekly series: one the volunteer covers for another. */
export interface SingleSession {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  url?: string;
  description: string;
}

export function buildCalendar(
  sessions: readonly WeeklySession[],
  now = new Date(),
  /** The calendar's name in the reader's language, and the single sessions it also lists. */
  options: { name: string; singles?: readonly SingleSession[] } = { name: 'Setu volunteering' },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Setu//Volunteer schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${INDIA_TIME_ZONE}`,
    'BEGIN:VTIMEZONE',
    `TZID:${INDIA_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${OFFSET}`,
    `TZOFFSETTO:${OFFSET}`,
    `TZNAME:${INDIA_ZONE_NAME}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const s of sessions) {
    const first = firstOccurrence(s.since, s.day, s.timeSlot);
    const exceptions = s.exceptions ?? [];
    const cancelled = exceptions.filter((x) => x.cancelled);
    const moved = exceptions.filter((x) => !x.cancelled);
    const details = [
      `SUMMARY:${escapeText(s.summary)}`,
      `LOCATION:${escapeText(s.location)}`,
      // A URI, not TEXT: no escaping; the profile's link rule keeps spaces and line breaks out.
      ...(s.url ? [`URL:${s.url}`] : []),
      `DESCRIPTION:${escapeText(s.description)}`,
    ];
    lines.push(
      'BEGIN:VEVENT',
      `UID:${s.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${INDIA_TIME_ZONE}:${first.start}`,
      `DTEND;TZID=${INDIA_TIME_ZONE}:${first.end}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${first.byDay}${s.until ? `;UNTIL=${utcStamp(s.until)}` : ''}`,
      ...cancelled.map((x) => `EXDATE;TZID=${INDIA_TIME_ZONE}:${indiaStamp(x.occurrence)}`),
      ...details,
      'END:VEVENT',
    );
    for (const x of moved) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:${s.uid}`,
        `DTSTAMP:${utcStamp(now)}`,
        `RECURRENCE-ID;TZID=${INDIA_TIME_ZONE}:${indiaStamp(x.occurrence)}`,
        `DTSTART;TZID=${INDIA_TIME_ZONE}:${indiaStamp(x.start)}`,
        `DTEND;TZID=${INDIA_TIME_ZONE}:${indiaStamp(x.end)}`,
        ...details,
        'END:VEVENT',
      );
    }
  }
  for (const x of options.singles ?? []) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${x.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${INDIA_TIME_ZONE}:${indiaStamp(x.start)}`,
      `DTEND;TZID=${INDIA_TIME_ZONE}:${indiaStamp(x.end)}`,
      `SUMMARY:${escapeText(x.summary)}`,
      `LOCATION:${escapeText(x.location)}`,
      ...(x.url ? [`URL:${x.url}`] : []),
      `DESCRIPTION:${escapeText(x.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
