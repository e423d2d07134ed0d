// "Join the class" of an online session through Setu: the volunteer's join time is recorded as a
// check-in is (record-arrival.ts), then the page forwards to the NGO's meeting link. Only the
// session's volunteer; the NGO gets 403 and anyone else 404, as for every change to a session.
// Outside the window (30 minutes before the start to the end) the link still forwards, and
// nothing is recorded: a volunteer trying the link the day before has not joined.
import { eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '../../shared/check-in';
import { SESSION_MESSAGES } from '../../shared/teaching-sessions';
import type { Db } from '../db/client';
import { ngoListings, teachingSessions } from '../db/schema';
import { selectSessions } from '../db/joins';
import { isoOrNull } from '../db/rows';
import { apiError } from '../http/errors';
import { serialIdOr } from '../http/validate';
import { detailsShared, running } from '../partnerships/contact-rule';
import { lockSessions } from '../teaching-sessions/changes';
import { windowState } from './check-in-token';
import { recordArrival } from './record-arrival';

export function joinOnline(db: Db, input: { id: string; uid: string; now: Date }) {
  const id = serialIdOr(input.id, () => apiError(404, SESSION_MESSAGES.notFound));
  return db.transaction(async (tx) => {
    const [s] = await lockSessions(tx, eq(teachingSessions.id, id), input.uid);
    if (!s?.side) throw apiError(404, SESSION_MESSAGES.notFound);
    if (s.side !== 'volunteer') throw apiError(403, CHECK_IN_MESSAGES.volunteerOnly);
    const [place] = await selectSessions(tx, {
      mode: ngoListings.mode,
      meetingLink: ngoListings.meetingLink,
    }).where(eq(teachingSessions.id, id));
    if (place?.mode !== 'online') throw apiError(409, CHECK_IN_MESSAGES.notOnline);
    if (s.status === 'cancelled') throw apiError(409, SESSION_MESSAGES.cancelled);
    if (!running.holds(s.facts)) throw apiError(409, CHECK_IN_MESSAGES.notRunning);
    // The meeting link reaches the volunteer only where the contact rule shares the place.
    if (!detailsShared.holds(s.facts) || !place.meetingLink) {
      throw apiError(409, CHECK_IN_MESSAGES.noMeetingLink);
    }
    const open = windowState(s, input.now) === 'open';
    const arrival = open ? await recordArrival(tx, s.id, 'online', input.now) : null;
    return {
      sessionId: s.id,
      meetingLink: place.meetingLink,
      joinedAt: isoOrNull(arrival?.at),
    };
  });
}
