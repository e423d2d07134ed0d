// The request body limit, in a way the client can read the refusal. Answering 413 while the
// client is still sending makes Node close a socket with unread bytes: the kernel resets the
// connection and the client loses the answer ("fetch failed"). So the rest of the body is read
// and dropped first, up to a bound, and the answer closes the connection
// (docs/decisions/0012-oversized-bodies.md).
import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../shared/messages';
import type { AppEnv } from './env';
import { apiError } from './errors';

/**
 * How much of a refused body is read and dropped so the client can read the 413. Beyond it the
 * connection is closed at once: nobody can make the server read without end. (Time is bounded
 * by Node's requestTimeout.)
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

function tooLarge() {
  return apiError(413, MESSAGES.requestTooLarge, undefined, { connection: 'close' });
}

/** Reads and drops up to `budget` more bytes; true when the body ended within it. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
  try {
    for (let left = budget; ;) {
      const { done, value } = await reader.read();
      if (done) return true;
      left -= value.byteLength;
      if (left < 0) break;
    }
  } catch {
    // The client went away: nothing left to read.
    return true;
  }
  await reader.cancel().catch(() => {});
  return false;
}

/** The declared length, or null when the body is chunked (Transfer-Encoding wins, as in HTTP/1.1). */
function declaredLength(headers: Headers): number | null {
  if (headers.has('transfer-encoding')) return null;
  const value = headers.get('content-length');
  return value === null ? null : Number(value);
}

/** Refuses bodies over `maxBytes` with 413 `{ error }` and `Connection: close`. */
export function bodyLimit(maxBytes: number, drainBytes = MAX_DRAIN_BYTES) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A GET or HEAD framed without a body (neither header) has none. Saying so from the headers
    // spares most requests building the full Request object that .body needs (about 15% of a
    // cached public read's server CPU: docs/decisions/0016-cached-public-reads.md).
    const { headers } = c.req.raw;
    const method = c.req.method;
    if (
      (method === 'GET' || method === 'HEAD') &&
      !headers.has('transfer-encoding') &&
      !headers.has('content-length')
    ) {
      return next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = declaredLength(headers);
    if (declared !== null) {
      if (declared <= maxBytes) return next();
      // Known to be too large before a byte is read: drop it (if within the bound) unprocessed.
      if (declared <= drainBytes) await discard(body.getReader(), drainBytes);
      throw tooLarge();
    }
    // Chunked: keep what arrives up to the limit; past it, stop keeping and drop the rest.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discard(reader, drainBytes - size);
        throw tooLarge();
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    await next();
  });
}
