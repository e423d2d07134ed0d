// SMS survive a crash mid-send (docs/decisions/0044-sms.md): SMS committed in the outbox, a real
// Setu process bound to a real SMPP gateway on 127.0.0.1 that takes each submit_sm and never
// answers, a SIGKILL while they hang, and a restart: every SMS is then taken by the gateway
// exactly once and recorded with its message id. PGlite (one process owns DATA_DIR: a starting
// server frees the dead one's claims); the claims themselves are the mail outbox's, which
// mail-crash.test.ts also runs on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { smsOutbox, user } from '../../src/server/db/schema';
import { writeSmsOrMail } from '../../src/server/sms/outbox';
import { consentToSms } from '../../src/server/sms/settings';
import { startTestSmsc, type TestSmsc } from '../support/smpp-server';
import { makeDataDir, startServer } from '../support/e2e-server';
import { clientAddress, volunteerInput } from '../support/factories';
import { pause, post } from './support';

const COUNT = 4;

describe('SMS across a SIGKILL mid-send on PGlite', () => {
  let smsc: TestSmsc | undefined;
  afterAll(() => smsc?.close());

  it(
    'submits each committed SMS exactly once after the restart',
    { timeout: 180_000 },
    async () => {
      smsc = await startTestSmsc();
      const dataDir = makeDataDir('setu-sms-crash-');
      const env = { TRUST_PROXY: 'true', SMS_SMPP_URL: smsc.url };

      // A volunteer who chose SMS, and SMS written as a change writes them (its own transaction).
      const first = await startServer({ dataDir, env });
      const volunteer = volunteerInput();
      const res = await post(first.url, '/api/accounts/volunteers', volunteer, {
        'x-forwarded-for': clientAddress(1),
      });
      expect(res.status).toBe(201);
      expect(await first.stop()).toBe(0);
      let database = await openPglite(dataDir);
      const [account] = await database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, volunteer.email.toLowerCase()));
      await consentToSms(database.db, account!.id, '9876500001', new Date());
      for (let i = 0; i < COUNT; i++) {
        await database.db.transaction(async (tx) => {
          // A kind whose text begins with the name, so each SMS is told apart below.
          const wrote = await writeSmsOrMail(tx, {
            kind: 'session-cancelled',
            userId: account!.id,
            language: 'en',
            words: { other: `Partner ${i}`, startsAt: new Date() },
            mail: {
              kind: 'session-cancelled',
              to: volunteer.email,
              subject: 'Class cancelled',
              text: 'The class is cancelled.',
            },
          });
          expect(wrote).toBe('sms');
        });
      }
      await database.close();

      // The gateway takes every submit_sm and answers none: the kill falls mid-send.
      smsc.holdSubmits = true;
      const second = await startServer({ dataDir, env });
      await expect.poll(() => smsc!.held.length, { timeout: 60_000, interval: 100 }).toBe(COUNT);
      await second.kill();
      expect(smsc.submitted).toEqual([]);

      database = await openPglite(dataDir);
      const claimed = await database.db.select().from(smsOutbox);
      expect(claimed).toHaveLength(COUNT);
      for (const row of claimed) {
        expect(row).toMatchObject({ attempts: 1, submittedAt: null, gatewayId: null });
        expect(row.claimedUntil, JSON.stringify(row)).toBeInstanceOf(Date);
      }
      await database.close();

      smsc.holdSubmits = false;
      const third = await startServer({ dataDir, env });
      await expect
        .poll(() => smsc!.submitted.length, { timeout: 60_000, interval: 250 })
        .toBe(COUNT);
      // The job queue's next pass has its chance to send one again.
      await pause(2_000);
      expect(await third.stop()).toBe(0);

      const texts = smsc.submitted.map((s) => s.text).sort();
      expect(new Set(texts).size).toBe(COUNT);
      for (let i = 0; i < COUNT; i++) {
        expect(texts.filter((t) => t.includes(`Partner ${i} `))).toHaveLength(1);
      }
      expect(smsc.submitted.every((s) => s.to === '919876500001')).toBe(true);
      database = await openPglite(dataDir);
      const sent = await database.db.select().from(smsOutbox);
      expect(new Set(sent.map((row) => row.gatewayId))).toEqual(
        new Set(smsc.submitted.map((s) => s.messageId)),
      );
      expect(sent.every((row) => row.submittedAt !== null && row.failedAt === null)).toBe(true);
      await database.close();
    },
  );
});
