// Which headers each kind of answer carries (docs/decisions/0029-lean-first-loads.md): a
// hashed asset only its own and nosniff; a JSON answer of the API, errors included, the API set;
// documents, the API's files and other errors the whole set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/databases';
import { signedInVolunteer } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';

/** Every header a document or an API answer must carry, with its value where it is fixed. */
const DOCUMENT_HEADERS: Record<string, string | RegExp> = {
  'content-security-policy': /^default-src 'self'; script-src 'self';.*frame-ancestors 'none'$/,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'x-request-id': /^[\w-]+$/,
};

function expectDocumentHeaders(res: Response) {
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) {
    const actual = res.headers.get(name);
    if (typeof value === 'string') expect(actual, name).toBe(value);
    else expect(actual, name).toMatch(value);
  }
}

const SCRIPT = `export const words = ${JSON.stringify('setu '.repeat(400))};\n`;

describe.each(DB_KINDS)('response headers on %s', (kind) => {
  let t: TestApp;
  let secure: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-headers-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Setu</title>');
    fs.writeFileSync(path.join(distDir, 'assets/page-Ab12Cd34.js'), SCRIPT);
    fs.writeFileSync(path.join(distDir, 'assets/page-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(distDir, 'assets/tiny-Ef56Gh78.js'), 'export {};\n');
    t = await createTestApp(kind, { distDir });
    secure = await createTestApp(kind, {
      distDir,
      env: { PUBLIC_URL: 'https://setu.example.org' },
    });
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends a hashed asset with its type, caching, encoding, vary and nosniff only', async () => {
    const res = await send(t, 'GET', '/assets/page-Ab12Cd34.js', undefined, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'br',
      'content-length': String(brotliCompressSync(SCRIPT).byteLength),
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await res.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));
  });

  it('sends a small asset without a compressed copy with the same lean set, less the encoding', async () => {
    const res = await send(t, 'GET', '/assets/tiny-Ef56Gh78.js', undefined, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(Object.fromEntries(res.headers)).sort()).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'x-content-type-options',
    ]);
    expect(await res.text()).toBe('export {};\n');
  });

  it('keeps HSTS off assets and on documents when Setu is served over https', async () => {
    const asset = await send(secure, 'GET', '/assets/page-Ab12Cd34.js');
    expect(asset.headers.get('strict-transport-security')).toBeNull();
    const page = await send(secure, 'GET', '/');
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expectDocumentHeaders(page);
  });

  it('sends the document with the whole set, revalidated on every load', async () => {
    const res = await send(t, 'GET', '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expectDocumentHeaders(res);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers a missing asset like any other miss, with the whole set and no caching', async () => {
    const res = await send(t, 'GET', '/assets/gone-Zz99Yy88.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
    expectDocumentHeaders(res);
  });

  it('sends JSON answers of the API, errors included, with the API set and nothing meant for pages', async () => {
    for (const [method, url, status] of [
      ['GET', '/api/health', 200],
      ['GET', '/api/ngos', 200],
      ['GET', '/api/volunteer/dashboard', 401],
      ['GET', '/api/no-such-route', 404],
    ] as const) {
      const res = await send(t, method, url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy'), url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('x-request-id'), url).toMatch(/^[\w-]+$/);
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'permissions-policy',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(res.headers.get(pageOnly), `${url} ${pageOnly}`).toBeNull();
    }
  });

  it('sends a public read revalidated as unchanged (304) with the API set too', async () => {
    const first = await send(t, 'GET', '/api/ngos');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await send(t, 'GET', '/api/ngos', undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(again.headers.get('permissions-policy')).toBeNull();
    expect(again.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('keeps HSTS on JSON answers when Setu is served over https', async () => {
    const res = await send(secure, 'GET', '/api/health');
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends a file the API serves (a calendar) with the whole document set', async () => {
    const volunteer = await signedInVolunteer(t);
    const res = await send(t, 'GET', '/api/requests/schedule.ics', undefined, {
      cookie: volunteer.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expectDocumentHeaders(res);
  });

  it('keeps a caller’s plain request id and replaces one that is not', async () => {
    const kept = await send(t, 'GET', '/api/health', undefined, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await send(t, 'GET', '/api/health', undefined, {
      headers: { 'x-request-id': 'not allowed: spaces' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
