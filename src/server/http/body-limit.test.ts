import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { bodyLimit } from './body-limit';
import type { AppEnv } from './env';

const LIMIT = 10;
const DRAIN = 100;

/** A request body of `total` bytes in `chunk`-byte pieces that counts how much was read. */
function countedBody(total: number, chunk: number) {
  const sent = { bytes: 0, ended: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent.bytes >= total) {
          sent.ended = true;
          return controller.close();
        }
        const size = Math.min(chunk, total - sent.bytes);
        sent.bytes += size;
        controller.enqueue(new TextEncoder().encode('x'.repeat(size)));
      },
      // No read-ahead: `sent` is exactly what the server asked for.
    },
    { highWaterMark: 0 },
  );
  return { stream, sent };
}

function testApp() {
  const seen: string[] = [];
  const app = new Hono<AppEnv>();
  app.use('*', bodyLimit(LIMIT, DRAIN));
  app.post('/', async (c) => {
    seen.push(await c.req.text());
    return c.json({ ok: true });
  });
  app.onError((error) => {
    if (error instanceof HTTPException) return error.getResponse();
    throw error;
  });
  return { app, seen };
}

async function send(app: Hono<AppEnv>, body: ReadableStream<Uint8Array>, length?: number) {
  const headers: Record<string, string> =
    length === undefined ? {} : { 'content-length': String(length) };
  return app.request('/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(413);
  expect(res.headers.get('connection')).toBe('close');
  expect(await res.json()).toEqual({ error: MESSAGES.requestTooLarge });
}

describe('bodyLimit', () => {
  it('passes a chunked body within the limit to the route unchanged', async () => {
    const { app, seen } = testApp();
    const { stream } = countedBody(LIMIT, 3);
    expect((await send(app, stream)).status).toBe(200);
    expect(seen).toEqual(['x'.repeat(LIMIT)]);
  });

  it.each([
    ['a declared length', true],
    ['a chunked body', false],
  ])(
    'refuses %s over the limit with a 413 that closes the connection, after reading the body to its end',
    async (_, declared) => {
      const { app, seen } = testApp();
      const { stream, sent } = countedBody(DRAIN - 20, 7);
      await expectRefused(await send(app, stream, declared ? DRAIN - 20 : undefined));
      // Read to the end, so the server never closes a socket that still has unread bytes.
      expect(sent.ended).toBe(true);
      expect(seen).toEqual([]);
    },
  );

  it('stops reading a chunked body past the drain bound', async () => {
    const { app, seen } = testApp();
    const { stream, sent } = countedBody(10 * DRAIN, 7);
    await expectRefused(await send(app, stream));
    expect(sent.ended).toBe(false);
    expect(sent.bytes).toBeLessThanOrEqual(DRAIN + 7);
    expect(seen).toEqual([]);
  });

  it('does not read at all when the declared length is past the drain bound', async () => {
    const { app, seen } = testApp();
    const { stream, sent } = countedBody(10 * DRAIN, 7);
    await expectRefused(await send(app, stream, 10 * DRAIN));
    expect(sent.bytes).toBe(0);
    expect(seen).toEqual([]);
  });

  it('leaves the body of a GET framed without one untouched (no full Request is built)', async () => {
    let touched = 0;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      const raw = c.req.raw;
      // Counts reads of .body; everything else is the real request's.
      c.req.raw = new Proxy(raw, {
        get(target, key) {
          if (key === 'body') touched++;
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      await next();
    });
    app.use('*', bodyLimit(LIMIT, DRAIN));
    app.get('/', (c) => c.json({ ok: true }));
    expect((await app.request('/')).status).toBe(200);
    expect(touched).toBe(0);
    // A GET that declares a body still has it looked at (over HTTP it may carry one).
    await app.request('/', { headers: { 'content-length': '5' } });
    expect(touched).toBeGreaterThan(0);
  });
});
