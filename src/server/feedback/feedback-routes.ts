import { Hono } from 'hono';
import { feedbackSchema } from '../../shared/schemas';
import { feedback } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { rateLimit } from '../http/rate-limit';
import { jsonBody } from '../http/validate';

/** Messages per client address: enough for a lab or a centre sharing one (decision 0025). */
export const FEEDBACK_LIMIT = { name: 'feedback', limit: 100, windowSeconds: 60 * 60 };

/** POST /api/feedback: the spec's form sent nothing; Setu keeps every message. */
export function feedbackRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit(database.db, FEEDBACK_LIMIT),
    jsonBody(feedbackSchema),
    async (c) => {
      const input = c.req.valid('json');
      const [row] = await database.db.insert(feedback).values(input).returning({ id: feedback.id });
      return c.json({ id: row!.id }, 201);
    },
  );
}
