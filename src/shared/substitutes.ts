// Cover for a cancelled session (docs/decisions/0042-substitutes.md): the timings of the search,
// the one answer to "is this volunteer free then", and the messages the API and the screens share.
import { z } from 'zod';
import { WEEKDAYS } from './options';
import { dayPartsOf } from './teaching-times';
import { wallClockInIndia } from './time';

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

/**
 * The availability values a volunteer must have given to be free for a session at this time: its
 * India weekday with each day part the time touches ("Saturday Morning"). The spec's
 * Morning/Evening availability is all Setu knows of a volunteer's time today; exact hours per day
 * extend this one place (and `isFreeAt`), which the candidate search reads as an array.
 */
export function freeSlotsNeeded(startsAt: Date, endsAt: Date): string[] {
  const from = wallClockInIndia(startsAt);
  const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  const day = WEEKDAYS[from.weekday]!;
  return dayPartsOf({ start: from.minutes, end: from.minutes + minutes }).map(
    (part) => `${day} ${part}`,
  );
}

/** Is a volunteer with this availability free at this time (their given hours, not their sessions)? */
export function isFreeAt(availability: readonly string[], startsAt: Date, endsAt: Date): boolean {
  const given = new Set(availability.map((a) => a.trim()));
  return freeSlotsNeeded(startsAt, endsAt).every((slot) => given.has(slot));
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
