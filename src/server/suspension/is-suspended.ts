import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountSuspensions, ngoMembers } from '../db/schema';

/**
 * Whether the account is suspended now (login and Connect ask): its own suspension, or that of
 * the NGO it coordinates, since a suspended NGO's team acts for it no more (decision 0036).
 */
export async function isSuspended(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(
      or(
        eq(accountSuspensions.userId, userId),
        eq(
          accountSuspensions.userId,
          sql`(select ${ngoMembers.ngoUid} from ${ngoMembers} where ${ngoMembers.userId} = ${userId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
