// One session as a side of it sees it for notes: its class (the partnership's listing, day and
// time slot) and which side the caller is. Anyone but its volunteer and its NGO gets 404, as for
// every change to a session (src/server/teaching-sessions/changes.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, teachingSessions } from '../db/schema';
import { selectSessions } from '../db/joins';
import { apiError } from '../http/errors';
import { serialIdOr } from '../http/validate';
import {
  notesOpen,
  partnershipFacts,
  sessionSide,
  sessionTeacher,
} from '../partnerships/contact-rule';
import { SESSION_NOTE_MESSAGES } from '../../shared/session-notes';
import type { AccountRole } from '../../shared/roles';

const notFound = () => apiError(404, SESSION_NOTE_MESSAGES.notFound);

/** The session `rawId` (a path parameter) for `uid`, locked for the transaction when `lock`. */
export async function sessionForSide(
  db: Pick<Db, 'select'>,
  rawId: string,
  uid: string,
  { lock = false } = {},
) {
  const query = selectSessions(db, {
    id: teachingSessions.id,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    status: teachingSessions.status,
    listingId: connectionRequests.listingId,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
    // A substitute is the volunteer side of the one session they cover (contact-rule.ts).
    teacherUid: sessionTeacher,
    ownerUid: ngoListings.ownerUid,
    facts: partnershipFacts,
  }).where(eq(teachingSessions.id, serialIdOr(rawId, notFound)));
  const [row] = lock ? await query.for('update', { of: teachingSessions }) : await query;
  const side: AccountRole | null = row ? sessionSide(row, uid) : null;
  // Sessions exist only for partnerships with a day and a time (keep-ahead.ts).
  if (!row || !side || !row.day || !row.timeSlot) throw notFound();
  return { ...row, day: row.day, timeSlot: row.timeSlot, side };
}

export type NotedSession = Awaited<ReturnType<typeof sessionForSide>>;

/** Whether the side may write this session's notes now; the refusal's message if not. */
export function writeRefusal(s: NotedSession, now: Date): string | null {
  if (s.status === 'cancelled') return SESSION_NOTE_MESSAGES.cancelled;
  if (s.endsAt.getTime() > now.getTime()) return SESSION_NOTE_MESSAGES.notOver;
  if (!notesOpen.holds(s.facts)) return SESSION_NOTE_MESSAGES.paused;
  return null;
}
