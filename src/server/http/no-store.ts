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
    // On the answer itself: Context#header would rebuild the finished Response (its body read
    // into a stream again), which cost a signed-in read about a fifth of its time.
    const { headers } = c.res;
    if (c.get('user') || headers.getSetCookie().length > 0)
      headers.set('Cache-Control', 'no-store');
  });
}
