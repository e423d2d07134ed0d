// The demo's covered session (src/server/db/seed/demo.ts): one of the demo NGO's partner
// volunteers cancelled their session two weeks ahead, and another volunteer covers it, so the
// NGO's "Cover for cancelled sessions" card and the class's page show a session covered by a
// substitute (docs/decisions/0042-substitutes.md). Added once, while that partnership has no
// search; the search's primary key keeps two instances seeding at once to one.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  connectionRequests,
  substituteOffers,
  substituteSearches,
  teachingSessions,
} from '../db/schema';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { WEEK_MS } from '../teaching-sessions/occurrences';

export const DEMO_SUBSTITUTE_NAME = 'Ishaan Verma';

export async function ensureDemoCover(
  db: Db,
  input: { partnerUid: string; substituteUid: string; ngoUid: string },
  now = new Date(),
): Promise<void> {
  const [partnership] = await db
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.volunteerUid, input.partnerUid),
        eq(connectionRequests.status, 'accepted'),
      ),
    )
    .limit(1);
  if (!partnership) return;
  await keepSessionsAhead(db, now, { requestIds: [partnership.id] });
  const [session] = await db
    .select({ id: teachingSessions.id, coveredBy: teachingSessions.coveredBy })
    .from(teachingSessions)
    .where(
      and(
        eq(teachingSessions.requestId, partnership.id),
        // Not one the NGO's calendar closed (a holiday): that week has no class to cover.
        eq(teachingSessions.status, 'scheduled'),
        gt(teachingSessions.startsAt, new Date(now.getTime() + WEEK_MS + 86_400_000)),
      ),
    )
    .orderBy(asc(teachingSessions.startsAt))
    .limit(1);
  if (!session) return;
  await db.transaction(async (tx) => {
    const searches = await tx
      .select({ sessionId: substituteSearches.sessionId })
      .from(substituteSearches)
      .innerJoin(teachingSessions, eq(teachingSessions.id, substituteSearches.sessionId))
      .where(eq(teachingSessions.requestId, partnership.id))
      .limit(1);
    if (searches.length) return;
    const [search] = await tx
      .insert(substituteSearches)
      .values({
        sessionId: session.id,
        status: 'covered',
        wave: 1,
        waveAt: now,
        requestedBy: input.ngoUid,
        createdAt: now,
        endedAt: now,
      })
      .onConflictDoNothing()
      .returning({ sessionId: substituteSearches.sessionId });
    if (!search) return;
    await tx.insert(substituteOffers).values({
      sessionId: session.id,
      volunteerUid: input.substituteUid,
      wave: 1,
      status: 'accepted',
      sentAt: now,
      answeredAt: now,
    });
    await tx
      .update(teachingSessions)
      .set({
        status: 'scheduled',
        cancelledBy: null,
        cancelReason: null,
        coveredBy: input.substituteUid,
        updatedAt: now,
      })
      .where(eq(teachingSessions.id, session.id));
  });
}
