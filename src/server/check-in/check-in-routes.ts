// /api/check-in: the volunteer's check-in with the venue's code, the join of an online session
// through Setu, and the coordinator's code for one session time of a class (src/server/check-in,
// docs/decisions/0047-check-in.md).
import { Hono } from 'hono';
import { checkInCodeQuery, checkInSchema } from '../../shared/check-in';
import type { AppDeps, AppEnv } from '../http/env';
import { hasRole, ngoOf, requireNgo, requireSignedIn, signedInUser } from '../http/session';
import { jsonBody, queryParams } from '../http/validate';
import { checkIn } from './check-in';
import { classCheckInCode } from './class-code';
import { joinOnline } from './join-online';

export function checkInRoutes({ database, auth, config }: AppDeps) {
  const { db } = database;
  const secret = auth.options.secret ?? '';
  return new Hono<AppEnv>()
    .post('/', requireSignedIn, jsonBody(checkInSchema), async (c) => {
      const uid = signedInUser(c).id;
      const answer = await checkIn(db, {
        secret,
        token: c.req.valid('json').token,
        uid,
        volunteer: await hasRole(db, uid, 'volunteer'),
        now: new Date(),
      });
      return c.json(answer);
    })
    .post('/sessions/:id/join', async (c) => {
      const uid = signedInUser(c).id;
      return c.json(await joinOnline(db, { id: c.req.param('id'), uid, now: new Date() }));
    })
    .get('/classes/:classId/code', requireNgo(db), queryParams(checkInCodeQuery), async (c) => {
      const code = await classCheckInCode(db, {
        ngoUid: ngoOf(c).uid,
        classId: c.req.param('classId'),
        startsAt: new Date(c.req.valid('query').startsAt),
        secret,
        publicUrl: config.publicUrl,
        now: new Date(),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(code);
    });
}
