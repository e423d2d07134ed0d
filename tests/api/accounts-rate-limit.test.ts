// Setu's database rate limits on the accounts routes: per client address, per email, per account.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { createApp } from '../../src/server/app';
import { createAuth, WRAPPED_AUTH_PATHS } from '../../src/server/auth';
import { createLogger } from '../../src/server/logger';
import type { LimitRule } from '../../src/server/http/rate-limit';
import {
  FAILED_SIGN_IN_LIMIT,
  RESET_EMAIL_LIMIT,
  RESET_LIMIT,
  RESET_REQUEST_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
} from '../../src/server/routes/accounts';
import { DB_KINDS } from '../support/databases';
import { createTestApp, send, TEST_ORIGIN, type TestApp } from '../support/test-app';
import {
  countRows,
  login,
  rows,
  signUpVolunteer,
  strongPassword,
  uniqueEmail,
  uniqueIp,
  volunteerInput,
} from './accounts-fixtures';

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: MESSAGES.tooManyRequests });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Uses up a rule's budget for one address with cheap requests (they fail validation). */
async function exhaust(t: TestApp, path: string, rule: LimitRule, ip: string) {
  for (let i = 0; i < rule.limit; i++) {
    const res = await send(t, 'POST', path, {}, { ip });
    expect(res.status).toBe(400);
  }
}

describe.each(DB_KINDS)('accounts rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('exports modest rules', () => {
    for (const rule of [
      SIGN_IN_LIMIT,
      FAILED_SIGN_IN_LIMIT,
      SIGN_UP_LIMIT,
      RESET_REQUEST_LIMIT,
      RESET_EMAIL_LIMIT,
      RESET_LIMIT,
    ]) {
      expect(rule.limit).toBeGreaterThan(0);
      expect(rule.limit).toBeLessThanOrEqual(20);
      expect(rule.windowSeconds).toBeGreaterThanOrEqual(15 * 60);
    }
  });

  it("cannot be bypassed through better-auth's own endpoints under /api/auth", async () => {
    const v = await signUpVolunteer(t);
    const before = await countRows(t.database.db);
    const mails = t.outbox.length;
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: v.email, password: v.password }],
      [
        '/api/auth/sign-up/email',
        { email: uniqueEmail('direct'), password: strongPassword(), name: 'X' },
      ],
      ['/api/auth/request-password-reset', { email: v.email }],
      ['/api/auth/reset-password', { token: 'x'.repeat(24), newPassword: strongPassword() }],
      ['/api/auth/update-user', { name: 'Renamed' }],
      ['/api/auth/change-password', { currentPassword: v.password, newPassword: strongPassword() }],
    ] as const) {
      const res = await send(t, 'POST', path, body, { ip: uniqueIp() });
      expect(res.status, path).toBe(404);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    expect(await countRows(t.database.db)).toEqual(before);
    expect(t.outbox.length).toBe(mails);
    expect(WRAPPED_AUTH_PATHS).toEqual(
      expect.arrayContaining(['/sign-in/email', '/request-password-reset']),
    );
    // What Setu's own routes still use keeps working.
    const signedIn = await login(t, {
      userType: 'Volunteer',
      email: v.email,
      password: v.password,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = await send(t, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: v.email } });
  });

  it('limits sign-in per address: one address is stopped, another still logs in, across instances', async () => {
    const v = await signUpVolunteer(t);
    const attacker = uniqueIp();
    await exhaust(t, '/api/accounts/login', SIGN_IN_LIMIT, attacker);
    await expectLimited(
      await login(t, { userType: 'Volunteer', email: v.email, password: v.password }, attacker),
    );
    const other = await login(
      t,
      { userType: 'Volunteer', email: v.email, password: v.password },
      uniqueIp(),
    );
    expect(other.status).toBe(200);

    // A second instance on the same database (or this one after a restart) sees the same counts.
    const auth = createAuth({
      db: t.database.db,
      config: t.config,
      secret: 'another-instance-'.padEnd(40, 'y'),
      mailer: { send: async () => {} },
    });
    const second = createApp({
      config: t.config,
      database: t.database,
      logger: createLogger('silent'),
      mailer: { send: async () => {} },
      auth,
    });
    const viaSecond = { ...t, app: second, auth };
    await expectLimited(
      await login(
        viaSecond,
        { userType: 'Volunteer', email: v.email, password: v.password },
        attacker,
      ),
    );
    expect(
      (
        await login(
          viaSecond,
          { userType: 'Volunteer', email: v.email, password: v.password },
          uniqueIp(),
        )
      ).status,
    ).toBe(200);
  });

  it('limits sign-up per address, writing nothing once limited', async () => {
    const attacker = uniqueIp();
    await exhaust(t, '/api/accounts/volunteers', SIGN_UP_LIMIT, attacker);
    const before = await countRows(t.database.db);
    // Volunteer and NGO sign-ups share the budget.
    await expectLimited(
      await send(t, 'POST', '/api/accounts/volunteers', volunteerInput(), { ip: attacker }),
    );
    await expectLimited(await send(t, 'POST', '/api/accounts/ngos', {}, { ip: attacker }));
    expect(await countRows(t.database.db)).toEqual(before);
    const other = await send(t, 'POST', '/api/accounts/volunteers', volunteerInput(), {
      ip: uniqueIp(),
    });
    expect(other.status).toBe(201);
  });

  it('limits reset requests per address', async () => {
    const attacker = uniqueIp();
    for (let i = 0; i < RESET_REQUEST_LIMIT.limit; i++) {
      const res = await send(
        t,
        'POST',
        '/api/accounts/password-reset/request',
        { email: uniqueEmail('r') },
        { ip: attacker },
      );
      expect(res.status).toBe(200);
    }
    await expectLimited(
      await send(
        t,
        'POST',
        '/api/accounts/password-reset/request',
        { email: uniqueEmail('r') },
        { ip: attacker },
      ),
    );
    const other = await send(
      t,
      'POST',
      '/api/accounts/password-reset/request',
      { email: uniqueEmail('r') },
      { ip: uniqueIp() },
    );
    expect(other.status).toBe(200);
  });

  it('limits reset emails per address asked for, from any client address', async () => {
    const v = await signUpVolunteer(t);
    const mailsTo = () => t.outbox.filter((m) => m.to === v.email).length;
    for (let i = 0; i < RESET_EMAIL_LIMIT.limit; i++) {
      const res = await send(
        t,
        'POST',
        '/api/accounts/password-reset/request',
        { email: v.email.toUpperCase() },
        { ip: uniqueIp() },
      );
      expect(res.status).toBe(200);
    }
    expect(mailsTo()).toBe(RESET_EMAIL_LIMIT.limit);
    await expectLimited(
      await send(
        t,
        'POST',
        '/api/accounts/password-reset/request',
        { email: v.email },
        { ip: uniqueIp() },
      ),
    );
    expect(mailsTo()).toBe(RESET_EMAIL_LIMIT.limit);
    const otherEmail = await send(
      t,
      'POST',
      '/api/accounts/password-reset/request',
      { email: uniqueEmail('r') },
      { ip: uniqueIp() },
    );
    expect(otherEmail.status).toBe(200);
  });

  it('limits new-password submissions per address', async () => {
    const attacker = uniqueIp();
    for (let i = 0; i < RESET_LIMIT.limit; i++) {
      const res = await send(
        t,
        'POST',
        '/api/accounts/password-reset',
        { token: `guess-${i}`, password: strongPassword() },
        { ip: attacker },
      );
      expect(res.status).toBe(400);
    }
    await expectLimited(
      await send(
        t,
        'POST',
        '/api/accounts/password-reset',
        { token: 'guess', password: strongPassword() },
        { ip: attacker },
      ),
    );
    const other = await send(
      t,
      'POST',
      '/api/accounts/password-reset',
      { token: 'guess', password: strongPassword() },
      { ip: uniqueIp() },
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('limits failed sign-ins per account, from any address, counting failures only', async () => {
    const target = await signUpVolunteer(t);
    const bystander = await signUpVolunteer(t);
    const as = (password: string, email = target.email) =>
      login(t, { userType: 'Volunteer', email, password }, uniqueIp());

    // Successful logins do not count.
    for (let i = 0; i < 3; i++) expect((await as(target.password)).status).toBe(200);
    for (let i = 0; i < FAILED_SIGN_IN_LIMIT.limit - 1; i++)
      expect((await as('Wrong-password-1')).status).toBe(401);
    expect((await as(target.password)).status).toBe(200);

    // The last allowed failure, typed in another case; then even the right password waits.
    expect((await as('Wrong-password-1', target.email.toUpperCase())).status).toBe(401);
    await expectLimited(await as(target.password));
    await expectLimited(await as('Wrong-password-1'));
    // Other accounts are untouched.
    expect((await as(bystander.password, bystander.email)).status).toBe(200);
  });
  it('with TRUST_PROXY, keys by the address the proxy appended last, whatever the client claimed', async () => {
    const real = uniqueIp();
    for (let i = 0; i < SIGN_IN_LIMIT.limit; i++) {
      const res = await send(
        t,
        'POST',
        '/api/accounts/login',
        {},
        { ip: `${uniqueIp()}, ${real}` },
      );
      expect(res.status).toBe(400);
    }
    await expectLimited(
      await send(t, 'POST', '/api/accounts/login', {}, { ip: `${uniqueIp()}, ${real}` }),
    );
    expect(
      (await send(t, 'POST', '/api/accounts/login', {}, { ip: `${real}, ${uniqueIp()}` })).status,
    ).toBe(400);
    const keys = await rows<{ count: number }>(
      t.database.db,
      sql`select count from rate_limits where key = ${`sign-in:ip:${real}`}`,
    );
    expect(keys).toEqual([{ count: SIGN_IN_LIMIT.limit + 1 }]);
  });
  it('lets no more than the limit of parallel wrong guesses at one account through', async () => {
    const target = await signUpVolunteer(t);
    const answers = await Promise.all(
      Array.from({ length: FAILED_SIGN_IN_LIMIT.limit + 5 }, (_, i) =>
        login(
          t,
          { userType: 'Volunteer', email: target.email, password: `Wrong-guess-${i}` },
          uniqueIp(),
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAILED_SIGN_IN_LIMIT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    await expectLimited(
      await login(t, { userType: 'Volunteer', email: target.email, password: target.password }),
    );
  });
});

describe('the client address without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: every claimed address shares the socket bucket', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT.limit; i++) {
      const res = await send(t, 'POST', '/api/accounts/login', {}, { ip: uniqueIp() });
      expect(res.status).toBe(400);
    }
    await expectLimited(await send(t, 'POST', '/api/accounts/login', {}, { ip: uniqueIp() }));
    // app.request() has no socket, so the socket address is 'unknown': one bucket for all.
    const keys = await rows<{ key: string; count: number }>(
      t.database.db,
      sql`select key, count from rate_limits where key like 'sign-in:%'`,
    );
    expect(keys).toEqual([{ key: 'sign-in:ip:unknown', count: SIGN_IN_LIMIT.limit + 1 }]);
  });

  it('over a real socket, keys by the socket address', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      for (let i = 0; i < SIGN_IN_LIMIT.limit + 1; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/accounts/login`, {
          method: 'POST',
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            'x-forwarded-for': uniqueIp(),
          },
          body: '{}',
        });
        expect(res.status).toBe(i < SIGN_IN_LIMIT.limit ? 400 : 429);
      }
      const keys = await rows<{ key: string }>(
        t.database.db,
        sql`select key from rate_limits where key like 'sign-in:%' and key <> 'sign-in:ip:unknown'`,
      );
      expect(keys.map((k) => k.key)).toEqual([
        expect.stringMatching(/^sign-in:ip:(::ffff:)?127\.0\.0\.1$/),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
