// A volunteer checks in with the code the coordinator's phone shows (check-in-token.ts). Refused,
// with nothing recorded: a code Setu did not make or that was changed, one outside its window, an
// account that is not a volunteer of the NGO's listing, a volunteer with no session of that class
// at that time, and a session cancelled or a partnership that does not run.
import { and, eq, inArray } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '../../shared/check-in';
import { classIdOf } from '../../shared/classes';
import type { Db } from '../db/client';
import { connectionRequests, teachingSessions } from '../db/schema';
import { selectRequests } from '../db/joins';
import { apiError } from '../http/errors';
import { running } from '../partnerships/contact-rule';
import { lockSessions } from '../teaching-sessions/changes';
import { readCheckInToken, windowState } from './check-in-token';
import { recordArrival } from './record-arrival';

export async function checkIn(
  db: Db,
  input: { secret: string; token: string; uid: string; volunteer: boolean; now: Date },
) {
  const target = readCheckInToken(input.secret, input.token);
  if (!target) throw apiError(400, CHECK_IN_MESSAGES.invalid);
  const state = windowState(target, input.now);
  if (state === 'early') throw apiError(409, CHECK_IN_MESSAGES.early);
  if (state === 'expired') throw apiError(410, CHECK_IN_MESSAGES.expired);
  if (!input.volunteer) throw apiError(403, CHECK_IN_MESSAGES.otherAccount);

  const partnerships = await selectRequests(db, {
    id: connectionRequests.id,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
  }).where(
    and(
      eq(connectionRequests.volunteerUid, input.uid),
      eq(connectionRequests.listingId, target.listingId),
      inArray(connectionRequests.status, ['accepted', 'ended']),
    ),
  );
  if (partnerships.length === 0) throw apiError(403, CHECK_IN_MESSAGES.otherAccount);
  const inClass = partnerships
    .filter((p) => p.day && p.timeSlot && classIdOf(p.day, p.timeSlot) === target.classId)
    .map((p) => p.id);
  if (inClass.length === 0) throw apiError(403, CHECK_IN_MESSAGES.otherSession);

  return db.transaction(async (tx) => {
    const [s] = await lockSessions(
      tx,
      and(
        inArray(teachingSessions.requestId, inClass),
        eq(teachingSessions.startsAt, target.startsAt),
      )!,
      input.uid,
    );
    if (s?.side !== 'volunteer') throw apiError(403, CHECK_IN_MESSAGES.otherSession);
    if (s.status === 'cancelled') throw apiError(409, CHECK_IN_MESSAGES.cancelled);
    if (!running.holds(s.facts)) throw apiError(409, CHECK_IN_MESSAGES.notRunning);
    const arrival = await recordArrival(tx, s.id, 'venue', input.now);
    return {
      sessionId: s.id,
      ngoName: s.ngoName,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      checkedInAt: arrival.at.toISOString(),
      again: !arrival.first,
    };
  });
}
