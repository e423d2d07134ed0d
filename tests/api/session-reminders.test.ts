// the reminders, with a clock the test controls: the sweep (teaching-sessions/reminders.ts)
// is given `now`, and pg-boss's TestClock drives the job queue that runs it. On each database:
// due and not yet due, cancelled sessions, the NGO's nudge, two sweeps at once (two instances
// on PostgreSQL), and a sweep cut off after writing its mails that a restart does not repeat.
// The sweep writes its mails to the outbox (decision 0030); a delivery with a recording mailer
// sends them here.
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { mailOutbox, sessionReminders, teachingSessions } from '../../src/server/db/schema';
import { startJobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/logger';
import type { MailMessage, Mailer } from '../../src/server/mail/mailer';
import { createMailDelivery } from '../../src/server/mail/outbox';
import { sendDueReminders } from '../../src/server/teaching-sessions/reminders';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import {
  api,
  createTestApp,
  expectJson,
  send,
  TEST_ORIGIN,
  type TestApp,
} from '../support/test-app';
import type { NgoSignup } from '../../src/shared/schemas';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const HOUR = 3_600_000;
const logger = createLogger('silent');

const mailsFor = (sent: MailMessage[], email: string) => sent.filter((m) => m.to === email);

/** A mailer that keeps what it sends. */
function recorder() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { sent, mailer };
}

describe.each(DB_KINDS)('session reminders on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Sahyog Vidya' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
  });
  afterAll(() => t.close());

  /** A new partnership's sessions (8 Saturdays at 11 AM), as the volunteer reads them. */
  async function partnership(name: string) {
    const v = await signedInVolunteer(t, { fullName: name });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    const { sessions } = await expectJson(api(t, { cookie: v.cookie }).sessions.$get());
    return { v, sessions: sessions.filter((s) => s.requestId === requestId) };
  }

  /** A sweep, then a delivery of what it wrote through `mailer`. */
  const sweep = async (mailer: Mailer, now: Date, db = t.database.db) => {
    await sendDueReminders({ db, logger, publicUrl: TEST_ORIGIN }, now);
    await createMailDelivery({ db, mailer, logger, now: () => now }).deliverDue();
  };
  const at = (iso: string, offset: number) => new Date(Date.parse(iso) + offset);

  it('reminds both sides once, 24 hours before, and not before that', async () => {
    const { v, sessions } = await partnership('Lata Oraon');
    const [first] = sessions;
    const { sent, mailer } = recorder();

    await sweep(mailer, at(first!.startsAt, -25 * HOUR));
    expect(mailsFor(sent, v.input.email)).toEqual([]);

    await sweep(mailer, at(first!.startsAt, -23 * HOUR));
    const toVolunteer = mailsFor(sent, v.input.email);
    expect(toVolunteer).toHaveLength(1);
    expect(toVolunteer[0]!.subject).toMatch(/^Reminder: Maths on .+ at 11:00 AM$/);
    expect(toVolunteer[0]!.text).toContain('Your Maths session with Sahyog Vidya is on');
    expect(toVolunteer[0]!.text).toContain(`${TEST_ORIGIN}/#/volunteer-dashboard`);
    const toNgo = sent.filter((m) => m.to === ngo.input.email && m.text.includes('Lata Oraon'));
    expect(toNgo).toHaveLength(1);
    expect(toNgo[0]!.text).toContain(`${TEST_ORIGIN}/#/ngo-dashboard`);

    // Later sweeps, before and after the session, send it no second time.
    await sweep(mailer, at(first!.startsAt, -22 * HOUR));
    await sweep(mailer, at(first!.startsAt, -1 * HOUR));
    expect(mailsFor(sent, v.input.email)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(sessionReminders)
      .where(eq(sessionReminders.sessionId, first!.id));
    expect(row).toMatchObject({ kind: 'before', sentAt: expect.any(Date) });
  });

  it('sends nothing for a cancelled session', async () => {
    const { v, sessions } = await partnership('Manoj Tudu');
    const second = sessions[1]!;
    const cancel = await send(
      t,
      'POST',
      `/api/sessions/${second.id}/cancel`,
      { reason: 'Fever' },
      {
        cookie: v.cookie,
      },
    );
    expect(cancel.status).toBe(200);
    const { sent, mailer } = recorder();
    await sweep(mailer, at(second.startsAt, -23 * HOUR));
    expect(mailsFor(sent, v.input.email)).toEqual([]);
  });

  it('nudges the NGO the day after a session it has not marked, and only then', async () => {
    const { sessions } = await partnership('Rekha Munda');
    const [first, second] = sessions;
    // The second session was marked by the NGO: no nudge for it.
    await t.database.db
      .update(teachingSessions)
      .set({ attendance: 'held' })
      .where(eq(teachingSessions.id, second!.id));
    const { sent, mailer } = recorder();
    // Other tests' partnerships have Saturday sessions too: only this volunteer's count here.
    const nudges = () =>
      sent.filter(
        (m) =>
          m.to === ngo.input.email &&
          m.subject.startsWith('Was the session') &&
          m.text.includes('Rekha Munda'),
      );

    await sweep(mailer, at(first!.endsAt, 23 * HOUR));
    expect(nudges()).toEqual([]);
    await sweep(mailer, at(first!.endsAt, 25 * HOUR));
    expect(nudges()).toHaveLength(1);
    expect(nudges()[0]!.text).toContain('the Maths session with Rekha Munda on');
    await sweep(mailer, at(second!.endsAt, 25 * HOUR));
    await sweep(mailer, at(second!.endsAt, 26 * HOUR));
    expect(nudges()).toHaveLength(1);
  });

  it('sends one reminder when two sweeps run at once (two instances on PostgreSQL)', async () => {
    const { v, sessions } = await partnership('Anil Hansda');
    const third = sessions[2]!;
    const now = at(third.startsAt, -23 * HOUR);
    const { sent, mailer } = recorder();
    const connection = t.database.jobQueue();
    const other =
      connection.backend === 'postgres' ? await openPostgres(connection.connectionString, 3) : null;
    try {
      const second = other ? sweep(mailer, now, other.db) : sweep(mailer, now);
      await Promise.all([sweep(mailer, now), second, sweep(mailer, now)]);
    } finally {
      await other?.close();
    }
    expect(mailsFor(sent, v.input.email)).toHaveLength(1);
  });

  it('does not write again after a sweep committed its mails and the delivery was cut off', async () => {
    const { v, sessions } = await partnership('Geeta Kisku');
    const fourth = sessions[3]!;
    const now = at(fourth.startsAt, -23 * HOUR);
    // The sweep commits the claim with its mails; the delivery hands this volunteer's mail over
    // and never finishes, as a process killed mid-send would.
    await sendDueReminders({ db: t.database.db, logger, publicUrl: TEST_ORIGIN }, now);
    const delivered: MailMessage[] = [];
    const stuck: Mailer = {
      send(message) {
        delivered.push(message);
        return message.to === v.input.email ? new Promise<void>(() => {}) : Promise.resolve();
      },
    };
    void createMailDelivery({
      db: t.database.db,
      mailer: stuck,
      logger,
      now: () => now,
    }).deliverDue();
    await expect.poll(() => mailsFor(delivered, v.input.email).length).toBe(1);
    const [claimed] = await t.database.db
      .select()
      .from(sessionReminders)
      .where(eq(sessionReminders.sessionId, fourth.id));
    expect(claimed!.sentAt).not.toBeNull();
    // Another sweep a minute later: no second mail is written, and the one in flight is still
    // held by its claim's lease (MAIL_CLAIM_MS), so no delivery takes it.
    const { sent, mailer } = recorder();
    await sweep(mailer, new Date(now.getTime() + 60_000));
    expect(mailsFor(sent, v.input.email)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, v.input.email.toLowerCase()));
    expect(rows.filter((row) => row.kind === 'session-reminder')).toHaveLength(1);
  });
});

describe('the job queue runs the sweep on its schedule (pg-boss, PGlite, a test clock)', () => {
  it('sends a reminder once the 5-minute tick finds it due, and nothing before', async () => {
    const t = await createTestApp('pglite');
    try {
      const ngo = await signedInNgo(t, { ngoName: 'Udaan Shala' });
      const listing = await publishProfile(t, ngo.cookie);
      const v = await signedInVolunteer(t, { fullName: 'Sunil Baske' });
      await acceptCode(t, v.cookie);
      const requestId = await pendingRequest(t, v.cookie, listing);
      expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
      const [first] = await t.database.db
        .select()
        .from(teachingSessions)
        .where(eq(teachingSessions.requestId, requestId))
        .orderBy(teachingSessions.startsAt)
        .limit(1);
      // 24 h 1.5 min before the session: the sweep at start finds nothing due yet; the tick
      // 1.5 minutes later (sessions start on the hour or half hour) finds it due.
      const start = new Date(first!.startsAt.getTime() - 24 * HOUR - 90_000);
      const clock = new TestClock(start);
      const { sent, mailer } = recorder();
      // The delivery reads the same clock: the mails are due at the sweep's time, a week ahead
      // of the real one when the class's hour has just passed.
      const mail = createMailDelivery({
        db: t.database.db,
        mailer,
        logger,
        now: () => new Date(clock.now()),
      });
      const jobs = await startJobQueue(
        { database: t.database, mail, logger, publicUrl: TEST_ORIGIN, secret: 'test-secret' },
        { clock },
      );
      try {
        await clock.tick(60_000);
        expect(mailsFor(sent, v.input.email)).toEqual([]);
        await clock.tick(5 * 60_000);
        await expect.poll(() => mailsFor(sent, v.input.email).length, { timeout: 20_000 }).toBe(1);
        await clock.tick(10 * 60_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(mailsFor(sent, v.input.email)).toHaveLength(1);
      } finally {
        await jobs.stop();
      }
    } finally {
      await t.close();
    }
    // Each tick fires every timer it passes, the mail queue's minute backstop included.
  }, 120_000);
});
