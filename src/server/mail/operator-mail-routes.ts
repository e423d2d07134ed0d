// /api/operator/mail: the mails Setu gave up on, with how many still wait, and "send again".
// Behind requireOperator (404 to everyone else); the work is in given-up-mail.ts. Sending again
// writes nothing but puts the row back in the queue: the after-answer kick (app.ts) delivers it.
import { Hono } from 'hono';
import {
  GIVEN_UP_PAGE,
  givenUpMailQuerySchema,
  MAIL_RETRY_CODES,
  MAIL_RETRY_MESSAGES,
  type MailRetryCode,
} from '../../shared/mail-console';
import type { AppDeps } from '../http/env';
import { codedError } from '../http/errors';
import { queryParams, serialId } from '../http/validate';
import { requireOperator } from '../operators/require-operator';
import { countWaiting, listGivenUp, retryGivenUp } from './given-up-mail';
import type { RequeueOutcome } from './given-up-mail';

const REFUSAL: Record<Exclude<RequeueOutcome, 'requeued'>, [404 | 409, MailRetryCode]> = {
  'not-found': [404, MAIL_RETRY_CODES.notFound],
  'not-given-up': [409, MAIL_RETRY_CODES.notGivenUp],
  'recipient-suspended': [409, MAIL_RETRY_CODES.recipientSuspended],
};

export function operatorMailRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono()
    .use(requireOperator(deps))
    .get('/', queryParams(givenUpMailQuerySchema), async (c) => {
      const { before, limit = GIVEN_UP_PAGE } = c.req.valid('query');
      const [page, waiting] = await Promise.all([
        listGivenUp(db, { before, limit }),
        countWaiting(db),
      ]);
      return c.json({ ...page, waiting }, 200);
    })
    .post('/:id/retry', async (c) => {
      const id = serialId(c.req.param('id'));
      const outcome =
        id === null
          ? 'not-found'
          : await retryGivenUp(db, { id, operatorUid: c.get('operatorUid') });
      if (outcome !== 'requeued') {
        const [status, code] = REFUSAL[outcome];
        throw codedError(status, MAIL_RETRY_MESSAGES[code], code);
      }
      return c.json({ id: id!, queued: true }, 200);
    });
}
