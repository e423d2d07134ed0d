// Setu's database rate limits on the accounts routes: per client address, per email, per account.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { createApp } from '../../src/server/app';
import { createAuth, WRAPPED_AUTH_PATHS } from '../../src/server/auth-sessions/auth';
import { createLogger } from '../../src/server/logger';
import type { LimitRule } from '../../src/server/http/rate-limit';
import {
  DEVICE_SIGN_IN_LIMIT,
  FAILED_SIGN_IN_LIMIT,
  RESET_EMAIL_LIMIT,
  RESET_LIMIT,
  RESET_REQUEST_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
  UNTRUSTED_SIGN_IN_CEILING,
} from '../../src/server/accounts/account-routes';
import { DB_KINDS } from '../support/databases';
import {
  api,
  cookiesFrom,
  createTestApp,
  send,
  TEST_ORIGIN,
  type TestApp,
} from '../support/test-app';
import { countRows, login, resetTokenFrom, rows, signUpVolunteer } from './accounts-fixtures';
import { nextIp, strongPassword, uniqueEmail, volunteerInput } from '../support/factories';

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

/**
 * Another instance on the same database, as behind a load balancer: its own auth and app, the
 * same AUTH_SECRET (or another one, to show that limits do not depend on it).
 */
async function secondInstance(t: TestApp, secret?: string): Promise<TestApp> {
  const auth = createAuth({
    db: t.database.db,
    config: t.config,
    secret: secret ?? (await t.auth.$context).secret,
  });
  // One delivery for both instances: whichever wrote a mail, it lands in t.outbox.
  const app = createApp({
    config: t.config,
    database: t.database,
    logger: createLogger('silent'),
    mail: t.mail,
    auth,
  });
  return { ...t, app, auth };
}

/** `count` wrong guesses at one account, never more than an address may make. */
async function strangerFails(instances: TestApp[], email: string, count: number) {
  let ip = nextIp();
  for (let i = 0; i < count; i++) {
    if (i % FAILED_SIGN_IN_LIMIT.limit === 0) ip = nextIp();
    const res = await login(
      instances[i % instances.length]!,
      { userType: 'Volunteer', email, password: `Wrong-guess-${i}` },
      ip,
    );
    expect(res.status, `guess ${i}`).toBe(401);
  }
}

describe.each(DB_KINDS)('accounts rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('sizes limits per address for a hall of people, and keeps the per-account ones modest', () => {
    // Many people share one public address (docs/decisions/0025-shared-addresses.md).
    expect(SIGN_IN_LIMIT.limit).toBeGreaterThanOrEqual(2 * 200);
    expect(SIGN_UP_LIMIT.limit).toBeGreaterThanOrEqual(2 * 100);
    for (const rule of [RESET_REQUEST_LIMIT, RESET_LIMIT]) {
      expect(rule.limit).toBeGreaterThanOrEqual(100);
    }
    // Guessing at one account is stopped per account.
    for (const rule of [FAILED_SIGN_IN_LIMIT, DEVICE_SIGN_IN_LIMIT]) {
      expect(rule.limit).toBeGreaterThan(0);
      expect(rule.limit).toBeLessThanOrEqual(10);
      expect(rule.windowSeconds).toBeGreaterThanOrEqual(15 * 60);
    }
    // Ceilings per account only stop guessing spread over many addresses.
    expect(UNTRUSTED_SIGN_IN_CEILING.limit).toBeGreaterThanOrEqual(5 * FAILED_SIGN_IN_LIMIT.limit);
    for (const rule of [UNTRUSTED_SIGN_IN_CEILING, RESET_EMAIL_LIMIT]) {
      expect(rule.limit).toBeLessThanOrEqual(100);
      expect(rule.windowSeconds).toBeGreaterThanOrEqual(60 * 60);
    }
  });

  it('lets a hall on one address sign up and sign in, 100 people, while guesses at one account are refused', async () => {
    const hall = nextIp();
    const people = Array.from({ length: 100 }, (_, i) =>
      volunteerInput({ fullName: `Student ${i + 1}` }),
    );
    // A volunteer drive: everyone signs up from the hall's Wi-Fi within the hour, a few at a time.
    for (let i = 0; i < people.length; i += 5) {
      const answers = await Promise.all(
        people
          .slice(i, i + 5)
          .map((input) => api(t, { ip: hall }).accounts.volunteers.$post({ json: input })),
      );
      expect(
        answers.map((r) => r.status),
        `sign-ups ${i + 1}-${i + 5}`,
      ).toEqual([201, 201, 201, 201, 201]);
    }
    // Then everyone signs in from the same address; every fourth person mistypes first.
    for (let i = 0; i < people.length; i += 5) {
      const answers = await Promise.all(
        people.slice(i, i + 5).map(async ({ email, password }, j) => {
          if ((i + j) % 4 === 0) {
            const typo = await login(
              t,
              { userType: 'Volunteer', email, password: `${password}x` },
              hall,
            );
            expect(typo.status).toBe(401);
          }
          return login(t, { userType: 'Volunteer', email, password }, hall);
        }),
      );
      expect(
        answers.map((r) => r.status),
        `sign-ins ${i + 1}-${i + 5}`,
      ).toEqual([200, 200, 200, 200, 200]);
    }
    // A successful sign-in never counted against the address: only the typos did.
    const [address] = await rows<{ count: number }>(
      t.database.db,
      sql`select count from rate_limits where key = ${`sign-in:ip:${hall}`}`,
    );
    expect(address?.count).toBe(25);

    // Someone in the hall guesses at one account (its owner made no typo): refused after its
    // budget, right password too.
    const target = people[1]!;
    for (let i = 0; i < FAILED_SIGN_IN_LIMIT.limit; i++) {
      const res = await login(
        t,
        { userType: 'Volunteer', email: target.email, password: `Wrong-guess-${i}` },
        hall,
      );
      expect(res.status).toBe(401);
    }
    await expectLimited(
      await login(
        t,
        { userType: 'Volunteer', email: target.email, password: 'Wrong-guess-x' },
        hall,
      ),
    );
    await expectLimited(
      await login(
        t,
        { userType: 'Volunteer', email: target.email, password: target.password },
        hall,
      ),
    );
    // The rest of the hall still signs in; the owner does too, from another address.
    const neighbour = people[2]!;
    expect(
      (
        await login(
          t,
          { userType: 'Volunteer', email: neighbour.email, password: neighbour.password },
          hall,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await login(
          t,
          { userType: 'Volunteer', email: target.email, password: target.password },
          nextIp(),
        )
      ).status,
    ).toBe(200);
  }, 240_000);

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
      const res = await send(t, 'POST', path, body, { ip: nextIp() });
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
    const me = await api(t, { cookie }).accounts.me.$get();
    expect(me.status).toBe(200);
    // better-auth's session read would hand the raw token, IP and user agent to any script.
    const session = await send(t, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect(session.status).toBe(404);
    const body = await session.text();
    const token = decodeURIComponent(cookie.split('session_token=')[1]!.split(';')[0]!);
    expect(body).not.toContain(token.split('.')[0]);
    expect(JSON.parse(body)).toEqual({ error: 'Not found.' });
  });

  it('limits failed sign-ins per address: one address is stopped, another still logs in, across instances', async () => {
    const v = await signUpVolunteer(t);
    const attacker = nextIp();
    await exhaust(t, '/api/accounts/login', SIGN_IN_LIMIT, attacker);
    await expectLimited(
      await login(t, { userType: 'Volunteer', email: v.email, password: v.password }, attacker),
    );
    const other = await login(
      t,
      { userType: 'Volunteer', email: v.email, password: v.password },
      nextIp(),
    );
    expect(other.status).toBe(200);

    // A second instance on the same database (or this one after a restart) sees the same counts.
    const viaSecond = await secondInstance(t, 'another-instance-'.padEnd(40, 'y'));
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
          nextIp(),
        )
      ).status,
    ).toBe(200);
  });

  it('limits sign-up per address, writing nothing once limited', async () => {
    const attacker = nextIp();
    await exhaust(t, '/api/accounts/volunteers', SIGN_UP_LIMIT, attacker);
    const before = await countRows(t.database.db);
    // Volunteer and NGO sign-ups share the budget.
    await expectLimited(
      await api(t, { ip: attacker }).accounts.volunteers.$post({ json: volunteerInput() }),
    );
    await expectLimited(await send(t, 'POST', '/api/accounts/ngos', {}, { ip: attacker }));
    expect(await countRows(t.database.db)).toEqual(before);
    const other = await api(t, { ip: nextIp() }).accounts.volunteers.$post({
      json: volunteerInput(),
    });
    expect(other.status).toBe(201);
  });

  it('limits reset requests per address', async () => {
    const attacker = nextIp();
    for (let i = 0; i < RESET_REQUEST_LIMIT.limit; i++) {
      const res = await api(t, { ip: attacker }).accounts['password-reset'].request.$post({
        json: { email: uniqueEmail('r') },
      });
      expect(res.status).toBe(200);
    }
    await expectLimited(
      await api(t, { ip: attacker }).accounts['password-reset'].request.$post({
        json: { email: uniqueEmail('r') },
      }),
    );
    const other = await api(t, { ip: nextIp() }).accounts['password-reset'].request.$post({
      json: { email: uniqueEmail('r') },
    });
    expect(other.status).toBe(200);
  });

  it("does not let a stranger stop the owner's reset email; caps mail to an inbox", async () => {
    const v = await signUpVolunteer(t);
    const mailsTo = () => t.outbox.filter((m) => m.to === v.email).length;
    const ask = (ip: string, cookie?: string) =>
      api(t, { ip, cookie }).accounts['password-reset'].request.$post({
        json: { email: v.email.toUpperCase() },
      });
    const owner = cookiesFrom(
      await login(t, { userType: 'Volunteer', email: v.email, password: v.password }),
    );

    // A stranger asks for the owner's email from addresses of their own, up to the ceiling.
    let ip = nextIp();
    for (let i = 0; i < RESET_EMAIL_LIMIT.limit - 1; i++) {
      if (i % RESET_REQUEST_LIMIT.limit === 0) ip = nextIp();
      expect((await ask(ip)).status).toBe(200);
    }
    // The owner, even from a new device, still gets the link.
    const before = mailsTo();
    expect((await ask(nextIp())).status).toBe(200);
    expect(mailsTo()).toBe(before + 1);

    // Past the ceiling no one else may fill the inbox, but the owner's own browser still may.
    await expectLimited(await ask(nextIp()));
    expect(mailsTo()).toBe(before + 1);
    expect((await ask(nextIp(), owner)).status).toBe(200);
    expect(mailsTo()).toBe(before + 2);

    const otherEmail = await api(t, { ip: nextIp() }).accounts['password-reset'].request.$post({
      json: { email: uniqueEmail('r') },
    });
    expect(otherEmail.status).toBe(200);
  });

  it('limits new-password submissions per address', async () => {
    const attacker = nextIp();
    for (let i = 0; i < RESET_LIMIT.limit; i++) {
      const res = await api(t, { ip: attacker }).accounts['password-reset'].$post({
        json: { token: `guess-${i}`, password: strongPassword() },
      });
      expect(res.status).toBe(400);
    }
    await expectLimited(
      await api(t, { ip: attacker }).accounts['password-reset'].$post({
        json: { token: 'guess', password: strongPassword() },
      }),
    );
    const other = await api(t, { ip: nextIp() }).accounts['password-reset'].$post({
      json: { token: 'guess', password: strongPassword() },
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('limits failed sign-ins per account and address, counting failures only', async () => {
    const target = await signUpVolunteer(t);
    const bystander = await signUpVolunteer(t);
    const from = nextIp();
    const as = (password: string, email = target.email, ip = from) =>
      login(t, { userType: 'Volunteer', email, password }, ip);

    // Successful logins do not count, here or against the address.
    expect((await as(target.password)).status).toBe(200);
    for (let i = 0; i < FAILED_SIGN_IN_LIMIT.limit - 1; i++)
      expect((await as('Wrong-password-1')).status).toBe(401);
    expect((await as(target.password)).status).toBe(200);

    // The last allowed failure, typed in another case; then this address waits, right or wrong.
    expect((await as('Wrong-password-1', target.email.toUpperCase())).status).toBe(401);
    await expectLimited(await as(target.password));
    await expectLimited(await as('Wrong-password-1'));
    // Another address, and another account from this address, are untouched.
    expect((await as(target.password, target.email, nextIp())).status).toBe(200);
    expect((await as(bystander.password, bystander.email)).status).toBe(200);
  });

  it("a stranger's failures from many addresses, on two instances, do not lock the owner's browser out", async () => {
    const owner = await signUpVolunteer(t);
    const stranger = await signUpVolunteer(t);
    const b = await secondInstance(t);
    const as = (
      instance: TestApp,
      password: string,
      options: { ip?: string; cookie?: string } = {},
    ) =>
      api(instance, { ip: options.ip ?? nextIp(), cookie: options.cookie }).accounts.login.$post({
        json: { userType: 'Volunteer', email: owner.email, password },
      });

    // The owner's browser signed in before (on instance A) and keeps its cookies.
    const signedIn = await as(t, owner.password);
    expect(signedIn.status).toBe(200);
    const browser = cookiesFrom(signedIn);
    // The stranger's own account gives them a device cookie, but for their account only.
    const strangerJar = cookiesFrom(
      await login(t, { userType: 'Volunteer', email: stranger.email, password: stranger.password }),
    );

    await strangerFails([t, b], owner.email, UNTRUSTED_SIGN_IN_CEILING.limit);
    expect(UNTRUSTED_SIGN_IN_CEILING.limit).toBeGreaterThanOrEqual(50);

    // Guesses from new addresses are limited now, on either instance, right password or not.
    for (const instance of [t, b]) {
      await expectLimited(await as(instance, owner.password));
      await expectLimited(await as(instance, 'Wrong-guess-x'));
      await expectLimited(await as(instance, owner.password, { cookie: strangerJar }));
    }
    // The owner's browser signs in, on either instance, from wherever it is.
    for (const instance of [t, b]) {
      const res = await as(instance, owner.password, { cookie: browser });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        user: owner.fullName,
        userType: 'Volunteer',
        language: 'en',
      });
    }

    // A copied device cookie buys a few guesses, then it is a stranger's browser again.
    for (let i = 0; i < DEVICE_SIGN_IN_LIMIT.limit; i++) {
      expect((await as(i % 2 ? b : t, `Wrong-copy-${i}`, { cookie: browser })).status).toBe(401);
    }
    await expectLimited(await as(t, owner.password, { cookie: browser }));
    await expectLimited(await as(b, owner.password, { cookie: browser }));

    // A reset makes those guesses moot: the owner may sign in at once from a new device.
    const asked = await api(t, { ip: nextIp() }).accounts['password-reset'].request.$post({
      json: { email: owner.email },
    });
    expect(asked.status).toBe(200);
    const token = resetTokenFrom(t.outbox.filter((m) => m.to === owner.email).at(-1)!.text);
    const fresh = strongPassword();
    const reset = await api(t, { ip: nextIp() }).accounts['password-reset'].$post({
      json: { token, password: fresh },
    });
    expect(reset.status).toBe(200);
    expect((await as(b, fresh)).status).toBe(200);
  });

  it('with TRUST_PROXY, keys by the address the proxy appended last, whatever the client claimed', async () => {
    const real = nextIp();
    for (let i = 0; i < SIGN_IN_LIMIT.limit; i++) {
      const res = await send(t, 'POST', '/api/accounts/login', {}, { ip: `${nextIp()}, ${real}` });
      expect(res.status).toBe(400);
    }
    await expectLimited(
      await send(t, 'POST', '/api/accounts/login', {}, { ip: `${nextIp()}, ${real}` }),
    );
    expect(
      (await send(t, 'POST', '/api/accounts/login', {}, { ip: `${real}, ${nextIp()}` })).status,
    ).toBe(400);
    const keys = await rows<{ count: number }>(
      t.database.db,
      sql`select count from rate_limits where key = ${`sign-in:ip:${real}`}`,
    );
    expect(keys).toEqual([{ count: SIGN_IN_LIMIT.limit + 1 }]);
  });
  it('lets no more than the limits of parallel wrong guesses at one account through', async () => {
    const target = await signUpVolunteer(t);
    const guess = (i: number, ip: string) =>
      login(t, { userType: 'Volunteer', email: target.email, password: `Wrong-guess-${i}` }, ip);
    const statuses = async (answers: Promise<Response>[]) =>
      (await Promise.all(answers)).map((r) => r.status);

    // From one address: its budget for this account.
    const one = nextIp();
    const fromOne = await statuses(
      Array.from({ length: FAILED_SIGN_IN_LIMIT.limit + 3 }, (_, i) => guess(i, one)),
    );
    expect(fromOne.filter((s) => s === 401)).toHaveLength(FAILED_SIGN_IN_LIMIT.limit);
    expect(fromOne.filter((s) => s === 429)).toHaveLength(3);

    // From many addresses: the account's ceiling, less what the first address used.
    const left = UNTRUSTED_SIGN_IN_CEILING.limit - FAILED_SIGN_IN_LIMIT.limit;
    const fromMany = await statuses(Array.from({ length: left + 5 }, (_, i) => guess(i, nextIp())));
    expect(fromMany.filter((s) => s === 401)).toHaveLength(left);
    expect(fromMany.filter((s) => s === 429)).toHaveLength(5);
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
      const res = await send(t, 'POST', '/api/accounts/login', {}, { ip: nextIp() });
      expect(res.status).toBe(400);
    }
    await expectLimited(await send(t, 'POST', '/api/accounts/login', {}, { ip: nextIp() }));
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
            'x-forwarded-for': nextIp(),
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
