// Odd characters in a path's names: every API route with a parameter (an account's id, a
// session's, a document's), each method, signed in as each role, with a NUL, a control, a line
// break or a bidi override where the name goes. None names anything, so each answers the 404 of
// an unknown path. PostgreSQL refuses NUL in text: an operator's decision on an NGO named
// "%00" used to reach it and answer 500 (src/server/http/readable-path.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE } from '../../src/server/http/errors';
import { VERIFICATION_MESSAGES } from '../../src/shared/ngo-verification';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { nextIp } from '../support/factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import { apiRoutes, createTestApp, send, WRITE_METHODS, type TestApp } from '../support/test-app';

const ODD_NAMES = [
  { what: 'NUL', segment: '%00' },
  { what: 'NUL inside a name', segment: 'abc%00def' },
  { what: 'a bell', segment: '%07' },
  { what: 'a line break', segment: 'abc%0A' },
  { what: 'a right-to-left override', segment: '%E2%80%AEabc' },
];

/** Every API route that names something in its path, once per method. */
const routesWithNames = (t: TestApp) =>
  apiRoutes(t, ['GET', ...WRITE_METHODS]).filter((route) => route.path.includes('/:'));

describe.each(DB_KINDS)('odd characters in API paths on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string | undefined> = { anonymous: undefined };

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies.volunteer = (await signedInVolunteer(t)).cookie;
    cookies.ngo = (await signedInNgo(t)).cookie;
    const call: Send = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: nextIp() });
    cookies.operator = (await signInOperator(call, await createOperator(t.database.db))).cookie;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers the 404 of an unknown path, whoever asks, for every route and method', async () => {
    const routes = routesWithNames(t);
    // The routes the defect was found on are among them.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/operator/ngos/:uid/verify',
        'GET /api/operator/references/:uid',
        'POST /api/operator/accounts/:uid/suspend',
      ]),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      for (const { what, segment } of ODD_NAMES) {
        const path = route.path.replace(/:[A-Za-z]+/g, segment);
        for (const [role, cookie] of Object.entries(cookies)) {
          // A body the route would take, so nothing but the name stands in the way.
          const body = route.method === 'GET' ? undefined : { reason: 'Checked with the NGO.' };
          const res = await send(t, route.method, path, body, { cookie, ip: nextIp() });
          const answer = res.headers.get('content-type')?.includes('json')
            ? ((await res.json()) as { error?: string })
            : {};
          if (res.status !== 404 || answer.error !== NOT_FOUND_MESSAGE) {
            wrong.push(
              `${route.method} ${path} (${what}) as ${role}: ${res.status} ${answer.error}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still finds a name that is only unusual: a space, Hindi, a percent sign', async () => {
    // These reach the route, which answers that no such NGO is waiting for a decision.
    for (const segment of ['a%20b', '%E0%A4%B8%E0%A5%87%E0%A4%A4%E0%A5%81', '%25']) {
      const res = await send(t, 'POST', `/api/operator/ngos/${segment}/verify`, undefined, {
        cookie: cookies.operator,
        ip: nextIp(),
      });
      const answer = (await res.json()) as { error?: string };
      expect([res.status, answer.error], segment).toEqual([404, VERIFICATION_MESSAGES.notFound]);
    }
  });
});
