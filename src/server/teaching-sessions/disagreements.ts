// Sessions the two sides disagree on: the volunteer says they taught it, the NGO
// marked it not held. Operators see them on their home page, with both sides' addresses, so they
// can ask; the hours stay as the NGO marked them until one side changes its mark.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, ngos, teachingSessions, volunteers } from '../db/schema';
import { selectSessionsWithVolunteer } from '../db/joins';

/** Sessions the volunteer says they taught and the NGO marked not held. */
export const disputed = and(
  eq(teachingSessions.volunteerConfirmed, true),
  eq(teachingSessions.attendance, 'not_held'),
);

export async function countDisagreements(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teachingSessions).where(disputed);
  return Number(row?.n ?? 0);
}

/** The latest 50, newest session first. */
export async function listDisagreements(db: Db) {
  const rows = await selectSessionsWithVolunteer(db, {
    id: teachingSessions.id,
    startsAt: teachingSessions.startsAt,
    topic: connectionRequests.topic,
    volunteerName: volunteers.fullName,
    volunteerEmail: volunteers.email,
    ngoName: ngoListings.name,
    ngoEmail: ngos.email,
  })
    .leftJoin(ngos, eq(ngos.uid, ngoListings.ownerUid))
    .where(disputed)
    .orderBy(desc(teachingSessions.startsAt), desc(teachingSessions.id))
    .limit(50);
  return rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString() }));
}
