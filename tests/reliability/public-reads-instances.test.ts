// Two server processes on one PostgreSQL, as behind a load balancer, each keeping the public
// reads in memory (docs/decisions/0016-cached-public-reads.md): a write through one is seen
// through the other within STALE_BOUND_MS, also while the other's listening connection is down.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/server/change-notices/change-listener';
import { STALE_BOUND_MS, STORE_POLICY } from '../../src/server/public-cache/public-reads';
import { REGISTERED_NGO_ID_OFFSET } from '../../src/server/ngo-profile/ngo-list-routes';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { startServer, type E2EServer } from '../support/e2e-server';
import { PROFILE } from '../api/requests-fixtures';
import { confirmEmailFromOutbox } from '../e2e/accounts-support';
import { AUTH_SECRET_FOR_TESTS, post } from './support';
import { clientAddress, ngoInput } from '../support/factories';

const TOWN = 'Twinpur';

describe.runIf(TEST_DATABASE_URL)('public reads on two instances of one PostgreSQL', () => {
  let drop: () => Promise<void> = async () => {};
  let url = '';
  let a: E2EServer;
  let b: E2EServer;
  let cookie = '';
  let listingId = 0;

  /** An operator's statement on `connectionString` (psql). */
  async function run(connectionString: string | undefined, text: string) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }
  /** From the maintenance database: the servers' one may refuse connections. */
  const sql = (text: string) => run(TEST_DATABASE_URL, text);

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    url = created.url;
    const env = { DATABASE_URL: url, AUTH_SECRET: AUTH_SECRET_FOR_TESTS, TRUST_PROXY: 'true' };
    a = await startServer({ env });
    b = await startServer({ env });

    const ngo = ngoInput({ location: TOWN });
    const address = { 'x-forwarded-for': clientAddress(40) };
    const since = Date.now();
    expect((await post(a.url, '/api/accounts/ngos', ngo, address)).status).toBe(201);
    // Publishing waits for the confirmed address: the link from A's outbox.
    await confirmEmailFromOutbox(a, ngo.email, since);
    const login = await post(
      a.url,
      '/api/accounts/login',
      { userType: 'NGO', email: ngo.email, password: ngo.password },
      address,
    );
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await sql(`alter database ${new URL(url).pathname.slice(1)} allow_connections true`).catch(
      () => {},
    );
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
  });

  /** Saves the NGO's matching profile through instance A. */
  async function saveProfileOnA(published: boolean) {
    const res = await fetch(`${a.url}/api/ngo-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: a.url, cookie },
      body: JSON.stringify({ ...PROFILE, location: TOWN, published }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { profile: { id: number } }).profile.id;
  }

  async function read(server: E2EServer, path: string, etag?: string) {
    const res = await fetch(`${server.url}${path}`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    return {
      status: res.status,
      etag: res.headers.get('etag')!,
      body: res.status === 200 ? ((await res.json()) as Record<string, { id: number }[]>) : null,
    };
  }

  const listed = (body: Record<string, { id: number }[]> | null, key: string, id: number) =>
    body![key]!.some((n) => n.id === id);

  /** Polls B until `check` holds, failing if it does not within the stated bound. */
  const seenOnB = <T>(check: () => Promise<T>) =>
    vi.waitFor(check, { timeout: STALE_BOUND_MS, interval: 50 });

  it('a profile published through A shows through B; 304 while unchanged, a new ETag after', async () => {
    const list = await read(b, '/api/ngos');
    const town = await read(b, `/api/matching?location=${TOWN}`);
    expect((await read(b, '/api/ngos', list.etag)).status).toBe(304);
    expect((await read(b, `/api/matching?location=${TOWN}`, town.etag)).status).toBe(304);
    // The same data has the same ETag on both instances.
    expect((await read(a, '/api/ngos', list.etag)).status).toBe(304);

    // A listing written behind Setu's back, without a NOTIFY: B, trusting its notices, keeps
    // its answer past the short life it would have without them (so B listens).
    await run(
      url,
      `insert into ngo_listings (name, location, availability, topics, availability_times, topics_search)
       values ('Quiet Trust', '${TOWN}', array['Monday'], array['Art'], array['11:00 AM - 12:00 PM'], 'art')`,
    );
    await new Promise((resolve) => setTimeout(resolve, STORE_POLICY.fallbackTtlMs + 500));
    expect((await read(b, `/api/matching?location=${TOWN}`, town.etag)).status).toBe(304);

    listingId = await saveProfileOnA(true);

    const after = await seenOnB(async () => {
      const now = await read(b, '/api/ngos', list.etag);
      expect(now.status).toBe(200);
      return now;
    });
    expect(after.etag).not.toBe(list.etag);
    expect(listed(after.body, 'ngos', REGISTERED_NGO_ID_OFFSET + listingId)).toBe(true);
    const found = await read(b, `/api/matching?location=${TOWN}`, town.etag);
    expect(found.status).toBe(200);
    expect(listed(found.body, 'results', listingId)).toBe(true);
    // A's NOTIFY dropped everything B kept, the quiet change too.
    expect(found.body!.results!.map((r) => (r as { name?: string }).name)).toContain('Quiet Trust');
    // Unchanged since: 304 on both, with B's new ETag.
    expect((await read(b, '/api/ngos', after.etag)).status).toBe(304);
    expect((await read(a, '/api/ngos', after.etag)).status).toBe(304);
  });

  it('still within the bound while B cannot listen: answers are kept only briefly', async () => {
    const database = new URL(url).pathname.slice(1);
    const town = await read(b, `/api/matching?location=${TOWN}`);
    expect(listed(town.body, 'results', listingId)).toBe(true);
    // No new connection to the database (not even a superuser's), then the listening
    // connections of both instances are cut: they cannot come back until it is allowed again.
    await sql(`alter database ${database} allow_connections false`);
    try {
      const cut = await sql(
        `select application_name as name, pg_terminate_backend(pid) as done from pg_stat_activity
         where datname = '${database}' and application_name like '${LISTENER_APPLICATION_NAME} %'`,
      );
      expect(cut).toContainEqual({
        name: `${LISTENER_APPLICATION_NAME} ${b.process.pid}`,
        done: true,
      });

      await saveProfileOnA(false);

      const after = await seenOnB(async () => {
        const now = await read(b, `/api/matching?location=${TOWN}`, town.etag);
        expect(now.status).toBe(200);
        return now;
      });
      expect(listed(after.body, 'results', listingId)).toBe(false);
    } finally {
      await sql(`alter database ${database} allow_connections true`).catch(() => {});
    }

    // The listening connections come back, and notices work again.
    await vi.waitFor(
      async () =>
        expect(
          await sql(
            `select 1 from pg_stat_activity
             where datname = '${database}' and application_name like '${LISTENER_APPLICATION_NAME} %'`,
          ),
        ).toHaveLength(2),
      { timeout: 10_000, interval: 100 },
    );
    const hidden = await read(b, '/api/ngos');
    await saveProfileOnA(true);
    const back = await seenOnB(async () => {
      const now = await read(b, '/api/ngos', hidden.etag);
      expect(now.status).toBe(200);
      return now;
    });
    expect(listed(back.body, 'ngos', REGISTERED_NGO_ID_OFFSET + listingId)).toBe(true);
  });
});
