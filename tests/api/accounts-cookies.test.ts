// The session cookie's flags and the 7-day sliding session.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_DAYS } from '../../src/server/auth';
import { DB_KINDS } from '../support/databases';
import { cookiesFrom, createTestApp, send, type TestApp } from '../support/test-app';
import { login, rows, signUpVolunteer, uniqueIp, volunteerInput } from './accounts-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => /session_token=[^;]+/.test(c));
  if (!cookie) throw new Error(`no session cookie in ${res.headers.getSetCookie().join(' | ')}`);
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
    const same = await send(t, 'GET', '/api/accounts/me', undefined, { cookie });
    expect(same.status).toBe(200);
    expect(same.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    // As if last refreshed two days ago: the next use gives it 7 days from now, and a new cookie.
    await t.database.db.execute(
      sql`update session set expires_at = now() + interval '5 days', updated_at = now() - interval '2 days' where token = ${token}`,
    );
    const slid = await send(t, 'GET', '/api/accounts/me', undefined, { cookie });
    expect(slid.status).toBe(200);
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
    expect((await send(t, 'GET', '/api/accounts/me', undefined, { cookie })).status).toBe(401);
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
    const input = await send(
      t,
      'POST',
      '/api/accounts/volunteers',
      { ...volunteerInput(), email: 'secure@example.org', password: 'Kq7-secure-pass' },
      { origin, ip: uniqueIp() },
    );
    expect(input.status).toBe(201);
    const res = await send(
      t,
      'POST',
      '/api/accounts/login',
      { userType: 'Volunteer', email: 'secure@example.org', password: 'Kq7-secure-pass' },
      { origin, ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    const { name, map } = attributes(sessionCookie(res));
    expect(name).toBe('__Secure-better-auth.session_token');
    expect(map.get('secure')).toBe(true);
    expect(map.get('httponly')).toBe(true);
    expect(String(map.get('samesite')).toLowerCase()).toBe('lax');
    expect(Number(map.get('max-age'))).toBe(SESSION_SECONDS);
    const me = await send(t, 'GET', '/api/accounts/me', undefined, {
      origin,
      cookie: cookiesFrom(res),
    });
    expect(me.status).toBe(200);
  });
});
