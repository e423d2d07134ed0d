// /api/substitutes: cover for a session a volunteer cancelled (docs/decisions/0042-substitutes.md).
// The NGO's side: its cancelled sessions with their cover, "Find cover" on one, and its
// "always look for cover" choice. The volunteer's side: their offers, accepted or declined.
import { Hono } from 'hono';
import { alwaysCoverSchema, SUBSTITUTE_MESSAGES } from '../../shared/substitutes';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { ngoOf, requireNgo, requireRole } from '../http/session';
import { jsonBody, serialIdOr } from '../http/validate';
import { acceptOffer, declineOffer } from './answers';
import { alwaysCovers, ngoCover, offersOf, setAlwaysCovers } from './queries';
import {
  askRefusal,
  coverSession,
  lockPartnershipOf,
  lockSearch,
  refuse,
  startSearch,
} from './search';

export function substituteRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const publicUrl = config.publicUrl;
  const notFound = () => apiError(404, SUBSTITUTE_MESSAGES.notFound);
  /** A volunteer's answer, now, to the offer of the session the path names. */
  const offerAnswer = (c: {
    req: { param(key: 'sessionId'): string };
    get(key: 'user'): { id: string };
  }) => ({
    rawSessionId: c.req.param('sessionId'),
    volunteerUid: c.get('user').id,
    now: new Date(),
    publicUrl,
  });

  return new Hono<AppEnv>()
    .get('/ngo', requireNgo(db), async (c) => {
      const { uid } = ngoOf(c);
      const now = new Date();
      const [always, sessions] = await Promise.all([alwaysCovers(db, uid), ngoCover(db, uid, now)]);
      c.header('Cache-Control', 'no-store');
      return c.json({ always, sessions });
    })
    .put('/ngo/always', requireNgo(db), jsonBody(alwaysCoverSchema), async (c) => {
      const { always } = c.req.valid('json');
      await setAlwaysCovers(db, ngoOf(c).uid, always, new Date());
      return c.json({ always });
    })
    .post('/sessions/:id/find', requireNgo(db), async (c) => {
      const ngo = ngoOf(c);
      const sessionId = serialIdOr(c.req.param('id'), notFound);
      const now = new Date();
      await db.transaction(async (tx) => {
        // The partnership's row orders this with a break's end; the search's row (when there is
        // one) orders two clicks at once.
        await lockPartnershipOf(tx, sessionId);
        await lockSearch(tx, sessionId);
        const s = await coverSession(tx, sessionId);
        if (!s || s.ownerUid !== ngo.uid) throw notFound();
        refuse(askRefusal(s, now));
        const started = await startSearch(tx, s, { requestedBy: ngo.actorUid, now, publicUrl });
        if (!started) throw apiError(409, SUBSTITUTE_MESSAGES.alreadySearching);
      });
      return c.json({ sessionId, cover: 'searching' as const });
    })
    .get('/offers', requireRole(db, 'volunteer'), async (c) => {
      const offers = await offersOf(db, c.get('user').id, new Date());
      c.header('Cache-Control', 'no-store');
      return c.json({ offers });
    })
    .post('/offers/:sessionId/accept', requireRole(db, 'volunteer'), async (c) =>
      c.json(await acceptOffer(db, offerAnswer(c))),
    )
    .post('/offers/:sessionId/decline', requireRole(db, 'volunteer'), async (c) =>
      c.json(await declineOffer(db, offerAnswer(c))),
    );
}
