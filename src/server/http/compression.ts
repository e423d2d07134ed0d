// Compression for answers worth it. hono/compress only skips a small answer when it carries a
// Content-Length, and c.json()/c.text() answers carry none, so it gzipped even `{"ok":true}`.
// knownLength() gives an in-memory answer its length first, for clients that take compression.
import { every } from 'hono/combine';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/**
 * Answers under 2 KB go uncompressed. gzip would save under 1 KB on them: less than one TCP
 * segment (1,460 bytes), inside the first round trip either way. Compressing costs ~0.2 ms of
 * CompressionStream per answer (measured, docs/decisions/0016-cached-public-reads.md), the
 * server CPU of about ten bare Hono answers. From 2 KB up it saves segments (the NGO list:
 * 5.2 KB → 1.8 KB).
 */
export const COMPRESS_MIN_BYTES = 2048;

const NO_BODY = new Set([101, 204, 205, 206, 304]);

/**
 * Marks a compressible answer as varying with Accept-Encoding, and reads an uncompressed
 * in-memory body once to set its Content-Length, so the threshold applies. The mark is set here,
 * on the answer's own headers: hono/compress sets it through Context#header, which rebuilds a
 * finished answer and has it sent as a stream, about a tenth of a signed-in read's time for a
 * client that takes no compression (bench/profile-api.ts, docs/performance.md 2026-11-28).
 */
function knownLength() {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') return;
    const res = c.res;
    if (NO_BODY.has(res.status)) return;
    const { headers } = res;
    if (headers.has('Content-Length') || headers.has('Content-Encoding')) return;
    if (headers.has('Transfer-Encoding')) return;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (!/accept-encoding/i.test(headers.get('Vary') ?? ''))
      headers.append('Vary', 'Accept-Encoding');
    if (!c.req.header('Accept-Encoding')) return;
    // Setu's JSON and text answers are built in memory (never streamed), so this copies a few KB.
    const bytes = new Uint8Array(await res.arrayBuffer());
    const sized = new Headers(headers);
    sized.set('Content-Length', String(bytes.byteLength));
    // Cleared first: assigning over an answer merges the old headers into the new one.
    c.res = undefined;
    c.res = new Response(bytes, { status: res.status, headers: sized });
  });
}

/** gzip or deflate for compressible answers of COMPRESS_MIN_BYTES or more. */
export function compression(minBytes = COMPRESS_MIN_BYTES) {
  return every(compress({ threshold: minBytes }), knownLength());
}
