import { cityWatchAsked } from '../city-watch/watches';
import { and, asc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  isFull,
  matchingGaps,
  MISS_WEIGHT,
  nearMisses,
  otherCityMatches,
  rankListings,
} from '../../shared/ranking';
import { matchingFilterSchema } from '../../shared/schemas';
import { parseVolunteerSlot } from '../../shared/slots';
import { teachingTimesOf } from '../../shared/teaching-times';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, volunteers } from '../db/schema';
import { isDemoEmail, isDemoListing } from '../demo/demo-identity';
import { isVerifiedListing } from '../verification/verified';
import type { AppDeps, AppEnv } from '../http/env';
import { requireRole } from '../http/session';
import { ownProfileRow } from '../http/own-profile-row';
import { acceptedPartners } from '../ngo-profile/listing-fill';
import { queryParams } from '../http/validate';
import { matchingConditions, resultColumns } from './search';

const BEST_LIMIT = 10;
const OTHER_CITY_LIMIT = 3;
const NEAR_MISS_LIMIT = 5;
/** Rows ranked in memory at most; candidates are narrowed by the indexes first. */
const CANDIDATES = 2000;
/** Fewer for other cities: they fill a few near-misses, not the best matches. */
const OTHER_CITY_CANDIDATES = 500;

const rankColumns = {
  ...resultColumns,
  languages: ngoListings.languages,
  ageGroup: ngoListings.ageGroup,
  volunteersNeeded: ngoListings.volunteersNeeded,
  sample: sql<boolean>`${ngoListings.ownerUid} is null`,
  demo: isDemoListing,
  verified: isVerifiedListing,
  // Full listings leave the best matches (rankListings) and say so among near-misses.
  partners: acceptedPartners,
};

async function candidates(db: Db, where: SQL | undefined, orderBy: SQL[] = [], limit = CANDIDATES) {
  return db
    .select(rankColumns)
    .from(ngoListings)
    .where(and(eq(ngoListings.published, true), where))
    .orderBy(...orderBy, asc(ngoListings.id))
    .limit(limit);
}

/**
 * GET /api/matches/best: the signed-in volunteer's ranked, explained matches.
 * GET /api/matches/near-misses: the closest listings when the spec's search finds nothing.
 */
export function matchesRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/best', requireRole(db, 'volunteer'), async (c) => {
      const uid = c.get('user')!.id;
      const volunteer = await ownProfileRow(db, 'volunteer', uid, {
        availability: volunteers.availability,
        exactHours: volunteers.exactHours,
        preferredTopics: volunteers.preferredTopics,
        location: volunteers.location,
        languages: volunteers.languages,
        ageGroup: volunteers.ageGroup,
        email: volunteers.email,
      });
      const days = [
        ...new Set([
          ...volunteer.availability.map((a) => parseVolunteerSlot(a)?.day).filter(Boolean),
          ...volunteer.exactHours.map((hours) => hours.day),
        ]),
      ] as string[];
      // Demo listings are for trying Setu out: never among a real volunteer's best matches.
      const scope = isDemoEmail(volunteer.email) ? undefined : not(isDemoListing);
      // Who a listing reaches is a hard limit (reachesVolunteer): in person, the city's listings
      // are the best matches and registered NGOs elsewhere are near-misses; online, those that
      // teach in one of the volunteer's languages, wherever they are. Registered NGOs and shared
      // days come first, so the candidate limit never crowds them out.
      const city = volunteer.location.trim();
      const inPerson = sql`${ngoListings.mode} <> 'online'`;
      const sameCity = and(inPerson, sql`lower(${ngoListings.location}) = lower(${city})`);
      const online = volunteer.languages.length
        ? and(
            eq(ngoListings.mode, 'online'),
            sql`${ngoListings.languages} && array[${sql.join(
              volunteer.languages.map((l) => sql`${l}`),
              sql`, `,
            )}]::text[]`,
          )
        : undefined;
      const inReach = city ? or(sameCity, online) : or(inPerson, online);
      const order: SQL[] = [sql`${ngoListings.ownerUid} is null`];
      if (days.length)
        order.push(
          sql`not (${ngoListings.availability} && array[${sql.join(
            days.map((d) => sql`${d}`),
            sql`, `,
          )}]::text[])`,
        );
      const [inCity, elsewhere] = await Promise.all([
        candidates(db, and(scope, inReach), order),
        city
          ? candidates(
              db,
              and(
                scope,
                inPerson,
                sql`lower(${ngoListings.location}) <> lower(${city})`,
                sql`${ngoListings.ownerUid} is not null`,
              ),
              order,
              OTHER_CITY_CANDIDATES,
            )
          : [],
      ]);
      const ranked = rankListings(volunteer, inCity, BEST_LIMIT);
      const otherCities = otherCityMatches(volunteer, elsewhere, OTHER_CITY_LIMIT);
      const shown = [...ranked, ...otherCities].map((m) => m.listing.id);
      const open = shown.length
        ? await db
            .select({ listingId: connectionRequests.listingId, status: connectionRequests.status })
            .from(connectionRequests)
            .where(
              and(
                eq(connectionRequests.volunteerUid, uid),
                inArray(connectionRequests.listingId, shown),
                inArray(connectionRequests.status, ['pending', 'accepted']),
              ),
            )
        : [];
      // A volunteer may have several open requests with one NGO, one per teaching time
      // (docs/decisions/0035-one-request-per-slot.md): a partnership says more than a request waiting.
      const statusOf = new Map<number, string>();
      for (const r of open) {
        if (statusOf.get(r.listingId) !== 'accepted') statusOf.set(r.listingId, r.status);
      }
      const card = (m: (typeof ranked)[number]) => ({
        ...m.listing,
        teachingTimes: teachingTimesOf(m.listing),
        score: m.score,
        reason: m.reason,
        stillNeeded: m.stillNeeded,
        requestStatus: statusOf.get(m.listing.id) ?? null,
      });
      c.header('Cache-Control', 'no-store');
      return c.json({
        // Whether they asked to be told when an NGO in their city joins (null: no city given).
        cityWatchAsked: await cityWatchAsked(db, uid, city),
        // What the volunteer has not given yet, so the page asks for it instead of ranking quietly.
        missing: matchingGaps(volunteer),
        city,
        matches: ranked.map(card),
        // Good fits in other cities, each saying where ("in Mumbai"): near-misses, not matches.
        otherCities: otherCities.map((m) => ({ ...card(m), differences: m.differences })),
      });
    })
    .get('/near-misses', queryParams(matchingFilterSchema), async (c) => {
      const filter = c.req.valid('query');
      const none = { topic: '', day: '' as const, location: '' };
      const one = {
        topic: and(...matchingConditions({ ...none, topic: filter.topic })),
        day: and(...matchingConditions({ ...none, day: filter.day })),
        location: and(...matchingConditions({ ...none, location: filter.location })),
      };
      const given = (['topic', 'day', 'location'] as const).filter((k) => filter[k].trim());
      let misses: ReturnType<typeof nearMisses<Awaited<ReturnType<typeof candidates>>[number]>> =
        [];
      if (given.length >= 2) {
        // nearMisses()'s own weights, so the closest are among the candidates.
        const weight = MISS_WEIGHT;
        const missWeight = sql.join(
          given.map((k) => sql`(case when ${one[k]} then 0 else ${weight[k]} end)`),
          sql` + `,
        );
        const rows = await candidates(db, or(...given.map((k) => one[k])), [sql`${missWeight}`]);
        misses = nearMisses(filter, rows, NEAR_MISS_LIMIT);
      }
      c.header('Cache-Control', 'no-cache');
      return c.json({
        nearMisses: misses.map((m) => ({
          id: m.listing.id,
          name: m.listing.name,
          location: m.listing.location,
          availability: m.listing.availability,
          topics: m.listing.topics,
          availabilityTimes: m.listing.availabilityTimes,
          teachingTimes: teachingTimesOf(m.listing),
          mode: m.listing.mode,
          sample: m.listing.sample,
          demo: m.listing.demo,
          verified: m.listing.verified,
          full: isFull(m.listing),
          differences: m.differences,
        })),
      });
    });
}
