// A public read kept in memory as the exact bytes c.json would send, with its ETag and, when it
// is worth compressing, its gzip form made once rather than on every request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESS_MIN_BYTES } from '../http/compression';

const gzipAsync = promisify(gzip);
const encoder = new TextEncoder();

export interface CachedAnswer {
  /** JSON.stringify of the value, UTF-8 encoded once: byte for byte what c.json sends. */
  body: Uint8Array<ArrayBuffer>;
  /** Weak: the same for the plain and the gzip form, which carry the same JSON. */
  etag: string;
  gzip: Uint8Array<ArrayBuffer> | undefined;
  /** Bytes held, for the cache's size bound. */
  size: number;
}

export async function prepareAnswer(
  value: unknown,
  compressMinBytes = COMPRESS_MIN_BYTES,
): Promise<CachedAnswer> {
  // Bytes, not a string: the socket then takes them as they are, without encoding them again.
  const body = encoder.encode(JSON.stringify(value));
  // A hash of the content, not a counter: every instance gives the same data the same ETag, so a
  // revalidation answered by another instance behind the load balancer is still a 304.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const gzipped =
    body.byteLength >= compressMinBytes ? new Uint8Array(await gzipAsync(body)) : undefined;
  return {
    body,
    etag,
    gzip: gzipped,
    // The two forms, and about 200 bytes for the entry and its ETag.
    size: body.byteLength + (gzipped?.byteLength ?? 0) + 200,
  };
}

/** If-None-Match with weak comparison (RFC 9110 §13.1.2): any listed tag, or *, matches. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** True when the client takes gzip (a q=0 refuses it; "*" stands for it when not named). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((a) => a.type.toLowerCase() === 'gzip');
  const q = named ? named.q : (accepts.find((a) => a.type === '*')?.q ?? 0);
  return q > 0;
}

/** What a request gets of a kept answer: its status, its own headers and the bytes, if any. */
export type AnswerParts = {
  /** Lower-case names, as the answer goes out. */
  headers: [string, string][];
} & ({ status: 200; body: Uint8Array<ArrayBuffer> } | { status: 304; body: null });

/**
 * 304 when the client holds this version, else the body (gzip when it takes it). One rule for the
 * two ways an answer leaves: through Hono (sendAnswer) and before it (early-answers.ts).
 */
export function answerParts(
  answer: CachedAnswer,
  request: { ifNoneMatch: string | undefined; takesGzip: boolean },
): AnswerParts {
  // As before: browsers keep the answer but ask each time; with the ETag, asking is a 304.
  const headers: [string, string][] = [
    ['etag', answer.etag],
    ['cache-control', 'no-cache'],
  ];
  if (answer.gzip) headers.push(['vary', 'Accept-Encoding']);
  if (etagMatches(request.ifNoneMatch, answer.etag)) return { status: 304, headers, body: null };
  headers.push(['content-type', 'application/json']);
  const gzipped = request.takesGzip ? answer.gzip : undefined;
  if (gzipped) headers.push(['content-encoding', 'gzip']);
  const body = gzipped ?? answer.body;
  headers.push(['content-length', String(body.byteLength)]);
  return { status: 200, headers, body };
}

export function sendAnswer(c: Context, answer: CachedAnswer): Response {
  const { headers, body } = answerParts(answer, {
    ifNoneMatch: c.req.header('If-None-Match'),
    takesGzip: acceptsGzip(c.req.header('Accept-Encoding')),
  });
  for (const [name, value] of headers) c.header(name, value);
  return body ? c.body(body, 200) : c.body(null, 304);
}
