// The session cookie's flags and the 7-day sliding session.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE_DAYS, DEVICE_COOKIE_PATH } from '../../src/server/accounts/device-cookie';
import { SESSION_DAYS } from '../../src/server/auth-sessions/auth';
import { FAILED_SIGN_IN_LIMIT } from '../../src/server/accounts/account-routes';
import { SESSION_STALE_BOUND_MS } from '../../src/server/auth-sessions/session-cache';
import { DB_KINDS } from '../support/databases';
import { api, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { login, rows, signUpVolunteer } from './accounts-fixtures';
import { nextIp, volunteerInput } from '../support/factories';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

function sessionCookie(res: { headers: Headers }): string {
  const cookie = res.headers.getSetCookie().find((c) => /session_token=[^;]+/.test(c));
  if (!cookie) throw new Error(`no session cookie in ${res.headers.getSetCookie().join(' | ')}`);
  return cookie;
}

function deviceCookie(res: { headers: Headers }): string {
  const cookie = res.headers.getSetCookie().find((c) => c.includes('setu_device_'));
  if (!cookie) throw new Error(`no device cookie in ${res.headers.getSetCookie().join(' | ')}`);
  return cookie;
}

function attributes(cookie: string) {
  const [pair, ...attrs] = cookie.split(';').map((s) => s.trim());
  const map = new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? true]));
  return { name: pair!.split('=')[0]!, map };
}

describe.each(DB_KINDS)('session cookie on %s', (kind) => {
  let t: TestApp;
  let v: Awaited<ReturnType<typeof signUpVolunteer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    v = await signUpVolunteer(t);
  });
  afterAll(() => t.close());

  it('is HttpOnly, SameSite=Lax, path /, 7 days, not Secure on http', async () => {
    const res = await login(t, { userType: 'Volunteer', email: v.email, password: v.password });
    expect(res.status).toBe(200);
    const { name, map } = attributes(sessionCookie(res));
    expect(name).toBe('better-auth.session_token');
    expect(map.get('httponly')).toBe(true);
    expect(String(map.get('samesite')).toLowerCase()).toBe('lax');
    expect(map.get('path')).toBe('/');
    expect(Number(map.get('max-age'))).toBe(SESSION_SECONDS);
    expect(map.has('secure')).toBe(false);
  });

  it('comes with a device cookie: HttpOnly, SameSite=Lax, accounts path only, long-lived', async () => {
    const res = await login(t, { userType: 'Volunteer', email: v.email, password: v.password });
    const cookie = deviceCookie(res);
    const { name, map } = attributes(cookie);
    expect(name).toMatch(/^setu_device_[\w-]+$/);
    expect(map.get('httponly')).toBe(true);
    expect(String(map.get('samesite')).toLowerCase()).toBe('lax');
    expect(map.get('path')).toBe(DEVICE_COOKIE_PATH);
    expect(Number(map.get('max-age'))).toBe(DEVICE_COOKIE_DAYS * 24 * 60 * 60);
    expect(DEVICE_COOKIE_DAYS).toBeGreaterThanOrEqual(180);
    expect(map.has('secure')).toBe(false);
    // It names no one: neither the email nor the account id appears in it.
    const [local] = v.email.split('@');
    expect(decodeURIComponent(cookie)).not.toContain(local);
    expect(decodeURIComponent(cookie)).not.toContain(v.id);
    // Logging out keeps it: the browser stays known to the account.
    const out = await api(t, { cookie: cookiesFrom(res) }).accounts.logout.$post();
    expect(out.headers.getSetCookie().some((c) => c.includes('setu_device_'))).toBe(false);
    // A failed or wrong-role sign-in gives none.
    const wrong = await login(t, { userType: 'Volunteer', email: v.email, password: 'Wrong-1x' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const role = await login(t, { userType: 'NGO', email: v.email, password: v.password });
    expect(role.status).toBe(404);
    expect(role.headers.getSetCookie().some((c) => c.includes('setu_device_'))).toBe(false);
  });

  it('keeps the session row for 7 days, and slides it forward once a day of use', async () => {
    const res = await login(t, { userType: 'Volunteer', email: v.email, password: v.password });
    const cookie = cookiesFrom(res);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const expiresAt = async () => {
      const [row] = await rows<{ expires_at: string | Date }>(
        t.database.db,
        sql`select expires_at from session where token = ${token}`,
      );
      return new Date(row!.expires_at).getTime();
    };
    expect(Math.abs((await expiresAt()) - (Date.now() + SESSION_DAYS * DAY_MS))).toBeLessThan(
      60_000,
    );

    // Used within a day of the last refresh: nothing changes.
    const same = await api(t, { cookie }).accounts.me.$get();
    expect(same.status).toBe(200);
    expect(same.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    // As if last refreshed two days ago: the next use gives it 7 days from now, and a new cookie.
    await t.database.db.execute(
      sql`update session set expires_at = now() + interval '5 days', updated_at = now() - interval '2 days' where token = ${token}`,
    );
    // A change made in SQL reaches the sessions the app keeps in memory by the database's
    // notice: within SESSION_STALE_BOUND_MS, normally milliseconds (docs/decisions/0021).
    const slid = await vi.waitFor(
      async () => {
        const res = await api(t, { cookie }).accounts.me.$get();
        expect(res.status).toBe(200);
        expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);
        return res;
      },
      { timeout: SESSION_STALE_BOUND_MS, interval: 20 },
    );
    expect(Math.abs((await expiresAt()) - (Date.now() + SESSION_DAYS * DAY_MS))).toBeLessThan(
      60_000,
    );
    const { map } = attributes(sessionCookie(slid));
    expect(Number(map.get('max-age'))).toBe(SESSION_SECONDS);
    expect(map.get('httponly')).toBe(true);

    // Past its expiry it is dead.
    await t.database.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where token = ${token}`,
    );
    await vi.waitFor(
      async () => expect((await api(t, { cookie }).accounts.me.$get()).status).toBe(401),
      { timeout: SESSION_STALE_BOUND_MS, interval: 20 },
    );
  });
});

describe('session cookie under https', () => {
  const origin = 'https://setu.example.org';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { PUBLIC_URL: origin } });
  });
  afterAll(() => t.close());

  it('is Secure with the __Secure- prefix, and that cookie opens the session', async () => {
    const input = await api(t, { origin, ip: nextIp() }).accounts.volunteers.$post({
      json: { ...volunteerInput(), email: 'secure@example.org', password: 'Kq7-secure-pass' },
    });
    expect(input.status).toBe(201);
    const res = await api(t, { origin, ip: nextIp() }).accounts.login.$post({
      json: { userType: 'Volunteer', email: 'secure@example.org', password: 'Kq7-secure-pass' },
    });
    expect(res.status).toBe(200);
    const { name, map } = attributes(sessionCookie(res));
    expect(name).toBe('__Secure-better-auth.session_token');
    expect(map.get('secure')).toBe(true);
    expect(map.get('httponly')).toBe(true);
    expect(String(map.get('samesite')).toLowerCase()).toBe('lax');
    expect(Number(map.get('max-age'))).toBe(SESSION_SECONDS);
    const device = attributes(deviceCookie(res));
    expect(device.name).toMatch(/^__Secure-setu_device_/);
    expect(device.map.get('secure')).toBe(true);
    expect(device.map.get('path')).toBe(DEVICE_COOKIE_PATH);
    const me = await api(t, { origin, cookie: cookiesFrom(res) }).accounts.me.$get();
    expect(me.status).toBe(200);
    // The prefixed device cookie is read back: this browser gets past the address's lock-out.
    const ip = nextIp();
    const attempt = (password: string, cookie?: string) =>
      api(t, { origin, ip, cookie }).accounts.login.$post({
        json: { userType: 'Volunteer', email: 'secure@example.org', password },
      });
    for (let i = 0; i < FAILED_SIGN_IN_LIMIT.limit; i++) {
      expect((await attempt('Wrong-secure-1')).status).toBe(401);
    }
    expect((await attempt('Kq7-secure-pass')).status).toBe(429);
    expect((await attempt('Kq7-secure-pass', cookiesFrom(res))).status).toBe(200);
  });
});
