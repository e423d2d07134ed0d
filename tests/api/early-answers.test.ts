// A kept public read is answered before Hono (src/server/public-cache/early-answers.ts,
// docs/decisions/0050-early-public-answers.md). These tests run the real server on a port and
// hold each early answer against the answer Hono gives the same request: a cookie that holds no
// session sends a request through Hono and changes nothing else in its answer.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { announcePublicChange } from '../../src/server/public-cache/channel';
import { MAX_TARGET_LENGTH } from '../../src/server/public-cache/public-reads';
import { startServer, type RunningServer } from '../../src/server/server';
import { createPostgresDatabase, DB_KINDS } from '../support/databases';
import { captureLogs } from '../support/log-capture';

const NGOS = '/api/ngos';
const SEARCH = '/api/matching?topic=Maths&day=Saturday';
/** Sends a request through Hono: no session in it, so nothing else in the answer changes. */
const THROUGH_HONO = { cookie: 'unrelated=1' };

interface Seen {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

describe.each(DB_KINDS)('public reads answered before Hono on %s', (kind) => {
  let server: RunningServer;
  let dataDir = '';
  let drop = async () => {};
  const logs = captureLogs();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-early-'));
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    };
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      env.DATABASE_URL = created.url;
      env.AUTH_SECRET = 'early-answers-test-secret-'.padEnd(48, 'x');
    }
    server = await startServer(loadConfig(env), {
      logger: logs.logger,
      mailer: { async send() {} },
    });
  });
  afterAll(async () => {
    await server?.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** node:http, not fetch: fetch asks for compression and undoes it, and hides header order. */
  function request(
    target: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<Seen & { id: string | undefined }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${server.url}${target}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          resolve({
            status: res.statusCode!,
            // The date and the request id differ from one answer to the next.
            headers: pairs.filter(([name]) => name !== 'date' && name !== 'x-request-id'),
            id: res.headers['x-request-id'] as string | undefined,
            body: Buffer.concat(chunks),
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  async function get(target: string, headers: Record<string, string> = {}): Promise<Seen> {
    const { id: _id, ...seen } = await request(target, headers);
    return seen;
  }

  /** The request answered early, and what Hono answers it. */
  async function earlyAndHono(target: string, headers: Record<string, string> = {}) {
    const before = server.earlyAnswers.answered();
    const early = await get(target, headers);
    expect(server.earlyAnswers.answered()).toBe(before + 1);
    const hono = await get(target, { ...headers, ...THROUGH_HONO });
    expect(server.earlyAnswers.answered()).toBe(before + 1);
    return { early, hono };
  }

  /** The request went on to Hono. */
  async function throughHono(target: string, headers: Record<string, string> = {}) {
    const before = server.earlyAnswers.answered();
    const seen = await get(target, headers);
    expect(server.earlyAnswers.answered()).toBe(before);
    return seen;
  }

  it('answers the second read of a target early, with what Hono answers it', async () => {
    // A target no other test asks for (the route reads no query): its first read is Hono's.
    const target = `${NGOS}?first-read`;
    const first = await throughHono(target);
    expect(first.status).toBe(200);
    const { early, hono } = await earlyAndHono(target);
    expect(early).toEqual(hono);
    expect(early.body.equals(first.body)).toBe(true);
    expect(Object.fromEntries(early.headers)).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'application/json',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('answers gzip to a client that takes it, and 304 to one holding this version', async () => {
    await get(NGOS);
    const zipped = await earlyAndHono(NGOS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.early).toEqual(zipped.hono);
    expect(Object.fromEntries(zipped.early.headers)['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(zipped.early.body).toString()) as { ngos: unknown[] };
    expect(json.ngos.length).toBeGreaterThan(0);

    const etag = Object.fromEntries(zipped.early.headers).etag!;
    const held = await earlyAndHono(NGOS, { 'if-none-match': etag });
    expect(held.early.status).toBe(304);
    expect(held.early).toEqual(held.hono);
    expect(held.early.body.byteLength).toBe(0);
  });

  it('keeps a search target apart from another order of the same query', async () => {
    await get(SEARCH);
    const { early, hono } = await earlyAndHono(SEARCH);
    expect(early).toEqual(hono);
    expect(JSON.parse(early.body.toString())).toHaveProperty('results');
    // The same search asked another way is Hono's until it has been answered once.
    const reordered = '/api/matching?day=Saturday&topic=Maths';
    expect((await throughHono(reordered)).body.equals(early.body)).toBe(true);
    expect((await earlyAndHono(reordered)).early.body.equals(early.body)).toBe(true);
  });

  it('leaves to Hono what the middleware treats otherwise', async () => {
    await get(NGOS);
    // deflate alone: hono/compress makes it.
    const deflated = await throughHono(NGOS, { 'accept-encoding': 'deflate' });
    expect(Object.fromEntries(deflated.headers)['content-encoding']).toBe('deflate');
    await throughHono(NGOS, { cookie: 'anything=1' });
    expect((await request(NGOS, {}, 'HEAD')).status).toBe(200);
    const before = server.earlyAnswers.answered();
    expect((await request(NGOS, {}, 'POST')).status).not.toBe(200);
    expect(server.earlyAnswers.answered()).toBe(before);
    await throughHono(`${NGOS}?page=2`);
    // A long target is not remembered: whatever a query carries besides, memory stays bounded.
    const padded = `${SEARCH}&pad=${'x'.repeat(MAX_TARGET_LENGTH)}`;
    expect((await throughHono(padded)).status).toBe(200);
    expect((await throughHono(padded)).status).toBe(200);
    // An invalid search is never kept, so it is never answered early.
    expect((await throughHono('/api/matching?day=Someday')).status).toBe(400);
    expect((await throughHono('/api/matching?day=Someday')).status).toBe(400);
  });

  it('logs each early answer with the request id, and the path without the query', async () => {
    await get(SEARCH);
    const before = server.earlyAnswers.answered();
    const seen = await request(SEARCH, { 'x-request-id': 'early-1' });
    expect(server.earlyAnswers.answered()).toBe(before + 1);
    expect(seen.id).toBe('early-1');
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        requestId: 'early-1',
        method: 'GET',
        path: '/api/matching',
        status: 200,
      }),
    );
    // Not a plain token: a new id, as Hono's path gives.
    expect((await request(SEARCH, { 'x-request-id': 'a b' })).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops answering early as soon as a change drops the kept answer', async () => {
    await get(NGOS);
    await earlyAndHono(NGOS);
    await server.database.db.transaction((tx) => announcePublicChange(tx));
    // The notice reaches this instance's listener; then Hono computes the answer again.
    await vi.waitFor(() => throughHono(NGOS), { timeout: 10_000, interval: 50 });
    await earlyAndHono(NGOS);
  });
});
