// Login with a role, the current user, logout, the role guard, and the cost of unknown emails.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { createApp } from '../../src/server/app';
import { createAuth } from '../../src/server/auth-sessions/auth';
import type { AppEnv } from '../../src/server/http/env';
import { loadSession, requireRole } from '../../src/server/http/session';
import { createLogger } from '../../src/server/logger';
import { createSessionCache } from '../../src/server/auth-sessions/session-cache';
import { hashPassword, verifyPassword } from '../../src/server/accounts/password';
import { DB_KINDS } from '../support/databases';
import { api, cookiesFrom, createTestApp, send, type TestApp } from '../support/test-app';
import { login, rows, scalar, signUpNgo, signUpVolunteer } from './accounts-fixtures';
import { nextIp, strongPassword, uniqueEmail } from '../support/factories';

describe.each(DB_KINDS)('accounts login on %s', (kind) => {
  let t: TestApp;
  let volunteer: Awaited<ReturnType<typeof signUpVolunteer>>;
  let ngo: Awaited<ReturnType<typeof signUpNgo>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Passwords of their own: the NGO must not sign in with the volunteer's.
    volunteer = await signUpVolunteer(t, { fullName: 'Meera Nair', password: strongPassword() });
    ngo = await signUpNgo(t, { ngoName: 'Bal Vikas Trust', password: strongPassword() });
  });
  afterAll(() => t.close());

  const sessionsOf = (userId: string) =>
    scalar(t.database.db, sql`select count(*)::int from session where user_id = ${userId}`);

  it('logs a volunteer in: display name, user type, a session cookie that /me accepts', async () => {
    const res = await login(t, {
      userType: 'Volunteer',
      email: `  ${volunteer.email.toUpperCase()} `,
      password: volunteer.password,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: 'Meera Nair',
      userType: 'Volunteer',
      language: 'en',
    });
    const cookie = cookiesFrom(res);
    expect(cookie).toMatch(/better-auth\.session_token=/);

    const me = await api(t, { cookie }).accounts.me.$get();
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      user: 'Meera Nair',
      userType: 'Volunteer',
      language: 'en',
    });
  });

  it('logs an NGO in with its NGO name', async () => {
    const res = await login(t, { userType: 'NGO', email: ngo.email, password: ngo.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: 'Bal Vikas Trust',
      userType: 'NGO',
      language: 'en',
    });
    const me = await api(t, { cookie: cookiesFrom(res) }).accounts.me.$get();
    expect(await me.json()).toEqual({
      user: 'Bal Vikas Trust',
      userType: 'NGO',
      language: 'en',
    });
  });

  it('answers a wrong password, an unknown email and a malformed one alike: 401, no cookie', async () => {
    for (const body of [
      {
        userType: 'Volunteer' as const,
        email: volunteer.email,
        password: `${volunteer.password}x`,
      },
      { userType: 'NGO' as const, email: ngo.email, password: volunteer.password },
      {
        userType: 'Volunteer' as const,
        email: uniqueEmail('nobody'),
        password: volunteer.password,
      },
      { userType: 'Volunteer' as const, email: 'not-an-email', password: volunteer.password },
    ]) {
      const res = await login(t, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: MESSAGES.invalidCredentials });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('names no role with a wrong password, for either role, and counts it as a failure', async () => {
    const ip = nextIp();
    const failedBefore = await scalar(
      t.database.db,
      sql`select coalesce(sum(count), 0)::int from rate_limits where key like ${`sign-in-failed:ip:${ip}:%`}`,
    );
    for (const userType of ['Volunteer', 'NGO'] as const) {
      const res = await login(t, { userType, email: ngo.email, password: `${ngo.password}x` }, ip);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: MESSAGES.invalidCredentials });
    }
    // The right password with the wrong role is no failure: it leaves the count as it was.
    const right = await login(
      t,
      { userType: 'Volunteer', email: ngo.email, password: ngo.password },
      ip,
    );
    expect(right.status).toBe(404);
    expect(
      await scalar(
        t.database.db,
        sql`select coalesce(sum(count), 0)::int from rate_limits where key like ${`sign-in-failed:ip:${ip}:%`}`,
      ),
    ).toBe(failedBefore + 2);
  });

  it('asks for user type, email and password when any is missing', async () => {
    for (const body of [
      { email: volunteer.email, password: volunteer.password },
      { userType: 'Admin', email: volunteer.email, password: volunteer.password },
      { userType: 'Volunteer', email: '  ', password: volunteer.password },
      { userType: 'Volunteer', email: volunteer.email, password: '' },
      { userType: 'Volunteer', email: volunteer.email },
      {},
    ]) {
      const res = await send(t, 'POST', '/api/accounts/login', body, { ip: nextIp() });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: MESSAGES.loginMissing });
    }
  });

  it('refuses the wrong role with 404, names the right one, and leaves no session behind', async () => {
    const before = [await sessionsOf(volunteer.id), await sessionsOf(ngo.id)];
    for (const [account, userType, accountType] of [
      [volunteer, 'NGO', 'Volunteer'],
      [ngo, 'Volunteer', 'NGO'],
    ] as const) {
      const res = await login(t, { userType, email: account.email, password: account.password });
      expect(res.status).toBe(404);
      // The password was right, so the owner learns which role to pick.
      expect(await res.json()).toEqual({ error: MESSAGES.noProfile, accountType });
      expect(res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false);
      const me = await api(t, { cookie: cookiesFrom(res) }).accounts.me.$get();
      expect(me.status).toBe(401);
    }
    expect([await sessionsOf(volunteer.id), await sessionsOf(ngo.id)]).toEqual(before);
  });

  it('/me answers 401 without a session, with a forged cookie, and after logout', async () => {
    expect((await api(t).accounts.me.$get()).status).toBe(401);
    const forged = await api(t, {
      cookie: 'better-auth.session_token=forged.signature',
    }).accounts.me.$get();
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: expect.any(String) });

    const res = await login(t, {
      userType: 'Volunteer',
      email: volunteer.email,
      password: volunteer.password,
    });
    const cookie = cookiesFrom(res);
    const sessions = await sessionsOf(volunteer.id);
    const out = await api(t, { cookie }).accounts.logout.$post();
    expect(out.status).toBe(200);
    // The cookie is cleared and the session row is gone.
    expect(out.headers.getSetCookie().join('\n')).toMatch(/session_token=;.*Max-Age=0/i);
    expect(await sessionsOf(volunteer.id)).toBe(sessions - 1);
    expect((await api(t, { cookie }).accounts.me.$get()).status).toBe(401);
  });

  it('requireRole: 401 without a session, 403 with the wrong role, through with the right one', async () => {
    const guarded = new Hono<AppEnv>()
      .use(loadSession(createSessionCache(t.auth)))
      .get('/volunteer-only', requireRole(t.database.db, 'volunteer'), (c) =>
        c.json({ id: c.get('user').id }),
      )
      .get('/ngo-only', requireRole(t.database.db, 'ngo'), (c) => c.json({ id: c.get('user').id }));
    guarded.onError((error) => {
      if (error instanceof HTTPException) return error.getResponse();
      throw error;
    });
    const call = (path: string, cookie?: string) =>
      guarded.request(path, { headers: cookie ? { cookie } : {} });

    const asVolunteer = cookiesFrom(
      await login(t, {
        userType: 'Volunteer',
        email: volunteer.email,
        password: volunteer.password,
      }),
    );
    const asNgo = cookiesFrom(
      await login(t, { userType: 'NGO', email: ngo.email, password: ngo.password }),
    );

    expect((await call('/volunteer-only')).status).toBe(401);
    expect((await call('/ngo-only')).status).toBe(401);
    const wrong = await call('/ngo-only', asVolunteer);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: expect.any(String) });
    expect((await call('/volunteer-only', asNgo)).status).toBe(403);
    expect(await (await call('/volunteer-only', asVolunteer)).json()).toEqual({ id: volunteer.id });
    expect(await (await call('/ngo-only', asNgo)).json()).toEqual({ id: ngo.id });
  });

  it('runs argon2 once for an unknown email (a hash) as for a known one (a verify)', async () => {
    const calls = { hash: 0, verify: 0 };
    const auth = createAuth({
      db: t.database.db,
      config: t.config,
      secret: 'test-secret-'.padEnd(40, 'x'),
      password: {
        hash: (password) => {
          calls.hash++;
          return hashPassword(password);
        },
        verify: (data) => {
          calls.verify++;
          return verifyPassword(data);
        },
      },
    });
    const counted = {
      ...t,
      auth,
      app: createApp({
        config: t.config,
        database: t.database,
        logger: createLogger('silent'),
        mail: t.mail,
        auth,
      }),
    };
    const known = volunteer;
    const runs = async (email: string, password: string) => {
      calls.hash = 0;
      calls.verify = 0;
      const res = await login(counted, { userType: 'Volunteer', email, password });
      return { status: res.status, argon2: calls.hash + calls.verify, ...calls };
    };
    expect(await runs(uniqueEmail('ghost'), 'Whatever-123')).toEqual({
      status: 401,
      argon2: 1,
      hash: 1,
      verify: 0,
    });
    expect(await runs(known.email, 'Whatever-123')).toEqual({
      status: 401,
      argon2: 1,
      hash: 0,
      verify: 1,
    });
    expect(await runs(known.email, known.password)).toEqual({
      status: 200,
      argon2: 1,
      hash: 0,
      verify: 1,
    });
    // Both paths run argon2id with the same parameters: the stored hash carries them.
    const [row] = await rows<{ password: string }>(
      t.database.db,
      sql`select password from account where user_id = ${known.id}`,
    );
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('x')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
