// The PostgreSQL channel on which a write that changes a public read tells every instance. A
// NOTIFY sent inside the writing transaction is delivered when, and only if, it commits.
import { sql } from 'drizzle-orm';

export const PUBLIC_READS_CHANNEL = 'setu_public_reads';

/** Anything that runs SQL: the database or a transaction. */
interface Executor {
  execute(query: ReturnType<typeof sql>): PromiseLike<unknown>;
}

/**
 * Tells every instance (this one included) that /api/ngos and /api/matching may answer
 * differently, or with `key` only that one answer (the impact figures, whose hourly refresh must
 * not drop every listing search). Inside a transaction it takes effect at commit. By hand, in
 * psql: `NOTIFY setu_public_reads;` after changing listings outside Setu.
 */
export async function announcePublicChange(db: Executor, key = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_READS_CHANNEL}, ${key})`);
}
