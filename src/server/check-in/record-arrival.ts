// What a check-in and an online join record, in the transaction that holds the session locked:
// the first arrival's time, the volunteer's "I taught this session", and the NGO's attendance
// prefilled as held where the NGO has not marked it (it can still change it once the session is
// over, src/server/teaching-sessions/changes.ts).
import { eq, sql } from 'drizzle-orm';
import type { ArrivalKind } from '../../shared/check-in';
import type { Tx } from '../db/client';
import { sessionArrivals, teachingSessions } from '../db/schema';

export async function recordArrival(tx: Tx, sessionId: number, kind: ArrivalKind, now: Date) {
  const [added] = await tx
    .insert(sessionArrivals)
    .values({ sessionId, kind, at: now })
    .onConflictDoNothing()
    .returning({ at: sessionArrivals.at, kind: sessionArrivals.kind });
  await tx
    .update(teachingSessions)
    .set({
      volunteerConfirmed: true,
      attendance: sql`coalesce(${teachingSessions.attendance}, 'held')`,
      updatedAt: now,
    })
    .where(eq(teachingSessions.id, sessionId));
  if (added) return { ...added, first: true };
  // Scanned again: the first arrival stays.
  const [kept] = await tx
    .select({ at: sessionArrivals.at, kind: sessionArrivals.kind })
    .from(sessionArrivals)
    .where(eq(sessionArrivals.sessionId, sessionId));
  return { ...kept!, first: false };
}
