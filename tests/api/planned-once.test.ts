// Statements given to plannedOnce are planned once on PostgreSQL (generic plans), and only they:
// every other query keeps plans made for its values (src/server/db/client.ts,
// docs/decisions/0051-batched-dashboard-reads.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { DB_KINDS, openTestDatabase } from '../support/databases';

describe.each(DB_KINDS)('plannedOnce on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const planCacheMode = async (db: Database['db']) => {
    const [row] = await queryRows<{ plan_cache_mode: string }>(db, sql`show plan_cache_mode`);
    return row!.plan_cache_mode;
  };

  it('plans generically where asked, and nowhere else', async () => {
    if (kind === 'postgres') {
      expect(database.plannedOnce).not.toBe(database.db);
      expect(await planCacheMode(database.plannedOnce)).toBe('force_generic_plan');
    } else {
      // PGlite has one connection: one setting for every statement.
      expect(database.plannedOnce).toBe(database.db);
    }
    expect(await planCacheMode(database.db)).toBe('auto');
  });
});
