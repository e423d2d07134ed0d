import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountSuspensions } from '../db/schema';

/** Whether the account is suspended now (login and Connect ask). */
export async function isSuspended(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId))
    .limit(1);
  return Boolean(row);
}
