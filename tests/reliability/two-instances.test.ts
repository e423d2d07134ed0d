// Two server processes on one PostgreSQL, as behind a load balancer: a session made on one works
// on the other, rate-limit counts are shared, and a sign-up on one is visible on the other at once.
// The PostgreSQL part needs TEST_DATABASE_URL; CI sets it (.ci/run finds the local PostgreSQL).
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_SIGN_IN_LIMIT } from '../../src/server/accounts/sign-in-limits';
import { MESSAGES } from '../../src/shared/messages';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import {
  freePort,
  makeDataDir,
  ROOT,
  serverCommand,
  startServer,
  type E2EServer,
} from '../support/e2e-server';
import { AUTH_SECRET_FOR_TESTS, post } from './support';
import { clientAddress, volunteerInput } from '../support/factories';

describe('instances must share one secret', () => {
  it('refuses to start on PostgreSQL without AUTH_SECRET, naming the reason', async () => {
    const command = serverCommand();
    const child = spawn(process.execPath, command.args, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...command.env,
        PORT: String(await freePort()),
        DATA_DIR: makeDataDir('setu-nosecret-'),
        // Never reached: the configuration is refused before any connection is made.
        DATABASE_URL: 'postgres://setu@127.0.0.1:1/setu',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('AUTH_SECRET is required when DATABASE_URL is set');
  });
});

describe.runIf(TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let drop: () => Promise<void> = async () => {};
  let a: E2EServer;
  let b: E2EServer;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const env = {
      DATABASE_URL: created.url,
      AUTH_SECRET: AUTH_SECRET_FOR_TESTS,
      TRUST_PROXY: 'true',
    };
    // One after the other: the first migrates and seeds; the second finds it done.
    a = await startServer({ env });
    b = await startServer({ env });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
  });

  const login = (server: E2EServer, body: { email: string; password: string }, address: string) =>
    post(
      server.url,
      '/api/accounts/login',
      { userType: 'Volunteer', email: body.email, password: body.password },
      { 'x-forwarded-for': address },
    );

  it('sees a sign-up made on one instance on the other at once, and shares sessions', async () => {
    const volunteer = volunteerInput();
    const signUp = await post(a.url, '/api/accounts/volunteers', volunteer, {
      'x-forwarded-for': clientAddress(1),
    });
    expect(signUp.status).toBe(201);

    const onB = await login(b, volunteer, clientAddress(2));
    expect(onB.status).toBe(200);
    const cookie = onB.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // The session made on B works on A.
    const me = await fetch(`${a.url}/api/accounts/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      user: volunteer.fullName,
      userType: 'Volunteer',
      language: 'en',
    });
    const dashboard = await fetch(`${a.url}/api/volunteer/dashboard`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);

    // Logging out on A ends the session on B too.
    const logout = await fetch(`${a.url}/api/accounts/logout`, {
      method: 'POST',
      headers: { cookie, origin: a.url },
    });
    expect(logout.status).toBe(200);
    expect((await fetch(`${b.url}/api/accounts/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts failed sign-ins from one address across both instances', async () => {
    const volunteer = volunteerInput();
    expect(
      (
        await post(a.url, '/api/accounts/volunteers', volunteer, {
          'x-forwarded-for': clientAddress(3),
        })
      ).status,
    ).toBe(201);
    const address = clientAddress(4);
    const wrong = { ...volunteer, password: `${volunteer.password}-wrong` };
    // Successful sign-ins are not counted (a hall shares one address): many pass on both.
    for (let i = 0; i < 2 * FAILED_SIGN_IN_LIMIT.limit; i++) {
      expect((await login(i % 2 ? b : a, volunteer, address)).status).toBe(200);
    }
    // Failures are, in one window both instances share.
    let refusedAfter = 0;
    for (let i = 0; i < 4 * FAILED_SIGN_IN_LIMIT.limit; i++) {
      const res = await login(i % 2 ? b : a, wrong, address);
      if (res.status === 429) {
        const body = (await res.json()) as { error: string };
        expect(body.error).toBe(MESSAGES.tooManyRequests);
        break;
      }
      expect(res.status).toBe(401);
      refusedAfter++;
    }
    // Each instance alone would allow a full window of its own; shared, both together allow one.
    expect(refusedAfter).toBe(FAILED_SIGN_IN_LIMIT.limit);
    expect((await login(a, volunteer, address)).status).toBe(429);
    expect((await login(b, volunteer, address)).status).toBe(429);
    // Another address is not affected.
    expect((await login(b, volunteer, clientAddress(5))).status).toBe(200);
  });
});
