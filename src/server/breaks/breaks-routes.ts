// /api/breaks: a volunteer's break on one partnership, the NGO's pause of a class, ending either
// early, and the breaks each side sees (src/server/breaks, docs/decisions/0048-breaks-and-health.md).
import { Hono } from 'hono';
import { breakSchema, BREAK_MESSAGES } from '../../shared/breaks';
import { appUrl, PATHS } from '../../shared/paths';
import { classRequestIds } from '../classes/queries';
import type { Tx } from '../db/client';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { ngoOf, requireNgo, requireRole, signedInAccount } from '../http/session';
import { jsonBody, serialIdOr } from '../http/validate';
import { writeMail } from '../mail/outbox';
import { coverIfAlways } from '../substitutes/search';
import { ngoAddress, volunteerAddress } from '../teaching-sessions/parties';
import { breakEndedEmail, breakTakenEmail } from './emails';
import { breakablePartnerships, breaksSeenBy } from './queries';
import { indiaIsoDate } from '../../shared/time';
import { endBreak, pauseClass, takeBreak, type TakenBreak } from './take-break';

const idOf = (raw: string) => serialIdOr(raw, () => apiError(404, BREAK_MESSAGES.notFound));

export function breakRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const dashboard = (side: 'volunteer' | 'ngo') =>
    appUrl(config.publicUrl, side === 'volunteer' ? PATHS.volunteerSessions : PATHS.ngoDashboard);

  /** The side that did not act hears of it, in its language, in the break's transaction. */
  const tellOtherSide = (kind: 'taken' | 'ended', actor: 'volunteer' | 'ngo') =>
    async function (tx: Tx, b: TakenBreak) {
      const volunteer = await volunteerAddress(tx, b.volunteerUid);
      const ngo = await ngoAddress(tx, b.ownerUid);
      if (!volunteer || !ngo) return;
      const [reader, by] = actor === 'volunteer' ? [ngo, volunteer.name] : [volunteer, ngo.name];
      const common = { to: reader.email, language: reader.language, name: reader.name, by };
      const dashboardUrl = dashboard(actor === 'volunteer' ? 'ngo' : 'volunteer');
      const message =
        kind === 'taken'
          ? breakTakenEmail({
              ...common,
              ...b,
              cancelled: b.cancelled.map((s) => s.startsAt),
              dashboardUrl,
            })
          : breakEndedEmail({ ...common, dashboardUrl });
      await writeMail(tx, { kind: `break-${kind}`, ...message });
    };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { uid, role } = await signedInAccount(db, c);
      c.header('Cache-Control', 'no-store');
      return c.json({
        breaks: await breaksSeenBy(db, uid, role, new Date()),
        partnerships: role === 'volunteer' ? await breakablePartnerships(db, uid) : [],
        today: indiaIsoDate(new Date()),
      });
    })
    .post(
      '/partnerships/:requestId',
      requireRole(db, 'volunteer'),
      jsonBody(breakSchema),
      async (c) => {
        const { uid } = await signedInAccount(db, c);
        const taken = await takeBreak(
          db,
          {
            ...c.req.valid('json'),
            volunteerUid: uid,
            requestId: idOf(c.req.param('requestId')),
            now: new Date(),
          },
          async (tx, taken) => {
            await tellOtherSide('taken', 'volunteer')(tx, taken);
            // The sessions the volunteer gave up are covered as a cancellation's are, when the
            // NGO always looks for cover (docs/decisions/0042-substitutes.md).
            for (const session of taken.cancelled) {
              await coverIfAlways(tx, session.id, new Date(), { publicUrl: config.publicUrl });
            }
          },
        );
        return c.json(
          { id: taken.id, endsOn: taken.endsOn, cancelled: taken.cancelled.length },
          201,
        );
      },
    )
    .post('/classes/:classId', requireNgo(db), jsonBody(breakSchema), async (c) => {
      const { uid, actorUid } = ngoOf(c);
      const { running } = await classRequestIds(db, uid, c.req.param('classId'));
      const taken = await pauseClass(
        db,
        { ...c.req.valid('json'), requestIds: running, actorUid, now: new Date() },
        tellOtherSide('taken', 'ngo'),
      );
      return c.json(
        {
          breaks: taken.length,
          cancelled: taken.reduce((n, b) => n + b.cancelled.length, 0),
        },
        201,
      );
    })
    .post('/:id/end', async (c) => {
      const { uid, role } = await signedInAccount(db, c);
      const ended = await endBreak(
        db,
        { breakId: idOf(c.req.param('id')), uid, side: role, now: new Date() },
        tellOtherSide('ended', role),
      );
      return c.json({ id: ended.id, restored: ended.restored });
    });
}
