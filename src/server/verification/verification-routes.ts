// GET/PUT /api/ngo/verification (the NGO's own) and /api/operator/ngos (the operators' queue
// and decisions, behind requireOperator: a 404 for everyone else).
import { Hono } from 'hono';
import {
  ngoVerificationSchema,
  verificationQueueSchema,
  verificationReasonSchema,
  type VerificationDecision,
} from '../../shared/ngo-verification';
import type { AppDeps, AppEnv } from '../http/env';
import { ngoOf, requireNgo, requireNgoOwner } from '../http/session';
import { jsonBody, queryParams } from '../http/validate';
import { requireOperator } from '../operators/require-operator';
import { decideVerification, verificationQueue } from './decide';
import { readVerification, submitVerification } from './store';

export function ngoVerificationRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireNgo(db))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await readVerification(db, ngoOf(c).uid), 200);
    })
    .put('/', requireNgoOwner(db), jsonBody(ngoVerificationSchema), async (c) => {
      const answer = await submitVerification(db, ngoOf(c).uid, c.req.valid('json'));
      return c.json(answer, 200);
    });
}

type OperatorEnv = { Variables: AppEnv['Variables'] & { operatorUid: string } };

/** What a decision reads of its request: the signed-in operator and the NGO the path names. */
interface DecisionRequest {
  get(key: 'operatorUid'): string;
  req: { param(key: 'uid'): string };
}

export function operatorNgoRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // A verification carries no reason; a rejection or a revocation tells the NGO why.
  const decide = (c: DecisionRequest, decision: VerificationDecision, reason = '') =>
    decideVerification(deps, {
      operatorUid: c.get('operatorUid'),
      ngoUid: c.req.param('uid'),
      decision,
      reason,
    });
  return new Hono<OperatorEnv>()
    .use(requireOperator(deps))
    .get('/', queryParams(verificationQueueSchema), async (c) => {
      const { status } = c.req.valid('query');
      return c.json({ status, ngos: await verificationQueue(db, status) }, 200);
    })
    .post('/:uid/verify', async (c) => c.json(await decide(c, 'verify'), 200))
    .post('/:uid/reject', jsonBody(verificationReasonSchema), async (c) =>
      c.json(await decide(c, 'reject', c.req.valid('json').reason), 200),
    )
    .post('/:uid/revoke', jsonBody(verificationReasonSchema), async (c) =>
      c.json(await decide(c, 'revoke', c.req.valid('json').reason), 200),
    );
}
