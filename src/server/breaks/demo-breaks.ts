// The demo's breaks and health (docs/decisions/0048-breaks-and-health.md): one partner of the demo
// NGO is on a break for exams from next week, and another's last two Saturdays were missed (one
// cancelled by the volunteer, one not held), so the NGO's dashboard lists a partnership at risk
// with its reasons. Added once per partnership: a break already there, or a missed session
// already there, leaves it as it is.
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import { breakEndsOn, inBreak } from '../../shared/breaks';
import { indiaIsoDate } from '../../shared/time';
import type { Db } from '../db/client';
import { connectionRequests, partnershipBreaks, teachingSessions } from '../db/schema';
import { firstOccurrence, WEEK_MS, weeklyOccurrences } from '../teaching-sessions/occurrences';

export const DEMO_BREAK_REASON = 'University exams';
export const DEMO_MISSED_REASON = 'Exams at college';

async function partnershipOf(db: Db, volunteerUid: string, listingId: number) {
  const [row] = await db
    .select({
      id: connectionRequests.id,
      day: connectionRequests.day,
      timeSlot: connectionRequests.timeSlot,
    })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.volunteerUid, volunteerUid),
        eq(connectionRequests.listingId, listingId),
        eq(connectionRequests.status, 'accepted'),
      ),
    )
    .limit(1);
  return row?.day && row.timeSlot ? { ...row, day: row.day, timeSlot: row.timeSlot } : null;
}

export async function ensureDemoBreaksAndHealth(
  db: Db,
  listingId: number,
  onBreakUid: string,
  atRiskUid: string,
  now = new Date(),
): Promise<void> {
  const onBreak = await partnershipOf(db, onBreakUid, listingId);
  if (onBreak) {
    await db.transaction(async (tx) => {
      await tx
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(eq(connectionRequests.id, onBreak.id))
        .for('update');
      const [taken] = await tx
        .select({ id: partnershipBreaks.id })
        .from(partnershipBreaks)
        .where(eq(partnershipBreaks.requestId, onBreak.id))
        .limit(1);
      if (taken) return;
      const first = firstOccurrence(
        new Date(now.getTime() + WEEK_MS),
        onBreak.day,
        onBreak.timeSlot,
      );
      const startsOn = indiaIsoDate(first.start);
      const span = { startsOn, endsOn: breakEndsOn(startsOn, 3), endedAt: null };
      await tx.insert(partnershipBreaks).values({
        requestId: onBreak.id,
        takenBy: 'volunteer',
        actorUid: onBreakUid,
        ...span,
        reason: DEMO_BREAK_REASON,
        createdAt: now,
      });
      const made = await tx
        .select({ id: teachingSessions.id, startsAt: teachingSessions.startsAt })
        .from(teachingSessions)
        .where(
          and(eq(teachingSessions.requestId, onBreak.id), gte(teachingSessions.startsAt, now)),
        );
      const inside = made.filter((s) => inBreak(s.startsAt, span)).map((s) => s.id);
      if (inside.length > 0) {
        await tx
          .update(teachingSessions)
          .set({ status: 'cancelled', cancelledBy: 'break', cancelReason: DEMO_BREAK_REASON })
          .where(inArray(teachingSessions.id, inside));
      }
    });
  }

  const atRisk = await partnershipOf(db, atRiskUid, listingId);
  if (!atRisk) return;
  const [missed] = await db
    .select({ id: teachingSessions.id })
    .from(teachingSessions)
    .where(
      and(
        eq(teachingSessions.requestId, atRisk.id),
        or(
          eq(teachingSessions.cancelledBy, 'volunteer'),
          eq(teachingSessions.attendance, 'not_held'),
        ),
      ),
    )
    .limit(1);
  if (missed) return;
  // The class's history (db/seed/demo-class.ts) may have made these weeks: they are changed.
  const weeks = weeklyOccurrences(
    new Date(now.getTime() - 3 * WEEK_MS),
    atRisk.day,
    atRisk.timeSlot,
    now,
  )
    .filter((w) => w.end.getTime() <= now.getTime())
    .slice(-2);
  if (weeks.length < 2) return;
  const cancelled = {
    status: 'cancelled' as const,
    cancelledBy: 'volunteer' as const,
    cancelReason: DEMO_MISSED_REASON,
    attendance: null,
  };
  const notHeld = { attendance: 'not_held' as const };
  for (const [week, change] of [
    [weeks[0]!, cancelled],
    [weeks[1]!, notHeld],
  ] as const) {
    await db
      .insert(teachingSessions)
      .values({
        requestId: atRisk.id,
        occurrence: week.start,
        startsAt: week.start,
        endsAt: week.end,
        ...change,
      })
      .onConflictDoUpdate({
        target: [teachingSessions.requestId, teachingSessions.occurrence],
        set: change,
      });
  }
}
