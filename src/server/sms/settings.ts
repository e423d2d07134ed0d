// A person's SMS settings (docs/decisions/0044-sms.md): saving a phone with the consent box
// ticked says yes, and the time of that yes is kept; switching off (here or by STOP) keeps the
// number and when and how it was switched off. Switching off sends whatever SMS still waited by
// email instead, in the same transaction.
import { eq } from 'drizzle-orm';
import { normalizePhone } from '../../shared/sms';
import type { Db, Tx } from '../db/client';
import { smsConsents } from '../db/schema';
import { sendWaitingByMail } from './replies';
import { holdAccount } from '../accounts/hold-account';
import { isoOrNull } from '../db/rows';

export async function smsSettingsOf(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db.select().from(smsConsents).where(eq(smsConsents.userId, userId)).limit(1);
  return {
    /** The ten digits, as people write them in India. */
    phone: row ? row.phone.slice(2) : null,
    consentedAt: isoOrNull(row?.consentedAt),
    stoppedAt: isoOrNull(row?.stoppedAt),
    stoppedVia: row?.stoppedVia ?? null,
  };
}

/**
 * The person's consent row, locked: a yes and a switch-off of one person go one at a time. The
 * account is held first (hold-account.ts): on a first yes there is no row to lock, and the insert
 * would otherwise wait for a deletion in flight and fail its foreign key; 401 once it is gone.
 */
async function lockConsent(tx: Tx, userId: string) {
  await holdAccount(tx, userId);
  const [row] = await tx
    .select()
    .from(smsConsents)
    .where(eq(smsConsents.userId, userId))
    .for('update');
  return row;
}

/** Yes to SMS on this phone. The same phone said yes again keeps the first yes's time. */
export async function consentToSms(db: Db, userId: string, rawPhone: string, now: Date) {
  const phone = normalizePhone(rawPhone)!;
  await db.transaction(async (tx) => {
    const row = await lockConsent(tx, userId);
    if (row?.consentedAt && row.phone === phone) return;
    // A new number: whatever still waited for the old one goes by email.
    if (row?.consentedAt) await sendWaitingByMail(tx, { userId }, now);
    const values = { phone, consentedAt: now, stoppedAt: null, stoppedVia: null, updatedAt: now };
    await tx
      .insert(smsConsents)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: smsConsents.userId, set: values });
  });
}

/** SMS off from the settings; answers whether it was on. */
export async function switchOffSms(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockConsent(tx, userId);
    if (!row?.consentedAt) return false;
    await tx
      .update(smsConsents)
      .set({ consentedAt: null, stoppedAt: now, stoppedVia: 'settings', updatedAt: now })
      .where(eq(smsConsents.userId, userId));
    await sendWaitingByMail(tx, { userId }, now);
    return true;
  });
}
