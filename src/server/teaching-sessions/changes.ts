// Changes to one session: cancel (either side, before it begins), move (the NGO, before it
// begins), attendance (the NGO, once it is over) and "I taught this session" (the volunteer, once
// it is over). Each reads and changes the row in one transaction with it locked, so two changes
// at once cannot both win; anyone but the two sides gets 404.
import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import {
  SESSION_MESSAGES,
  type AttendanceInput,
  type MoveSessionInput,
} from '../../shared/teaching-sessions';
import { clock24Minutes, indiaIsoDate, instantInIndia, MINUTES_PER_DAY } from '../../shared/time';
import type { Db, Tx } from '../db/client';
import { connectionRequests, ngoListings, sessionReminders, teachingSessions } from '../db/schema';
import { selectSessionsWithVolunteer } from '../db/joins';
import { apiError } from '../http/errors';
import {
  partnershipFacts,
  running,
  sessionSide,
  sessionTeacher,
  waitingForChecks,
} from '../partnerships/contact-rule';
import { sessionTeacherName } from '../substitutes/teacher';
import { WEEK_MS, WEEKS_AHEAD } from './occurrences';
import { serialIdOr } from '../http/validate';
import type { AccountRole } from '../../shared/roles';

function sessionId(raw: string): number {
  return serialIdOr(raw, () => apiError(404, SESSION_MESSAGES.notFound));
}

/**
 * The sessions `where` picks, locked for the transaction in id order (so two changes over the
 * same sessions wait for each other instead of deadlocking), each with the side `uid` is on, or
 * null when it is neither.
 */
export async function lockSessions(tx: Tx, where: SQL, uid: string) {
  const rows = await selectSessionsWithVolunteer(tx, {
    id: teachingSessions.id,
    requestId: teachingSessions.requestId,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    status: teachingSessions.status,
    partnership: connectionRequests.status,
    topic: connectionRequests.topic,
    // The one who teaches it: a substitute covering it, else the partnership's volunteer.
    volunteerUid: sessionTeacher,
    ownerUid: ngoListings.ownerUid,
    ngoName: ngoListings.name,
    volunteerName: sessionTeacherName,
    facts: partnershipFacts,
  })
    .where(where)
    .orderBy(asc(teachingSessions.id))
    .for('update', { of: teachingSessions });
  return rows.map((row) => {
    const side: AccountRole | null = sessionSide({ ...row, teacherUid: row.volunteerUid }, uid);
    return { ...row, side };
  });
}

async function lockSession(tx: Tx, rawId: string, uid: string) {
  const [row] = await lockSessions(tx, eq(teachingSessions.id, sessionId(rawId)), uid);
  if (!row?.side) throw apiError(404, SESSION_MESSAGES.notFound);
  return { ...row, side: row.side };
}

export type LockedSession = Awaited<ReturnType<typeof lockSession>>;

/**
 * A session still to come in a running partnership: what cancel and move need. While a
 * suspension pauses it, neither is possible, so no mail reaches or concerns the suspended account.
 */
function requireUpcoming(s: LockedSession, now: Date) {
  if (s.status === 'cancelled') throw apiError(409, SESSION_MESSAGES.cancelled);
  if (s.partnership !== 'accepted') throw apiError(409, SESSION_MESSAGES.ended);
  if (!running.holds(s.facts)) {
    throw apiError(
      409,
      waitingForChecks.holds(s.facts) ? SESSION_MESSAGES.waitingForChecks : SESSION_MESSAGES.paused,
    );
  }
  if (s.startsAt.getTime() <= now.getTime()) throw apiError(409, SESSION_MESSAGES.past);
}

/** A session that has ended and was not cancelled: what attendance needs. */
export function requireOver(s: Pick<LockedSession, 'status' | 'endsAt'>, now: Date) {
  if (s.status === 'cancelled') throw apiError(409, SESSION_MESSAGES.cancelled);
  if (s.endsAt.getTime() > now.getTime()) throw apiError(409, SESSION_MESSAGES.notOver);
}

/** What a change writes with itself, in its transaction: its emails (the outbox, decision 0030). */
export type AlongWith<T> = (tx: Tx, change: T) => Promise<void>;

/**
 * `uid` is the side's (the volunteer's, or the NGO's for its whole team); `actorUid` the person
 * who acted, kept as the session's changedBy or attendanceBy (decision 0036).
 */
interface SessionActor {
  id: string;
  uid: string;
  actorUid: string;
  now: Date;
}

export function cancelSession(
  db: Db,
  input: SessionActor & { reason: string },
  alongWith?: AlongWith<LockedSession>,
) {
  return db.transaction(async (tx) => {
    const s = await lockSession(tx, input.id, input.uid);
    requireUpcoming(s, input.now);
    await tx
      .update(teachingSessions)
      .set({
        status: 'cancelled',
        cancelledBy: s.side,
        cancelReason: input.reason,
        changedBy: input.actorUid,
        updatedAt: input.now,
      })
      .where(eq(teachingSessions.id, s.id));
    await alongWith?.(tx, s);
    return s;
  });
}

export function moveSession(
  db: Db,
  input: SessionActor & MoveSessionInput,
  alongWith?: AlongWith<LockedSession & { from: Date; endsAt: Date }>,
) {
  return db.transaction(async (tx) => {
    const s = await lockSession(tx, input.id, input.uid);
    if (s.side !== 'ngo') throw apiError(403, SESSION_MESSAGES.ngoOnlyMove);
    requireUpcoming(s, input.now);
    // moveSessionSchema has checked the time's form; a date off the calendar (31 February) is null.
    const startsAt = instantInIndia(input.date, clock24Minutes(input.time)!);
    // From tomorrow (India's calendar) up to the end of the sessions kept ahead.
    const tomorrow = instantInIndia(indiaIsoDate(input.now), MINUTES_PER_DAY)!;
    const latest = new Date(input.now.getTime() + WEEKS_AHEAD * WEEK_MS);
    if (!startsAt || startsAt < tomorrow || startsAt > latest) {
      throw apiError(400, SESSION_MESSAGES.moveWhen, { date: SESSION_MESSAGES.moveWhen });
    }
    if (startsAt.getTime() === s.startsAt.getTime()) {
      throw apiError(400, SESSION_MESSAGES.moveSame, { time: SESSION_MESSAGES.moveSame });
    }
    const endsAt = new Date(startsAt.getTime() + (s.endsAt.getTime() - s.startsAt.getTime()));
    await tx
      .update(teachingSessions)
      .set({ startsAt, endsAt, changedBy: input.actorUid, updatedAt: input.now })
      .where(eq(teachingSessions.id, s.id));
    // A reminder of the old time is no reminder of the new one.
    await tx
      .delete(sessionReminders)
      .where(and(eq(sessionReminders.sessionId, s.id), eq(sessionReminders.kind, 'before')));
    const moved = { ...s, from: s.startsAt, startsAt, endsAt };
    await alongWith?.(tx, moved);
    return moved;
  });
}

/** One side's mark on a session that is over: the NGO's attendance, the volunteer's "taught". */
function markOver(
  db: Db,
  input: SessionActor,
  side: AccountRole,
  notThatSide: string,
  set: Pick<
    Partial<typeof teachingSessions.$inferInsert>,
    'attendance' | 'attendanceBy' | 'volunteerConfirmed'
  >,
) {
  return db.transaction(async (tx) => {
    const s = await lockSession(tx, input.id, input.uid);
    if (s.side !== side) throw apiError(403, notThatSide);
    requireOver(s, input.now);
    await tx
      .update(teachingSessions)
      .set({ ...set, updatedAt: input.now })
      .where(eq(teachingSessions.id, s.id));
    return s;
  });
}

export function markAttendance(db: Db, input: SessionActor & AttendanceInput) {
  return markOver(db, input, 'ngo', SESSION_MESSAGES.ngoOnlyMark, {
    attendance: input.mark,
    attendanceBy: input.actorUid,
  });
}

export function confirmTaught(db: Db, input: SessionActor) {
  return markOver(db, input, 'volunteer', SESSION_MESSAGES.volunteerOnlyConfirm, {
    volunteerConfirmed: true,
  });
}

/**
 * Cancels a partnership's sessions still to come, in the transaction of what stops them: its
 * ending ('ended'), or the vetting gate holding it ('checks').
 */
export async function cancelFutureSessions(
  tx: Pick<Db, 'update'>,
  requestId: number,
  now: Date,
  cancelledBy: 'ended' | 'checks' = 'ended',
) {
  await tx
    .update(teachingSessions)
    .set({ status: 'cancelled', cancelledBy, updatedAt: now })
    .where(
      and(
        eq(teachingSessions.requestId, requestId),
        eq(teachingSessions.status, 'scheduled'),
        gt(teachingSessions.startsAt, now),
        // A substitute's session does not wait for the partnership's volunteer's checks.
        cancelledBy === 'checks' ? isNull(teachingSessions.coveredBy) : undefined,
      ),
    );
}
