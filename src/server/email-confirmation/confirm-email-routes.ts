// /api/accounts/confirm-email: whether the signed-in account's address is confirmed (the
// dashboards' banner), the link's confirmation (the confirm page, no sign-in needed: the link
// may be opened on another device) and a new link for the signed-in account, rate limited.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  CONFIRM_LINK_CODES,
  CONFIRM_LINK_MESSAGES,
  CONFIRM_MAIL_FAILED,
  RESEND_LIMIT,
  resendLimitMessage,
} from '../../shared/email-confirmation';
import { textProblem } from '../../shared/text-rules';
import { user } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { LOG_IN_MESSAGE } from '../http/session';
import { hit, rateLimit, refund, type LimitRule } from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import { sendConfirmationLink } from './send-link';
import { confirmEmailToken } from './tokens';

/**
 * Link confirmations per client address (a link is 32 random bytes: this only caps load), enough
 * for a sign-up drive on one Wi-Fi confirming together (docs/decisions/0025-shared-addresses.md).
 */
export const CONFIRM_LIMIT: LimitRule = { name: 'confirm-email', limit: 300, windowSeconds: 900 };
/** New links per account (the banner's "Resend the link"). */
export const RESEND_RULE: LimitRule = { name: 'confirm-resend', ...RESEND_LIMIT };
export const resendKey = (userId: string) => `${RESEND_RULE.name}:user:${userId}`;

const tokenSchema = z.object({
  token: z
    .string({ error: CONFIRM_LINK_MESSAGES.invalid })
    .trim()
    .min(1, CONFIRM_LINK_MESSAGES.invalid)
    .max(200, CONFIRM_LINK_MESSAGES.invalid)
    // A NUL would reach the lookup, which PostgreSQL refuses (a 500).
    .refine((t) => textProblem(t, 'single-line') === null, CONFIRM_LINK_MESSAGES.invalid),
});

export function confirmEmailRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const signedIn = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => {
    const current = c.get('user');
    if (!current) throw apiError(401, LOG_IN_MESSAGE);
    return current;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const current = signedIn(c);
      const [row] = await db
        .select({ confirmed: user.emailVerified, email: user.email })
        .from(user)
        .where(eq(user.id, current.id));
      if (!row) throw apiError(401, LOG_IN_MESSAGE);
      c.header('Cache-Control', 'no-store');
      return c.json({ confirmed: row.confirmed, email: row.email }, 200);
    })
    .post('/', rateLimit(db, CONFIRM_LIMIT), jsonBody(tokenSchema), async (c) => {
      const outcome = await confirmEmailToken(db, c.req.valid('json').token);
      c.header('Cache-Control', 'no-store');
      if (outcome === 'confirmed') return c.json({ confirmed: true as const }, 200);
      return c.json(
        { error: CONFIRM_LINK_MESSAGES[outcome], code: CONFIRM_LINK_CODES[outcome] },
        400,
      );
    })
    .post('/resend', async (c) => {
      const current = signedIn(c);
      const [row] = await db
        .select({ confirmed: user.emailVerified })
        .from(user)
        .where(eq(user.id, current.id));
      if (!row) throw apiError(401, LOG_IN_MESSAGE);
      if (row.confirmed) return c.json({ sent: false, confirmed: true }, 200);
      const key = resendKey(current.id);
      const limited = await hit(db, key, RESEND_RULE);
      if (!limited.allowed) {
        return c.json(
          {
            error: resendLimitMessage(limited.retryAfter),
            code: 'RESEND_LIMIT' as const,
            retryAfter: limited.retryAfter,
          },
          429,
          { 'Retry-After': String(limited.retryAfter) },
        );
      }
      const sent = await sendConfirmationLink({ db, publicUrl: config.publicUrl }, current.id);
      if (!sent) {
        // Nothing reached the person: the attempt does not count against their limit.
        await refund(db, key);
        throw apiError(503, CONFIRM_MAIL_FAILED);
      }
      return c.json({ sent: true, confirmed: false }, 200);
    });
}
