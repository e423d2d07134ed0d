import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../src/server/db/schema';
import { DB_KINDS } from '../support/databases';
import { api, createTestApp, send, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('foundation API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports the database in /api/health', async () => {
    const res = await api(t).health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind, ok: true } });
  });

  it('sets security headers on every response (an API answer: the API set)', async () => {
    const res = await api(t).health.$get();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers malformed JSON with 400 and a JSON error', async () => {
    const res = await send(t, 'POST', '/api/feedback', '{"name":', {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const res = await api(t).feedback.$post({
      json: { name: 'A', email: 'a@example.org', message: 'x'.repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(await t.database.db.select().from(feedback)).toHaveLength(0);
  });

  it('refuses cross-origin writes', async () => {
    const res = await api(t, { origin: 'https://evil.example' }).feedback.$post({
      json: { name: 'A', email: 'a@example.org', message: 'hi' },
    });
    expect(res.status).toBe(403);
    const none = await api(t, { origin: null }).feedback.$post({
      json: { name: 'A', email: 'a@example.org', message: 'hi' },
    });
    expect(none.status).toBe(403);
    expect(await t.database.db.select().from(feedback)).toHaveLength(0);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await send(t, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found.' });
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https', async () => {
    const t = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://setu.example.org' } });
    try {
      const res = await api(t, { origin: 'https://setu.example.org' }).health.$get();
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await t.close();
    }
  });
});
