import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import { apiError } from './errors';
import type { AppEnv } from './env';

/**
 * What a document or an API answer carries: the page's policy (CSP, permissions, framing, opener,
 * referrer), and for answers the rules a browser applies to any response. Computed once; the
 * values are those hono/secure-headers gave with these options.
 */
export function documentHeaders(config: Config): ReadonlyArray<readonly [string, string]> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker and the web app manifest (docs/decisions/0049-installable-offline.md).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(config.secureCookies
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * What a JSON answer of the API carries: the rules a browser applies to any response (no
 * sniffing, no framing, no cross-origin embedding, HTTPS) and a policy that lets nothing load
 * should one be opened as a page. The document set's other headers (opener, agent cluster,
 * permissions, DNS prefetch, download and cross-domain policies, the XSS auditor) govern pages;
 * on JSON they were about 600 bytes of every answer, which a phone on a weak signal pays on each
 * request (docs/decisions/0029-lean-first-loads.md, "API answers").
 */
export function apiAnswerHeaders(config: Config): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(config.secureCookies
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ];
}

const REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The caller's X-Request-Id when it is a plain token, else a new UUID (as hono/request-id). */
export function requestId(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The request id (the caller's X-Request-Id when it is a plain token, else a new UUID, as
 * hono/request-id does) and the response's headers. A hashed, immutable asset that static
 * serving answered gets only its own headers and nosniff: over HTTP/1.1 every response's headers
 * travel in full, and the document set with the request id is about 1 KB per file, which each
 * first load paid once per script (docs/decisions/0029-lean-first-loads.md). A JSON answer of the
 * API, errors and bodiless answers included, gets the API set and the request id; everything
 * else (documents, and the API's files: PDFs, calendars, uploaded documents) the whole document
 * set.
 */
export function responseHeaders(config: Config) {
  const forDocuments = documentHeaders(config);
  const forApiAnswers = apiAnswerHeaders(config);
  return createMiddleware<AppEnv>(async (c, next) => {
    const id = requestId(c.req.header('X-Request-Id'));
    c.set('requestId', id);
    await next();
    // Set on the answer itself: Context#header would rebuild a finished Response each time.
    const { headers } = c.res;
    if (c.get('immutableAsset')) {
      headers.set('X-Content-Type-Options', 'nosniff');
      return;
    }
    // JSON, or no body at all (a 304 revalidating a public read, a 204): the API set.
    const type = headers.get('Content-Type');
    if (c.req.path.startsWith('/api/') && (!type || type.startsWith('application/json'))) {
      for (const [name, value] of forApiAnswers) headers.set(name, value);
      headers.set('X-Request-Id', id);
      return;
    }
    // A route that serves an uploaded file sets its own, stricter policy (default-src 'none',
    // sandbox: src/server/vetting-documents); it is kept.
    const ownPolicy = headers.get('Content-Security-Policy');
    for (const [name, value] of forDocuments) headers.set(name, value);
    if (ownPolicy?.startsWith("default-src 'none'"))
      headers.set('Content-Security-Policy', ownPolicy);
    headers.set('X-Request-Id', id);
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-origin state changes are refused: every POST/PUT/PATCH/DELETE must carry an Origin
 * (browsers always send one) from a trusted origin, the same rule better-auth applies.
 */
export function sameOriginWrites(trustedOrigins: string[]) {
  const allowed = new Set(trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!origin || !allowed.has(origin)) {
        throw apiError(403, 'Cross-origin requests are not allowed.');
      }
    }
    await next();
  });
}
