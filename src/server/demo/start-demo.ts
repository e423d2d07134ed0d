// On start with SEED_DEMO: the demo data, the demo accounts on the password kept in DATA_DIR,
// and the lines that tell the person starting Setu how to sign in to them.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, session, user } from '../db/schema';
import { DEMO_SIGN_IN_EMAILS, seedDemoAccounts } from '../db/seed/demo';
import { hashPassword, verifyPassword } from '../accounts/password';
import { resolveDemoPassword } from './demo-password';

/**
 * Sets `password` on every demo account that signs in with another one: databases made before
 * the password was random still carry the one the README once published. Their sessions end,
 * since whoever knew that password may hold one. Returns the emails changed.
 */
export async function rekeyDemoAccounts(db: Db, password: string): Promise<string[]> {
  const rows = await db
    .select({ accountId: account.id, userId: user.id, email: user.email, hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(
      and(inArray(user.email, [...DEMO_SIGN_IN_EMAILS]), eq(account.providerId, 'credential')),
    );
  const changed: string[] = [];
  for (const row of rows) {
    if (row.hash && (await verifyPassword({ hash: row.hash, password }))) continue;
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(account)
        .set({ password: hash, updatedAt: new Date() })
        .where(eq(account.id, row.accountId));
      await tx.delete(session).where(eq(session.userId, row.userId));
    });
    changed.push(row.email);
  }
  return changed;
}

/** Seeds and re-keys the demo accounts; returns the start-up notice to print. */
export async function startDemo(db: Db, dataDir: string, publicUrl: string): Promise<string> {
  const { password, file, created } = resolveDemoPassword(dataDir);
  await seedDemoAccounts(db, password, publicUrl);
  const rekeyed = await rekeyDemoAccounts(db, password);
  const lines = [`Demo accounts (SEED_DEMO): ${DEMO_SIGN_IN_EMAILS.join(' and ')}`];
  // Printed once, when made; later starts point at the file instead of repeating it in logs.
  if (created) lines.push(`Demo password: ${password}`, `It is kept in ${file}`);
  else lines.push(`Demo password: in ${file}`);
  if (rekeyed.length > 0) {
    lines.push(
      `${rekeyed.join(' and ')} had another password: they now use this one, and were signed out.`,
    );
  }
  return lines.join('\n');
}
