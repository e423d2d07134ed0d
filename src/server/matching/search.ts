// The spec's matching rule (src/shared/matching.ts) as one SQL query over published listings.
// tests/api/matching-agreement.test.ts checks that both give the same NGOs for every filter.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { MATCHING_PAGE_SIZE } from '../../shared/matching';
import type { MatchingFilter } from '../../shared/schemas';
import type { Db } from '../db/client';
import { ngoListings } from '../db/schema';
import { isDemoListing } from '../demo/demo-identity';
import { listingFull } from '../matching-loop/listing-fill';

/** User input is a literal inside LIKE: %, _ and the escape character itself lose their meaning. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

type Criteria = Pick<MatchingFilter, 'topic' | 'day' | 'location'>;

/** WHERE conditions of the rule; date and time range never filter (SPEC.md §5). */
export function matchingConditions(criteria: Criteria): SQL[] {
  const conditions: SQL[] = [eq(ngoListings.published, true)];
  const topic = criteria.topic.trim();
  if (topic) {
    const pattern = `%${escapeLike(topic)}%`;
    // The trigram index narrows on the joined, already lower-cased text (LIKE on lower-cased
    // text is about twice as fast as ILIKE); the exists() keeps the rule exact (a substring of
    // ONE topic, never one spanning two).
    conditions.push(sql`${ngoListings.topicsSearch} like lower(${pattern})`);
    conditions.push(
      sql`exists (select 1 from unnest(${ngoListings.topics}) as t(topic) where t.topic ilike ${pattern})`,
    );
  }
  const day = criteria.day.trim();
  if (day) conditions.push(sql`${ngoListings.availability} @> array[${day}]::text[]`);
  const location = criteria.location.trim();
  if (location) {
    // Same expression as the trigram index on lower(location).
    conditions.push(sql`lower(${ngoListings.location}) like lower(${`%${escapeLike(location)}%`})`);
  }
  return conditions;
}

export const listingColumns = {
  id: ngoListings.id,
  name: ngoListings.name,
  location: ngoListings.location,
  availability: ngoListings.availability,
  topics: ngoListings.topics,
  availabilityTimes: ngoListings.availabilityTimes,
  sample: sql<boolean>`${ngoListings.ownerUid} is null`.as('sample'),
  demo: isDemoListing.as('demo'),
  full: listingFull.as('full'),
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
    /** One of the spec's sample NGOs (no account behind it). */
    sample: boolean;
    /** Published by a demo account: shown with a "Demo" label. */
    demo: boolean;
    /** Its accepted partners reach its "volunteers needed": shown with a "Full" label. */
    full: boolean;
  }>;
  /** The number of matches, or MATCHING_COUNT_CAP when totalCapped. */
  total: number;
  /** True when there are more than MATCHING_COUNT_CAP matches. */
  totalCapped: boolean;
  nextOffset: number | null;
}

/** One page of matches in a stable order (id ascending), with the total for "Load more". */
export async function searchListings(
  db: Db,
  filter: Criteria & { offset: number },
  pageSize: number = MATCHING_PAGE_SIZE,
): Promise<MatchingPage> {
  const where = and(...matchingConditions(filter));
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(ngoListings)
    .where(where)
    .limit(MATCHING_COUNT_CAP + 1)
    .as('capped');
  const [rows, [counted]] = await Promise.all([
    db
      .select(listingColumns)
      .from(ngoListings)
      .where(where)
      .orderBy(asc(ngoListings.id))
      .limit(pageSize)
      .offset(filter.offset),
    db.select({ n: count() }).from(capped),
  ]);
  const n = Number(counted?.n ?? 0);
  const totalCapped = n > MATCHING_COUNT_CAP;
  const total = totalCapped ? MATCHING_COUNT_CAP : n;
  const next = filter.offset + rows.length;
  const more = rows.length === pageSize && (totalCapped || next < total);
  return { results: rows, total, totalCapped, nextOffset: more ? next : null };
}
