// GET /api/accounts/me/export and POST /api/accounts/me/delete: a signed-in volunteer or NGO
// downloads everything Setu holds about them, or deletes their account with their password
// (DPDP Act, 2023). Mounted in app.ts beside the account routes.
import { Hono } from 'hono';
import {
  deleteAccountSchema,
  exportFileName,
  OWN_DATA_CODES,
  OWN_DATA_MESSAGES,
} from '../../shared/own-data';
import type { AppDeps, AppEnv } from '../http/env';
import { LOG_IN_MESSAGE, requireSignedIn, signedInUser } from '../http/session';
import { apiError, codedError } from '../http/errors';
import { rateLimit, type LimitRule } from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import { writeMail } from '../mail/outbox';
import { passwordHashing } from '../auth-sessions/auth';
import { deleteOwnAccount } from './delete-account';
import { partnerLeftEmail } from './emails';
import { exportOwnData } from './export';

/** Delete attempts (each a password check) per client address. */
export const DELETE_ACCOUNT_LIMIT: LimitRule = {
  name: 'account-delete',
  limit: 10,
  windowSeconds: 15 * 60,
};

const refusal = (status: 400 | 403, error: string, code?: string) =>
  (code ? codedError(status, error, code) : apiError(status, error)).getResponse();

export function ownDataRoutes({ auth, config, database, logger, publicReads, sessions }: AppDeps) {
  const { db } = database;
  const link = (path: string) => `${config.publicUrl}/#${path}`;
  return new Hono<AppEnv>()
    .get('/export', async (c) => {
      const user = signedInUser(c);
      const now = new Date();
      const data = await exportOwnData(db, user.id, now);
      if (!data?.account.role) throw apiError(403, OWN_DATA_MESSAGES.notAPerson);
      return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
        'Cache-Control': 'no-store',
      });
    })
    .post(
      '/delete',
      requireSignedIn,
      rateLimit(db, DELETE_ACCOUNT_LIMIT),
      jsonBody(deleteAccountSchema),
      async (c) => {
        const user = signedInUser(c);
        const outcome = await deleteOwnAccount(
          { db, publicReads, passwords: await passwordHashing(auth) },
          user.id,
          c.req.valid('json').password,
          async (tx, notices) => {
            for (const notice of notices) {
              await writeMail(tx, {
                kind: 'partner-left',
                ...partnerLeftEmail({
                  ...notice,
                  url: link(notice.leaver === 'ngo' ? '/volunteer-matching' : '/ngo-dashboard'),
                }),
              });
            }
          },
        );
        switch (outcome.kind) {
          case 'gone':
            throw apiError(401, LOG_IN_MESSAGE);
          case 'demo':
            return refusal(403, OWN_DATA_MESSAGES.demoAccount, OWN_DATA_CODES.demoAccount);
          case 'not-a-person':
            return refusal(403, OWN_DATA_MESSAGES.notAPerson);
          case 'wrong-password':
            return refusal(400, OWN_DATA_MESSAGES.wrongPassword, OWN_DATA_CODES.wrongPassword);
          case 'deleted':
            break;
        }
        // Committed: this instance forgets the account's sessions now; every other one when the
        // database's notice arrives (docs/decisions/0021). signOut answers with the cookie-clearing
        // headers (the session row is already gone, which it takes in its stride).
        sessions.dropUser(user.id);
        try {
          const res = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
          for (const cookie of res.headers.getSetCookie())
            c.header('Set-Cookie', cookie, { append: true });
        } catch (error) {
          logger.warn({ err: error }, 'sign-out after account deletion failed');
        }
        return c.json({ ok: true as const }, 200);
      },
    );
}
