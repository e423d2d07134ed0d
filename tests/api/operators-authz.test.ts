// authorization walk: EVERY route under /api/operator/ (read from the app's own route
// list, so routes added later are walked too), except the sign-in itself (/api/operator/auth/*),
// answers a visitor, a volunteer, an NGO and an operator who has only typed the password with
// 401, 403 or 404, never 2xx. A fully signed-in operator passes the guard (positive control).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { cookieFrom, createOperator, signInOperator, type Send } from '../support/operators';
import { apiRoutes, createTestApp, send, WRITE_METHODS, type TestApp } from '../support/test-app';

/** The operator API's endpoints as the app registered them, with path parameters filled in. */
function operatorEndpoints(t: TestApp): { method: string; path: string }[] {
  const seen = new Set<string>();
  const endpoints: { method: string; path: string }[] = [];
  for (const route of apiRoutes(t, ['GET', ...WRITE_METHODS])) {
    if (!route.path.startsWith('/api/operator/') && route.path !== '/api/operator') continue;
    if (route.path.startsWith('/api/operator/auth/') || route.path === '/api/operator/auth') {
      continue;
    }
    // A parameter gets a value of the right shape for both a serial id and a uuid route.
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) =>
      /id$/i.test(name) ? '1' : 'x',
    );
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method: route.method, path });
  }
  return endpoints;
}

describe.each(DB_KINDS)('operator routes refuse everyone else on %s', (kind) => {
  let t: TestApp;
  let call: Send;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
  });
  afterAll(() => t.close());

  it('finds the operator routes in the app', () => {
    const paths = operatorEndpoints(t).map((e) => `${e.method} ${e.path}`);
    expect(paths).toContain('GET /api/operator/audit');
    expect(paths).toContain('GET /api/operator/overview');
    expect(paths).toContain('POST /api/operator/mail/1/retry');
    expect(paths.some((p) => p.startsWith('GET /api/operator/auth'))).toBe(false);
  });

  it('answers visitors, volunteers, NGOs and half-signed-in operators 401/403/404, never 2xx', async () => {
    const volunteer = await signedInVolunteer(t);
    const ngo = await signedInNgo(t);
    const operator = await createOperator(t.database.db);
    // Password only: the set-up step is waiting, no code was given.
    const half = await call('POST', '/api/operator/auth/sign-in', {
      email: operator.email,
      password: operator.password,
    });
    expect(half.status).toBe(200);
    const halfCookie = cookieFrom(half);

    const visitors: [string, string | undefined][] = [
      ['visitor', undefined],
      ['volunteer', volunteer.cookie],
      ['NGO', ngo.cookie],
      ['operator without the second factor', halfCookie],
    ];
    const endpoints = operatorEndpoints(t);
    const wrong: string[] = [];
    for (const { method, path } of endpoints) {
      for (const [who, cookie] of visitors) {
        const res = await call(method, path, method === 'GET' ? undefined : {}, cookie);
        if (![401, 403, 404].includes(res.status)) {
          wrong.push(`${method} ${path} as ${who}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets a signed-in operator through the guard, and counts what waits', async () => {
    const operator = await createOperator(t.database.db);
    const { cookie } = await signInOperator(call, operator);
    const res = await call('GET', '/api/operator/overview', undefined, cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      pendingNgoChecks: expect.any(Number),
      openReports: expect.any(Number),
      urgentReports: expect.any(Number),
      sessionDisagreements: expect.any(Number),
      undeliveredMail: expect.any(Number),
      waitingDocuments: expect.any(Number),
    });
    expect(body.urgentReports).toBeLessThanOrEqual(body.openReports);
  });
});
