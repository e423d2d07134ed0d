// A scratch PostgreSQL database for a benchmark, created from TEST_DATABASE_URL or DATABASE_URL
// and dropped afterwards.
import crypto from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
export const NO_POSTGRES_REASON = 'neither TEST_DATABASE_URL nor DATABASE_URL is set';

export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES_URL) throw new Error(NO_POSTGRES_REASON);
  const name = `setu_bench_${crypto.randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Shared by every instance on PostgreSQL; a fixed value is fine for a scratch database. */
export const BENCH_AUTH_SECRET = 'setu-bench-secret-'.padEnd(48, 'x');
