// /api/ngo/classes: the signed-in NGO's classes, one class's roster and sessions, and its
// attendance for a whole session time (src/server/classes).
import { Hono } from 'hono';
import { classAttendanceSchema, classRosterQuery, classSessionsQuery } from '../../shared/classes';
import type { AppDeps, AppEnv } from '../http/env';
import { ngoOf, requireNgo } from '../http/session';
import { jsonBody, queryParams } from '../http/validate';
import { markClassAttendance } from './attendance';
import { classesOf, classOf, classSessionsOf, rosterOf } from './queries';

export function classRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireNgo(db))
    .get('/', async (c) => c.json(await classesOf(db, ngoOf(c).uid, new Date())))
    .get('/:classId', async (c) => c.json(await classOf(db, ngoOf(c).uid, c.req.param('classId'))))
    .get('/:classId/roster', queryParams(classRosterQuery), async (c) =>
      c.json(await rosterOf(db, ngoOf(c).uid, c.req.param('classId'), c.req.valid('query').before)),
    )
    .get('/:classId/sessions', queryParams(classSessionsQuery), async (c) => {
      const { when, before } = c.req.valid('query');
      const uid = ngoOf(c).uid;
      return c.json(
        await classSessionsOf(db, uid, c.req.param('classId'), when, new Date(), before),
      );
    })
    .post('/:classId/attendance', jsonBody(classAttendanceSchema), async (c) => {
      const { startsAt, notHeld } = c.req.valid('json');
      const marks = await markClassAttendance(db, {
        uid: ngoOf(c).uid,
        actorUid: ngoOf(c).actorUid,
        classId: c.req.param('classId'),
        startsAt: new Date(startsAt),
        notHeld,
        now: new Date(),
      });
      return c.json({ startsAt, marks });
    });
}
