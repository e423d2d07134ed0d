// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Db as IDatabase } from 'pg-boss';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db: what db.transaction hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * Where a prepared statement whose best plan does not depend on its parameters is planned once
   * (the batched reads, src/server/db/batched-read.ts): on PostgreSQL, connections of its own
   * with generic plans (docs/decisions/0051-batched-dashboard-reads.md); PGlite's one connection
   * is `db` itself.
   */
  plannedOnce: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migrations; safe to call from several instances at once on PostgreSQL. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a consistent gzipped tarball of the database files, taken between transactions. */
  snapshot?(): Promise<Uint8Array>;
  /** How pg-boss reaches this database (src/server/jobs): PGlite's one connection, or a small pool. */
  jobQueue(): JobQueueConnection;
}

export type JobQueueConnection =
  | { backend: 'pglite'; db: IDatabase }
  | { backend: 'postgres'; connectionString: string; max: number };

/**
 * Beside this module: src/server/db/migrations when the sources run (dev, tests), and
 * dist/server/migrations in the build, where scripts/build-server.mjs copies them.
 */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_ID = 727_001;

export { DataDirLockedError, lockDataDir } from './data-dir-lock';

/** Where PGlite keeps its files inside DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * PGlite's defaults (shared_buffers 128 MB, max_connections 100) hold ~120 MB more resident
 * memory than Setu's data needs; one embedded connection and a small buffer pool keep the idle
 * server near 250 MB. Measured by `npm run bench` (memory-start); docs/decisions/0009.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_connections=5'];

/** A PGlite with Setu's extensions and settings; the caller holds DATA_DIR's lock. */
export async function createPglite(dir: string, options: { loadDataDir?: Blob } = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
    loadDataDir: options.loadDataDir,
  });
  await client.waitReady;
  return client;
}

/**
 * PGlite on DATA_DIR's files, or in memory when `dataDir` is null. An in-memory database may
 * start from `loadDataDir`, a dump of another (PGlite's dumpDataDir).
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { snapshotPglite } = await import('../backup/snapshot');
  const { fromPglite } = await import('pg-boss');
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await createPglite(dataDir ? pgliteDirOf(dataDir) : 'memory://', options);
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      plannedOnce: db,
      kind: 'pglite',
      migrate: async () => {
        await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
      },
      ping: async () => {
        await client.query('select 1');
      },
      snapshot: () => snapshotPglite(client),
      jobQueue: () => ({ backend: 'pglite', db: fromPglite(client) }),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize });
  // An idle client the server drops (restart, failover, admin termination) must not crash the
  // process: the pool discards it and the next query opens a new connection.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  // PostgreSQL plans a statement whose parameter is a list of keys anew at every run (its generic
  // plan guesses ten keys and looks dearer than a custom plan for one), and for the volunteer's
  // dashboard that planning cost over ten times the query. Only statements given to plannedOnce
  // run here: every other query keeps plans made for its values. The pool opens nothing until
  // asked.
  const genericPool = new pg.default.Pool({
    connectionString: url,
    max: 2,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  genericPool.on('error', () => {});
  const plannedOnce = drizzle({ client: genericPool, schema }) as unknown as Db;
  return {
    db,
    plannedOnce,
    kind: 'postgres',
    migrate: async () => {
      // Instances starting together take turns: the advisory lock serialises migrations.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    jobQueue: () => ({ backend: 'postgres', connectionString: url, max: 2 }),
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
