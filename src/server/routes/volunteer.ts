import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bioSchema } from '../../shared/schemas';
import { connectionRequests, ngoListings, volunteers } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireRole } from '../http/session';
import { jsonBody } from '../http/validate';

/** The signed-in volunteer's own data: the server decides whose, never the client. */
export function volunteerRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireRole(db, 'volunteer'))
    .get('/dashboard', async (c) => {
      const uid = c.get('user')!.id;
      const [profile] = await db
        .select({
          fullName: volunteers.fullName,
          skills: volunteers.skills,
          availability: volunteers.availability,
          languages: volunteers.languages,
          ageGroup: volunteers.ageGroup,
          location: volunteers.location,
          bio: volunteers.bio,
        })
        .from(volunteers)
        .where(eq(volunteers.userId, uid));
      if (!profile) throw apiError(403, 'This page is for volunteers.');
      // The volunteer's weekly sessions: their accepted requests (issue 5 creates them).
      const schedule = await db
        .select({
          id: connectionRequests.id,
          ngoName: ngoListings.name,
          day: connectionRequests.day,
          timeSlot: connectionRequests.timeSlot,
          topic: connectionRequests.topic,
          city: ngoListings.location,
        })
        .from(connectionRequests)
        .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
        .where(
          and(eq(connectionRequests.volunteerUid, uid), eq(connectionRequests.status, 'accepted')),
        )
        .orderBy(asc(connectionRequests.id));
      c.header('Cache-Control', 'no-store');
      return c.json({ ...profile, userType: 'Volunteer' as const, schedule });
    })
    .put('/bio', jsonBody(bioSchema), async (c) => {
      const { bio } = c.req.valid('json');
      await db
        .update(volunteers)
        .set({ bio })
        .where(eq(volunteers.userId, c.get('user')!.id));
      return c.json({ bio });
    });
}
