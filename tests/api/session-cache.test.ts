// Sessions answered from memory (docs/decisions/0021-session-cache.md): a signed-in request skips
// better-auth's look-up when the same cookies were resolved moments ago, and every way a session
// ends or changes drops it: at once on the instance that ended it, and on notice from the
// database's triggers (migration 0002) on every instance. Two instances on one PostgreSQL:
// tests/reliability/session-cache-instances.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_STALE_BOUND_MS } from '../../src/server/auth-sessions/session-cache';
import { DB_KINDS } from '../support/databases';
import { signedInVolunteer, signIn } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { resetTokenFrom } from './accounts-fixtures';
import { nextIp, strongPassword, TEST_PASSWORD } from '../support/factories';

const DASHBOARD = '/api/volunteer/dashboard';

describe.each(DB_KINDS)('session cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Sessions are kept only while change notices arrive; the listener starts with the app.
    const { cookie } = await signedInVolunteer(t);
    const lookups = vi.spyOn(t.auth.api, 'getSession');
    await vi.waitFor(async () => {
      await dashboard(cookie);
      const before = lookups.mock.calls.length;
      await dashboard(cookie);
      expect(lookups.mock.calls.length).toBe(before);
    });
    lookups.mockRestore();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const dashboard = (cookie: string) => send(t, 'GET', DASHBOARD, undefined, { cookie });
  const status = async (cookie: string) => (await dashboard(cookie)).status;

  /** Counts better-auth's session look-ups from now on. */
  function countLookups() {
    const spy = vi.spyOn(t.auth.api, 'getSession');
    return { count: () => spy.mock.calls.length };
  }

  /** Changes rows as if the triggers were not there: no notice reaches the cache. */
  const quietly = (statement: ReturnType<typeof sql>) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });

  it('answers a session from memory once resolved, for exactly the same cookies', async () => {
    const { cookie } = await signedInVolunteer(t);
    const lookups = countLookups();
    const first = await dashboard(cookie);
    expect(first.status).toBe(200);
    const second = await dashboard(cookie);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(lookups.count()).toBe(1);

    // Any other bytes are looked up, and a tampered signature is no session at all.
    const tampered = cookie.replace(
      /(session_token=[^;.]+\.)(.)/,
      (_, head: string, c: string) => head + (c === 'A' ? 'B' : 'A'),
    );
    expect(tampered).not.toBe(cookie);
    expect(await status(tampered)).toBe(401);
    expect(lookups.count()).toBe(2);
    expect(await status(`${cookie}; other=1`)).toBe(200);
    expect(lookups.count()).toBe(3);
  });

  it('logout: the same cookie answers 401 at once', async () => {
    const { cookie } = await signedInVolunteer(t);
    expect(await status(cookie)).toBe(200);
    expect(await status(cookie)).toBe(200);
    const out = await send(t, 'POST', '/api/accounts/logout', undefined, { cookie });
    expect(out.status).toBe(200);
    expect(await status(cookie)).toBe(401);
    expect((await send(t, 'GET', '/api/accounts/me', undefined, { cookie })).status).toBe(401);
  });

  it('password reset: every session of the account answers 401 at once', async () => {
    const { input, cookie } = await signedInVolunteer(t);
    const other = await signIn(t, 'Volunteer', input.email, TEST_PASSWORD);
    for (const c of [cookie, other, cookie, other]) expect(await status(c)).toBe(200);

    const sent = t.outbox.length;
    const asked = await send(
      t,
      'POST',
      '/api/accounts/password-reset/request',
      { email: input.email },
      { ip: nextIp() },
    );
    expect(asked.status).toBe(200);
    await vi.waitFor(() => expect(t.outbox.length).toBe(sent + 1));
    const token = resetTokenFrom(t.outbox.at(-1)!.text);
    // Nothing has ended yet: the request alone changes no session.
    expect(await status(cookie)).toBe(200);

    const reset = await send(
      t,
      'POST',
      '/api/accounts/password-reset',
      { token, password: strongPassword() },
      { ip: nextIp() },
    );
    expect(reset.status).toBe(200);
    expect(await status(cookie)).toBe(401);
    expect(await status(other)).toBe(401);
  });

  it('a session ended in SQL, as an operator would, ends within the bound', async () => {
    const { uid, cookie } = await signedInVolunteer(t);
    expect(await status(cookie)).toBe(200);
    await t.database.db.execute(sql`delete from session where user_id = ${uid}`);
    await vi.waitFor(async () => expect(await status(cookie)).toBe(401), {
      timeout: SESSION_STALE_BOUND_MS,
      interval: 20,
    });
  });

  it("a change to the user's row drops the user's kept sessions", async () => {
    const { uid, cookie } = await signedInVolunteer(t);
    expect(await status(cookie)).toBe(200);
    // The session ends without a notice, so only a dropped cache can tell...
    await quietly(
      sql`update session set expires_at = now() - interval '1 minute' where user_id = ${uid}`,
    );
    expect(await status(cookie)).toBe(200);
    // ...and the user's row changes, with one.
    await t.database.db.execute(sql`update "user" set name = name where id = ${uid}`);
    await vi.waitFor(async () => expect(await status(cookie)).toBe(401), {
      timeout: SESSION_STALE_BOUND_MS,
      interval: 20,
    });
  });

  it('a notice names one user: the sessions of others stay in memory', async () => {
    const a = await signedInVolunteer(t);
    const b = await signedInVolunteer(t);
    expect(await status(a.cookie)).toBe(200);
    expect(await status(b.cookie)).toBe(200);
    const lookups = countLookups();
    await t.database.db.execute(sql`delete from session where user_id = ${a.uid}`);
    await vi.waitFor(async () => expect(await status(a.cookie)).toBe(401), {
      timeout: SESSION_STALE_BOUND_MS,
      interval: 20,
    });
    const before = lookups.count();
    expect(await status(b.cookie)).toBe(200);
    expect(lookups.count()).toBe(before);
  });
});
