import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { volunteers } from '../db/schema';
import { accountHeld } from '../accounts/hold-account';

/**
 * The volunteer's row, locked for the transaction: taken first by the changes that must see each
 * other's commits for one volunteer (their documents and an operator's decision on them, their
 * acceptances of cover), so those run one after the other. Their account's row is held before it,
 * the order every change of one account's rows keeps (src/server/accounts/hold-account.ts).
 * False when the volunteer is gone (their account deleted meanwhile).
 */
export async function lockVolunteer(tx: Tx, uid: string): Promise<boolean> {
  if (!(await accountHeld(tx, uid))) return false;
  const [row] = await tx
    .select({ uid: volunteers.userId })
    .from(volunteers)
    .where(eq(volunteers.userId, uid))
    .for('update');
  return row !== undefined;
}
