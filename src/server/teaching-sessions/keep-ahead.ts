// Rolls each running partnership's sessions forward (accepted, and no suspension pauses it:
// `running` in src/server/partnerships/contact-rule.ts): every week of its slot from its acceptance
// up to 8 weeks from now exists as a row. Run when a partnership is accepted, before sessions are
// read, and by the reminder sweep every 5 minutes; the unique (request, occurrence) key makes a
// second run, or two at once, add nothing. Each run looks back 8 weeks at most, not to the
// acceptance: earlier weeks were made by earlier runs (only a server down for longer than the
// window would miss one), and a long partnership does not re-offer all its weeks every sweep.
// Only the NGO's open days get a session: none on a holiday, none outside its terms when it has
// set any (src/shared/terms.ts); and none before the NGO's last calendar change, whose weeks were
// decided on the calendar as it was (docs/decisions/0033-terms-and-holidays.md). A partnership the
// vetting gate held starts again from its release, never in the weeks it waited
// (docs/decisions/0041-vetting-gate.md). No session is made in a break of the partnership
// (docs/decisions/0048-breaks-and-health.md): it goes on by itself after the break's last day.
// A partnership ended or held while a run adds its weeks keeps none of them scheduled
// (tests/api/sweeps-race.test.ts).
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hasPgCode, PG_CODES } from '../db/pg-errors';
import { connectionRequests, ngoListings, teachingSessions } from '../db/schema';
import { selectRequests } from '../db/joins';
import { gateReleasedAt, partnershipHeld, running } from '../partnerships/contact-rule';
import { closureOn } from '../../shared/terms';
import { indiaIsoDate } from '../../shared/time';
import { calendarIn, calendarsOf, type NgoCalendar } from '../terms/calendar-store';
import { cancelForCalendar } from '../terms/reconcile';
import { breaksOf, cancelMadeInBreaks, onBreak } from '../breaks/break-store';
import { WEEK_MS, WEEKS_AHEAD, weeklyOccurrences } from './occurrences';

export async function keepSessionsAhead(
  db: Pick<Db, 'select' | 'insert' | 'update'>,
  now: Date,
  which?: { requestIds: number[] },
): Promise<void> {
  if (which?.requestIds.length === 0) return;
  // A partnership deleted (with its account) between the read and the insert fails the insert's
  // foreign key: read again, without it. Not a transaction holding the partnerships' locks: two
  // instances sweeping at once must never wait on each other.
  for (let attempt = 1; ; attempt++) {
    try {
      return await addWeeks(db, now, which);
    } catch (error) {
      if (attempt >= 3 || !hasPgCode(error, PG_CODES.foreignKeyViolation)) throw error;
    }
  }
}

async function addWeeks(
  db: Pick<Db, 'select' | 'insert' | 'update'>,
  now: Date,
  which?: { requestIds: number[] },
): Promise<void> {
  const where: SQL[] = [running.sql];
  if (which) where.push(inArray(connectionRequests.id, which.requestIds));
  const partnerships = await selectRequests(db, {
    id: connectionRequests.id,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
    acceptedAt: connectionRequests.updatedAt,
    ngoUid: ngoListings.ownerUid,
    releasedAt: gateReleasedAt,
  }).where(and(...where));
  const until = new Date(now.getTime() + WEEKS_AHEAD * WEEK_MS);
  const lookBack = new Date(now.getTime() - WEEKS_AHEAD * WEEK_MS);
  const calendars = await calendarsOf(
    db,
    partnerships.flatMap((p) => (p.ngoUid ? [p.ngoUid] : [])),
  );
  const sinceDate = indiaIsoDate(lookBack);
  const breaks = await breaksOf(
    db,
    partnerships.map((p) => p.id),
    sinceDate,
  );
  const rows = partnerships.flatMap((p) => {
    if (!p.day || !p.timeSlot) return [];
    const { entries, changedAt } = calendarIn(calendars, p.ngoUid);
    const since = [p.acceptedAt, lookBack, changedAt ?? lookBack, p.releasedAt ?? lookBack].reduce(
      (a, b) => (a > b ? a : b),
    );
    return weeklyOccurrences(since, p.day, p.timeSlot, until)
      .filter((o) => closureOn(indiaIsoDate(o.start), entries) === null)
      .filter((o) => !onBreak(breaks, p.id, o.start))
      .map((o) => ({
        requestId: p.id,
        occurrence: o.start,
        startsAt: o.start,
        endsAt: o.end,
      }));
  });
  // In slices, so a long partnership's many weeks never make one oversized statement.
  const made: { id: number; requestId: number; startsAt: Date }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    made.push(
      ...(await db
        .insert(teachingSessions)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing({ target: [teachingSessions.requestId, teachingSessions.occurrence] })
        .returning({
          id: teachingSessions.id,
          requestId: teachingSessions.requestId,
          startsAt: teachingSessions.startsAt,
        })),
    );
  }
  await closeMadeLate(db, made, partnerships, calendars, now);
  await cancelMadeInBreaks(db, made, sinceDate, now);
  await cancelMadeStopped(db, made, now);
}

/**
 * An ending or a gate's hold that committed between this run's read of the partnerships and its
 * insert did not see the sessions just made (its lock only made the insert's foreign key wait):
 * read again, after any such change still committing (each holds the partnership's row:
 * requests/transition.ts, vetting-gate/settle.ts), those of a partnership no longer accepted, or
 * held, are cancelled here as that change would have (no mail: nobody has heard of them yet). A
 * held one's come back with its release, as the hold's own do. A suspension's pause keeps its
 * sessions, so it cancels none here.
 */
async function cancelMadeStopped(
  db: Pick<Db, 'select' | 'update'>,
  made: readonly { id: number; requestId: number }[],
  now: Date,
) {
  const ids = [...new Set(made.map((m) => m.requestId))];
  if (ids.length === 0) return;
  // The lock waits for the change; the read after it, a statement of its own, sees what it wrote
  // (a hold's row is in another table, which a locking read's snapshot would not show).
  await db
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(inArray(connectionRequests.id, ids))
    .orderBy(connectionRequests.id)
    .for('share');
  const fresh = await db
    .select({
      id: connectionRequests.id,
      status: connectionRequests.status,
      held: partnershipHeld,
    })
    .from(connectionRequests)
    .where(inArray(connectionRequests.id, ids));
  const stopped = new Map<number, 'ended' | 'checks' | null>(
    fresh.map((p) => [p.id, p.status !== 'accepted' ? 'ended' : p.held ? 'checks' : null]),
  );
  for (const cancelledBy of ['ended', 'checks'] as const) {
    const late = made.filter((m) => stopped.get(m.requestId) === cancelledBy).map((m) => m.id);
    if (late.length === 0) continue;
    await db
      .update(teachingSessions)
      .set({ status: 'cancelled', cancelledBy, updatedAt: now })
      .where(and(inArray(teachingSessions.id, late), eq(teachingSessions.status, 'scheduled')));
  }
}

/**
 * A calendar change that committed between this run's read of the calendars and its insert may
 * not have seen the sessions just made: read again, after any change still committing (the
 * calendar row's lock), those on a day it closed are cancelled here, as it would have (no mail:
 * nobody has heard of them yet).
 */
async function closeMadeLate(
  db: Pick<Db, 'select' | 'update'>,
  made: readonly { id: number; requestId: number; startsAt: Date }[],
  partnerships: readonly { id: number; ngoUid: string | null }[],
  read: Map<string, NgoCalendar>,
  now: Date,
) {
  if (made.length === 0) return;
  const ngoOf = new Map(partnerships.map((p) => [p.id, p.ngoUid]));
  const fresh = await calendarsOf(
    db,
    made.map((m) => ngoOf.get(m.requestId) ?? ''),
    { afterChanges: true },
  );
  const late = made.flatMap((m) => {
    const ngoUid = ngoOf.get(m.requestId) ?? null;
    const current = calendarIn(fresh, ngoUid);
    if (current.changedAt?.getTime() === calendarIn(read, ngoUid).changedAt?.getTime()) return [];
    const closure = closureOn(indiaIsoDate(m.startsAt), current.entries);
    return closure ? [{ id: m.id, closure }] : [];
  });
  await cancelForCalendar(db, late, now);
}
