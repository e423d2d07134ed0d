// /api/sessions: the sessions of a signed-in volunteer's or NGO's partnerships, and the changes
// each side may make to one (src/server/teaching-sessions).
import { Hono } from 'hono';
import {
  attendanceSchema,
  cancelSessionSchema,
  moveSessionSchema,
} from '../../shared/teaching-sessions';
import type { AppDeps, AppEnv } from '../http/env';
import { requireSignedIn, signedInAccount } from '../http/session';
import { jsonBody } from '../http/validate';
import { writeSessionMail } from '../mail/outbox';
import { cancelSession, confirmTaught, markAttendance, moveSession } from './changes';
import { sessionMovedEmail } from './emails';
import { afterCancel } from './cancel-notice';
import { volunteerAddress } from './parties';
import { sessionsOf } from './queries';
import type { AccountRole } from '../../shared/roles';

export function teachingSessionRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const dashboard = (side: AccountRole) =>
    `${config.publicUrl}/#${side === 'volunteer' ? '/volunteer-dashboard' : '/ngo-dashboard'}`;

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { uid, role } = await signedInAccount(db, c);
      const { sessions, paused, stats } = await sessionsOf(db, uid, role, new Date());
      c.header('Cache-Control', 'no-store');
      return c.json({ role, sessions, paused, stats });
    })
    .post('/:id/cancel', requireSignedIn, jsonBody(cancelSessionSchema), async (c) => {
      const { uid, actorUid } = await signedInAccount(db, c);
      const { reason } = c.req.valid('json');
      const now = new Date();
      const s = await cancelSession(
        db,
        { id: c.req.param('id'), uid, actorUid, reason, now },
        // The other side hears of it, in their own language, with the change (decision 0030), and
        // an NGO that always wants cover has the search begin with the cancellation.
        (tx, s) => afterCancel(tx, s, { reason, now, publicUrl: config.publicUrl }),
      );
      return c.json({ id: s.id, status: 'cancelled' as const });
    })
    .post('/:id/move', requireSignedIn, jsonBody(moveSessionSchema), async (c) => {
      const { uid, actorUid } = await signedInAccount(db, c);
      const now = new Date();
      const input = { id: c.req.param('id'), uid, actorUid, now, ...c.req.valid('json') };
      const s = await moveSession(db, input, async (tx, s) => {
        const volunteer = await volunteerAddress(tx, s.volunteerUid);
        if (!volunteer) return;
        await writeSessionMail(
          tx,
          {
            kind: 'session-moved',
            to: volunteer.email,
            session: { id: s.id, partnershipId: s.requestId, knownStartsAt: s.from },
            compose: (knownStartsAt) =>
              knownStartsAt.getTime() === s.startsAt.getTime()
                ? null
                : sessionMovedEmail({
                    to: volunteer.email,
                    language: volunteer.language,
                    volunteerName: volunteer.name,
                    ngoName: s.ngoName,
                    topic: s.topic ?? '',
                    from: knownStartsAt,
                    startsAt: s.startsAt,
                    dashboardUrl: dashboard('volunteer'),
                  }),
          },
          now,
        );
      });
      return c.json({
        id: s.id,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
      });
    })
    .post('/:id/attendance', requireSignedIn, jsonBody(attendanceSchema), async (c) => {
      const { uid, actorUid } = await signedInAccount(db, c);
      const { mark } = c.req.valid('json');
      const s = await markAttendance(db, {
        id: c.req.param('id'),
        uid,
        actorUid,
        now: new Date(),
        mark,
      });
      return c.json({ id: s.id, attendance: mark });
    })
    .post('/:id/taught', async (c) => {
      const { uid, actorUid } = await signedInAccount(db, c);
      const s = await confirmTaught(db, { id: c.req.param('id'), uid, actorUid, now: new Date() });
      return c.json({ id: s.id, volunteerConfirmed: true });
    });
}
