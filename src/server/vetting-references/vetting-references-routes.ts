// /api/references: the volunteer's referees (name both, replace or re-send to one who has not
// answered); /api/reference-requests: the referee's form, with no sign-in; and
// /api/operator/references: the answers and the decision, behind requireOperator (a 404 to
// everyone else). Decision 0039.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import {
  REFERENCE_MESSAGES,
  referenceAnswerSchema,
  refereeSchema,
  refereeSlotSchema,
  refereesSchema,
  referencesDecisionSchema,
  referenceTokenSchema,
  type RefereeSlot,
} from '../../shared/references';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { hit, rateLimit, tooManyRequests, type LimitRule } from '../http/rate-limit';
import { requireRole, signedInUser } from '../http/session';
import { jsonBody, queryParams } from '../http/validate';
import { requireOperator } from '../operators/require-operator';
import { answerReference, referenceRequestInfo } from './answers';
import { referenceLinks } from './links';
import { decideReferences, referencesForOperators } from './operator-review';
import { nameReferees, refereesView, replaceReferee, resendToReferee } from './referees';

/** Namings, replacements and re-sendings per volunteer and hour: each one mails a stranger. */
export const REFEREE_MAIL_LIMIT: LimitRule = {
  name: 'referee-mail',
  limit: 10,
  windowSeconds: 3600,
};
/** Looks and answers per client address (a token is 32 random bytes: this caps load). */
export const REFERENCE_LINK_LIMIT: LimitRule = {
  name: 'reference-link',
  limit: 120,
  windowSeconds: 900,
};

/** The path's place, 1 or 2; any other is a referee that does not exist. */
const validatorOfSlot = validator('param', (value: Record<string, string>) => {
  const parsed = refereeSlotSchema.safeParse(value);
  if (!parsed.success) throw apiError(404, REFERENCE_MESSAGES.notReferee);
  return { slot: parsed.data.slot as RefereeSlot };
});

const slotOf = (c: { req: { valid(target: 'param'): { slot: RefereeSlot } } }) =>
  c.req.valid('param').slot;

export function refereeRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const { linkUrl } = referenceLinks(config.publicUrl);
  const mailLimit = createMiddleware<AppEnv>(async (c, next) => {
    const key = `${REFEREE_MAIL_LIMIT.name}:account:${signedInUser(c).id}`;
    const result = await hit(db, key, REFEREE_MAIL_LIMIT);
    if (!result.allowed) throw tooManyRequests(result.retryAfter);
    await next();
  });
  return new Hono<AppEnv>()
    .use(requireRole(db, 'volunteer'))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await refereesView(db, signedInUser(c).id, new Date()), 200);
    })
    .post('/', mailLimit, jsonBody(refereesSchema), async (c) => {
      const volunteerUid = signedInUser(c).id;
      const now = new Date();
      await nameReferees(db, {
        volunteerUid,
        referees: c.req.valid('json'),
        linkUrl,
        now,
        publicUrl: config.publicUrl,
      });
      return c.json(await refereesView(db, volunteerUid, now), 201);
    })
    .post('/:slot/replace', validatorOfSlot, mailLimit, jsonBody(refereeSchema), async (c) => {
      const volunteerUid = signedInUser(c).id;
      const now = new Date();
      const referee = c.req.valid('json');
      await replaceReferee(db, { volunteerUid, slot: slotOf(c), referee, linkUrl, now });
      return c.json(await refereesView(db, volunteerUid, now), 200);
    })
    .post('/:slot/resend', validatorOfSlot, mailLimit, async (c) => {
      const volunteerUid = signedInUser(c).id;
      const now = new Date();
      await resendToReferee(db, { volunteerUid, slot: slotOf(c), linkUrl, now });
      return c.json(await refereesView(db, volunteerUid, now), 200);
    });
}

export function referenceRequestRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const { consoleUrl } = referenceLinks(config.publicUrl);
  return new Hono<AppEnv>()
    .use(rateLimit(db, REFERENCE_LINK_LIMIT))
    .get('/', queryParams(referenceTokenSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await referenceRequestInfo(db, c.req.valid('query').token, new Date()), 200);
    })
    .post('/answer', jsonBody(referenceAnswerSchema), async (c) => {
      await answerReference(db, {
        answer: c.req.valid('json'),
        consoleUrl,
        now: new Date(),
        publicUrl: config.publicUrl,
      });
      return c.json({ ok: true as const }, 201);
    });
}

type OperatorEnv = { Variables: AppEnv['Variables'] & { operatorUid: string } };

export function operatorReferenceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { checksUrl } = referenceLinks(deps.config.publicUrl);
  return new Hono<OperatorEnv>()
    .use(requireOperator(deps))
    .get('/:uid', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await referencesForOperators(db, c.req.param('uid'), new Date()), 200);
    })
    .post('/:uid/decide', jsonBody(referencesDecisionSchema), async (c) => {
      const done = await decideReferences(db, {
        operatorUid: c.get('operatorUid'),
        volunteerUid: c.req.param('uid'),
        decision: c.req.valid('json'),
        checksUrl,
        now: new Date(),
        publicUrl: deps.config.publicUrl,
      });
      return c.json(done, 200);
    });
}
