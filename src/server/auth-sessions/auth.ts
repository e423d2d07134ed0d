// better-auth on Setu's own database: accounts, sessions and reset tokens. Sign-up goes through
// Setu's routes (account + profile in one transaction), so better-auth's own sign-up is off.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { asLocale } from '../accounts/account-language';
import { retireResetTokens } from '../accounts/reset-tokens';
import { clearUntrustedFailures } from '../accounts/sign-in-limits';
import { personLimitId } from '../http/rate-limit';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { writeMail } from '../mail/outbox';
import { resetEmail } from '../mail/reset-email';
import { ARGON2ID, type PasswordHashing } from '../accounts/password';
import * as schema from '../db/schema';
import { appUrl, PATHS } from '../../shared/paths';

export const SESSION_DAYS = 7;
/** Sliding: a session used at least this long after its last refresh gets SESSION_DAYS more. */
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_MINUTES = 30;
/** Set by Setu's middleware from the socket (or the proxy with TRUST_PROXY), replacing any client value. */
export const CLIENT_IP_HEADER = 'x-setu-client-ip';

/** better-auth endpoints closed over HTTP: Setu's /api/accounts routes are the only way in. */
export const WRAPPED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/delete-user/callback',
  '/verify-password',
  '/send-verification-email',
  '/verify-email',
  '/sign-in/social',
  '/link-social',
  '/unlink-account',
  '/update-session',
  '/get-access-token',
  '/refresh-token',
  '/account-info',
] as const;

export function createAuth(options: {
  db: Db;
  config: Config;
  secret: string;
  /** argon2id unless given: tests keep its answers, or count its runs (PasswordHashing). */
  password?: PasswordHashing;
}) {
  const { config } = options;
  return betterAuth({
    appName: 'Setu',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: options.password ?? ARGON2ID,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // The token goes in the hash route's query so the SPA reads it directly.
        const link = appUrl(config.publicUrl, PATHS.resetPassword, { token });
        // better-auth has stored the token in its own write, so the mail cannot share its
        // transaction: it is written to the outbox (decision 0030) in the same request, before
        // the answer. The mail server is never waited for, so a real account's request takes no
        // longer than an unknown email's beyond this one insert.
        await writeMail(options.db, {
          kind: 'password-reset',
          ...resetEmail({
            to: user.email,
            name: user.name,
            link,
            minutes: RESET_TOKEN_MINUTES,
            language: asLocale(String((user as { language?: unknown }).language)),
          }),
        });
      },
      onPasswordReset: async ({ user }) => {
        // A used link retires its siblings: an older link must not set the password again.
        await retireResetTokens(options.db, user.id);
        await clearUntrustedFailures(options.db, personLimitId(options.secret, user.email));
      },
    },
    // Setu's column, read with the user so the reset mail needs no query of its own;
    // only Setu's routes write it.
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
    },
    // Setu's routes wrap these with its rate limits, profiles and transaction; reached directly
    // under /api/auth they would bypass all of that (auth.api calls are not affected).
    disabledPaths: [...WRAPPED_AUTH_PATHS],
    // Setu's own limiter (src/server/http/rate-limit.ts) keys by the real client address in the
    // database; better-auth's cannot see the socket behind @hono/node-server.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // better-auth warns on every failed sign-in; Setu logs its own request lines.
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** How this app hashes and checks passwords: the one its auth was made with. */
export async function passwordHashing(auth: Auth): Promise<PasswordHashing> {
  return (await auth.$context).password;
}
