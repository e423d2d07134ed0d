// The search reads listings through their keys (place_id, day_topics_id), which the trigger of
// migration 0001 keeps in step with location, availability and topics. Every way a listing
// changes must show in the next search, on both databases.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { listingDayTopics, listingPlaces, ngoListings } from '../../src/server/db/schema';
import { searchListings } from '../../src/server/matching/search';
import type { MatchingFilter } from '../../src/shared/schemas';
import { DB_KINDS, openTestDatabase } from '../support/databases';

describe.each(DB_KINDS)('matching keys on %s', (kind) => {
  let database: Database;
  let id: number;
  const names = async (filter: Partial<Pick<MatchingFilter, 'topic' | 'day' | 'location'>>) => {
    const page = await searchListings(database.db, {
      topic: '',
      day: '',
      location: '',
      offset: 0,
      ...filter,
    });
    return page.results.map((r) => r.name);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [row] = await database.db
      .insert(ngoListings)
      .values({
        name: 'Keys Trust',
        location: 'Navi Mumbai',
        availability: ['Sunday', 'Monday'],
        topics: ['Hindi'],
        availabilityTimes: [],
        topicsSearch: 'hindi',
      })
      .returning({ id: ngoListings.id });
    id = row!.id;
  });
  afterAll(() => database.close());

  it('finds a new listing by each filter and all three', async () => {
    expect(await names({ location: 'navi' })).toEqual(['Keys Trust']);
    expect(await names({ location: 'NAVI MUM', day: 'Monday', topic: 'hin' })).toEqual([
      'Keys Trust',
    ]);
    expect(await names({ location: 'navi', day: 'Tuesday' })).toEqual([]);
    expect(await names({ location: 'navi', topic: 'maths' })).toEqual([]);
  });

  it('follows a changed location, days and topics', async () => {
    await database.db
      .update(ngoListings)
      .set({ location: 'Thane', availability: ['Tuesday'], topics: ['EVS', 'Maths'] })
      .where(eq(ngoListings.id, id));
    expect(await names({ location: 'navi' })).toEqual([]);
    expect(await names({ location: 'thane', day: 'Tuesday', topic: 'maths' })).toEqual([
      'Keys Trust',
    ]);
    expect(await names({ location: 'thane', day: 'Monday' })).toEqual([]);
    expect(await names({ location: 'thane', topic: 'hindi' })).toEqual([]);
  });

  it('follows a change made in SQL behind the app', async () => {
    await database.db.execute(
      sql`update ${ngoListings} set location = 'Kalyan', topics = array['English'] where id = ${id}`,
    );
    expect(await names({ location: 'kalyan', topic: 'eng' })).toEqual(['Keys Trust']);
    expect(await names({ location: 'thane' })).toEqual([]);
  });

  it('leaves an unpublished listing out, and brings it back', async () => {
    await database.db.update(ngoListings).set({ published: false }).where(eq(ngoListings.id, id));
    expect(await names({ location: 'kalyan' })).toEqual([]);
    await database.db.update(ngoListings).set({ published: true }).where(eq(ngoListings.id, id));
    expect(await names({ location: 'kalyan' })).toEqual(['Keys Trust']);
  });

  it('shares one place and one (days, topics) pair among listings alike', async () => {
    await database.db.insert(ngoListings).values({
      name: 'Second Kalyan Trust',
      location: 'KALYAN',
      availability: ['Tuesday'],
      topics: ['English'],
      availabilityTimes: [],
      topicsSearch: 'english',
    });
    const places = await database.db
      .select({ id: listingPlaces.id })
      .from(listingPlaces)
      .where(eq(listingPlaces.name, 'kalyan'));
    expect(places).toHaveLength(1);
    expect(await names({ location: 'Kalyan' })).toEqual(['Keys Trust', 'Second Kalyan Trust']);
    const pairs = await database.db
      .select({ id: listingDayTopics.id })
      .from(listingDayTopics)
      .where(
        sql`${listingDayTopics.topics} = array['English'] and ${listingDayTopics.availability} = array['Tuesday']`,
      );
    expect(pairs).toHaveLength(1);
  });

  it('gives every seeded listing its keys', async () => {
    const [missing] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ngoListings)
      .where(sql`${ngoListings.placeId} is null or ${ngoListings.dayTopicsId} is null`);
    expect(missing!.n).toBe(0);
  });
});
