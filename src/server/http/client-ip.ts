import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import { CLIENT_IP_HEADER } from '../auth';
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
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    await next();
  });
}
