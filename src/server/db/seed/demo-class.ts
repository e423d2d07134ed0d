// The demo NGO's Saturday class (src/server/classes) as a newcomer should find it: weeks
// already marked, and the last one waiting for the NGO's attendance.
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { connectionRequests, teachingSessions } from '../schema';
import { WEEK_MS, weeklyOccurrences } from '../../teaching-sessions/occurrences';
import { atTime } from '../../requests/request-conditions';

/** Weeks of the demo class before the last one, marked; the last one waits for the NGO. */
export const DEMO_CLASS_MARKED_WEEKS = 2;

/**
 * The demo class's recent weeks for the partners but the demo volunteer (`volunteerUid`): the older weeks marked (everyone held
 * but one volunteer, not held, once), the last one not marked yet, so the NGO dashboard shows
 * attendance to mark and the class page a history. Added once, when none of them is marked.
 */
export async function ensureClassHistory(
  db: Db,
  volunteerUid: string,
  listingId: number,
  session: { day: string; timeSlot: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const partners = await tx
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(
        and(
          eq(connectionRequests.listingId, listingId),
          eq(connectionRequests.status, 'accepted'),
          ne(connectionRequests.volunteerUid, volunteerUid),
          atTime(session),
        ),
      )
      .orderBy(asc(connectionRequests.id))
      .for('update');
    if (partners.length === 0) return;
    const ids = partners.map((p) => p.id);
    const [marked] = await tx
      .select({ id: teachingSessions.id })
      .from(teachingSessions)
      .where(and(inArray(teachingSessions.requestId, ids), isNotNull(teachingSessions.attendance)))
      .limit(1);
    if (marked) return;
    const now = new Date();
    const weeks = weeklyOccurrences(
      new Date(now.getTime() - (DEMO_CLASS_MARKED_WEEKS + 2) * WEEK_MS),
      session.day,
      session.timeSlot,
      now,
    )
      .filter((week) => week.end.getTime() <= now.getTime())
      .slice(-(DEMO_CLASS_MARKED_WEEKS + 1));
    const last = weeks.at(-1);
    if (!last) return;
    const row = (requestId: number, week: { start: Date; end: Date }) => ({
      requestId,
      occurrence: week.start,
      startsAt: week.start,
      endsAt: week.end,
    });
    for (const [w, week] of weeks.slice(0, -1).entries()) {
      for (const [i, requestId] of ids.entries()) {
        const attendance = w === 0 && i === 1 ? ('not_held' as const) : ('held' as const);
        await tx
          .insert(teachingSessions)
          .values({ ...row(requestId, week), attendance })
          .onConflictDoUpdate({
            target: [teachingSessions.requestId, teachingSessions.occurrence],
            set: { attendance },
          });
      }
    }
    await tx
      .insert(teachingSessions)
      .values(ids.map((requestId) => row(requestId, last)))
      .onConflictDoNothing({ target: [teachingSessions.requestId, teachingSessions.occurrence] });
  });
}
