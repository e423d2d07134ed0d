// The volunteer's weekly sessions as an iCalendar file (RFC 5545): one weekly recurring event per
// accepted request, in India Standard Time with its VTIMEZONE, CRLF line ends, escaped and folded.
import { WEEKDAYS } from '../../shared/options';
import { slotStartHour } from '../../shared/slots';

export const TIMEZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 330;
const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface WeeklySession {
  uid: string;
  day: string;
  timeSlot: string;
  summary: string;
  location: string;
  description: string;
  /** The first session is the first such weekday on or after this moment (in India). */
  since: Date;
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

/** Local date-time in India of the first session (YYYYMMDDTHHMMSS) and of its end. */
export function firstOccurrence(since: Date, day: string, timeSlot: string) {
  const dayIndex = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  const hour = slotStartHour(timeSlot);
  if (dayIndex < 0 || hour === null) throw new Error(`Not a weekly session: ${day} ${timeSlot}`);
  // Shift to India's wall clock, then read it with the UTC getters.
  const local = new Date(since.getTime() + IST_OFFSET_MINUTES * 60_000);
  const mondayBased = (local.getUTCDay() + 6) % 7;
  let ahead = (dayIndex - mondayBased + 7) % 7;
  if (ahead === 0 && local.getUTCHours() >= hour) ahead = 7;
  const date = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + ahead),
  );
  const ymd = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  return {
    start: `${ymd}T${pad(hour)}0000`,
    end: `${ymd}T${pad(hour + 1)}0000`,
    byDay: BYDAY[dayIndex]!,
  };
}

export function buildCalendar(
  sessions: readonly WeeklySession[],
  now = new Date(),
  /** The calendar's name in the reader's language. */
  options: { name: string } = { name: 'Setu volunteering' },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Setu//Volunteer schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${TIMEZONE}`,
    'BEGIN:VTIMEZONE',
    `TZID:${TIMEZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const s of sessions) {
    const first = firstOccurrence(s.since, s.day, s.timeSlot);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${s.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${TIMEZONE}:${first.start}`,
      `DTEND;TZID=${TIMEZONE}:${first.end}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${first.byDay}`,
      `SUMMARY:${escapeText(s.summary)}`,
      `LOCATION:${escapeText(s.location)}`,
      `DESCRIPTION:${escapeText(s.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
