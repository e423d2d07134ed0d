// POST /api/city-watch: a signed-in volunteer asks to be told when an NGO in their city joins
// Setu (the city of their profile). POST /api/city-watch/stop: the email's stop link, without
// signing in. The notice itself goes out from the job queue (notices.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { CITY_WATCH_MESSAGES, cityWatchStopSchema } from '../../shared/city-watch';
import { CITIES } from '../../shared/options';
import { cityWatches, volunteers } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireRole, signedInUser } from '../http/session';
import { jsonBody } from '../http/validate';
import { holdAccount } from '../accounts/hold-account';
import { verifyStopToken } from './stop-token';
import { cityKeyOf } from './watches';

export function cityWatchRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  const secret = auth.options.secret ?? '';
  return new Hono<AppEnv>()
    .post('/', requireRole(db, 'volunteer'), async (c) => {
      const uid = signedInUser(c).id;
      const city = await db.transaction(async (tx) => {
        // The account first (hold-account.ts): the ask would otherwise wait for a deletion in
        // flight and fail its foreign key; 401 once it is gone.
        await holdAccount(tx, uid);
        const [volunteer] = await tx
          .select({ location: volunteers.location })
          .from(volunteers)
          .where(eq(volunteers.userId, uid));
        const typed = volunteer?.location.trim() ?? '';
        if (!typed) throw apiError(400, CITY_WATCH_MESSAGES.noCity);
        // A listed city as the list spells it, so the email can say it in the reader's language.
        const listed = CITIES.find((name) => cityKeyOf(name) === cityKeyOf(typed)) ?? typed;
        // Asking again after the stop link asks again; an ask already answered stays answered
        // (one email per volunteer and city).
        await tx
          .insert(cityWatches)
          .values({ volunteerUid: uid, cityKey: cityKeyOf(listed), city: listed })
          .onConflictDoUpdate({
            target: [cityWatches.volunteerUid, cityWatches.cityKey],
            set: { stoppedAt: null, city: listed },
          });
        return listed;
      });
      return c.json({ city, asked: true as const });
    })
    .post('/stop', jsonBody(cityWatchStopSchema), async (c) => {
      const uid = verifyStopToken(secret, c.req.valid('json').token);
      if (!uid) throw apiError(400, CITY_WATCH_MESSAGES.invalidStopLink);
      // Every open ask of the volunteer: the link says "no more emails about NGOs joining".
      await db
        .update(cityWatches)
        .set({ stoppedAt: sql`now()` })
        .where(and(eq(cityWatches.volunteerUid, uid), isNull(cityWatches.stoppedAt)));
      return c.json({ stopped: true as const });
    });
}
