// The rows of a raw `db.execute`: node-postgres answers { rows }, PGlite's drizzle driver too,
// and some drivers the array itself.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

export const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/** A raw query's rows, typed as its SQL names and casts them (the caller's word for it). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}

/** A nullable timestamp column as an answer's text (ISO 8601), or null. */
export const isoOrNull = (instant: Date | null | undefined) =>
  instant ? instant.toISOString() : null;
