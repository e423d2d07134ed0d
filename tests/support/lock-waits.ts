// The race tests that hold a row on PostgreSQL read pg_stat_activity to know that the other side
// has reached it and waits (tests/api/vetting-references.test.ts, tests/api/reminders-race.test.ts).
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';

/**
 * Whether a statement of this database (each API file has its own) waits on a lock; with `text`,
 * only a statement containing it.
 */
export async function waitingOnLock(db: Db, text = ''): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
          and position(${text} in query) > 0`,
  );
  return row!.n > 0;
}

/** Polls `done` every 20 ms until it answers true. */
export async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await pause(20);
}
