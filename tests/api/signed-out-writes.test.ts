// Someone signed out (a session ended on another device, a tab left open) who sends a form is
// told to log in, not that a field is wrong: every write route that needs an account answers 401
// before it reads the body (requireSignedIn in src/server/http/session.ts), and the operators'
// routes the 404 of an unknown path. The writes anyone may send are listed here, so a new route
// is one or the other on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/databases';
import { nextIp } from '../support/factories';
import { apiRoutes, createTestApp, send, WRITE_METHODS, type TestApp } from '../support/test-app';

/** Writes that need no account: signing up and in, links from emails, feedback, reports. */
const PUBLIC_WRITES = [
  'POST /api/accounts/confirm-email',
  'POST /api/accounts/login',
  'POST /api/accounts/logout',
  'POST /api/accounts/ngos',
  'POST /api/accounts/volunteers',
  'POST /api/accounts/password-reset',
  'POST /api/accounts/password-reset/check',
  'POST /api/accounts/password-reset/request',
  'POST /api/city-watch/stop',
  'POST /api/feedback',
  'POST /api/operator/auth/second-factor',
  'POST /api/operator/auth/sign-in',
  'POST /api/operator/auth/sign-out',
  'POST /api/reference-requests/answer',
  'POST /api/reports',
  // Connect on a sample listing answers its message to anyone (tests/api/requests-state.test.ts).
  'POST /api/requests',
  'POST /api/team-invitations/accept',
];

describe.each(DB_KINDS)('writes sent signed out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answer 401 before the body is read, unless anyone may send them', async () => {
    const routes = apiRoutes(t, WRITE_METHODS);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(PUBLIC_WRITES),
    );
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      const route = `${method} ${path}`;
      // A body no route takes: a route that read it first would answer 400.
      const res = await send(t, method, path.replace(/:[A-Za-z]+/g, '1'), {}, { ip: nextIp() });
      const { error } = (await res.json()) as { error?: string };
      const expected = PUBLIC_WRITES.includes(route)
        ? res.status !== 401
        : path.startsWith('/api/operator/')
          ? res.status === 404
          : res.status === 401 && error === 'Please log in to continue.';
      if (!expected) wrong.push(`${route}: ${res.status} ${error}`);
    }
    expect(wrong).toEqual([]);
  });
});
