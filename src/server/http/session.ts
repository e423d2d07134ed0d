import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { accountSuspensions, ngoMembers, ngos, volunteers } from '../db/schema';
import type { SessionCache } from '../auth-sessions/session-cache';
import { apiError, codedError } from './errors';
import type { ActingNgo, AppEnv } from './env';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../shared/suspension-messages';
import { TEAM_CODES, TEAM_MESSAGES } from '../../shared/ngo-team';
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

/** The 403 for a signed-in user without the role a page is for. */
export function notForRole(role: AccountRole) {
  return apiError(
    403,
    role === 'volunteer' ? 'This page is for volunteers.' : 'This page is for NGOs.',
  );
}

/** What a request that needs an account answers, with 401, without a session. */
export const LOG_IN_MESSAGE = 'Please log in to continue.';

/** The server is the authority on roles: 401 without a session, 403 with the wrong role. */
export function requireRole(db: Db, role: AccountRole) {
  return createMiddleware<
    AppEnv & { Variables: { user: NonNullable<AppEnv['Variables']['user']> } }
  >(async (c, next) => {
    const user = signedInUser(c);
    if (!(await hasRole(db, user.id, role))) throw notForRole(role);
    await next();
  });
}

type UserCarrier = { get(key: 'user'): AppEnv['Variables']['user'] };

/** The signed-in user; 401 without a session. */
export function signedInUser(c: UserCarrier) {
  const user = c.get('user');
  if (!user) throw apiError(401, LOG_IN_MESSAGE);
  return user;
}

/**
 * 401 without a session before the body is read: someone signed out is told to sign in, not
 * that a field is wrong (tests/api/signed-out-writes.test.ts). Routes that take a body and need
 * an account put it before jsonBody.
 */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  signedInUser(c);
  await next();
});

/**
 * The NGO this user acts for and how: the owner (the ngos row is theirs) or a coordinator (a row
 * in ngo_members). The one place that answers it (docs/decisions/0036-ngo-team.md): NGO routes
 * read c.var.ngo (requireNgo) or signedInAccount, never the user's id as the NGO's. A
 * coordinator's membership is read on every request, never kept: removal must end it at once. A
 * coordinator of a suspended NGO is refused as suspended (the owner's sessions are gone already).
 */
export async function ngoActedFor(db: Db, userId: string): Promise<ActingNgo | null> {
  if (await hasRole(db, userId, 'ngo')) return { uid: userId, role: 'owner', actorUid: userId };
  const [member] = await db
    .select({
      ngoUid: ngoMembers.ngoUid,
      suspended: sql<boolean>`exists (select 1 from ${accountSuspensions} where ${accountSuspensions.userId} = ${ngoMembers.ngoUid})`,
    })
    .from(ngoMembers)
    .where(eq(ngoMembers.userId, userId))
    .limit(1);
  if (!member) return null;
  if (member.suspended) {
    throw codedError(403, SUSPENSION_MESSAGES.suspended, SUSPENSION_CODES.suspended);
  }
  return { uid: member.ngoUid, role: 'coordinator', actorUid: userId };
}

type NgoEnv = AppEnv & {
  Variables: { user: NonNullable<AppEnv['Variables']['user']>; ngo: ActingNgo };
};

/**
 * NGO routes: 401 without a session, 403 unless the user is the NGO's owner or one of its
 * coordinators; sets c.var.ngo. `ownerOnly` refuses coordinators (the team, verification, the
 * NGO's deletion).
 */
export function requireNgo(db: Db, options: { ownerOnly?: boolean } = {}) {
  return createMiddleware<NgoEnv>(async (c, next) => {
    const user = signedInUser(c);
    const ngo = await ngoActedFor(db, user.id);
    if (!ngo) throw notForRole('ngo');
    if (options.ownerOnly && ngo.role !== 'owner') {
      throw codedError(403, TEAM_MESSAGES.ownerOnly, TEAM_CODES.ownerOnly);
    }
    c.set('ngo', ngo);
    await next();
  });
}

/** Owner-only NGO routes (see requireNgo). */
export const requireNgoOwner = (db: Db) => requireNgo(db, { ownerOnly: true });

export interface SignedInAccount {
  /** The volunteer's uid, or the NGO's uid (for its owner and its coordinators alike). */
  uid: string;
  role: AccountRole;
  /** Who is signed in: the one to record as having acted. */
  actorUid: string;
  /** For an NGO: the owner or a coordinator. */
  teamRole: ActingNgo['role'] | null;
}

/** The signed-in account and its side, for routes both sides of a partnership use; 403 otherwise. */
export async function signedInAccount(db: Db, c: UserCarrier): Promise<SignedInAccount> {
  const user = signedInUser(c);
  if (await hasRole(db, user.id, 'volunteer')) {
    return { uid: user.id, role: 'volunteer', actorUid: user.id, teamRole: null };
  }
  const ngo = await ngoActedFor(db, user.id);
  if (ngo) return { uid: ngo.uid, role: 'ngo', actorUid: ngo.actorUid, teamRole: ngo.role };
  throw apiError(403, 'Please log in as a volunteer or an NGO.');
}

/** The NGO requireNgo resolved for this request (a route without requireNgo has none: 500). */
export function ngoOf(c: { get(key: 'ngo'): AppEnv['Variables']['ngo'] }): ActingNgo {
  const ngo = c.get('ngo');
  if (!ngo) throw new Error('ngoOf() on a route without requireNgo');
  return ngo;
}
