import type { Db, Tx } from './client';

/** Deadlocks and serialization failures end a transaction that may simply be run again. */
function retryable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '40P01' || e.code === '40001') return true;
  }
  return false;
}

/** Runs `fn` in a transaction, again (up to five times) when the database says it may. */
export async function withRetry<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= 5 || !retryable(error)) throw error;
    }
  }
}
