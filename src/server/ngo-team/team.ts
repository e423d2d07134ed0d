// The team as its owner sees and changes it: the owner and coordinators, the open invitations,
// the removal of a coordinator, and the team's history (decision 0036).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { TEAM_MESSAGES, type TeamEventRow, type TeamMember } from '../../shared/ngo-team';
import type { Db } from '../db/client';
import { ngoInvitations, ngoMembers, ngos, ngoTeamEvents, session, user } from '../db/schema';
import { apiError } from '../http/errors';
import type { ActingNgo } from '../http/env';
import { openInvitation, recordTeamEvent } from './invitations';
import { lockAccountRow } from '../accounts/hold-account';

/** The owner first, then the coordinators in the order they joined. */
export async function teamMembers(db: Pick<Db, 'select'>, ngoUid: string): Promise<TeamMember[]> {
  const [owner] = await db
    .select({ uid: user.id, name: user.name, email: user.email, joinedAt: ngos.createdAt })
    .from(ngos)
    .innerJoin(user, eq(user.id, ngos.uid))
    .where(eq(ngos.uid, ngoUid));
  const coordinators = await db
    .select({ uid: user.id, name: user.name, email: user.email, joinedAt: ngoMembers.joinedAt })
    .from(ngoMembers)
    .innerJoin(user, eq(user.id, ngoMembers.userId))
    .where(eq(ngoMembers.ngoUid, ngoUid))
    .orderBy(asc(ngoMembers.joinedAt), asc(ngoMembers.userId));
  return [
    ...(owner ? [{ ...owner, role: 'owner' as const }] : []),
    ...coordinators.map((c) => ({ ...c, role: 'coordinator' as const })),
  ].map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() }));
}

export async function teamOf(db: Db, ngoUid: string, now: Date) {
  const invitations = await db
    .select({
      id: ngoInvitations.id,
      email: ngoInvitations.email,
      expiresAt: ngoInvitations.expiresAt,
      createdAt: ngoInvitations.createdAt,
    })
    .from(ngoInvitations)
    .where(and(eq(ngoInvitations.ngoUid, ngoUid), openInvitation(now)))
    .orderBy(asc(ngoInvitations.createdAt), asc(ngoInvitations.id));
  return {
    members: await teamMembers(db, ngoUid),
    invitations: invitations.map((i) => ({
      ...i,
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/** Withdraws an open invitation: its link stops working. */
export async function revokeInvitation(db: Db, ngo: ActingNgo, id: number, now: Date) {
  const [row] = await db
    .update(ngoInvitations)
    .set({ revokedAt: now })
    .where(and(eq(ngoInvitations.id, id), eq(ngoInvitations.ngoUid, ngo.uid), openInvitation(now)))
    .returning({ id: ngoInvitations.id });
  if (!row) throw apiError(404, TEAM_MESSAGES.notInvitation);
  return { id: row.id };
}

/**
 * Removes a coordinator: their account goes (a coordinator's account exists only to act for the
 * NGO), and with it their login sessions, at once. Deleting the session rows fires the notice every
 * instance's session cache listens to (decision 0021), so no instance keeps them signed in. What
 * they did stays recorded under their user id (attendanceBy, decidedBy, the history).
 */
export async function removeCoordinator(db: Db, ngo: ActingNgo, memberUid: string) {
  return db.transaction(async (tx) => {
    // The coordinator's account row first, as their own deletion takes it (hold-account.ts): the
    // two at once then run one after the other instead of deadlocking over the membership.
    await lockAccountRow(tx, memberUid);
    const [member] = await tx
      .select({ email: user.email })
      .from(ngoMembers)
      .innerJoin(user, eq(user.id, ngoMembers.userId))
      .where(and(eq(ngoMembers.userId, memberUid), eq(ngoMembers.ngoUid, ngo.uid)))
      .for('update', { of: ngoMembers });
    if (!member) throw apiError(404, TEAM_MESSAGES.notMember);
    await tx.delete(session).where(eq(session.userId, memberUid));
    await tx.delete(user).where(eq(user.id, memberUid));
    await recordTeamEvent(tx, ngo, {
      event: 'removed',
      subjectUid: memberUid,
      email: member.email,
    });
    return { uid: memberUid };
  });
}

/** The team's history, newest first, with the actor's name while their account exists. */
export async function teamHistory(db: Db, ngoUid: string): Promise<TeamEventRow[]> {
  const rows = await db
    .select({
      at: ngoTeamEvents.at,
      event: ngoTeamEvents.event,
      actorName: sql<
        string | null
      >`(select ${user.name} from ${user} where ${user.id} = ${ngoTeamEvents.actorUid})`,
      subjectEmail: ngoTeamEvents.subjectEmail,
    })
    .from(ngoTeamEvents)
    .where(eq(ngoTeamEvents.ngoUid, ngoUid))
    .orderBy(desc(ngoTeamEvents.at), desc(ngoTeamEvents.id))
    .limit(200);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
