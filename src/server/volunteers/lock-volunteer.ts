import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { user, volunteers } from '../db/schema';
import { accountHeld } from '../accounts/hold-account';
import { apiError } from '../http/errors';
import { LOG_IN_MESSAGE } from '../http/session';

/**
 * The volunteer's row, locked for the transaction: taken first by the changes that must see each
 * other's commits for one volunteer (their documents and an operator's decision on them, their
 * acceptances of cover, their references and the answers to them), so those run one after the
 * other. Their account's row is held before it, the order every change of one account's rows
 * keeps (src/server/accounts/hold-account.ts). Null when the volunteer is gone (their account
 * deleted meanwhile); otherwise their name and their account's address and language, for the
 * mail such a change writes.
 */
export async function lockVolunteer(tx: Tx, uid: string) {
  if (!(await accountHeld(tx, uid))) return null;
  const [row] = await tx
    .select({ name: volunteers.fullName, email: user.email, language: user.language })
    .from(volunteers)
    .innerJoin(user, eq(user.id, volunteers.userId))
    .where(eq(volunteers.userId, uid))
    .for('update', { of: volunteers });
  return row ?? null;
}

/** lockVolunteer for a change the volunteer asked for: 401 when they are gone. */
export async function holdVolunteer(tx: Tx, uid: string) {
  const volunteer = await lockVolunteer(tx, uid);
  if (!volunteer) throw apiError(401, LOG_IN_MESSAGE);
  return volunteer;
}
