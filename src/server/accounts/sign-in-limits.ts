// Failed sign-ins are limited without letting a stranger lock the owner out
// (docs/decisions/0013-lockout-without-denial.md): a browser with the account's device cookie has
// its own budget; every other client has one per (account, address) under a shared ceiling. An
// account appears in keys only as a keyed hash of its email (personLimitId), never as the email.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hit, refund, tooManyRequests, type LimitRule } from '../http/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Failed sign-ins per (account, client address), from a browser without a device cookie. */
export const FAILED_SIGN_IN_LIMIT: LimitRule = {
  name: 'sign-in-failed',
  limit: 5,
  windowSeconds: 15 * MINUTE,
};
/**
 * Failed sign-ins per account from every browser without a device cookie for it, whatever the
 * address: the ceiling for guesses spread over many addresses. Reaching it locks out only those
 * browsers; the owner's own browsers carry a device cookie.
 */
export const UNTRUSTED_SIGN_IN_CEILING: LimitRule = {
  name: 'sign-in-failed-account',
  limit: 50,
  windowSeconds: HOUR,
};
/** Failed sign-ins per device cookie: a copied cookie buys no more guesses than an address. */
export const DEVICE_SIGN_IN_LIMIT: LimitRule = {
  name: 'sign-in-failed-device',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};

const ceilingKey = (account: string) => `${UNTRUSTED_SIGN_IN_CEILING.name}:account:${account}`;

/**
 * Counts one sign-in attempt, before the password is checked (so parallel guesses cannot all
 * slip past), in the buckets this client answers to: its device cookie's for this account, or
 * else its (account, address) pair's and the account's ceiling. Throws 429 when one is full;
 * otherwise returns the keys to give back unless the attempt fails, so only failures count.
 */
export async function countSignInAttempt(
  db: Db,
  attempt: {
    /** personLimitId of the email tried. */
    account: string;
    ip: string;
    deviceId: string | null;
  },
): Promise<string[]> {
  const { account, ip, deviceId } = attempt;
  if (deviceId) {
    const deviceKey = `${DEVICE_SIGN_IN_LIMIT.name}:device:${deviceId}`;
    if ((await hit(db, deviceKey, DEVICE_SIGN_IN_LIMIT)).allowed) return [deviceKey];
    // Too many failures with this cookie: the browser is a stranger again.
  }
  const pairKey = `${FAILED_SIGN_IN_LIMIT.name}:ip:${ip}:account:${account}`;
  const pair = await hit(db, pairKey, FAILED_SIGN_IN_LIMIT);
  if (!pair.allowed) throw tooManyRequests(pair.retryAfter);
  const ceiling = await hit(db, ceilingKey(account), UNTRUSTED_SIGN_IN_CEILING);
  if (!ceiling.allowed) {
    await refund(db, pairKey);
    throw tooManyRequests(ceiling.retryAfter);
  }
  return [pairKey, ceilingKey(account)];
}

/**
 * After a password reset the guesses made so far were at the old password: the owner may sign in
 * at once from a new device instead of waiting out a stranger's ceiling.
 */
export async function clearUntrustedFailures(db: Db, account: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${ceilingKey(account)}`);
}
