// /api/operator/auth: an operator signs in with the password, then with a code from an
// authenticator app. At the first sign-in the app is set up (a secret kept until a first code
// confirms it), and ten one-time recovery codes are shown once. Each code works once.
import { isAPIError } from 'better-auth/api';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { MESSAGES } from '../../shared/messages';
import {
  OPERATOR_CODES,
  OPERATOR_MESSAGES,
  operatorSignInSchema,
  secondFactorSchema,
  type OperatorStage,
} from '../../shared/operators';
import { operatorRecoveryCodes, operatorSessions, operators, session } from '../db/schema';
import type { Db } from '../db/client';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError, codedError, notFound } from '../http/errors';
import {
  hit,
  personLimitId,
  rateLimit,
  refund,
  tooManyRequests,
  type LimitRule,
} from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import { operatorSessionState } from './require-operator';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from './totp';

export const OPERATOR_SIGN_IN_LIMIT: LimitRule = {
  name: 'operator-sign-in',
  limit: 10,
  windowSeconds: 15 * 60,
};
/** Wrong codes per operator account: 10 in 15 minutes leaves a guesser 1 in 33,000. */
export const SECOND_FACTOR_LIMIT: LimitRule = {
  name: 'operator-second-factor',
  limit: 10,
  windowSeconds: 15 * 60,
};

/** The key waiting for its first code: the stored one, or a new one stored now (one statement). */
async function pendingSecret(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .update(operators)
    .set({ totpSecret: sql`coalesce(${operators.totpSecret}, ${newTotpSecret()})` })
    .where(eq(operators.userId, userId))
    .returning({ secret: operators.totpSecret });
  return row!.secret!;
}

export function operatorAuthRoutes(deps: AppDeps) {
  const { auth } = deps;
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .post(
      '/sign-in',
      rateLimit(db, OPERATOR_SIGN_IN_LIMIT),
      jsonBody(operatorSignInSchema),
      async (c) => {
        const { password } = c.req.valid('json');
        const email = c.req.valid('json').email.trim().toLowerCase();
        const account = personLimitId((await auth.$context).secret, email);
        const perEmail = await hit(db, `${OPERATOR_SIGN_IN_LIMIT.name}:account:${account}`, {
          ...OPERATOR_SIGN_IN_LIMIT,
          limit: 20,
        });
        if (!perEmail.allowed) throw tooManyRequests(perEmail.retryAfter);
        const { headers, response } = await auth.api
          .signInEmail({
            body: { email, password, rememberMe: false },
            headers: c.req.raw.headers,
            returnHeaders: true,
          })
          .catch((error: unknown) => {
            if (isAPIError(error) && [400, 401, 403].includes(error.statusCode)) {
              throw apiError(401, MESSAGES.invalidCredentials);
            }
            throw error;
          });
        const [found] = await db
          .select({ totpConfirmedAt: operators.totpConfirmedAt, sessionId: session.id })
          .from(operators)
          .innerJoin(session, eq(session.userId, operators.userId))
          .where(and(eq(operators.userId, response.user.id), eq(session.token, response.token)))
          .limit(1);
        if (!found) {
          // A volunteer's or an NGO's right password: this page is not theirs, and says no more
          // than it would to a wrong password.
          await db.delete(session).where(eq(session.token, response.token));
          throw apiError(401, MESSAGES.invalidCredentials);
        }
        await db.insert(operatorSessions).values({ sessionId: found.sessionId });
        for (const cookie of headers.getSetCookie()) {
          c.header('Set-Cookie', cookie, { append: true });
        }
        if (found.totpConfirmedAt)
          return c.json({ stage: 'verify' as const satisfies OperatorStage }, 200);
        // First sign-in, or a set-up never finished: the key waiting for its first code stays
        // the same (the app may already hold it), and one is made only when there is none.
        const secret = await pendingSecret(db, response.user.id);
        return c.json(
          { stage: 'setup' as const satisfies OperatorStage, secret, uri: totpUri(secret, email) },
          200,
        );
      },
    )
    .post('/second-factor', jsonBody(secondFactorSchema), async (c) => {
      const user = c.get('user');
      const sessionId = c.get('sessionId');
      const state = await operatorSessionState(db, user, sessionId);
      if (state.state === 'none' || state.state === 'idle' || !user || !sessionId) {
        throw apiError(401, OPERATOR_MESSAGES.notSignedIn);
      }
      if (state.state === 'signed-in') return c.json({ stage: 'signed-in' as const }, 200);
      // Counted before the check, so parallel guesses cannot slip past the limit; a right code
      // is given back, as only wrong ones are guesses.
      const limitKey = `${SECOND_FACTOR_LIMIT.name}:${user.id}`;
      const limited = await hit(db, limitKey, SECOND_FACTOR_LIMIT);
      if (!limited.allowed) throw tooManyRequests(limited.retryAfter);

      const { code, recoveryCode } = c.req.valid('json');
      const [operator] = await db
        .select({ secret: operators.totpSecret, confirmedAt: operators.totpConfirmedAt })
        .from(operators)
        .where(eq(operators.userId, user.id));
      if (!operator?.secret) throw apiError(401, OPERATOR_MESSAGES.notSignedIn);

      let recoveryCodes: string[] | undefined;
      if (recoveryCode) {
        if (!operator.confirmedAt) throw apiError(400, OPERATOR_MESSAGES.wrongCode);
        // One statement marks the code used, so two requests cannot both spend it.
        const used = await db
          .update(operatorRecoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(operatorRecoveryCodes.operatorUid, user.id),
              eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(recoveryCode)),
              isNull(operatorRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: operatorRecoveryCodes.id });
        if (used.length === 0) throw apiError(400, OPERATOR_MESSAGES.wrongCode);
      } else {
        const step = totpStep(operator.secret, code!);
        if (step === null) throw apiError(400, OPERATOR_MESSAGES.wrongCode);
        // Each code works once (RFC 6238, section 5.2): one conditional statement moves the last
        // used step forward, so of two requests with the same code only one can.
        const unused = or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step));
        if (operator.confirmedAt) {
          const spent = await db
            .update(operators)
            .set({ totpLastStep: step })
            .where(and(eq(operators.userId, user.id), unused))
            .returning({ userId: operators.userId });
          if (spent.length === 0) throw apiError(400, OPERATOR_MESSAGES.wrongCode);
        } else {
          recoveryCodes = newRecoveryCodes();
          const codes = recoveryCodes;
          const confirmed = await db.transaction(async (tx) => {
            const [done] = await tx
              .update(operators)
              .set({ totpConfirmedAt: sql`now()`, totpLastStep: step })
              .where(
                and(
                  eq(operators.userId, user.id),
                  eq(operators.totpSecret, operator.secret!),
                  isNull(operators.totpConfirmedAt),
                  unused,
                ),
              )
              .returning({ userId: operators.userId });
            if (!done) return false;
            await tx
              .delete(operatorRecoveryCodes)
              .where(eq(operatorRecoveryCodes.operatorUid, user.id));
            await tx
              .insert(operatorRecoveryCodes)
              .values(codes.map((c) => ({ operatorUid: user.id, codeHash: hashRecoveryCode(c) })));
            return true;
          });
          if (!confirmed) throw apiError(400, OPERATOR_MESSAGES.wrongCode);
        }
      }
      await refund(db, limitKey);
      await db
        .update(operatorSessions)
        .set({ secondFactorAt: sql`now()`, lastSeenAt: sql`now()` })
        .where(eq(operatorSessions.sessionId, sessionId));
      return c.json({ stage: 'signed-in' as const, ...(recoveryCodes && { recoveryCodes }) }, 200);
    })
    .get('/me', async (c) => {
      const user = c.get('user');
      const state = await operatorSessionState(db, user, c.get('sessionId'));
      // The sign-in page says why the operator has to sign in again.
      if (state.state === 'idle')
        throw codedError(401, OPERATOR_MESSAGES.idle, OPERATOR_CODES.idle);
      // Visitors, volunteers and NGOs get the 404 of every operator route (requireOperator).
      if (state.state === 'none' || !user) throw notFound();
      if (state.state === 'signed-in') {
        return c.json({ email: user.email, stage: 'signed-in' as const }, 200);
      }
      if (state.totpConfirmed) return c.json({ email: user.email, stage: 'verify' as const }, 200);
      // A reload during the set-up shows the same key again, not a new one.
      const secret = await pendingSecret(db, user.id);
      return c.json(
        {
          email: user.email,
          stage: 'setup' as const,
          secret,
          uri: totpUri(secret, user.email),
        },
        200,
      );
    })
    .post('/sign-out', async (c) => {
      const { headers } = await auth.api.signOut({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) {
        c.header('Set-Cookie', cookie, { append: true });
      }
      return c.json({ ok: true as const }, 200);
    });
}
