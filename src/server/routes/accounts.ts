import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

export function accountRoutes({ auth }: AppDeps) {
  return new Hono<AppEnv>().post('/logout', async (c) => {
    // better-auth revokes the session row and answers with the cookie-clearing headers.
    const res = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    for (const cookie of res.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ ok: true as const });
  });
}
