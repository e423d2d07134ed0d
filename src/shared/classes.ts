// An NGO's classes: each weekly teaching time of its listing, with the volunteers accepted for
// that day and time. A class has no row of its own: its address names the day and the range
// ("saturday-1100-1200"), so a teaching time changed or removed keeps its volunteers' class
// until they move on. The dashboard, the class page and the API use these same definitions.
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './options';
import { clock24, clock24Minutes, clockLabel, parseTimeRange } from './time';

export const CLASS_MESSAGES = {
  notFound: 'Class not found.',
  noSessions: 'No sessions of this class start at that time.',
  notInSession: 'Set apart only volunteers of this session.',
  notOver: 'You can record attendance once the session has ended.',
} as const;

/** How many of a list a page shows: start times of sessions, volunteers of a roster. */
export const CLASS_PAGE = { aheadTimes: 2, pastTimes: 4, roster: 10 } as const;

/** The most volunteers one session can set apart: more than a class ever holds. */
const MAX_APART = 200;

/** "saturday-1100-1200" for Saturday, 11:00 AM - 12:00 PM; null for a range that is not one. */
export function classIdOf(day: string, timeSlot: string): string | null {
  const range = parseTimeRange(timeSlot);
  if (!range || !(WEEKDAYS as readonly string[]).includes(day)) return null;
  const hhmm = (minutes: number) => clock24(minutes).replace(':', '');
  return `${day.toLowerCase()}-${hhmm(range.start)}-${hhmm(range.end)}`;
}

/** The day and the range (as a teaching time stores it) a class id names, or null. */
export function parseClassId(id: string): { day: Weekday; timeSlot: string } | null {
  const match = /^([a-z]+)-(\d{4})-(\d{4})$/.exec(id);
  if (!match) return null;
  const day = WEEKDAYS.find((d) => d.toLowerCase() === match[1]);
  const minutes = (hhmm: string) => clock24Minutes(`${hhmm.slice(0, 2)}:${hhmm.slice(2)}`);
  const start = minutes(match[2]!);
  const end = minutes(match[3]!);
  if (!day || start === null || end === null || end <= start) return null;
  return { day, timeSlot: `${clockLabel(start)} - ${clockLabel(end)}` };
}

/**
 * Attendance for every volunteer of one session time of a class: all held, except the
 * volunteers whose sessions are set apart (not held).
 */
export const classAttendanceSchema = z.object({
  /** The sessions' start, as the class page lists it. */
  startsAt: z.iso.datetime({ error: CLASS_MESSAGES.noSessions }),
  /** Session ids marked not held; every other session of that time is marked held. */
  notHeld: z
    .array(z.number({ error: CLASS_MESSAGES.notInSession }).int().positive(), {
      error: CLASS_MESSAGES.notInSession,
    })
    .max(MAX_APART, CLASS_MESSAGES.notInSession),
});
export type ClassAttendanceInput = z.input<typeof classAttendanceSchema>;

/** Which sessions of a class a page lists: still to end, or ended. */
export const classSessionsQuery = z.object({
  when: z.enum(['ahead', 'past'], { error: 'Choose ahead or past.' }).default('ahead'),
  /** The start (ms since 1970) the previous page ended at. */
  before: z.coerce.number({ error: 'Not a page.' }).int().nonnegative().optional(),
});

export const classRosterQuery = z.object({
  /** How many volunteers the previous pages showed. */
  before: z.coerce.number({ error: 'Not a page.' }).int().nonnegative().optional(),
});
