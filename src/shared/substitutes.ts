// Cover for a cancelled session (docs/decisions/0042-substitutes.md): the timings of the search,
// the one answer to "is this volunteer free then", and the messages the API and the screens share.
import { z } from 'zod';
import { isFreeAt, type ExactHours } from './availability';
import { WEEKDAYS, type Weekday } from './options';
import { dayPartsOf } from './teaching-times';
import { wallClockInIndia, type MinuteRange } from './time';

const HOUR_MS = 60 * 60 * 1000;

/** How many volunteers each wave of offers asks. */
export const WAVE_SIZE = 5;
/** The next wave goes this long after the one before, unless everyone in it declined sooner. */
export const WAVE_GAP_MS = 2 * HOUR_MS;
/** The search stops this long before the session; cover is asked for only before then. */
export const STOP_BEFORE_MS = 3 * HOUR_MS;

/** Whether cover may still be looked for: the session starts more than 3 hours from now. */
export const searchMayRun = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() > STOP_BEFORE_MS;

/** A session's India weekday and its minutes on that day, as isFreeAt reads a time. */
export function sessionDayRange(
  startsAt: Date,
  endsAt: Date,
): { day: Weekday; range: MinuteRange } {
  const from = wallClockInIndia(startsAt);
  const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  return {
    day: WEEKDAYS[from.weekday]!,
    range: { start: from.minutes, end: from.minutes + minutes },
  };
}

/**
 * The Morning/Evening values a volunteer must have given to be free for a session at this time,
 * on a day they gave no exact hours for: its India weekday with each day part the time touches
 * ("Saturday Morning"). The candidate search reads it as an array beside the exact hours.
 */
export function freeSlotsNeeded(startsAt: Date, endsAt: Date): string[] {
  const { day, range } = sessionDayRange(startsAt, endsAt);
  return dayPartsOf(range).map((part) => `${day} ${part}`);
}

/**
 * Is a volunteer free for a session at this time by what they gave (not their sessions)? The one
 * rule of src/shared/availability.ts: that day's exact hours when it has any, else its slots.
 */
export function freeForSession(
  availability: readonly string[],
  exactHours: readonly ExactHours[],
  startsAt: Date,
  endsAt: Date,
): boolean {
  const { day, range } = sessionDayRange(startsAt, endsAt);
  return isFreeAt(availability, exactHours, day, range);
}

export const SUBSTITUTE_MESSAGES = {
  notFound: 'Session not found.',
  notCancelledByVolunteer: 'Cover can be found only for a session the volunteer cancelled.',
  tooLate: 'Cover can be asked for until 3 hours before the session starts.',
  alreadySearching: 'Setu is already looking for cover for this session.',
  offerNotFound: 'This offer is not yours or no longer exists.',
  taken: 'Another volunteer has already taken this session.',
  closed: 'This offer has closed.',
  noLongerFits:
    'You can no longer take this session: you teach at that time, or a check it needs is not valid.',
} as const;

/** The NGO's standing choice: look for cover whenever a volunteer cancels. */
export const alwaysCoverSchema = z.object({ always: z.boolean({ error: 'Choose yes or no.' }) });
export type AlwaysCoverInput = z.input<typeof alwaysCoverSchema>;
