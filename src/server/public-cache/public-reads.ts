// GET /api/ngos and GET /api/matching answered from memory (docs/decisions/0016): computed once
// per change, revalidated with an ETag, dropped on every instance when a write changes them.
import type { Context, TypedResponse } from 'hono';
import { LRUCache } from 'lru-cache';
import type { JSONParsed } from 'hono/utils/types';
import { LISTENER_TIMING, type NoticeSubscriber } from '../change-notices/change-listener';
import type { Database, Tx } from '../db/client';
import { prepareAnswer, sendAnswer, type CachedAnswer } from './answer';
import { AnswerStore, type StorePolicy } from './answer-store';
import { announcePublicChange, PUBLIC_READS_CHANNEL } from './channel';

/**
 * With notices arriving, a write through Setu reaches every instance as its NOTIFY does
 * (milliseconds); maxAgeMs only bounds changes made outside Setu. Without them (the listening
 * connection lost), an answer lives fallbackTtlMs: with the heartbeat's detection
 * (LISTENER_TIMING: 2 s + 2 s) no instance is stale for more than 5 s.
 */
export const STORE_POLICY: StorePolicy = {
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
  maxAgeMs: 60_000,
  fallbackTtlMs: 1000,
};

/**
 * The longest any instance goes on serving a public read after a write through Setu changed it:
 * a silently dead listening connection is found within a heartbeat and its timeout, and from
 * then on answers live fallbackTtlMs. Normally it is the NOTIFY's delivery, a few milliseconds.
 */
export const STALE_BOUND_MS =
  LISTENER_TIMING.heartbeatMs + LISTENER_TIMING.heartbeatTimeoutMs + STORE_POLICY.fallbackTtlMs;

export interface PublicReads {
  /** Answers from memory, computing with `compute` only when nothing current is kept. */
  answer<T extends object>(
    c: Context,
    key: string,
    compute: () => Promise<T>,
  ): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>>;
  /**
   * The kept answer for a request target (path and query, as sent) that an earlier GET was
   * answered for, or undefined: early-answers.ts serves it before any middleware runs. What
   * `answer` keeps is the same for anyone, so its route must need nothing of the request but
   * the target (no session, no role): a route that does must not answer through here.
   */
  keptFor(target: string): CachedAnswer | undefined;
  /**
   * A transaction whose writes change public reads: it announces the change to every instance
   * (delivered at commit), and this instance drops what it kept as soon as it commits.
   */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Drops everything this instance keeps. */
  invalidate(): void;
  /** For the instance's change listener (src/server/change-notices). */
  notices: NoticeSubscriber;
}

export function createPublicReads(
  { database }: { database: Database },
  options: { policy?: StorePolicy } = {},
): PublicReads {
  const store = new AnswerStore(options.policy ?? STORE_POLICY);
  // Request target → key. A target always means the same key (the key is made from the target's
  // path and query alone), so the map is never cleared, only bounded: by count, and by leaving
  // out long targets (a search's is under 200 characters; a query may carry any junk besides).
  const keys = new LRUCache<string, string>({
    max: 4 * (options.policy ?? STORE_POLICY).maxEntries,
  });
  return {
    async answer<T extends object>(c: Context, key: string, compute: () => Promise<T>) {
      const target = requestTarget(c.req.url);
      if (c.req.method === 'GET' && target.length <= MAX_TARGET_LENGTH) keys.set(target, key);
      const answer = await store.get(key, async () => prepareAnswer(await compute()));
      return sendAnswer(c, answer) as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
    },
    async write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const result = await database.db.transaction(async (tx) => {
        const value = await fn(tx);
        await announcePublicChange(tx);
        return value;
      });
      // Here, not from the NOTIFY: this instance's next read must see the write already.
      store.invalidate();
      return result;
    },
    keptFor(target) {
      const key = keys.get(target);
      return key === undefined ? undefined : store.kept(key);
    },
    invalidate: () => store.invalidate(),
    notices: {
      channel: PUBLIC_READS_CHANNEL,
      notice: (key) => (key ? store.forget(key) : store.invalidate()),
      listening: (on) => store.setListening(on),
    },
  };
}

/** The longest request target answered before Hono: 4,000 of them hold at most 4 MB. */
export const MAX_TARGET_LENGTH = 1024;

/** The path and query of a URL, as its request line carried them. */
function requestTarget(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/** The cache key of a matching search: only what filters or pages (date and time never do). */
export function matchingKey(filter: {
  topic: string;
  day: string;
  location: string;
  offset: number;
  afterFive?: string;
}): string {
  return JSON.stringify([
    'matching',
    filter.topic,
    filter.day,
    filter.location,
    filter.offset,
    filter.afterFive ?? '',
  ]);
}
