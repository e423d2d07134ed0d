import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

/**
 * An answer given to a signed-in user, or one that sets or clears the session cookie, is about
 * that user: no browser or proxy cache may keep it (a shared computer's back button, a proxy
 * between volunteers). Set last, so it wins over a route's own caching header.
 */
export function noStoreForSessions() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.get('user') || c.res.headers.getSetCookie().length > 0) {
      c.header('Cache-Control', 'no-store');
    }
  });
}
