// Hostile and broken payloads on every accounts endpoint: always a 4xx with a JSON error, never a
// 5xx, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_BODY_BYTES } from '../../src/server/app';
import { MESSAGES } from '../../src/shared/messages';
import { DB_KINDS } from '../support/databases';
import { api, createTestApp, errorOf, send, type TestApp } from '../support/test-app';
import { countRows, scalar, signUpVolunteer } from './accounts-fixtures';
import { nextIp, ngoInput, volunteerInput } from '../support/factories';

const WRONG_TYPES: unknown[] = [123, -1.5, null, false, { nested: { deep: [1] } }, [1, { x: 1 }]];
const NOT_OBJECTS = ['"a string"', '123', 'null', 'true', '[]', '[{"email":"a@example.org"}]'];
const MALFORMED = [
  '{"email":',
  '{email: "a@example.org"}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  'undefined',
];

describe.each(DB_KINDS)('accounts bad input on %s', (kind) => {
  let t: TestApp;
  let existing: Awaited<ReturnType<typeof signUpVolunteer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    existing = await signUpVolunteer(t);
  });
  afterAll(() => t.close());

  const endpoints: { path: string; valid: () => Record<string, unknown>; optional: string[] }[] = [
    { path: '/api/accounts/volunteers', valid: () => ({ ...volunteerInput() }), optional: ['bio'] },
    { path: '/api/accounts/ngos', valid: () => ({ ...ngoInput() }), optional: ['website'] },
    {
      path: '/api/accounts/login',
      valid: () => ({ userType: 'Volunteer', email: existing.email, password: existing.password }),
      optional: [],
    },
    {
      path: '/api/accounts/password-reset/request',
      valid: () => ({ email: existing.email }),
      optional: [],
    },
    {
      path: '/api/accounts/password-reset',
      valid: () => ({ token: 'a'.repeat(24), password: 'A-fine-new-pass-1' }),
      optional: [],
    },
  ];

  async function snapshot() {
    return {
      ...(await countRows(t.database.db)),
      verification: await scalar(t.database.db, sql`select count(*)::int from verification`),
    };
  }

  async function expectRefused(
    path: string,
    body: string,
    label: string,
    contentType = 'application/json',
  ) {
    const res = await send(t, 'POST', path, body, {
      ip: nextIp(),
      headers: { 'content-type': contentType },
    });
    expect(res.status, `${path} ${label}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${path} ${label}`).toBeLessThan(500);
    expect(res.headers.get('content-type'), `${path} ${label}`).toMatch(/application\/json/);
    const json = await errorOf(res);
    expect(typeof json.error, `${path} ${label}`).toBe('string');
    if (res.status === 400 && label.startsWith('malformed')) {
      expect(json.error, `${path} ${label}`).toBe(MESSAGES.requestUnreadable);
    }
    return res.status;
  }

  for (const endpoint of endpoints) {
    it(`${endpoint.path}: malformed, oversized, non-object, wrong-typed and missing-field bodies`, async () => {
      const before = await snapshot();
      const mailsBefore = t.outbox.length;

      for (const body of MALFORMED)
        expect(await expectRefused(endpoint.path, body, `malformed ${body}`)).toBe(400);
      for (const body of NOT_OBJECTS)
        await expectRefused(endpoint.path, body, `not an object ${body}`);
      await expectRefused(endpoint.path, '', 'empty body');
      await expectRefused(
        endpoint.path,
        JSON.stringify(endpoint.valid()),
        'text/plain',
        'text/plain',
      );

      const huge = { ...endpoint.valid(), padding: 'x'.repeat(MAX_BODY_BYTES + 1) };
      expect(await expectRefused(endpoint.path, JSON.stringify(huge), 'oversized')).toBe(413);

      const valid = endpoint.valid();
      for (const field of Object.keys(valid)) {
        for (const wrong of WRONG_TYPES) {
          await expectRefused(
            endpoint.path,
            JSON.stringify({ ...valid, [field]: wrong }),
            `${field}=${JSON.stringify(wrong)}`,
          );
        }
        if (!endpoint.optional.includes(field)) {
          const { [field]: _dropped, ...missing } = valid;
          await expectRefused(endpoint.path, JSON.stringify(missing), `missing ${field}`);
        }
      }
      // Raw keys: an object literal's __proto__ would set the prototype, not send the key.
      const injected = JSON.stringify({ ...valid, email: { $ne: null } }).replace(
        /^\{/,
        '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},',
      );
      await expectRefused(endpoint.path, injected, 'prototype pollution and operator injection');

      expect(await snapshot()).toEqual(before);
      expect(t.outbox.length).toBe(mailsBefore);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  }

  it('refuses cross-origin and origin-less POSTs to every accounts endpoint with 403, writing nothing', async () => {
    const asVolunteer = await api(t, { ip: nextIp() }).accounts.login.$post({
      json: { userType: 'Volunteer', email: existing.email, password: existing.password },
    });
    expect(asVolunteer.status).toBe(200);
    const cookie = asVolunteer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const before = await snapshot();
    const mailsBefore = t.outbox.length;
    const writes = [
      ...endpoints.map((e) => ({ path: e.path, body: e.valid() })),
      { path: '/api/accounts/logout', body: {} },
    ];
    for (const { path, body } of writes) {
      for (const origin of [
        'https://evil.example',
        'http://localhost:3000.evil.example',
        'null',
        null,
      ]) {
        const res = await send(t, 'POST', path, body, { ip: nextIp(), origin, cookie });
        expect(res.status, `${path} from ${origin}`).toBe(403);
        expect(await res.json()).toEqual({ error: expect.any(String) });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(t.outbox.length).toBe(mailsBefore);
    // The session survived the cross-origin logout.
    expect((await api(t, { cookie }).accounts.me.$get()).status).toBe(200);
  });

  it('/api/accounts/logout ignores any body: never a 5xx, nothing written', async () => {
    const before = await snapshot();
    for (const body of [...MALFORMED, ...NOT_OBJECTS, 'x'.repeat(MAX_BODY_BYTES + 1)]) {
      const res = await send(t, 'POST', '/api/accounts/logout', body, { ip: nextIp() });
      expect(res.status, body.slice(0, 40)).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('/api/accounts/me ignores a query string and a forged cookie: 401 JSON', async () => {
    for (const cookie of [
      'better-auth.session_token=%00%ff',
      'better-auth.session_token=' + 'a'.repeat(4000),
      '=;;=',
    ]) {
      const res = await send(t, 'GET', '/api/accounts/me?user=admin&userType=NGO', undefined, {
        cookie,
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });
});
