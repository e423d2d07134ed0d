// OWASP's device cookie (docs/decisions/0013-lockout-without-denial.md): a browser that signed in
// to an account keeps a signed cookie for it, and its attempts on that account are counted on
// their own, so a stranger's failures cannot lock the owner out of it.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';

export const DEVICE_COOKIE_DAYS = 365;
/** Sent only to the accounts routes that read it (sign-in, reset request). */
export const DEVICE_COOKIE_PATH = '/api/accounts';
const NAME_PREFIX = 'setu_device_';

export interface DeviceCookies {
  /** The id of this browser's valid device cookie for the account, or null. */
  trustedId(c: Context, email: string): Promise<string | null>;
  /** Gives this browser a fresh device cookie for the account, after a successful sign-in. */
  issue(c: Context, email: string): Promise<void>;
}

/**
 * One cookie per account the browser signed in to, named by a keyed hash of its email (the
 * email itself never appears), valued `<account hash>:<random id>` and signed with a key derived
 * from the auth secret, so it can be neither forged nor moved to another account.
 */
export function deviceCookies(options: {
  secret: () => Promise<string>;
  secure: boolean;
}): DeviceCookies {
  let key: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const deviceKey = () =>
    (key ??= options
      .secret()
      .then(
        (secret) =>
          new Uint8Array(crypto.createHmac('sha256', secret).update('setu device cookie').digest()),
      ));
  const accountHash = async (email: string) =>
    crypto
      .createHmac('sha256', await deviceKey())
      .update(email)
      .digest('base64url')
      .slice(0, 22);
  const prefix = options.secure ? ('secure' as const) : undefined;

  return {
    async trustedId(c, email) {
      const hash = await accountHash(email);
      const value = await getSignedCookie(c, await deviceKey(), NAME_PREFIX + hash, prefix);
      if (!value || !value.startsWith(`${hash}:`)) return null;
      return value.slice(hash.length + 1) || null;
    },
    async issue(c, email) {
      const hash = await accountHash(email);
      const id = crypto.randomBytes(16).toString('base64url');
      await setSignedCookie(c, NAME_PREFIX + hash, `${hash}:${id}`, await deviceKey(), {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Lax',
        secure: options.secure,
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
        prefix,
      });
    },
  };
}
