// Rolls each accepted partnership's sessions forward: every week of its slot from its acceptance
// up to 8 weeks from now exists as a row. Run when a partnership is accepted, before sessions are
// read, and by the reminder sweep every 5 minutes; the unique (request, occurrence) key makes a
// second run, or two at once, add nothing. Each run looks back 8 weeks at most, not to the
// acceptance: earlier weeks were made by earlier runs (only a server down for longer than the
// window would miss one), and a long partnership does not re-offer all its weeks every sweep.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, teachingSessions } from '../db/schema';
import { WEEK_MS, WEEKS_AHEAD, weeklyOccurrences } from './occurrences';

export async function keepSessionsAhead(
  db: Pick<Db, 'transaction'>,
  now: Date,
  which?: { requestIds: number[] },
): Promise<void> {
  if (which?.requestIds.length === 0) return;
  // The partnerships stay share-locked until their weeks are written. An account deletion waits
  // instead of removing a request between the read and the insert, which would fail the insert's
  // foreign key (a 500 for an accept racing a deletion); ending a partnership waits too, then
  // cancels the weeks just written instead of leaving them scheduled.
  await db.transaction((tx) => addWeeks(tx, now, which));
}

async function addWeeks(
  db: Pick<Db, 'select' | 'insert'>,
  now: Date,
  which?: { requestIds: number[] },
): Promise<void> {
  const where: SQL[] = [eq(connectionRequests.status, 'accepted')];
  if (which) where.push(inArray(connectionRequests.id, which.requestIds));
  const partnerships = await db
    .select({
      id: connectionRequests.id,
      day: connectionRequests.day,
      timeSlot: connectionRequests.timeSlot,
      acceptedAt: connectionRequests.updatedAt,
    })
    .from(connectionRequests)
    .where(and(...where))
    .for('share');
  const until = new Date(now.getTime() + WEEKS_AHEAD * WEEK_MS);
  const lookBack = new Date(now.getTime() - WEEKS_AHEAD * WEEK_MS);
  const rows = partnerships.flatMap((p) =>
    p.day && p.timeSlot
      ? weeklyOccurrences(
          p.acceptedAt > lookBack ? p.acceptedAt : lookBack,
          p.day,
          p.timeSlot,
          until,
        ).map((o) => ({
          requestId: p.id,
          occurrence: o.start,
          startsAt: o.start,
          endsAt: o.end,
        }))
      : [],
  );
  // In slices, so a long partnership's many weeks never make one oversized statement.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(teachingSessions)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [teachingSessions.requestId, teachingSessions.occurrence] });
  }
}
