import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import { CLIENT_IP_HEADER } from '../auth-sessions/auth';
import type { AppEnv } from './env';

/**
 * The client's address: the socket's, or with TRUST_PROXY the address the proxy appended last to
 * X-Forwarded-For (earlier entries are whatever the client claimed). It is written into a header
 * that better-auth reads, replacing anything the client sent under that name.
 */
export function clientIp(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let ip = 'unknown';
    try {
      ip = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // app.request() in unit tests has no socket
    }
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for');
      const last = forwarded?.split(',').pop()?.trim();
      if (last) ip = last;
    }
    c.set('clientIp', ip);
    // better-auth reads the header only where Setu calls it for a write (sign-in, sign-up,
    // resets, sign-out: all POST). Writing it turns @hono/node-server's lazy request headers
    // into a full Headers object, a cost a read should not pay; a read that brings a header of
    // that name still has it replaced.
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.header(CLIENT_IP_HEADER) !== undefined) {
      c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    }
    await next();
  });
}
