// /api/ngo/team: the owner's team card (members, open invitations, history) and its changes, all
// owner-only; /api/team-invitations: the invitation page, which needs no sign-in (decision 0036).
import { Hono } from 'hono';
import {
  acceptInvitationSchema,
  invitationTokenSchema,
  inviteSchema,
  TEAM_MESSAGES,
} from '../../shared/ngo-team';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../accounts/password';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { rateLimit, type LimitRule } from '../http/rate-limit';
import { ngoOf, requireNgoOwner } from '../http/session';
import { jsonBody, queryParams, serialIdOr } from '../http/validate';
import { passwordHashing } from '../auth-sessions/auth';
import { acceptInvitation, invitationInfo, invite } from './invitations';
import { removeCoordinator, revokeInvitation, teamHistory, teamOf } from './team';
import { appUrl, PATHS } from '../../shared/paths';

/** Invitations an owner sends per hour: a team is small, and each is a mail to a stranger. */
export const INVITE_LIMIT: LimitRule = { name: 'team-invite', limit: 30, windowSeconds: 3600 };
/** Looks and acceptances per client address (a token is 32 random bytes: this caps load). */
export const INVITATION_LIMIT: LimitRule = {
  name: 'team-invitation',
  limit: 120,
  windowSeconds: 900,
};

const serverAcceptSchema = acceptInvitationSchema.extend({
  password: acceptInvitationSchema.shape.password.refine((p) => !isCommonPassword(p), {
    message: COMMON_PASSWORD_MESSAGE,
  }),
});

export function ngoTeamRoutes({ database, config, sessions }: AppDeps) {
  const { db } = database;
  const acceptUrl = (token: string) => appUrl(config.publicUrl, PATHS.teamInvitation, { token });
  return new Hono<AppEnv>()
    .use(requireNgoOwner(db))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await teamOf(db, ngoOf(c).uid, new Date()));
    })
    .get('/history', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ events: await teamHistory(db, ngoOf(c).uid) });
    })
    .post('/invitations', rateLimit(db, INVITE_LIMIT), jsonBody(inviteSchema), async (c) => {
      const { email, language } = c.req.valid('json');
      const invitation = await invite(db, ngoOf(c), {
        email,
        language,
        acceptUrl,
        now: new Date(),
      });
      return c.json({ invitation }, 201);
    })
    .delete('/invitations/:id', async (c) => {
      const id = serialIdOr(c.req.param('id'), () => apiError(404, TEAM_MESSAGES.notInvitation));
      return c.json(await revokeInvitation(db, ngoOf(c), id, new Date()));
    })
    .delete('/members/:uid', async (c) => {
      const removed = await removeCoordinator(db, ngoOf(c), c.req.param('uid'));
      // Committed: this instance forgets their sessions now, the others at the database's
      // notice (docs/decisions/0021); and requireNgo reads the membership on every request anyway.
      sessions.dropUser(removed.uid);
      return c.json(removed);
    });
}

export function teamInvitationRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(rateLimit(db, INVITATION_LIMIT))
    .get('/', queryParams(invitationTokenSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await invitationInfo(db, c.req.valid('query').token, new Date()));
    })
    .post('/accept', jsonBody(serverAcceptSchema), async (c) => {
      const input = c.req.valid('json');
      const { hash } = await passwordHashing(auth);
      const done = await acceptInvitation(db, { ...input, now: new Date() }, hash);
      return c.json({ ok: true as const, email: done.email }, 201);
    });
}
