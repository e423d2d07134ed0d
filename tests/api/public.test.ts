import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../src/server/db/schema';
import { PARTNER_NGOS } from '../../src/server/db/seed/partner-ngos';
import { FEEDBACK_LIMIT } from '../../src/server/feedback/feedback-routes';
import { MESSAGES } from '../../src/shared/messages';
import { DB_KINDS } from '../support/databases';
import { api, createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';

let counter = 0;
/** A fresh client address and email per test, so tests share nothing but the database. */
function unique() {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return { ip: `198.51.100.${counter}`, email: `Reader.${n}@Example.ORG` };
}

describe.each(DB_KINDS)('public API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const storedFor = (email: string) =>
    t.database.db.select().from(feedback).where(eq(feedback.email, email));

  describe('GET /api/ngos', () => {
    it('returns the 27 partner NGOs in id order with exactly the spec fields', async () => {
      const body = await expectJson(api(t).ngos.$get());
      expect(body.ngos).toHaveLength(27);
      expect(body.ngos.map((n) => n.id)).toEqual(PARTNER_NGOS.map((n) => n.id));
      for (const ngo of body.ngos) {
        expect(Object.keys(ngo).sort()).toEqual([
          'description',
          'id',
          'location',
          'name',
          'volunteersNeeded',
        ]);
      }
      expect(body.ngos).toEqual(PARTNER_NGOS);
    });
  });

  describe('POST /api/feedback', () => {
    it('stores valid feedback (trimmed, email lower-cased) and answers 201', async () => {
      const { ip, email } = unique();
      const body = await expectJson(
        api(t, { ip }).feedback.$post({
          json: { name: '  Asha Rao ', email, message: ' The matching page is great. ' },
        }),
        201,
      );
      expect(body.id).toEqual(expect.any(Number));
      const rows = await storedFor(email.toLowerCase());
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: body.id,
        name: 'Asha Rao',
        email: email.toLowerCase(),
        message: 'The matching page is great.',
      });
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    });

    it.each([
      ['all fields missing', {}, ['name', 'email', 'message']],
      ['blank fields', { name: '  ', email: '', message: '   ' }, ['name', 'email', 'message']],
      ['a malformed email', { name: 'Asha', email: 'not-an-email', message: 'Hello' }, ['email']],
      [
        'a message over the limit',
        { name: 'Asha', email: 'x@example.org', message: 'x'.repeat(5001) },
        ['message'],
      ],
      [
        'a name over the limit',
        { name: 'n'.repeat(101), email: 'x@example.org', message: 'Hi' },
        ['name'],
      ],
    ])(
      'refuses %s with 400 and per-field errors, storing nothing',
      async (_label, payload, fields) => {
        const { ip } = unique();
        const before = await t.database.db.select().from(feedback);
        const res = await send(t, 'POST', '/api/feedback', payload, { ip });
        expect(res.status).toBe(400);
        const body = await errorOf(res);
        expect(body.error).toEqual(expect.any(String));
        expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort());
        expect(await t.database.db.select().from(feedback)).toHaveLength(before.length);
      },
    );

    it('refuses a body over 64 KB with 413, storing nothing', async () => {
      const { ip, email } = unique();
      const res = await send(
        t,
        'POST',
        '/api/feedback',
        { name: 'Big', email, message: 'x'.repeat(65 * 1024) },
        { ip },
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(await storedFor(email.toLowerCase())).toHaveLength(0);
    });

    it('limits feedback per client address: 429 after the limit, other addresses still get through', async () => {
      const first = unique();
      for (let i = 0; i < FEEDBACK_LIMIT.limit; i++) {
        const ok = await send(
          t,
          'POST',
          '/api/feedback',
          { name: 'Ravi', email: first.email, message: `Note ${i}` },
          { ip: first.ip },
        );
        expect(ok.status).toBe(201);
      }
      const limited = await send(
        t,
        'POST',
        '/api/feedback',
        { name: 'Ravi', email: first.email, message: 'One too many' },
        { ip: first.ip },
      );
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: MESSAGES.tooManyRequests });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await storedFor(first.email.toLowerCase())).toHaveLength(FEEDBACK_LIMIT.limit);

      const second = unique();
      const other = await send(
        t,
        'POST',
        '/api/feedback',
        { name: 'Meena', email: second.email, message: 'From another address' },
        { ip: second.ip },
      );
      expect(other.status).toBe(201);
    });
  });
});
