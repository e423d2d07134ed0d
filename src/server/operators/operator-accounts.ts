// Operators are made only from the command line (npm run operator), never by a form: an account
// with an operators row and no volunteer or NGO profile. Each change goes into the audit log in
// the same transaction as the change.
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/pg-errors';
import { RESET_IDENTIFIER_PREFIX } from '../accounts/reset-tokens';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { operators, user, verification } from '../db/schema';
import { hashPassword } from '../accounts/password';
import { insertPasswordAccount } from '../accounts/create-accounts';

/** How long the one-time link `operator add` prints stays good. */
export const OPERATOR_LINK_HOURS = 24;

export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Makes an operator account. With a password it can sign in at once; without one the answer
 * carries a one-time token for the reset-password page (a better-auth reset link, so the same
 * tested path sets the password).
 */
export async function addOperator(
  db: Db,
  input: { email: string; password?: string; actorUid?: string },
): Promise<{ userId: string; setupToken?: string }> {
  const email = normal(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new OperatorError(`Not an email address: ${input.email}`);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const userId = crypto.randomUUID();
  const setupToken = passwordHash ? undefined : crypto.randomBytes(24).toString('base64url');
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(user)
        .values({ id: userId, name: 'Setu operator', email, emailVerified: true });
      await insertPasswordAccount(tx, userId, passwordHash);
      await tx.insert(operators).values({ userId });
      if (setupToken) {
        await tx.insert(verification).values({
          id: crypto.randomUUID(),
          identifier: `${RESET_IDENTIFIER_PREFIX}${setupToken}`,
          value: userId,
          expiresAt: new Date(Date.now() + OPERATOR_LINK_HOURS * 3600_000),
        });
      }
      await recordAudit(tx, {
        actorUid: input.actorUid ?? 'cli',
        action: 'operator-added',
        targetKind: 'operator',
        targetId: userId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new OperatorError(`An account with ${email} already exists.`);
    }
    throw error;
  }
  return { userId, setupToken };
}

export async function listOperators(db: Db) {
  const rows = await db
    .select({
      userId: operators.userId,
      email: user.email,
      createdAt: operators.createdAt,
      totpConfirmedAt: operators.totpConfirmedAt,
    })
    .from(operators)
    .innerJoin(user, eq(user.id, operators.userId))
    .orderBy(asc(user.email));
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    createdAt: r.createdAt,
    secondFactor: r.totpConfirmedAt !== null,
  }));
}

/** Removes the operator's account and with it every session it has. */
export async function removeOperator(
  db: Db,
  input: { email: string; actorUid?: string },
): Promise<void> {
  const email = normal(input.email);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ userId: operators.userId })
      .from(operators)
      .innerJoin(user, eq(user.id, operators.userId))
      .where(eq(user.email, email))
      .for('update');
    if (!found) throw new OperatorError(`No operator has the email ${email}.`);
    await tx.delete(user).where(eq(user.id, found.userId));
    await recordAudit(tx, {
      actorUid: input.actorUid ?? 'cli',
      action: 'operator-removed',
      targetKind: 'operator',
      targetId: found.userId,
    });
  });
}
