// Real databases for tests: PGlite in memory per test file, and a fresh PostgreSQL database per
// test file when TEST_DATABASE_URL is set (dropped afterwards), each a copy of a migrated,
// seeded template.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { seedSampleData } from '../../src/server/db/seed';
import { templateKey } from './e2e-server';

export type DbKind = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The kinds to run API tests on: always PGlite, PostgreSQL too when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Creates a PostgreSQL database, empty or as a copy of `template`; returns its URL and a function
 * that drops it.
 */
export async function createPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `setu_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let postgresTemplate: Promise<string> | undefined;
/** Any fixed number: the advisory lock that lets one test worker at a time make the template. */
const TEMPLATE_LOCK = 7_302_011;

/**
 * A migrated, seeded PostgreSQL database that each test database is copied from, made once per
 * server and schema and kept there, named by the schema. A copy costs the machine about 0.6 s of
 * CPU, where a new database migrated and seeded cost 0.95 s (ten of each, counted from
 * /proc/stat), and the API files alone make 85 a run.
 */
function postgresTemplateName(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `setu_test_template_${templateKey()}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const made = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (made.rowCount === 0) {
        // Made under another name and renamed when whole: a worker stopped half-way leaves
        // only the partial one, which the next maker drops.
        const partial = `${name}_partial`;
        await admin.query(`drop database if exists ${partial} with (force)`);
        await admin.query(`create database ${partial}`);
        const database = await openPostgres(withDatabase(TEST_DATABASE_URL!, partial), 2);
        try {
          await database.migrate();
          await seedSampleData(database.db);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${partial} rename to ${name}`);
        // Copied from, never changed: no session may open it, so none can hold up a copy.
        await admin.query(`alter database ${name} with allow_connections false`);
      }
    } finally {
      await admin.end(); // also releases the lock
    }
    return name;
  })().catch((error: unknown) => {
    postgresTemplate = undefined; // the next file tries again
    throw error;
  });
  return postgresTemplate;
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A dump of a migrated, seeded PGlite, made once per machine and schema and kept in the temp
 * directory: PGlite's initdb, the migrations and the seed cost 2–5 s of CPU, loading the dump
 * half a second, and ~50 test files each start one. Each load is a database of its own.
 */
function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `setu-test-pglite-${templateKey()}.tar`);
    if (!fs.existsSync(file)) {
      const database = await openPglite(null);
      try {
        await database.migrate();
        await seedSampleData(database.db);
        const client = (
          database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
        ).$client;
        const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
        // Written whole, then renamed: a file read at the same moment is never half there.
        const partial = `${file}.${process.pid}.partial`;
        fs.writeFileSync(partial, dump);
        fs.renameSync(partial, file);
      } finally {
        await database.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteTemplate;
}

/** A migrated, seeded database of the given kind; close() also drops a PostgreSQL one. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  let database: Database;
  let drop = async () => {};
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(await postgresTemplateName());
    drop = created.drop;
    database = await openPostgres(created.url, 5);
    // Already migrated and seeded: this only confirms the template holds every migration.
    await database.migrate();
  } else {
    database = await openPglite(null, { loadDataDir: await pgliteTemplateDump() });
    // Already migrated and seeded: this only confirms the dump holds every migration.
    await database.migrate();
  }
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await drop();
    },
  };
}
