// The spec's matching rule (src/shared/matching.ts) as SQL over published listings.
// tests/api/matching-agreement.test.ts checks that both give the same NGOs for every filter.
import type { ListingMode } from '../../shared/listing-place';
import type { TeachingTime } from '../../shared/teaching-times';
import { and, asc, count, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { EVENING_SEARCH_FROM } from '../../shared/availability';
import { MATCHING_PAGE_SIZE, topicSearchTerms } from '../../shared/matching';
import type { MatchingFilter } from '../../shared/schemas';
import type { Db } from '../db/client';
import { listingDayTopics, listingPlaces, ngoListings } from '../db/schema';
import { isDemoListing } from '../demo/demo-identity';
import { listingFull } from '../ngo-profile/listing-fill';
import { isVerifiedListing } from '../verification/verified';

/** User input is a literal inside LIKE: %, _ and the escape character itself lose their meaning. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

type Criteria = Pick<MatchingFilter, 'topic' | 'day' | 'location'>;

// The rule's three tests, each on whichever table holds the values: the listings themselves
// (matchingConditions) or their distinct places and (days, topics) pairs (searchListings).
const contains = (value: string) => `%${escapeLike(value)}%`;
/** A substring of ONE topic, never one spanning two. */
const topicTest = (topics: SQLWrapper, topic: string) =>
  sql`exists (select 1 from unnest(${topics}) as t(topic) where t.topic ilike ${contains(topic)})`;
/**
 * Any of the terms (topicSearchTerms: one as typed, or the topics a Hindi text names), each a
 * substring of one topic. The joined, lower-cased text narrows first through the trigram index
 * (LIKE on lower-cased text is about twice as fast as ILIKE); topicTest keeps the rule exact.
 */
const topicsTest = (terms: string[], joined: SQLWrapper, topics: SQLWrapper) =>
  or(
    ...terms.map((term) =>
      and(sql`${joined} like lower(${contains(term)})`, topicTest(topics, term)),
    ),
  )!;
const dayTest = (availability: SQLWrapper, day: string) =>
  sql`${availability} @> array[${day}]::text[]`;
/** On lower-cased text, as the trigram indexes hold it. */
const locationTest = (lowerLocation: SQLWrapper, location: string) =>
  sql`${lowerLocation} like lower(${contains(location)})`;

/** WHERE conditions of the rule on ngo_listings; date and time range never filter (spec §5; README → The specification). */
export function matchingConditions(criteria: Criteria): SQL[] {
  const conditions: SQL[] = [eq(ngoListings.published, true)];
  const topics = topicSearchTerms(criteria.topic);
  if (topics.length) {
    conditions.push(topicsTest(topics, ngoListings.topicsSearch, ngoListings.topics));
  }
  const day = criteria.day.trim();
  if (day) conditions.push(dayTest(ngoListings.availability, day));
  const location = criteria.location.trim();
  // Same expression as the trigram index on lower(location).
  if (location) conditions.push(locationTest(sql`lower(${ngoListings.location})`, location));
  return conditions;
}

/** `column = any('{1,2,3}')`: one parameter however many ids, on PostgreSQL and PGlite alike. */
const anyOf = (column: SQLWrapper, rows: Array<{ id: number }>) =>
  sql`${column} = any(${`{${rows.map((r) => r.id).join(',')}}`}::int[])`;

/**
 * The rule as conditions on the listings' keys (placeId, dayTopicsId), after testing it on the
 * few distinct places and (days, topics) pairs; null when a filter matches none of them. At a
 * million listings, testing every listing and intersecting the trigram and array indexes cost
 * 80 ms for a search of three filters; the keys' btree index answers it in a few.
 */
async function keyConditions(db: Db, criteria: Criteria): Promise<SQL[] | null> {
  const topics = topicSearchTerms(criteria.topic);
  const day = criteria.day.trim();
  const location = criteria.location.trim();
  const pairTests = [
    // The joined text rules most pairs out before topicTest unnests the rest.
    ...(topics.length
      ? [
          topicsTest(
            topics,
            sql`lower(array_to_string(${listingDayTopics.topics}, '|'))`,
            listingDayTopics.topics,
          ),
        ]
      : []),
    ...(day ? [dayTest(listingDayTopics.availability, day)] : []),
  ];
  const [places, pairs] = await Promise.all([
    location
      ? db
          .select({ id: listingPlaces.id })
          .from(listingPlaces)
          .where(locationTest(listingPlaces.name, location))
      : undefined,
    pairTests.length
      ? db
          .select({ id: listingDayTopics.id })
          .from(listingDayTopics)
          .where(and(...pairTests))
      : undefined,
  ]);
  if (places?.length === 0 || pairs?.length === 0) return null;
  return [
    eq(ngoListings.published, true),
    ...(places ? [anyOf(ngoListings.placeId, places)] : []),
    ...(pairs ? [anyOf(ngoListings.dayTopicsId, pairs)] : []),
  ];
}

/** What a result shows of a listing, in a search and among the best matches alike. */
export const resultColumns = {
  id: ngoListings.id,
  name: ngoListings.name,
  location: ngoListings.location,
  availability: ngoListings.availability,
  topics: ngoListings.topics,
  availabilityTimes: ngoListings.availabilityTimes,
  // A registered NGO's own times pair each day with its hours; empty on a sample.
  teachingTimes: ngoListings.teachingTimes,
  mode: ngoListings.mode,
  // The checks its NGO adds to Setu's minimum (src/shared/vetting.ts), shown before Connect.
  requiredChecks: ngoListings.requiredChecks,
};

export const listingColumns = {
  ...resultColumns,
  sample: sql<boolean>`${ngoListings.ownerUid} is null`.as('sample'),
  demo: isDemoListing.as('demo'),
  full: listingFull.as('full'),
  verified: isVerifiedListing.as('verified'),
};

/**
 * Matches are counted exactly up to this many; beyond it the total is reported as "at least".
 * Counting every match of a broad search over 100,000 NGOs costs far more than the page itself
 * (see bench/matching-scale.ts), and nobody pages through a thousand results.
 */
export const MATCHING_COUNT_CAP = 1000;

export interface MatchingPage {
  results: Array<{
    id: number;
    name: string;
    location: string;
    availability: string[];
    topics: string[];
    availabilityTimes: string[];
    /** Day, start and end of each class; empty on listings from before them (the samples). */
    teachingTimes: TeachingTime[];
    mode: ListingMode;
    /** The checks its NGO adds to Setu's minimum; empty for most, and for the samples. */
    requiredChecks: string[];
    /** One of the spec's sample NGOs (no account behind it). */
    sample: boolean;
    /** Published by a demo account: shown with a "Demo" label. */
    demo: boolean;
    /** Its accepted partners reach its "volunteers needed": shown with a "Full" label. */
    full: boolean;
    /** A registered NGO that Setu verified; false for a sample listing. */
    verified: boolean;
  }>;
  /** The number of matches, or MATCHING_COUNT_CAP when totalCapped. */
  total: number;
  /** True when there are more than MATCHING_COUNT_CAP matches. */
  totalCapped: boolean;
  nextOffset: number | null;
}

/**
 * The evening choice (teachesAfterFive in src/shared/availability.ts): one of the listing's own
 * teaching times, on the chosen day when there is one, starts at 5 PM or later. Teaching times
 * are stored as "6:30 PM" in 6 AM – 9 PM, so an afternoon start of 5 to 11 is 5 PM or later.
 * Samples have no teaching times, and their hourly slots end by 5 PM.
 */
function afterFiveTest(day: string): SQL {
  const onDay = day ? sql`and t.time->>'day' = ${day}` : sql``;
  return sql`exists (select 1 from jsonb_array_elements(${ngoListings.teachingTimes}) as t(time)
    where t.time->>'start' like '% PM'
      and split_part(t.time->>'start', ':', 1)::int between ${EVENING_SEARCH_FROM / 60 - 12} and 11
      ${onDay})`;
}

/** One page of matches in a stable order (id ascending), with the total for "Load more". */
export async function searchListings(
  db: Db,
  filter: Criteria & { offset: number; afterFive?: string },
  pageSize: number = MATCHING_PAGE_SIZE,
): Promise<MatchingPage> {
  const none: MatchingPage = { results: [], total: 0, totalCapped: false, nextOffset: null };
  const conditions = await keyConditions(db, filter);
  if (!conditions) return none;
  if (filter.afterFive) conditions.push(afterFiveTest(filter.day.trim()));
  const where = and(...conditions);
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(ngoListings)
    .where(where)
    .limit(MATCHING_COUNT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const n = Number(counted?.n ?? 0);
  if (n === 0) return none;
  // A narrow search's few matches are all read from the keys' indexes and sorted ("id + 0" cannot
  // come in the primary key's order). Left to itself, PostgreSQL takes places and (days, topics)
  // pairs for independent and may walk the whole table in id order looking for a page of them.
  // A broad search (more than the cap) is PostgreSQL's to plan; at worst it walks the listings in
  // page order through ngo_listings_match_order, reading no table rows.
  const order = n > MATCHING_COUNT_CAP ? asc(ngoListings.id) : sql`${ngoListings.id} + 0`;
  const pageIds = db
    .select({ id: ngoListings.id })
    .from(ngoListings)
    .where(where)
    .orderBy(order)
    .limit(pageSize)
    .offset(filter.offset);
  const rows = await db
    .select(listingColumns)
    .from(ngoListings)
    // any(array(…)) rather than in (…): the page's rows by primary key, never a scan and a hash.
    .where(sql`${ngoListings.id} = any(array(${pageIds}))`)
    .orderBy(asc(ngoListings.id));
  const totalCapped = n > MATCHING_COUNT_CAP;
  const total = totalCapped ? MATCHING_COUNT_CAP : n;
  const next = filter.offset + rows.length;
  const more = rows.length === pageSize && (totalCapped || next < total);
  return { results: rows, total, totalCapped, nextOffset: more ? next : null };
}
