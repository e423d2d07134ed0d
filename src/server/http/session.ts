import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { ngos, volunteers } from '../db/schema';
import { apiError } from './errors';
import type { AppEnv } from './env';

export type Role = 'volunteer' | 'ngo';

/** Loads the session if there is one; never fails the request. */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // No session cookie, no session: skip the database round trip (most public reads).
    if (!c.req.header('cookie')?.includes('session_token')) return next();
    const { headers, response: result } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    // Sliding sessions: when better-auth extends a session (once a day of use) it re-issues the
    // cookie with a fresh 7-day expiry; it goes out first, so a logout's clearing cookie wins.
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    if (result) {
      c.set('user', { id: result.user.id, email: result.user.email, name: result.user.name });
      c.set('sessionId', result.session.id);
    }
    await next();
  });
}

export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const rows =
    role === 'volunteer'
      ? await db
          .select({ id: volunteers.userId })
          .from(volunteers)
          .where(eq(volunteers.userId, userId))
          .limit(1)
      : await db.select({ id: ngos.uid }).from(ngos).where(eq(ngos.uid, userId)).limit(1);
  return rows.length > 0;
}

/** The server is the authority on roles: 401 without a session, 403 with the wrong role. */
export function requireRole(db: Db, role: Role) {
  return createMiddleware<
    AppEnv & { Variables: { user: NonNullable<AppEnv['Variables']['user']> } }
  >(async (c, next) => {
    const user = c.get('user');
    if (!user) throw apiError(401, 'Please log in to continue.');
    if (!(await hasRole(db, user.id, role))) {
      throw apiError(
        403,
        role === 'volunteer' ? 'This page is for volunteers.' : 'This page is for NGOs.',
      );
    }
    await next();
  });
}
