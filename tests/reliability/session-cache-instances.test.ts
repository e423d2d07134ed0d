// Two server processes on one PostgreSQL, as behind a load balancer, each keeping the sessions it
// resolved in memory (docs/decisions/0021-session-cache.md): a session ended through one stops
// working through the other within SESSION_STALE_BOUND_MS, also while the other's listening
// connection is down.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/server/change-notices/change-listener';
import { SESSION_STALE_BOUND_MS } from '../../src/server/auth-sessions/session-cache';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { startServer, type E2EServer } from '../support/e2e-server';
import { AUTH_SECRET_FOR_TESTS, post } from './support';
import { clientAddress, volunteerInput } from '../support/factories';

describe.runIf(TEST_DATABASE_URL)('sessions on two instances of one PostgreSQL', () => {
  let drop: () => Promise<void> = async () => {};
  let url = '';
  let database = '';
  let a: E2EServer;
  let b: E2EServer;
  let address = 0;

  /** An operator's statement on `connectionString` (psql). */
  async function run(connectionString: string | undefined, text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  /** From the maintenance database: the servers' one may refuse connections. */
  const admin = (text: string) => run(TEST_DATABASE_URL, text);

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    url = created.url;
    database = new URL(url).pathname.slice(1);
    const env = { DATABASE_URL: url, AUTH_SECRET: AUTH_SECRET_FOR_TESTS, TRUST_PROXY: 'true' };
    a = await startServer({ env });
    b = await startServer({ env });
  });
  afterAll(async () => {
    await admin(`alter database ${database} allow_connections true`).catch(() => {});
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
  });

  const from = () => ({ 'x-forwarded-for': clientAddress(100 + ++address) });

  /** A volunteer signed up through A. */
  async function volunteer() {
    const input = volunteerInput();
    expect((await post(a.url, '/api/accounts/volunteers', input, from())).status).toBe(201);
    return input;
  }

  /** Signs in through A; returns the cookies a browser would send back. */
  async function signIn(input: { email: string; password: string }) {
    const res = await post(
      a.url,
      '/api/accounts/login',
      { userType: 'Volunteer', email: input.email, password: input.password },
      from(),
    );
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  const dashboard = async (server: E2EServer, cookie: string) =>
    (await fetch(`${server.url}/api/volunteer/dashboard`, { headers: { cookie } })).status;

  const logOutOnA = async (cookie: string) =>
    expect((await post(a.url, '/api/accounts/logout', undefined, { cookie })).status).toBe(200);

  /** Polls B until the session answers 401, failing if it does not within the stated bound. */
  const endedOnB = (cookie: string) =>
    vi.waitFor(async () => expect(await dashboard(b, cookie)).toBe(401), {
      timeout: SESSION_STALE_BOUND_MS,
      interval: 50,
    });

  /** Sets a session row's expiry with the triggers off, so no notice tells the instances. */
  const quietlyExpire = (cookie: string, expiresAt: string) =>
    run(
      url,
      `begin; set local session_replication_role = replica;
       update session set expires_at = ${expiresAt} where token = '${tokenOf(cookie)}'; commit;`,
    );

  it('a logout through A ends the session through B, which had it in memory', async () => {
    const cookie = await signIn(await volunteer());
    expect(await dashboard(b, cookie)).toBe(200);
    // Expired behind Setu's back: B still answers from memory (so B keeps sessions, and what
    // follows is B hearing the logout, not B looking it up anyway).
    await quietlyExpire(cookie, `now() - interval '1 minute'`);
    expect(await dashboard(b, cookie)).toBe(200);
    await quietlyExpire(cookie, `now() + interval '7 days'`);

    await logOutOnA(cookie);
    await endedOnB(cookie);
  });

  it('a password reset through A ends every session of the account through B', async () => {
    const input = await volunteer();
    const first = await signIn(input);
    const second = await signIn(input);
    for (const cookie of [first, second, first, second])
      expect(await dashboard(b, cookie)).toBe(200);

    const asked = await post(
      a.url,
      '/api/accounts/password-reset/request',
      { email: input.email },
      from(),
    );
    expect(asked.status).toBe(200);
    const [link] = await run(
      url,
      `select v.identifier from verification v join "user" u on u.id = v.value
       where u.email = $1 and v.identifier like 'reset-password:%'`,
      [input.email],
    );
    const token = String(link!.identifier).slice('reset-password:'.length);
    const reset = await post(
      a.url,
      '/api/accounts/password-reset',
      { token, password: `${input.password}-new` },
      from(),
    );
    expect(reset.status).toBe(200);

    await endedOnB(first);
    await endedOnB(second);
  });

  it('while B cannot listen it keeps no session: a logout through A still ends it through B', async () => {
    const cookie = await signIn(await volunteer());
    expect(await dashboard(b, cookie)).toBe(200);
    // No new connection to the database (not even a superuser's), then the listening
    // connections of both instances are cut: they cannot come back until it is allowed again.
    await admin(`alter database ${database} allow_connections false`);
    try {
      const cut = await admin(
        `select application_name as name, pg_terminate_backend(pid) as done from pg_stat_activity
         where datname = '${database}' and application_name like '${LISTENER_APPLICATION_NAME} %'`,
      );
      expect(cut).toContainEqual({
        name: `${LISTENER_APPLICATION_NAME} ${b.process.pid}`,
        done: true,
      });
      await logOutOnA(cookie);
      await endedOnB(cookie);
    } finally {
      await admin(`alter database ${database} allow_connections true`);
    }

    // The listening connections come back, and B keeps sessions and hears of their end again.
    await vi.waitFor(
      async () =>
        expect(
          await admin(
            `select 1 from pg_stat_activity
             where datname = '${database}' and application_name like '${LISTENER_APPLICATION_NAME} %'`,
          ),
        ).toHaveLength(2),
      { timeout: 10_000, interval: 100 },
    );
    const again = await signIn(await volunteer());
    expect(await dashboard(b, again)).toBe(200);
    await logOutOnA(again);
    await endedOnB(again);
  });
});

/** The session token inside the signed session cookie (`token.signature`, URL-encoded). */
function tokenOf(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)![1]!;
  const token = decodeURIComponent(value).split('.')[0]!;
  // Interpolated into SQL above: better-auth's tokens are alphanumeric.
  if (!/^[A-Za-z0-9]+$/.test(token)) throw new Error(`unexpected session token ${token}`);
  return token;
}
