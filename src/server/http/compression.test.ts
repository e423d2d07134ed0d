import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, COMPRESS_MIN_BYTES } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `NGO number ${i}` })) };

function app() {
  return new Hono()
    .use('*', compression())
    .get('/small', (c) => c.json({ ok: true }))
    .get('/big', (c) => c.json(big))
    .get('/text', (c) => c.text('t'.repeat(COMPRESS_MIN_BYTES - 1)))
    .get('/no-transform', (c) => {
      c.header('Cache-Control', 'no-transform');
      return c.json(big);
    })
    .get('/status', (c) => c.body(null, 204));
}

const gzipClient = { 'accept-encoding': 'gzip, deflate, br' };

describe('compression', () => {
  it(`leaves a JSON answer under ${COMPRESS_MIN_BYTES} bytes uncompressed, with its length`, async () => {
    const res = await app().request('/small', { headers: gzipClient });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe('{"ok":true}');
  });

  it('leaves text just under the threshold uncompressed', async () => {
    const res = await app().request('/text', { headers: gzipClient });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.text()).length).toBe(COMPRESS_MIN_BYTES - 1);
  });

  it('gzips a larger answer for a client that takes gzip', async () => {
    const res = await app().request('/big', { headers: gzipClient });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toBe(JSON.stringify(big));
  });

  it('sends plain bytes to a client that takes no compression', async () => {
    const res = await app().request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(JSON.stringify(big));
  });

  it('marks every compressible answer as varying with Accept-Encoding, once', async () => {
    for (const headers of [{}, gzipClient]) {
      const small = await app().request('/small', { headers });
      expect(small.headers.get('vary')).toBe('Accept-Encoding');
    }
    const large = await app().request('/big', { headers: gzipClient });
    expect(large.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('respects no-transform and bodiless answers', async () => {
    const kept = await app().request('/no-transform', { headers: gzipClient });
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.text()).toBe(JSON.stringify(big));
    const empty = await app().request('/status', { headers: gzipClient });
    expect(empty.status).toBe(204);
    expect(empty.headers.get('content-encoding')).toBeNull();
  });
});
