import type { Db, Tx } from './client';
import { hasPgCode, PG_CODES } from './pg-errors';

/** Deadlocks and serialization failures end a transaction that may simply be run again. */
function retryable(error: unknown): boolean {
  return (
    hasPgCode(error, PG_CODES.deadlockDetected) || hasPgCode(error, PG_CODES.serializationFailure)
  );
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
