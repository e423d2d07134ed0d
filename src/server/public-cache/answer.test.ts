import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, etagMatches, prepareAnswer, sendAnswer } from './answer';

describe('prepareAnswer', () => {
  it('keeps exactly the JSON text c.json sends, with a content-hash ETag', async () => {
    const value = { ngos: [{ id: 1, name: 'Āsha “Trust”', note: null }] };
    const a = await prepareAnswer(value);
    const b = await prepareAnswer(structuredClone(value));
    expect(Buffer.from(a.body).toString()).toBe(JSON.stringify(value));
    expect(a.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(b.etag).toBe(a.etag);
    expect((await prepareAnswer({ ngos: [] })).etag).not.toBe(a.etag);
  });

  it('makes a gzip form only from the threshold up, and it holds the same JSON', async () => {
    const small = await prepareAnswer({ text: 'x'.repeat(100) }, 1024);
    expect(small.gzip).toBeUndefined();
    const large = await prepareAnswer({ text: 'y'.repeat(4000) }, 1024);
    expect(large.gzip).toBeDefined();
    expect(gunzipSync(large.gzip!).toString()).toBe(Buffer.from(large.body).toString());
    expect(large.size).toBeGreaterThan(large.body.byteLength + large.gzip!.byteLength - 1);
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"zzz", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['W/"ab"', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['*', true],
    ['*;q=0.1, gzip;q=0', false],
    ['br', false],
    ['identity', false],
    [undefined, false],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('sendAnswer', () => {
  const answered = async (value: unknown, headers: Record<string, string>) => {
    const answer = await prepareAnswer(value, 1024);
    const app = new Hono().get('/', (c) => sendAnswer(c, answer));
    return { answer, res: await app.request('/', { headers }) };
  };

  it('answers 304 without a body to a client holding this version', async () => {
    const { answer, res } = await answered({ a: 1 }, { 'if-none-match': '"nope", W/"x"' });
    expect(res.status).toBe(200);
    const again = await answered({ a: 1 }, { 'if-none-match': answer.etag });
    expect(again.res.status).toBe(304);
    expect(again.res.headers.get('etag')).toBe(answer.etag);
    expect(again.res.headers.get('cache-control')).toBe('no-cache');
    expect(await again.res.text()).toBe('');
  });

  it('sends the plain JSON, or gzip to a client that takes it', async () => {
    const value = { text: 'z'.repeat(3000) };
    const plain = await answered(value, {});
    expect(plain.res.headers.get('content-type')).toBe('application/json');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.res.text()).toBe(JSON.stringify(value));
    const zipped = await answered(value, { 'accept-encoding': 'gzip, br' });
    expect(zipped.res.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.res.headers.get('etag')).toBe(plain.answer.etag);
    expect(gunzipSync(Buffer.from(await zipped.res.arrayBuffer())).toString()).toBe(
      JSON.stringify(value),
    );
  });
});
