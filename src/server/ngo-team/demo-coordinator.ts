// The demo NGO's coordinator (decision 0036): a newcomer signs in as them with the demo password
// and sees the NGO's dashboard as a coordinator sees it. Idempotent, and safe when several
// instances seed at once (the email's unique index settles a race).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { insertPasswordAccount } from '../accounts/create-accounts';
import { hashPassword } from '../accounts/password';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { ngoMembers, ngoTeamEvents, user } from '../db/schema';
import { DEMO_EMAIL_DOMAIN } from '../demo/demo-identity';

export const DEMO_COORDINATOR_EMAIL = `coordinator@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_COORDINATOR_NAME = 'Kavya Rao';

export async function ensureDemoCoordinator(db: Db, ngoUid: string, password: string) {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, DEMO_COORDINATOR_EMAIL));
  if (existing) return existing.id;
  const passwordHash = await hashPassword(password);
  const userId = crypto.randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id: userId,
        name: DEMO_COORDINATOR_NAME,
        email: DEMO_COORDINATOR_EMAIL,
        emailVerified: true,
      });
      await insertPasswordAccount(tx, userId, passwordHash);
      await tx.insert(ngoMembers).values({ userId, ngoUid, invitedBy: ngoUid });
      await tx.insert(ngoTeamEvents).values([
        { ngoUid, event: 'invited', actorUid: ngoUid, subjectEmail: DEMO_COORDINATOR_EMAIL },
        {
          ngoUid,
          event: 'joined',
          actorUid: userId,
          subjectUid: userId,
          subjectEmail: DEMO_COORDINATOR_EMAIL,
        },
      ]);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return userId;
}
