// What an NGO's calendar change does to the sessions already made: a session still to come on a
// day the calendar now closes is cancelled (cancelledBy 'holiday' or 'term', the holiday's name as
// its reason), and one the calendar had cancelled on a day it opens again is restored, as it was.
// Sessions cancelled by a person, or by the partnership's end, are never touched (docs/decisions/0033-terms-and-holidays.md).
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { closureOn, type CalendarEntry, type Closure } from '../../shared/terms';
import { indiaIsoDate } from '../../shared/time';
import type { Tx } from '../db/client';
import { selectSessionsWithVolunteer } from '../db/joins';
import {
  connectionRequests,
  ngoListings,
  teachingSessions,
  volunteers,
  type SessionCanceller,
} from '../db/schema';

/** The calendar's own cancellations, which it may restore. */
export const CALENDAR_CANCELLERS: readonly SessionCanceller[] = ['holiday', 'term'];

export interface CalendarSession {
  id: number;
  requestId: number;
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'cancelled';
  cancelledBy: SessionCanceller | null;
  cancelReason: string | null;
  volunteerUid: string;
  volunteerName: string;
  topic: string | null;
}

export interface SessionPlan {
  cancel: { session: CalendarSession; closure: NonNullable<Closure> }[];
  restore: CalendarSession[];
}

const byCalendar = (s: CalendarSession) =>
  s.status === 'cancelled' && s.cancelledBy !== null && CALENDAR_CANCELLERS.includes(s.cancelledBy);

/** What the calendar `entries` do to these sessions still to come. */
export function planSessions(
  sessions: readonly CalendarSession[],
  entries: readonly CalendarEntry[],
): SessionPlan {
  const plan: SessionPlan = { cancel: [], restore: [] };
  for (const session of sessions) {
    const closure = closureOn(indiaIsoDate(session.startsAt), entries);
    if (session.status === 'scheduled' && closure) plan.cancel.push({ session, closure });
    else if (byCalendar(session) && !closure) plan.restore.push(session);
  }
  return plan;
}

/**
 * The sessions a change of this NGO's calendar may touch: still to come, in an accepted
 * partnership, and scheduled or cancelled by the calendar. Locked when `lock` (a change), so a
 * cancel or a move of one waits for the change and then finds it as the change left it.
 */
export async function sessionsToPlan(
  tx: Pick<Tx, 'select'>,
  ngoUid: string,
  now: Date,
  lock: boolean,
): Promise<CalendarSession[]> {
  const query = selectSessionsWithVolunteer(tx, {
    id: teachingSessions.id,
    requestId: teachingSessions.requestId,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    status: teachingSessions.status,
    cancelledBy: teachingSessions.cancelledBy,
    cancelReason: teachingSessions.cancelReason,
    volunteerUid: connectionRequests.volunteerUid,
    volunteerName: volunteers.fullName,
    topic: connectionRequests.topic,
  })
    .where(
      and(
        eq(ngoListings.ownerUid, ngoUid),
        eq(connectionRequests.status, 'accepted'),
        gt(teachingSessions.startsAt, now),
        or(
          eq(teachingSessions.status, 'scheduled'),
          inArray(teachingSessions.cancelledBy, [...CALENDAR_CANCELLERS]),
        ),
      ),
    )
    .orderBy(teachingSessions.startsAt, teachingSessions.id);
  return lock ? query.for('update', { of: teachingSessions }) : query;
}

/** Cancels sessions for the calendar: one update per reason (a change closes days for one or a few). */
export async function cancelForCalendar(
  tx: Pick<Tx, 'update'>,
  cancel: readonly { id: number; closure: NonNullable<Closure> }[],
  now: Date,
) {
  const byReason = new Map<string, { closure: NonNullable<Closure>; ids: number[] }>();
  for (const { id, closure } of cancel) {
    const key = closure.kind === 'holiday' ? `holiday:${closure.name}` : 'term';
    const group = byReason.get(key) ?? { closure, ids: [] };
    group.ids.push(id);
    byReason.set(key, group);
  }
  for (const { closure, ids } of byReason.values()) {
    await tx
      .update(teachingSessions)
      .set({
        status: 'cancelled',
        cancelledBy: closure.kind,
        cancelReason: closure.kind === 'holiday' && closure.name ? closure.name : null,
        updatedAt: now,
      })
      .where(and(inArray(teachingSessions.id, ids), eq(teachingSessions.status, 'scheduled')));
  }
}

/** Writes a plan: each cancellation with its reason, each restoration as a scheduled session. */
export async function applyPlan(tx: Pick<Tx, 'update'>, plan: SessionPlan, now: Date) {
  await cancelForCalendar(
    tx,
    plan.cancel.map((c) => ({ id: c.session.id, closure: c.closure })),
    now,
  );
  if (plan.restore.length > 0) {
    await tx
      .update(teachingSessions)
      .set({ status: 'scheduled', cancelledBy: null, cancelReason: null, updatedAt: now })
      .where(
        inArray(
          teachingSessions.id,
          plan.restore.map((s) => s.id),
        ),
      );
  }
}
