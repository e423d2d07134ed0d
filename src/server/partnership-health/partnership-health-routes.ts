// /api/partnership-health: the NGO's partnerships at risk or lapsing, with their signals, and the
// volunteer's check-ins and answers; /api/operator/partnership-health: the same list over all
// NGOs for the operator console (docs/decisions/0048-breaks-and-health.md).
import { Hono } from 'hono';
import { z } from 'zod';
import { CHECK_IN_CHOICES, CHECK_IN_MESSAGES } from '../../shared/partnership-health';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { ngoOf, requireNgo, requireRole, signedInUser } from '../http/session';
import { jsonBody, serialIdOr } from '../http/validate';
import { requireOperator } from '../operators/require-operator';
import { answerCheckIn, checkInOf } from './check-ins';
import { atRisk } from './health-of';

const checkInId = (raw: string) => serialIdOr(raw, () => apiError(404, CHECK_IN_MESSAGES.notFound));

export const checkInAnswerSchema = z.object({
  choice: z.enum(CHECK_IN_CHOICES, { error: CHECK_IN_MESSAGES.choice }),
});

export function partnershipHealthRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/', requireNgo(db), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ partnerships: await atRisk(db, new Date(), ngoOf(c).uid) });
    })
    .get('/check-ins/:id', requireRole(db, 'volunteer'), async (c) => {
      c.header('Cache-Control', 'no-store');
      const user = signedInUser(c);
      return c.json(await checkInOf(db, checkInId(c.req.param('id')), user.id));
    })
    .post(
      '/check-ins/:id',
      requireRole(db, 'volunteer'),
      jsonBody(checkInAnswerSchema),
      async (c) => {
        const user = signedInUser(c);
        const answered = await answerCheckIn(db, {
          id: checkInId(c.req.param('id')),
          volunteerUid: user.id,
          choice: c.req.valid('json').choice,
          now: new Date(),
        });
        return c.json(answered);
      },
    );
}

export function operatorPartnershipHealthRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono().use(requireOperator(deps)).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ partnerships: await atRisk(db, new Date()) });
  });
}
