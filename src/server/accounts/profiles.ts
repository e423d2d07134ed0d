// The profile behind an account: its display name (fullName or ngoName) and its user type.
import { eq } from 'drizzle-orm';
import type { UserType } from '../../shared/options';
import type { Db } from '../db/client';
import { ngos, volunteers } from '../db/schema';

export interface Profile {
  displayName: string;
  userType: UserType;
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
    return row ? { displayName: row.name, userType } : null;
  }
  const [row] = await db
    .select({ name: ngos.ngoName })
    .from(ngos)
    .where(eq(ngos.uid, userId))
    .limit(1);
  return row ? { displayName: row.name, userType } : null;
}

/** Whichever profile the account has (an email holds one account, so at most one of each). */
export async function profileOf(db: Db, userId: string): Promise<Profile | null> {
  return (await findProfile(db, userId, 'Volunteer')) ?? (await findProfile(db, userId, 'NGO'));
}
