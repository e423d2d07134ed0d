// Public answers in memory, bounded (LRU by count and bytes), computed once per change: requests
// that miss together share one computation, and a change drops everything at once.
import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from './answer';

export interface StorePolicy {
  maxEntries: number;
  maxBytes: number;
  /** Longest life of an answer while change notices arrive: a net for changes made outside Setu. */
  maxAgeMs: number;
  /** Longest life of an answer while change notices may be missed (listener not connected). */
  fallbackTtlMs: number;
  /** A clock for tests; performance.now by default. */
  now?: () => number;
}

export class AnswerStore {
  readonly #policy: StorePolicy;
  readonly #answers: LRUCache<string, CachedAnswer>;
  readonly #computing = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by every change: a computation that started before it must not be kept. */
  #generation = 0;
  /** The same, per answer, for a change of one answer only (forget). */
  readonly #keyGenerations = new Map<string, number>();
  #listening = false;

  constructor(policy: StorePolicy) {
    this.#policy = policy;
    this.#answers = new LRUCache<string, CachedAnswer>({
      max: policy.maxEntries,
      maxSize: policy.maxBytes,
      sizeCalculation: (answer) => answer.size,
      // Read the clock on every look-up (a few ns) rather than lru-cache's 1 ms cached reading.
      ttlResolution: 0,
      ...(policy.now ? { perf: { now: policy.now } } : {}),
    });
  }

  /** What is kept and current for this key, computing nothing. */
  kept(key: string): CachedAnswer | undefined {
    return this.#answers.get(key);
  }

  get(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const kept = this.kept(key);
    if (kept) return Promise.resolve(kept);
    const running = this.#computing.get(key);
    if (running) return running;
    const generation = this.#generation;
    const keyGeneration = this.#keyGenerations.get(key) ?? 0;
    const computing = compute()
      .then((answer) => {
        if (
          generation === this.#generation &&
          keyGeneration === (this.#keyGenerations.get(key) ?? 0)
        ) {
          const ttl = this.#listening ? this.#policy.maxAgeMs : this.#policy.fallbackTtlMs;
          this.#answers.set(key, answer, { ttl });
        }
        return answer;
      })
      .finally(() => {
        if (this.#computing.get(key) === computing) this.#computing.delete(key);
      });
    this.#computing.set(key, computing);
    return computing;
  }

  /** Something changed: nothing kept or being computed before now is served again. */
  invalidate(): void {
    this.#generation++;
    this.#answers.clear();
    this.#computing.clear();
  }

  /** One answer changed (the impact figures): it alone is computed again. */
  forget(key: string): void {
    this.#keyGenerations.set(key, (this.#keyGenerations.get(key) ?? 0) + 1);
    this.#answers.delete(key);
    this.#computing.delete(key);
  }

  /**
   * Whether change notices arrive. Either way what is kept may predate a missed notice (a lost
   * connection) or is about to be kept longer than it may be (notices back), so it goes.
   */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.invalidate();
  }

  get listening(): boolean {
    return this.#listening;
  }

  get size(): number {
    return this.#answers.size;
  }
}
