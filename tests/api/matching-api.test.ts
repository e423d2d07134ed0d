import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ngoListings } from '../../src/server/db/schema';
import { MATCHING_NGOS } from '../../src/server/db/seed/matching-ngos';
import { MATCHING_COUNT_CAP } from '../../src/server/matching/search';
import { announcePublicChange } from '../../src/server/public-cache/channel';
import { MATCHING_PAGE_SIZE } from '../../src/shared/matching';
import { DB_KINDS } from '../support/databases';
import { insertListing, signedInNgo } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';

interface Result {
  id: number;
  name: string;
  location: string;
  availability: string[];
  topics: string[];
  availabilityTimes: string[];
  sample: boolean;
}
interface Page {
  results: Result[];
  total: number;
  totalCapped: boolean;
  nextOffset: number | null;
}

describe.each(DB_KINDS)('GET /api/matching on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string> = {}): Promise<Page> => {
    const res = await send(t, 'GET', `/api/matching?${new URLSearchParams(query)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  describe('on the 50 sample NGOs', () => {
    it('empty filters return all 50 in id order, with the spec fields, open to anyone', async () => {
      const page = await search();
      expect(page.total).toBe(50);
      expect(page.nextOffset).toBeNull();
      expect(page.results.map((r) => r.id)).toEqual(
        MATCHING_NGOS.map((n) => n.id).sort((a, b) => a - b),
      );
      const first = MATCHING_NGOS.find((n) => n.id === page.results[0]!.id)!;
      expect(page.results[0]).toEqual({
        id: first.id,
        name: first.name,
        location: first.location,
        availability: [...first.availability],
        topics: [...first.topics],
        availabilityTimes: [...first.availabilityTimes],
        // A sample has only the spec's days and hourly slots (the times are the NGOs').
        teachingTimes: [],
        mode: 'in-person',
        // A sample asks for nothing beyond Setu's minimum checks.
        requiredChecks: [],
        sample: true,
        demo: false,
        full: false,
        // A sample listing has no account behind it, so nobody verified it.
        verified: false,
      });
      expect(await search({ topic: '', day: '', date: '', location: '', timeRange: '' })).toEqual(
        page,
      );
    });

    it('topic is a case-insensitive substring of one topic', async () => {
      const maths = await search({ topic: 'maths' });
      expect(maths.total).toBeGreaterThan(0);
      for (const r of maths.results) expect(r.topics).toContain('Maths');
      expect((await search({ topic: 'ATH' })).results).toEqual(maths.results);
      const skill = await search({ topic: 'skill' });
      for (const r of skill.results) expect(r.topics).toContain('Communication Skills');
      expect((await search({ topic: 'Physics' })).total).toBe(0);
    });

    it('day must equal one of the availability days', async () => {
      const sunday = await search({ day: 'Sunday' });
      expect(sunday.total).toBeGreaterThan(0);
      for (const r of sunday.results) expect(r.availability).toContain('Sunday');
      expect(sunday.total).toBe(
        MATCHING_NGOS.filter((n) => n.availability.includes('Sunday')).length,
      );
    });

    it('location is a case-insensitive substring', async () => {
      const pune = await search({ location: 'PUN' });
      expect(pune.results.map((r) => r.location)).toEqual(pune.results.map(() => 'Pune'));
      expect(pune.total).toBe(5);
      expect((await search({ location: '  delhi ' })).total).toBe(5);
    });

    it('date and time range are collected but never filter', async () => {
      const all = await search();
      expect(await search({ date: '2026-12-25' })).toEqual(all);
      expect(await search({ timeRange: '4:00 PM - 5:00 PM' })).toEqual(all);
    });

    it('filters combine with AND', async () => {
      const page = await search({ topic: 'Maths', day: 'Saturday', location: 'a' });
      for (const r of page.results) {
        expect(r.topics).toContain('Maths');
        expect(r.availability).toContain('Saturday');
        expect(r.location.toLowerCase()).toContain('a');
      }
    });

    it('treats %, _ and \\ in the input as plain characters', async () => {
      for (const value of ['%', '_', '\\', '%a%', 'M_ths']) {
        expect((await search({ topic: value })).total, `topic ${value}`).toBe(0);
        expect((await search({ location: value })).total, `location ${value}`).toBe(0);
      }
    });

    it.each([
      ['a day that is not a weekday', { day: 'Funday' }],
      ['a day prefix', { day: 'Mon' }],
      ['a huge topic', { topic: 'x'.repeat(5000) }],
      ['a huge location', { location: 'x'.repeat(101) }],
      ['a malformed date', { date: '14/03/2026' }],
      ['an unknown time range', { timeRange: '9:00 PM - 10:00 PM' }],
      ['a negative offset', { offset: '-1' }],
      ['a non-numeric offset', { offset: 'ten' }],
    ])('answers %s with 400', async (_name, query) => {
      const res = await send(t, 'GET', `/api/matching?${new URLSearchParams(query)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: expect.any(String),
        fields: expect.any(Object),
      });
    });
  });

  describe('published profiles and paging', () => {
    let ownedId: number;
    beforeAll(async () => {
      const ngo = await signedInNgo(t, { ngoName: 'Paging Trust' });
      ownedId = await insertListing(t.database.db, {
        name: 'Paging Trust',
        location: 'Hubli',
        topics: ['Maths'],
        availability: ['Tuesday'],
        ownerUid: ngo.uid,
      });
      await insertListing(t.database.db, {
        name: 'Hidden Trust',
        location: 'Hubli',
        published: false,
      });
      // 230 more published listings in one statement, all in "Zedville".
      await t.database.db.execute(sql`
        insert into ${ngoListings} (name, location, availability, topics, availability_times, topics_search)
        select 'Bulk NGO ' || g, 'Zedville', array['Friday'], array['Hindi'], array['11:00 AM - 12:00 PM'], 'hindi'
        from generate_series(1, 230) as g`);
      // Written behind Setu's back, as an operator would: the same NOTIFY tells the app.
      await announcePublicChange(t.database.db);
    });

    it('shows published profiles beside the samples, never unpublished ones', async () => {
      const hubli = await search({ location: 'hubli' });
      expect(hubli.results).toEqual([
        expect.objectContaining({ id: ownedId, name: 'Paging Trust', sample: false }),
      ]);
    });

    it(`pages ${MATCHING_PAGE_SIZE} at a time in a stable order`, async () => {
      const first = await search({ location: 'zedville' });
      expect(first.total).toBe(230);
      expect(first.results).toHaveLength(MATCHING_PAGE_SIZE);
      expect(first.nextOffset).toBe(MATCHING_PAGE_SIZE);
      const second = await search({ location: 'zedville', offset: String(first.nextOffset) });
      expect(second.results).toHaveLength(MATCHING_PAGE_SIZE);
      expect(second.nextOffset).toBe(2 * MATCHING_PAGE_SIZE);
      const third = await search({ location: 'zedville', offset: String(second.nextOffset) });
      expect(third.results).toHaveLength(30);
      expect(third.nextOffset).toBeNull();
      const ids = [...first.results, ...second.results, ...third.results].map((r) => r.id);
      expect(new Set(ids).size).toBe(230);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const beyond = await search({ location: 'zedville', offset: '1000' });
      expect(beyond).toEqual({ results: [], total: 230, totalCapped: false, nextOffset: null });
    });

    it(`counts exactly up to ${MATCHING_COUNT_CAP} matches, then says "at least" and keeps paging`, async () => {
      const extra = MATCHING_COUNT_CAP + 50;
      await t.database.db.execute(sql`
        insert into ${ngoListings} (name, location, availability, topics, availability_times, topics_search)
        select 'Cap NGO ' || g, 'Capville', array['Monday'], array['EVS'], array['11:00 AM - 12:00 PM'], 'evs'
        from generate_series(1, ${extra}::int) as g`);
      await announcePublicChange(t.database.db);
      const first = await search({ location: 'capville' });
      expect(first).toMatchObject({
        total: MATCHING_COUNT_CAP,
        totalCapped: true,
        nextOffset: MATCHING_PAGE_SIZE,
      });
      const seen: number[] = first.results.map((r) => r.id);
      let offset = first.nextOffset;
      while (offset !== null) {
        const page = await search({ location: 'capville', offset: String(offset) });
        seen.push(...page.results.map((r) => r.id));
        offset = page.nextOffset;
      }
      expect(seen).toHaveLength(extra);
      expect(new Set(seen).size).toBe(extra);
      const exact = await search({ location: 'zedville' });
      expect(exact).toMatchObject({ total: 230, totalCapped: false });
    });

    it('empty filters now page over everything published', async () => {
      // The first describe's empty search was kept; the NOTIFY (delivered on PostgreSQL through
      // the app's own listening connection) drops it.
      const first = await vi.waitFor(async () => {
        const page = await search();
        // 50 samples + 1 profile + 230 bulk, and maybe the capped test's rows: at least 281.
        expect(page.total).toBeGreaterThanOrEqual(50 + 1 + 230);
        return page;
      });
      expect(first.results.slice(0, 50).map((r) => r.id)).toEqual(
        MATCHING_NGOS.map((n) => n.id).sort((a, b) => a - b),
      );
      expect(first.nextOffset).toBe(MATCHING_PAGE_SIZE);
    });
  });
});
