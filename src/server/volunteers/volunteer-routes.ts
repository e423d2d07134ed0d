import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bioSchema } from '../../shared/schemas';
import { connectionRequests, ngoListings, volunteers } from '../db/schema';
import { batchedRead } from '../db/batched-read';
import type { AppDeps, AppEnv } from '../http/env';
import { notForRole, requireRole } from '../http/session';
import { jsonBody } from '../http/validate';
import { qualified } from '../db/qualified';
import { partnershipHeld, untouchedBySuspension } from '../partnerships/contact-rule';
import { volunteerProfileColumns } from './profile-columns';

interface WeeklySession {
  id: number;
  ngoName: string;
  day: string | null;
  timeSlot: string | null;
  topic: string | null;
  city: string;
  /** A suspension pauses it (src/server/partnerships/contact-rule.ts): the dashboard says so. */
  paused: boolean;
  /** The vetting gate holds it until the volunteer's checks are valid (src/server/vetting-gate). */
  waitingForChecks: boolean;
}

/**
 * The volunteer's accepted requests, oldest first, as one JSON list beside their profile. The
 * tables keep their own names: the rule's fragment refers to them so.
 */
const weeklySessions = sql<WeeklySession[]>`coalesce((
  select json_agg(json_build_object(
    'id', connection_requests.id, 'ngoName', ngo_listings.name, 'day', connection_requests.day,
    'timeSlot', connection_requests.time_slot, 'topic', connection_requests.topic,
    'city', ngo_listings.location, 'paused', not ${untouchedBySuspension.sql},
    'waitingForChecks', ${untouchedBySuspension.sql} and ${partnershipHeld}) order by connection_requests.id)
  from ${connectionRequests} join ${ngoListings} on ngo_listings.id = connection_requests.listing_id
  where connection_requests.volunteer_uid = ${qualified(volunteers.userId)}
    and connection_requests.status = 'accepted'), '[]'::json)`;

/** The signed-in volunteer's own data: the server decides whose, never the client. */
export function volunteerRoutes({ database }: AppDeps) {
  const { db, plannedOnce } = database;
  // One round trip, prepared once: the profiles with their weekly sessions (the accepted
  // requests) as a JSON list, in the order and with the fields the answer has always had. The
  // volunteers who ask in the same turn of the event loop share it (src/server/db/batched-read.ts).
  const dashboards = plannedOnce
    .select({
      uid: volunteers.userId,
      ...volunteerProfileColumns,
      schedule: weeklySessions,
    })
    .from(volunteers)
    .where(sql`${volunteers.userId} = any(${sql.placeholder('uids')})`)
    .prepare('volunteer_dashboards');
  const dashboardOf = batchedRead(async (uids: string[]) => {
    const rows = await dashboards.execute({ uids });
    return new Map(rows.map(({ uid, ...dashboard }) => [uid, dashboard]));
  });
  return new Hono<AppEnv>()
    .use(requireRole(db, 'volunteer'))
    .get('/dashboard', async (c) => {
      const row = await dashboardOf(c.get('user')!.id);
      if (!row) throw notForRole('volunteer');
      const { schedule, ...profile } = row;
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
