import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { volunteers } from '../db/schema';

/**
 * The volunteer's row, locked for the transaction: taken first by the changes that must see each
 * other's commits for one volunteer (their documents and an operator's decision on them, their
 * acceptances of cover), so those run one after the other.
 */
export async function lockVolunteer(tx: Tx, uid: string) {
  await tx
    .select({ uid: volunteers.userId })
    .from(volunteers)
    .where(eq(volunteers.userId, uid))
    .for('update');
}
