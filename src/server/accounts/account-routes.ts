// Setu's account routes: sign-up (account + profile in one transaction, docs/decisions/0001),
// login with a role, the current user, password reset and logout. Sessions, reset tokens and
// password checks are better-auth's; limits are Setu's own (docs/decisions/0002), and a
// stranger's failures cannot lock an owner out (docs/decisions/0013).
import { isAPIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { INVALID_RESET_LINK, MESSAGES } from '../../shared/messages';
import {
  languageChoiceSchema,
  loginSchema,
  ngoSignupSchema,
  passwordSchema,
  resetRequestSchema,
  volunteerSignupSchema,
} from '../../shared/schemas';
import type { UserType } from '../../shared/options';
import {
  createNgoAccount,
  createVolunteerAccount,
  EmailTakenError,
  type SignUpAlongWith,
  type SignUpOptions,
} from './create-accounts';
import { passwordHashing } from '../auth-sessions/auth';
import { deviceCookies } from './device-cookie';
import { findProfile, profileOf } from './profiles';
import { RESET_IDENTIFIER_PREFIX } from './reset-tokens';
import { countSignInAttempt } from './sign-in-limits';
import { accountLanguage, storeAccountLanguage } from './account-language';
import { session } from '../db/schema';
import { isSuspended } from '../suspension/is-suspended';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../shared/suspension';
import { writeConfirmationMail } from '../email-confirmation/send-link';
import type { AppDeps, AppEnv } from '../http/env';
import { LOG_IN_MESSAGE, requireSignedIn, signedInUser } from '../http/session';
import { apiError } from '../http/errors';
import {
  addressKey,
  hit,
  personLimitId,
  rateLimit,
  refund,
  tooManyRequests,
  type LimitRule,
} from '../http/rate-limit';

import { jsonBody } from '../http/validate';
import { textProblem } from '../../shared/text-rules';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password';

// The sign-in lock-out rules live with their logic; tests and docs find every limit here.
export {
  DEVICE_SIGN_IN_LIMIT,
  FAILED_SIGN_IN_LIMIT,
  UNTRUSTED_SIGN_IN_CEILING,
} from './sign-in-limits';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

// Many people share one public address: a carrier's NAT, a college lab, an NGO centre's Wi-Fi.
// Limits per address stop failures and floods, sized for a hall of 200 people; guessing at one
// account is stopped per account (docs/decisions/0025-shared-addresses.md).

/**
 * Failed sign-ins per client address, to any account: each attempt is counted before the password
 * is checked (so parallel guesses cannot slip past) and a right password gives it back, so a
 * successful sign-in never counts. Two slips each for a hall of 200.
 */
export const SIGN_IN_LIMIT: LimitRule = { name: 'sign-in', limit: 400, windowSeconds: 15 * MINUTE };
/** Sign-ups (volunteer and NGO together, every attempt) per client address: a drive of 100 and more. */
export const SIGN_UP_LIMIT: LimitRule = { name: 'sign-up', limit: 300, windowSeconds: HOUR };
/** Reset emails asked for per client address. */
export const RESET_REQUEST_LIMIT: LimitRule = {
  name: 'reset-request',
  limit: 100,
  windowSeconds: HOUR,
};
/**
 * Reset emails asked for per email address, whatever the client address, from browsers without a
 * device cookie for it: far above what the owner needs, it only caps mail to one inbox.
 */
export const RESET_EMAIL_LIMIT: LimitRule = { name: 'reset-email', limit: 30, windowSeconds: HOUR };
/** New-password submissions per client address (a reset token cannot be guessed: this caps load). */
export const RESET_LIMIT: LimitRule = { name: 'reset', limit: 100, windowSeconds: 15 * MINUTE };
/** Reset-link checks per client address: the reset page checks its link once per visit. */
export const RESET_CHECK_LIMIT: LimitRule = {
  name: 'reset-check',
  limit: 300,
  windowSeconds: 15 * MINUTE,
};

export const INVALID_TOKEN_MESSAGE = INVALID_RESET_LINK;

/** The shared password rules plus the server-only common-password list. */
export const serverPasswordSchema = passwordSchema.refine((p) => !isCommonPassword(p), {
  message: COMMON_PASSWORD_MESSAGE,
});
export const serverVolunteerSignupSchema = volunteerSignupSchema.extend({
  password: serverPasswordSchema,
});
export const serverNgoSignupSchema = ngoSignupSchema.extend({ password: serverPasswordSchema });
const resetTokenSchema = z
  .string({ error: INVALID_TOKEN_MESSAGE })
  .trim()
  .min(1, INVALID_TOKEN_MESSAGE)
  .max(200, INVALID_TOKEN_MESSAGE)
  // A NUL would reach the token lookup, which PostgreSQL refuses (a 500).
  .refine((token) => textProblem(token, 'single-line') === null, INVALID_TOKEN_MESSAGE);
export const resetPasswordSchema = z.object({
  token: resetTokenSchema,
  password: serverPasswordSchema,
});
export const resetCheckSchema = z.object({ token: resetTokenSchema });

const emailKey = (email: string) => email.trim().toLowerCase();

export function accountRoutes(deps: AppDeps) {
  const { auth, config, database, sessions } = deps;
  const db = database.db;
  // Signed with the auth secret every instance shares (AUTH_SECRET or DATA_DIR/auth-secret).
  const secret = async () => (await auth.$context).secret;
  const devices = deviceCookies({ secret, secure: config.secureCookies });
  const personId = async (email: string) => personLimitId(await secret(), email);

  // The confirmation link and its mail commit with the account (the outbox, decision 0030).
  const confirmationMail: SignUpAlongWith = (tx, account) =>
    writeConfirmationMail(tx, config.publicUrl, account);

  async function signUp(create: (options: SignUpOptions) => Promise<string>) {
    const { hash } = await passwordHashing(auth);
    let id: string;
    try {
      id = await create({ alongWith: confirmationMail, hash });
    } catch (error) {
      if (error instanceof EmailTakenError)
        throw apiError(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      throw error;
    }
    return id;
  }

  return new Hono<AppEnv>()
    .post(
      '/volunteers',
      rateLimit(db, SIGN_UP_LIMIT),
      jsonBody(serverVolunteerSignupSchema),
      async (c) => {
        const id = await signUp((options) =>
          createVolunteerAccount(db, c.req.valid('json'), options),
        );
        return c.json({ id }, 201);
      },
    )
    .post('/ngos', rateLimit(db, SIGN_UP_LIMIT), jsonBody(serverNgoSignupSchema), async (c) => {
      const id = await signUp((options) => createNgoAccount(db, c.req.valid('json'), options));
      return c.json({ id }, 201);
    })
    .post('/login', rateLimit(db, SIGN_IN_LIMIT), jsonBody(loginSchema), async (c) => {
      const { userType, password } = c.req.valid('json');
      const email = emailKey(c.req.valid('json').email);
      const ip = c.get('clientIp');
      const counted = await countSignInAttempt(db, {
        account: await personId(email),
        ip,
        deviceId: await devices.trustedId(c, email),
      });
      // The address's count too (rateLimit above): a right password is no failure of the address.
      const giveBack = () =>
        Promise.all([...counted, addressKey(SIGN_IN_LIMIT, ip)].map((key) => refund(db, key)));

      // better-auth hashes the password for unknown emails too, so both cost one argon2 run.
      const { headers, response } = await auth.api
        .signInEmail({
          body: { email, password, rememberMe: true },
          headers: c.req.raw.headers,
          returnHeaders: true,
        })
        .catch(async (error: unknown) => {
          // INVALID_EMAIL_OR_PASSWORD (401), INVALID_EMAIL (400): one answer for every wrong pair.
          if (isAPIError(error) && [400, 401, 403].includes(error.statusCode)) {
            throw apiError(401, MESSAGES.invalidCredentials);
          }
          await giveBack();
          throw error;
        });
      await giveBack();

      // A suspended account is told so, only after the right password; no session stays.
      if (await isSuspended(db, response.user.id)) {
        await db
          .delete(session)
          .where(and(eq(session.token, response.token), eq(session.userId, response.user.id)));
        return c.json(
          { error: SUSPENSION_MESSAGES.suspended, code: SUSPENSION_CODES.suspended },
          403,
        );
      }

      const profile = await findProfile(db, response.user.id, userType);
      if (!profile) {
        // Right password, wrong role: no session may outlive this answer.
        await db
          .delete(session)
          .where(and(eq(session.token, response.token), eq(session.userId, response.user.id)));
        // Only the account's owner gets here (the password was right), so naming the role the
        // account has reveals nothing to a stranger; a wrong password answered 401 above.
        const other = await profileOf(db, response.user.id);
        return c.json(
          { error: MESSAGES.noProfile, ...(other && { accountType: other.userType }) },
          404,
        );
      }
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      await devices.issue(c, email);
      // The account's language, so a new device shows the language chosen on another.
      const language = await accountLanguage(db, response.user.id);
      return c.json(
        {
          user: profile.displayName,
          userType: profile.userType,
          language,
        },
        200,
      );
    })
    .get('/me', async (c) => {
      const user = c.get('user');
      const [profile, language] = user
        ? await Promise.all([profileOf(db, user.id), accountLanguage(db, user.id)])
        : [null, null];
      if (!profile || !language) throw apiError(401, LOG_IN_MESSAGE);
      return c.json(
        {
          user: profile.displayName,
          userType: profile.userType as UserType,
          language,
        },
        200,
      );
    })
    .put('/me/language', requireSignedIn, jsonBody(languageChoiceSchema), async (c) => {
      const user = signedInUser(c);
      const { language } = c.req.valid('json');
      await storeAccountLanguage(db, user.id, language);
      return c.json({ language }, 200);
    })
    .post(
      '/password-reset/request',
      rateLimit(db, RESET_REQUEST_LIMIT),
      jsonBody(resetRequestSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        // The owner's own browsers skip the per-email ceiling, so strangers cannot use it up.
        if (!(await devices.trustedId(c, email))) {
          const perEmail = await hit(
            db,
            `${RESET_EMAIL_LIMIT.name}:account:${await personId(email)}`,
            RESET_EMAIL_LIMIT,
          );
          if (!perEmail.allowed) throw tooManyRequests(perEmail.retryAfter);
        }
        // Same answer, as fast, whether or not the account exists: better-auth mails only real
        // accounts, and the mail goes out after this answer (auth.ts).
        await auth.api.requestPasswordReset({ body: { email }, headers: c.req.raw.headers });
        return c.json({ ok: true as const }, 200);
      },
    )
    .post(
      '/password-reset/check',
      rateLimit(db, RESET_CHECK_LIMIT),
      jsonBody(resetCheckSchema),
      async (c) => {
        // Lets the reset page say at once that a link is used or expired, before anyone types a
        // new password twice. It reads the link as better-auth's reset does, without using it up;
        // the token is in the body, not the URL, so it stays out of logs.
        const { token } = c.req.valid('json');
        const { internalAdapter } = await auth.$context;
        const link = await internalAdapter.findVerificationValue(
          `${RESET_IDENTIFIER_PREFIX}${token}`,
        );
        c.header('Cache-Control', 'no-store');
        return c.json({ valid: link !== null && link.expiresAt > new Date() }, 200);
      },
    )
    .post(
      '/password-reset',
      rateLimit(db, RESET_LIMIT),
      jsonBody(resetPasswordSchema),
      async (c) => {
        const { token, password } = c.req.valid('json');
        try {
          // revokeSessionsOnPasswordReset (auth.ts) ends every session of the account.
          await auth.api.resetPassword({
            body: { token, newPassword: password },
            headers: c.req.raw.headers,
          });
        } catch (error) {
          if (isAPIError(error) && error.statusCode === 400) {
            return c.json({ error: INVALID_TOKEN_MESSAGE, code: 'INVALID_TOKEN' as const }, 400);
          }
          // It may have failed after ending the sessions (in onPasswordReset).
          sessions.dropAll();
          throw error;
        }
        // Committed: this instance forgets the ended sessions before its next request (the
        // link's user is not known here, and resets are rare). Every other instance drops them
        // when the database's notice arrives (docs/decisions/0021).
        sessions.dropAll();
        return c.json({ ok: true as const }, 200);
      },
    )
    .post('/logout', async (c) => {
      // better-auth revokes the session row and answers with the cookie-clearing headers.
      const res = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      // This instance's next request with the cookie must not find the session in memory; other
      // instances drop it when the database's notice arrives (docs/decisions/0021).
      const user = c.get('user');
      if (user) sessions.dropUser(user.id);
      for (const cookie of res.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const });
    });
}
