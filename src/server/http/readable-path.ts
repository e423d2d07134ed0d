// No name in an API path (an account's id, a session's, a certificate's code) holds a control
// character, a line break, a bidi control or half a character, and PostgreSQL refuses NUL in a
// query's text: a path segment with one names nothing, so it is a 404 before any route reads it
// (tests/api/odd-paths.test.ts).
import type { MiddlewareHandler } from 'hono';
import { textProblem } from '../../shared/text-rules';
import { notFound } from './errors';

/** A segment as the router hands it to a route: decoded, or as it came when it does not decode. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function unreadable(url: string): boolean {
  const segments = new URL(url).pathname.split('/');
  return segments.some((segment) => textProblem(decoded(segment), 'single-line'));
}

export function readablePath(): MiddlewareHandler {
  return async (c, next) => {
    // Every API request passes here. The URL parser has already percent-encoded any control
    // character, so a URL without "%" has nothing to decode and is not parsed again.
    if (c.req.url.includes('%') && unreadable(c.req.url)) throw notFound();
    await next();
  };
}
