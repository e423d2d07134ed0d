import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { ngos, volunteers } from '../db/schema';
import type { SessionCache } from '../auth-sessions/session-cache';
import { apiError } from './errors';
import type { AppEnv } from './env';
import type { AccountRole } from '../../shared/roles';

/**
 * Loads the session if there is one; never fails the request. From memory when this instance
 * resolved the same cookies moments ago (src/server/auth-sessions, docs/decisions/0021).
 */
export function loadSession(sessions: SessionCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { session, setCookies } = await sessions.resolve(c.req.raw.headers);
    // Sliding sessions: when better-auth extends a session (once a day of use) it re-issues the
    // cookie with a fresh 7-day expiry; it goes out first, so a logout's clearing cookie wins.
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
    if (session) {
      c.set('user', session.user);
      c.set('sessionId', session.sessionId);
    }
    await next();
  });
}

/**
 * Users known to hold a role, per database. A role never changes once its profile row exists:
 * sign-up writes it in the account's own transaction, and nothing deletes volunteers or ngos rows
 * (were a user deleted, its sessions would go with it, so no request would reach this). So a yes
 * is kept (bounded), and every guarded request after the first skips this query; a no is asked
 * again each time.
 */
const knownRoles = new WeakMap<Db, LRUCache<string, true>>();

export async function hasRole(db: Db, userId: string, role: AccountRole): Promise<boolean> {
  let known = knownRoles.get(db);
  if (!known) knownRoles.set(db, (known = new LRUCache<string, true>({ max: 50_000 })));
  const key = `${role}:${userId}`;
  if (known.get(key)) return true;
  const rows =
    role === 'volunteer'
      ? await db
          .select({ id: volunteers.userId })
          .from(volunteers)
          .where(eq(volunteers.userId, userId))
          .limit(1)
      : await db.select({ id: ngos.uid }).from(ngos).where(eq(ngos.uid, userId)).limit(1);
  if (rows.length === 0) return false;
  known.set(key, true);
  return true;
}

/** The server is the authority on roles: 401 without a session, 403 with the wrong role. */
export function requireRole(db: Db, role: AccountRole) {
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

type UserCarrier = { get(key: 'user'): AppEnv['Variables']['user'] };

/** The signed-in user; 401 without a session. */
export function signedInUser(c: UserCarrier) {
  const user = c.get('user');
  if (!user) throw apiError(401, 'Please log in to continue.');
  return user;
}

/** The signed-in user and their role, for routes both sides of a partnership use; 403 otherwise. */
export async function signedInAccount(
  db: Db,
  c: UserCarrier,
): Promise<{ uid: string; role: AccountRole }> {
  const user = signedInUser(c);
  if (await hasRole(db, user.id, 'volunteer')) return { uid: user.id, role: 'volunteer' };
  if (await hasRole(db, user.id, 'ngo')) return { uid: user.id, role: 'ngo' };
  throw apiError(403, 'Please log in as a volunteer or an NGO.');
}
