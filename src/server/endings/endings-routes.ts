// POST /api/endings/:id/feedback: a side's private feedback on an ended partnership.
// GET /api/operator/endings: the operators' list of endings (docs/decisions/0046-honest-endings.md).
import { Hono } from 'hono';
import { partnershipFeedbackSchema } from '../../shared/endings';
import type { AppDeps, AppEnv } from '../http/env';
import { requireSignedIn } from '../http/session';
import { jsonBody } from '../http/validate';
import { requireOperator } from '../operators/require-operator';
import { accountAndRequest } from '../requests/transition';
import { leaveFeedback, listEndings } from './endings';

export function endingRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>().post(
    '/:id/feedback',
    requireSignedIn,
    jsonBody(partnershipFeedbackSchema),
    async (c) => {
      const { account, id } = await accountAndRequest(db, c);
      return c.json(await leaveFeedback(db, account, id, c.req.valid('json')), 200);
    },
  );
}

export function operatorEndingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono().use(requireOperator(deps)).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ endings: await listEndings(db) }, 200);
  });
}
