// What the rate-limit table keeps: no email in any key (a keyed hash counts the person instead),
// and no bucket past its window once the hourly purge has run (docs/decisions/0025-shared-addresses.md).
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { hit, personLimitId, purgeExpiredLimits } from '../../src/server/http/rate-limit';
import { startJobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/logger';
import { FAILED_SIGN_IN_LIMIT } from '../../src/server/accounts/account-routes';
import { DB_KINDS } from '../support/databases';
import { createTestApp, send, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { login, rows, scalar, signUpVolunteer } from './accounts-fixtures';
import { nextIp, uniqueEmail } from '../support/factories';

/** Rows of every table, in every schema Setu or pg-boss writes, whose text holds `needle`. */
async function rowsHolding(t: TestApp, needle: string) {
  const tables = await rows<{ schema: string; name: string }>(
    t.database.db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const n = await scalar(
      t.database.db,
      sql`select count(*)::int from ${sql.identifier(schema)}.${sql.identifier(name)} as r
          where lower(r::text) like ${`%${needle.toLowerCase()}%`}`,
    );
    if (n > 0) found.push(`${schema}.${name}`);
  }
  return found;
}

describe.each(DB_KINDS)('rate-limit keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('keep no email: failed sign-ins, reset requests and operator attempts are counted by a keyed hash', async () => {
    const member = await signUpVolunteer(t);
    const stranger = uniqueEmail('Nobody.Here');
    const ip = nextIp();
    for (const email of [member.email, stranger.toUpperCase()]) {
      for (let i = 0; i < 3; i++) {
        const res = await login(t, { userType: 'Volunteer', email, password: `Wrong-${i}` }, ip);
        expect(res.status).toBe(401);
      }
      const reset = await send(t, 'POST', '/api/accounts/password-reset/request', { email });
      expect(reset.status).toBe(200);
      const operator = await send(t, 'POST', '/api/operator/auth/sign-in', {
        email,
        password: 'Wrong-password-1',
      });
      expect(operator.status).toBe(401);
    }

    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    for (const email of [member.email, stranger]) {
      const local = email.toLowerCase().split('@')[0]!;
      expect(keys.filter((k) => k.toLowerCase().includes(local))).toEqual([]);
    }
    // Nothing else in the database names the stranger either, who has no account.
    expect(await rowsHolding(t, stranger)).toEqual([]);

    // The buckets still count per person: the keyed hash of the email, whatever its case.
    const secret = (await t.auth.$context).secret;
    const account = personLimitId(secret, stranger);
    expect(account).toBe(personLimitId(secret, `  ${stranger.toUpperCase()} `));
    expect(account).not.toBe(personLimitId('another-secret-'.padEnd(40, 'z'), stranger));
    const [pair] = await t.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `${FAILED_SIGN_IN_LIMIT.name}:ip:${ip}:account:${account}`));
    expect(pair?.count).toBe(3);
  });

  it('purges buckets whose window has passed, and keeps the others', async () => {
    const tag = crypto.randomBytes(6).toString('hex');
    const rule = { name: 'purge-test', limit: 5, windowSeconds: 3600 };
    for (const key of [`purge-test:old:${tag}`, `purge-test:live:${tag}`]) {
      await hit(t.database.db, key, rule);
    }
    const expire = () =>
      t.database.db
        .update(rateLimits)
        .set({ resetAt: sql`now() - interval '1 second'` })
        .where(eq(rateLimits.key, `purge-test:old:${tag}`));
    const left = async () =>
      (
        await t.database.db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(sql`${rateLimits.key} like ${`purge-test:%:${tag}`}`)
      ).map((r) => r.key);

    await expire();
    expect(await purgeExpiredLimits(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual([`purge-test:live:${tag}`]);

    // The job queue runs the purge (hourly, and once at start).
    await hit(t.database.db, `purge-test:old:${tag}`, rule);
    await expire();
    expect((await left()).sort()).toEqual([`purge-test:live:${tag}`, `purge-test:old:${tag}`]);
    const jobs = await startJobQueue({
      database: t.database,
      mail: t.mail,
      logger: createLogger('silent'),
      publicUrl: TEST_ORIGIN,
      secret: 'test-secret',
    });
    try {
      await expect.poll(left, { timeout: 20_000 }).toEqual([`purge-test:live:${tag}`]);
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});
