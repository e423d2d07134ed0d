// The operators' audit log as a person reads it: names of the operator and the target resolved
// when read ("deleted account" once gone), the operator's reason kept beside the append-only log
// and erased with the account it concerns, and the reasons of an older database moved there by
// migration 0011.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIGRATIONS_DIR,
  openPglite,
  openPostgres,
  type Database,
} from '../../src/server/db/client';
import { auditLog, auditReasons } from '../../src/server/db/schema';
import { DB_KINDS, createPostgresDatabase } from '../support/databases';
import { signedInNgo } from '../support/dashboards-factories';
import { VERIFICATION_DETAILS } from '../support/ngo-verification';
import { auditRows, createOperator, signInOperator, type Send } from '../support/operators';
import { api, createTestApp, expectJson, send, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('the audit log on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let call: Send;
  let ip = 0;
  const nextIp = () => `192.0.2.${(ip++ % 250) + 1}`;
  /** The audit entries an operator reads about one target. */
  const auditOf = async (cookie: string, target: string) =>
    (await expectJson(api(t, { cookie, ip: nextIp() }).operator.audit.$get({ query: { target } })))
      .entries;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, p, body, cookie) => send(t, method, p, body, { cookie, ip: nextIp() });
  });
  afterAll(() => t.close());

  it('names operator and target, and erases the reason with the account it concerns', async () => {
    const made = await createOperator(t.database.db);
    const operator = await signInOperator(call, made);
    const ngo = await signedInNgo(t, {}, { verified: false });
    expect(
      (await call('PUT', '/api/ngo/verification', VERIFICATION_DETAILS, ngo.cookie)).status,
    ).toBe(200);
    const reason = 'The registration number does not match the trust deed.';
    const rejected = await call(
      'POST',
      `/api/operator/ngos/${ngo.uid}/reject`,
      { reason },
      operator.cookie,
    );
    expect(rejected.status).toBe(200);

    const read = () => auditOf(operator.cookie, ngo.uid);
    expect(await read()).toMatchObject([
      {
        action: 'reject',
        actor: { kind: 'named', name: made.email },
        target: { kind: 'named', name: ngo.input.ngoName },
        reason,
      },
    ]);

    // The NGO deletes its account: the log keeps the action, the words about it go.
    const deleted = await call(
      'POST',
      '/api/accounts/me/delete',
      { password: ngo.input.password },
      ngo.cookie,
    );
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const after = await read();
    expect(after).toMatchObject([{ action: 'reject', target: { kind: 'deleted' }, reason: '' }]);
    expect(after[0]!.target).not.toHaveProperty('name');
    const rows = await auditRows(t.database.db, eq(auditLog.targetId, ngo.uid));
    expect(rows).toHaveLength(1);
    const kept = await t.database.db
      .select()
      .from(auditReasons)
      .where(eq(auditReasons.auditId, rows[0]!.id));
    expect(kept).toEqual([]);
    // Nothing in the log's own row holds the words.
    const raw = await t.database.db.execute(
      sql`select row_to_json(a)::text as row from audit_log a where target_id = ${ngo.uid}`,
    );
    expect(JSON.stringify(raw)).not.toContain('trust deed');
  });

  it('shows a removed operator as a deleted account, and the command line by name', async () => {
    const made = await createOperator(t.database.db);
    const { cookie } = await signInOperator(call, made);
    const other = await createOperator(t.database.db);
    expect(await auditOf(cookie, other.userId)).toMatchObject([
      {
        action: 'operator-added',
        actor: { kind: 'cli' },
        target: { kind: 'named', name: other.email },
      },
    ]);
    await t.database.db.execute(sql`delete from "user" where id = ${other.userId}`);
    expect(await auditOf(cookie, other.userId)).toMatchObject([
      { action: 'operator-added', target: { kind: 'deleted' } },
    ]);
  });
});

/** A copy of the migrations up to (not including) `before`, journal trimmed to match. */
function migrationsBefore(before: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < before);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  }
  return dir;
}

describe.each(DB_KINDS)('migration 0011 on %s', { timeout: 120_000 }, (kind) => {
  it('moves the reasons of an older log beside it, codes into the row', async () => {
    const folder = migrationsBefore('0011');
    let database: Database;
    let drop = async () => {};
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openPostgres(created.url, 2);
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as never, { migrationsFolder: folder });
    } else {
      database = await openPglite(null);
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder: folder });
    }
    try {
      const { db } = database;
      await db.execute(sql`
        insert into "user" (id, name, email) values
          ('ngo-1', 'Asha', 'asha@example.org'), ('vol-1', 'Ravi', 'ravi@example.org')`);
      await db.execute(sql`
        insert into reports (id, target_kind, target_id, subject_uid, category) values
          (7, 'request', '1', 'vol-1', 'harassment')`);
      await db.execute(sql`
        insert into audit_log (id, actor_uid, action, target_kind, target_id, reason) values
          (1, 'op', 'reject', 'ngo', 'ngo-1', 'Number does not match.'),
          (2, 'op', 'suspend', 'listing', '5', 'Unpublished by the suspension of its NGO.'),
          (3, 'op', 'report-status', 'report', '7', 'open → investigating: Called: the NGO.'),
          (4, 'op', 'report-status', 'report', '7',
            'investigating → resolved: action-taken: Warned them.'),
          (5, 'cli', 'operator-added', 'operator', 'op', ''),
          (6, 'op', 'reinstate', 'account', 'gone-account', 'Mistaken report.')`);

      await database.migrate();

      const log = await db
        .select({ id: auditLog.id, detail: auditLog.detail })
        .from(auditLog)
        .orderBy(auditLog.id);
      expect(log).toEqual([
        { id: 1, detail: null },
        { id: 2, detail: null },
        { id: 3, detail: { from: 'open', to: 'investigating' } },
        { id: 4, detail: { from: 'investigating', to: 'resolved', outcome: 'action-taken' } },
        { id: 5, detail: null },
        { id: 6, detail: null },
      ]);
      const reasons = await db.select().from(auditReasons).orderBy(auditReasons.auditId);
      expect(reasons).toEqual([
        { auditId: 1, subjectUid: 'ngo-1', reason: 'Number does not match.' },
        { auditId: 3, subjectUid: 'vol-1', reason: 'Called: the NGO.' },
        { auditId: 4, subjectUid: 'vol-1', reason: 'Warned them.' },
        { auditId: 6, subjectUid: null, reason: 'Mistaken report.' },
      ]);
      // The log still refuses changes, and deleting an account erases its reasons.
      await expect(db.execute(sql`update audit_log set actor_uid = 'x'`)).rejects.toThrow();
      await db.execute(sql`delete from "user" where id = 'vol-1'`);
      expect(
        (await db.select().from(auditReasons).orderBy(auditReasons.auditId)).map((r) => r.auditId),
      ).toEqual([1, 6]);
    } finally {
      await database.close();
      await drop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
