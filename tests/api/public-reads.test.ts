// GET /api/ngos and GET /api/matching come from memory with an ETag (docs/decisions/0016): the
// same bytes as before, 304 while nothing changed, and a fresh answer right after every write
// that changes them. The two-instance case is tests/reliability/public-reads-instances.test.ts.
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ngoListings } from '../../src/server/db/schema';
import { searchListings } from '../../src/server/matching/search';
import { announcePublicChange } from '../../src/server/public-cache/channel';
import { publicNgos, REGISTERED_NGO_ID_OFFSET } from '../../src/server/ngo-profile/ngo-list-routes';
import { matchingFilterSchema } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';
import { nextIp, ngoInput } from '../support/factories';

const TOWN = 'Cachepur';
const NGOS = '/api/ngos';
const IN_TOWN = `/api/matching?location=${TOWN}`;

interface Listed {
  id: number;
  full?: boolean;
  location?: string;
}

describe.each(DB_KINDS)('public reads from memory on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}, cookie?: string) =>
    send(t, 'GET', path, undefined, { headers, cookie });

  /** The current answer and its ETag. */
  async function current(path: string) {
    const res = await get(path);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    return { etag: etag!, body: (await res.json()) as { ngos?: Listed[]; results?: Listed[] } };
  }

  /** A revalidation with `etag`: 304 when nothing changed. */
  const revalidate = (path: string, etag: string) => get(path, { 'if-none-match': etag });

  async function expectChanged(path: string, etag: string) {
    const res = await revalidate(path, etag);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    return (await res.json()) as { ngos?: Listed[]; results?: Listed[] };
  }

  const onList = (body: { ngos?: Listed[] }, listingId: number) =>
    body.ngos!.find((n) => n.id === REGISTERED_NGO_ID_OFFSET + listingId);
  const inResults = (body: { results?: Listed[] }, listingId: number) =>
    body.results!.find((n) => n.id === listingId);

  describe('answers', () => {
    it('GET /api/ngos: the bytes the database gives, an ETag, then 304 while unchanged', async () => {
      const res = await get(NGOS);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const etag = res.headers.get('etag')!;
      expect(await res.text()).toBe(JSON.stringify(await publicNgos(t.database.db)));

      const again = await revalidate(NGOS, etag);
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      // Any other version held by the client gets the whole answer.
      expect((await revalidate(NGOS, 'W/"something-else"')).status).toBe(200);
    });

    it('GET /api/matching: the bytes of the search, one ETag whatever date and time say', async () => {
      const res = await get('/api/matching?topic=Maths&day=Saturday');
      expect(res.status).toBe(200);
      const etag = res.headers.get('etag')!;
      const filter = matchingFilterSchema.parse({ topic: 'Maths', day: 'Saturday' });
      expect(await res.text()).toBe(JSON.stringify(await searchListings(t.database.db, filter)));
      const dated = '/api/matching?topic=Maths&day=Saturday&date=2026-12-05&timeRange=';
      expect((await revalidate(dated, etag)).status).toBe(304);
      // Surrounding spaces are trimmed by the schema: the same search.
      expect((await revalidate('/api/matching?topic=%20Maths%20&day=Saturday', etag)).status).toBe(
        304,
      );
      expect((await revalidate('/api/matching?topic=Maths&day=Sunday', etag)).status).toBe(200);
    });

    it('gzips a large answer once for clients that take it; a small one goes plain', async () => {
      const plain = await get(NGOS);
      const zipped = await get(NGOS, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
      expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(
        await plain.text(),
      );
      const small = await get('/api/matching?location=Nowhereville', {
        'accept-encoding': 'gzip',
      });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(await small.json()).toEqual({
        results: [],
        total: 0,
        totalCapped: false,
        nextOffset: null,
      });
    });

    it('gives a signed-in reader the same bytes, kept out of shared caches', async () => {
      const volunteer = await signedInVolunteer(t);
      const anonymous = await get('/api/matching?topic=Maths');
      const signedIn = await get('/api/matching?topic=Maths', {}, volunteer.cookie);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
      expect(await signedIn.text()).toBe(await anonymous.text());
    });
  });

  describe('a write that changes them is seen at once', () => {
    it('publishing, editing and unpublishing a matching profile', async () => {
      const ngo = await signedInNgo(t, { location: TOWN });
      const list = await current(NGOS);
      const town = await current(IN_TOWN);

      const id = await publishProfile(t, ngo.cookie, { location: TOWN });
      expect(onList(await expectChanged(NGOS, list.etag), id)).toBeDefined();
      expect(inResults(await expectChanged(IN_TOWN, town.etag), id)).toBeDefined();

      const published = await current(NGOS);
      await publishProfile(t, ngo.cookie, { location: TOWN, volunteersNeeded: 9 });
      expect(onList(await expectChanged(NGOS, published.etag), id)).toMatchObject({
        volunteersNeeded: 9,
      });

      const edited = { list: await current(NGOS), town: await current(IN_TOWN) };
      await publishProfile(t, ngo.cookie, { location: TOWN, published: false });
      expect(onList(await expectChanged(NGOS, edited.list.etag), id)).toBeUndefined();
      expect(inResults(await expectChanged(IN_TOWN, edited.town.etag), id)).toBeUndefined();
    });

    it('accepting a request (the listing becomes full) and ending the partnership', async () => {
      const ngo = await signedInNgo(t, { location: TOWN });
      const id = await publishProfile(t, ngo.cookie, { location: TOWN, volunteersNeeded: 1 });
      const volunteer = await signedInVolunteer(t, { location: TOWN });
      await acceptCode(t, volunteer.cookie);
      const request = await pendingRequest(t, volunteer.cookie, id);

      const open = { list: await current(NGOS), town: await current(IN_TOWN) };
      expect(onList(open.list.body, id)).toMatchObject({ full: false });
      expect((await act(t, ngo.cookie, request, 'accept')).status).toBe(200);
      expect(onList(await expectChanged(NGOS, open.list.etag), id)).toMatchObject({ full: true });
      expect(inResults(await expectChanged(IN_TOWN, open.town.etag), id)).toMatchObject({
        full: true,
      });

      const full = { list: await current(NGOS), town: await current(IN_TOWN) };
      expect((await act(t, volunteer.cookie, request, 'end')).status).toBe(200);
      expect(onList(await expectChanged(NGOS, full.list.etag), id)).toMatchObject({ full: false });
      expect(inResults(await expectChanged(IN_TOWN, full.town.etag), id)).toMatchObject({
        full: false,
      });
    });

    it('changes nothing public on a decline, a withdrawal or an NGO sign-up: still 304', async () => {
      const ngo = await signedInNgo(t, { location: TOWN });
      const id = await publishProfile(t, ngo.cookie, { location: TOWN });
      const [a, b] = [await signedInVolunteer(t), await signedInVolunteer(t)];
      await acceptCode(t, a.cookie);
      await acceptCode(t, b.cookie);
      const declined = await pendingRequest(t, a.cookie, id);
      const withdrawn = await pendingRequest(t, b.cookie, id);
      const before = { list: await current(NGOS), town: await current(IN_TOWN) };

      expect((await act(t, ngo.cookie, declined, 'decline')).status).toBe(200);
      expect((await act(t, b.cookie, withdrawn, 'withdraw')).status).toBe(200);
      // An NGO's sign-up makes no listing: it shows once its matching profile is published.
      const signUp = await send(t, 'POST', '/api/accounts/ngos', ngoInput({ location: TOWN }), {
        ip: nextIp(),
      });
      expect(signUp.status).toBe(201);

      expect((await revalidate(NGOS, before.list.etag)).status).toBe(304);
      expect((await revalidate(IN_TOWN, before.town.etag)).status).toBe(304);
    });

    it('a change made outside Setu waits for its NOTIFY (setu_public_reads)', async () => {
      const before = await current(IN_TOWN);
      await t.database.db.execute(sql`
        insert into ${ngoListings} (name, location, availability, topics, availability_times, topics_search)
        values ('Hand-made Trust', ${TOWN}, array['Monday'], array['Art'], array['11:00 AM - 12:00 PM'], 'art')`);
      // Still the kept answer: it comes from memory, not from the database.
      expect((await revalidate(IN_TOWN, before.etag)).status).toBe(304);

      await announcePublicChange(t.database.db);
      // On PostgreSQL the notice arrives on the app's own listening connection, a moment later.
      const after = await vi.waitFor(async () => {
        const res = await revalidate(IN_TOWN, before.etag);
        expect(res.status).toBe(200);
        return (await res.json()) as { results: { name: string }[] };
      });
      expect(after.results.map((r) => r.name)).toContain('Hand-made Trust');
    });
  });
});
