// Confirmation links: 32 random bytes, only their SHA-256 kept (email_confirmations), working
// for CONFIRM_LINK_HOURS, once. A link confirms the address it was sent to, and only while the
// account still has that address.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CONFIRM_LINK_HOURS } from '../../shared/email-confirmation';
import type { Db } from '../db/client';
import { emailConfirmations, user } from '../db/schema';

export const hashToken = (token: string) =>
  crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new link's token (32 random bytes) and the SHA-256 to store for it: Setu keeps only the hash
 * of every mailed link (confirmation links, team invitations, referees' links).
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Makes a new link's token for the account's current address; only its hash is stored. */
export async function issueConfirmationToken(
  db: Pick<Db, 'insert'>,
  userId: string,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(emailConfirmations).values({
    tokenHash: hashToken(token),
    userId,
    email,
    expiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 60 * 60 * 1000),
  });
  return token;
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/**
 * Uses a link: marks the account's address confirmed and the link (with every other open link
 * of the account) used, in one transaction with the link's row locked, so a link works once.
 */
export async function confirmEmailToken(db: Db, token: string): Promise<ConfirmOutcome> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    // The account's row before the link's, the order its deletion takes them (the user row, then
    // its links by cascade; src/server/accounts/hold-account.ts): the link is found unlocked for
    // its account, then read again under both locks.
    const [owner] = await tx
      .select({ userId: emailConfirmations.userId })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, tokenHash));
    if (!owner) return 'invalid';
    const [account] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, owner.userId))
      .for('update');
    const [link] = await tx
      .select({
        userId: emailConfirmations.userId,
        email: emailConfirmations.email,
        expiresAt: emailConfirmations.expiresAt,
        usedAt: emailConfirmations.usedAt,
      })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, tokenHash))
      .for('update');
    if (!link || link.usedAt) return 'invalid';
    if (link.expiresAt <= new Date()) return 'expired';
    // The account moved to another address since: this link says nothing about the new one.
    if (!account || account.email !== link.email) return 'invalid';
    await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, link.userId));
    await tx
      .update(emailConfirmations)
      .set({ usedAt: new Date() })
      .where(and(eq(emailConfirmations.userId, link.userId), isNull(emailConfirmations.usedAt)));
    return 'confirmed';
  });
}

/** Whether the account's current address is confirmed (false for an unknown account). */
export async function isEmailConfirmed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmed: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  return row?.confirmed === true;
}
