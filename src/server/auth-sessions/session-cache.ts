// A request's session from memory when this instance resolved the same cookies moments ago, else
// from better-auth (two round trips, an HMAC of the signed cookie); docs/decisions/0021. Every
// change to a session or its user in the database (logout, password reset, a refresh, expiry, an
// operator's SQL) reaches every instance as a notice from the triggers of migration 0002.
import { createHash } from 'node:crypto';
import { SESSION_DAYS, SESSION_REFRESH_AGE_SECONDS, type Auth } from './auth';
import { LISTENER_TIMING, type NoticeSubscriber } from '../change-notices/change-listener';
import { SessionStore, type CachedSession, type SessionStorePolicy } from './session-store';

export type { CachedSession } from './session-store';

/** The channel the session triggers (migration 0002) notify on; the payload is a user's id. */
export const SESSIONS_CHANNEL = 'setu_sessions';

/**
 * Notices drop a session on every instance as they arrive (milliseconds); maxAgeMs is only a net.
 * At about 300 bytes a session, 10,000 hold about 3 MB.
 */
export const SESSION_POLICY: SessionStorePolicy = { maxEntries: 10_000, maxAgeMs: 60_000 };

/**
 * The longest any instance goes on accepting a session after it ended: a silently dead listening
 * connection is found within a heartbeat and its timeout, and from then on nothing is kept.
 * Normally it is the NOTIFY's delivery, a few milliseconds; on the instance that ended it, none.
 */
export const SESSION_STALE_BOUND_MS =
  LISTENER_TIMING.heartbeatMs + LISTENER_TIMING.heartbeatTimeoutMs;

/**
 * How long a session read from the database may be answered from memory: never past its expiry,
 * and never up to the moment better-auth would refresh it (a sliding session, extended and its
 * cookie re-sent when used a day after its last refresh), so a kept session never skips a refresh.
 */
export function keepFor(expiresAt: Date, now: number): number {
  const expires = expiresAt.getTime();
  const refreshDue = expires - SESSION_DAYS * 86_400_000 + SESSION_REFRESH_AGE_SECONDS * 1000;
  return Math.min(expires, refreshDue) - now;
}

export interface ResolvedSession {
  session: CachedSession | null;
  /** Cookies better-auth set (a refresh, or clearing a dead session's cookie), to pass on. */
  setCookies: string[];
}

export interface SessionCache {
  resolve(headers: Headers): Promise<ResolvedSession>;
  /**
   * Drops a user's sessions on this instance at once. Every instance hears of a change from the
   * database's notice too; this is for the request that made it, whose next request may come
   * before that notice.
   */
  dropUser(userId: string): void;
  dropAll(): void;
  /** For the instance's change listener (src/server/change-notices). */
  notices: NoticeSubscriber;
}

export function createSessionCache(
  auth: Auth,
  options: { policy?: SessionStorePolicy } = {},
): SessionCache {
  const store = new SessionStore(options.policy ?? SESSION_POLICY);
  return {
    async resolve(headers) {
      const cookie = headers.get('cookie');
      // No session cookie, no session: skip the look-up (most public reads).
      if (!cookie?.includes('session_token')) return { session: null, setCookies: [] };
      // Keyed by the whole Cookie header: a kept answer is what better-auth gave for exactly these
      // bytes (so the signature was checked), whichever of several cookies it reads. A leftover
      // cookie-cache cookie goes to better-auth every time, which clears it.
      const key = cookie.includes('session_data')
        ? undefined
        : createHash('sha256').update(cookie).digest('base64url');
      const kept = key && store.get(key);
      if (kept) return { session: kept, setCookies: [] };

      const since = store.begin();
      const { headers: set, response } = await auth.api.getSession({
        headers,
        returnHeaders: true,
      });
      const setCookies = set.getSetCookie();
      if (!response) return { session: null, setCookies };
      const session: CachedSession = {
        user: { id: response.user.id, email: response.user.email, name: response.user.name },
        sessionId: response.session.id,
      };
      // A look-up that set cookies (a refresh) is not kept: the next one, with the cookies as
      // they now are, is.
      if (key && setCookies.length === 0) {
        store.keep(key, session, keepFor(response.session.expiresAt, Date.now()), since);
      }
      return { session, setCookies };
    },
    dropUser: (userId) => store.dropUser(userId),
    dropAll: () => store.dropAll(),
    notices: {
      channel: SESSIONS_CHANNEL,
      // An empty payload (a TRUNCATE) stands for every session.
      notice: (userId) => (userId ? store.dropUser(userId) : store.dropAll()),
      listening: (on) => store.setListening(on),
    },
  };
}
