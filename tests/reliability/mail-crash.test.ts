// Mail survives a crash (docs/decisions/0030-mail-outbox.md): sign-ups are answered, the server
// is SIGKILLed after their commits and before any mail was handed to the SMTP server, and after a
// restart each acknowledged sign-up's confirmation email arrives exactly once. The SMTP server
// here accepts connections but does not greet until the test lets it, so the kill certainly
// falls between the commit and the send.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { makeDataDir, startServer } from '../support/e2e-server';
import { clientAddress, volunteerInput } from '../support/factories';
import { AUTH_SECRET_FOR_TESTS, pause, post, smtpRecorder } from './support';

const SIGN_UPS = 6;

interface Target {
  env: Record<string, string>;
  /** The database, opened while no server runs on it (PGlite) or beside them (PostgreSQL). */
  open(dataDir: string): Promise<Database>;
  /**
   * A claim's lease runs out. PGlite needs nothing: one process owns DATA_DIR, and a starting
   * server frees a dead one's claims. On PostgreSQL another instance may still be talking to the
   * mail server, so the lease is waited out: here the test moves the clock past it.
   */
  expireLeases(database: Database): Promise<void>;
  cleanup(): Promise<void>;
}

const targets: [string, () => Promise<Target>][] = [
  [
    'PGlite',
    async () => ({
      env: {},
      open: (dataDir) => openPglite(dataDir),
      expireLeases: async () => {},
      cleanup: async () => {},
    }),
  ],
];
if (TEST_DATABASE_URL) {
  targets.push([
    'PostgreSQL',
    async () => {
      const created = await createPostgresDatabase();
      return {
        env: { DATABASE_URL: created.url, AUTH_SECRET: AUTH_SECRET_FOR_TESTS },
        open: () => openPostgres(created.url, 2),
        expireLeases: async (database) => {
          await database.db
            .update(mailOutbox)
            .set({ claimedUntil: sql`now()` })
            .where(isNotNull(mailOutbox.claimedUntil));
        },
        cleanup: created.drop,
      };
    },
  ]);
}

describe.each(targets)('mail across a SIGKILL on %s', (_name, makeTarget) => {
  let cleanup = async () => {};
  afterAll(() => cleanup());

  it(
    'delivers every acknowledged sign-up its confirmation exactly once after the restart',
    { timeout: 240_000 },
    async () => {
      const target = await makeTarget();
      const smtp = await smtpRecorder();
      cleanup = async () => {
        await smtp.close();
        await target.cleanup();
      };
      const dataDir = makeDataDir('setu-mail-crash-');
      const env = { TRUST_PROXY: 'true', SMTP_URL: smtp.url, ...target.env };

      smtp.holdGreetings();
      const first = await startServer({ dataDir, env });
      const emails: string[] = [];
      for (let i = 0; i < SIGN_UPS; i++) {
        const body = volunteerInput();
        const res = await post(first.url, '/api/accounts/volunteers', body, {
          'x-forwarded-for': clientAddress(i),
        });
        expect(res.status).toBe(201);
        emails.push(body.email.toLowerCase());
      }
      // The deliveries the answers started are connecting to a mail server that does not greet.
      await pause(500);
      await first.kill();
      expect(smtp.messages).toEqual([]);

      let database = await target.open(dataDir);
      const confirmations = () =>
        database.db
          .select({
            recipient: mailOutbox.recipient,
            sentAt: mailOutbox.sentAt,
            claimedUntil: mailOutbox.claimedUntil,
          })
          .from(mailOutbox)
          .where(eq(mailOutbox.kind, 'confirm-email'));
      const written = await confirmations();
      // Each committed with its sign-up, and none was sent.
      expect(written.map((m) => m.recipient.toLowerCase()).sort()).toEqual([...emails].sort());
      expect(written.filter((m) => m.sentAt !== null)).toEqual([]);
      await target.expireLeases(database);
      await database.close();

      smtp.releaseGreetings();
      const second = await startServer({ dataDir, env });
      await expect
        .poll(() => emails.filter((email) => smtp.to(email).length > 0).length, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(SIGN_UPS);
      // Another minute's delivery pass (the job queue's backstop) has its chance to repeat one.
      await pause(2_000);
      expect(await second.stop()).toBe(0);
      for (const email of emails) expect(smtp.to(email), email).toHaveLength(1);
      for (const email of emails) expect(smtp.to(email)[0]!.raw).toContain('/#/confirm-email');

      database = await target.open(dataDir);
      const delivered = await database.db
        .select({ recipient: mailOutbox.recipient })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'confirm-email'), isNotNull(mailOutbox.sentAt)));
      expect(delivered).toHaveLength(SIGN_UPS);
      await database.close();
    },
  );
});
