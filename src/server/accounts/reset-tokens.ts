// better-auth keeps each reset link as a `reset-password:<token>` row in `verification`, valued
// with the account's user id, and consumes only the link that was used.
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verification } from '../db/schema';

export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/** Ends every outstanding reset link of an account: call it whenever its password changes. */
export async function retireResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
      ),
    );
}
