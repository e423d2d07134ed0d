// The profile behind an account: its display name (fullName or ngoName) and its user type.
import { eq } from 'drizzle-orm';
import type { UserType } from '../../shared/options';
import type { Db } from '../db/client';
import { ngoMembers, ngos, volunteers } from '../db/schema';
import type { TeamRole } from '../../shared/ngo-team';

export interface Profile {
  displayName: string;
  userType: UserType;
  /** For an NGO account: its owner, or a coordinator of its team (decision 0036). */
  teamRole: TeamRole | null;
}

export async function findProfile(
  db: Db,
  userId: string,
  userType: UserType,
): Promise<Profile | null> {
  if (userType === 'Volunteer') {
    const [row] = await db
      .select({ name: volunteers.fullName })
      .from(volunteers)
      .where(eq(volunteers.userId, userId))
      .limit(1);
    return row ? { displayName: row.name, userType, teamRole: null } : null;
  }
  const [row] = await db
    .select({ name: ngos.ngoName })
    .from(ngos)
    .where(eq(ngos.uid, userId))
    .limit(1);
  if (row) return { displayName: row.name, userType, teamRole: 'owner' };
  // A coordinator signs in as the NGO they act for, under its name.
  const [member] = await db
    .select({ name: ngos.ngoName })
    .from(ngoMembers)
    .innerJoin(ngos, eq(ngos.uid, ngoMembers.ngoUid))
    .where(eq(ngoMembers.userId, userId))
    .limit(1);
  return member ? { displayName: member.name, userType, teamRole: 'coordinator' } : null;
}

/** Whichever profile the account has (an email holds one account, so at most one of each). */
export async function profileOf(db: Db, userId: string): Promise<Profile | null> {
  return (await findProfile(db, userId, 'Volunteer')) ?? (await findProfile(db, userId, 'NGO'));
}
