// Sessions an instance has resolved, kept briefly in memory (docs/decisions/0021-session-cache.md):
// bounded (LRU), each for no longer than it may be, and dropped per user when a notice says that
// user's sessions changed.
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../http/env';

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
}

export interface SessionStorePolicy {
  maxEntries: number;
  /** Longest life of a kept session while change notices arrive. */
  maxAgeMs: number;
  /** A clock for tests; performance.now by default. */
  now?: () => number;
}

export class SessionStore {
  readonly #policy: SessionStorePolicy;
  readonly #sessions: LRUCache<string, CachedSession>;
  /** The keys kept for each user, so a notice about one user drops only theirs. */
  readonly #byUser = new Map<string, Set<string>>();
  /** Bumped by every drop: a look-up that started before it must not be kept. */
  #generation = 0;
  #listening = false;

  constructor(policy: SessionStorePolicy) {
    this.#policy = policy;
    this.#sessions = new LRUCache<string, CachedSession>({
      max: policy.maxEntries,
      // Read the clock on every look-up rather than lru-cache's 1 ms cached reading.
      ttlResolution: 0,
      ...(policy.now ? { perf: { now: policy.now } } : {}),
      dispose: (session, key) => this.#unindex(session.user.id, key),
    });
  }

  get(key: string): CachedSession | undefined {
    return this.#listening ? this.#sessions.get(key) : undefined;
  }

  /** Call before looking a session up; pass the result to keep(). */
  begin(): number {
    return this.#generation;
  }

  /**
   * Keeps a session found by a look-up that began at `since`, for at most `ttlMs` (and the
   * policy's maxAgeMs). Nothing is kept while notices may be missed, or when a drop came after
   * the look-up began: what it read may be what that drop was about.
   */
  keep(key: string, session: CachedSession, ttlMs: number, since: number): void {
    if (!this.#listening || since !== this.#generation || !(ttlMs > 0)) return;
    this.#sessions.set(key, session, { ttl: Math.min(ttlMs, this.#policy.maxAgeMs) });
    let keys = this.#byUser.get(session.user.id);
    if (!keys) this.#byUser.set(session.user.id, (keys = new Set()));
    keys.add(key);
  }

  /** A user's sessions changed or ended: none of them is answered from memory again. */
  dropUser(userId: string): void {
    this.#generation++;
    const keys = this.#byUser.get(userId);
    if (!keys) return;
    for (const key of [...keys]) this.#sessions.delete(key);
    this.#byUser.delete(userId);
  }

  dropAll(): void {
    this.#generation++;
    this.#sessions.clear();
    this.#byUser.clear();
  }

  /**
   * Whether change notices arrive. Without them nothing is kept; either way what is kept may
   * predate a missed notice, so it goes.
   */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.dropAll();
  }

  get listening(): boolean {
    return this.#listening;
  }

  get size(): number {
    return this.#sessions.size;
  }

  #unindex(userId: string, key: string) {
    const keys = this.#byUser.get(userId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.#byUser.delete(userId);
  }
}
