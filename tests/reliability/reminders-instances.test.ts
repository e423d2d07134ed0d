// the reminders with real server processes on one PostgreSQL and a real SMTP server: two
// instances starting together send each reminder once, and a server killed (SIGKILL) after the
// SMTP server has the mail but before Setu recorded it does not send it again after a restart.
// Each server sweeps at start (src/server/jobs/job-queue.ts), so no test waits for a cron tick.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client';
import { mailOutbox, sessionReminders, teachingSessions } from '../../src/server/db/schema';
import { seedSampleData } from '../../src/server/db/seed';
import { firstOccurrence } from '../../src/server/teaching-sessions/occurrences';
import { TIME_RANGES, WEEKDAYS } from '../../src/shared/options';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import { markVolunteerVettedInDb } from '../support/vetting';
import { startServer, type E2EServer } from '../support/e2e-server';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import { AUTH_SECRET_FOR_TESTS, smtpRecorder } from './support';
import { ngoInput, volunteerInput } from '../support/factories';

const HOUR = 3_600_000;

/** A weekly slot whose next session is between 2 and 24 hours from now (India's clock). */
function slotDueSoon(): { day: string; timeSlot: string } {
  const now = new Date();
  for (const day of WEEKDAYS)
    for (const timeSlot of TIME_RANGES) {
      const ahead = firstOccurrence(now, day, timeSlot).start.getTime() - now.getTime();
      if (ahead > 2 * HOUR && ahead < 23 * HOUR) return { day, timeSlot };
    }
  throw new Error('no slot starts in the next 2 to 23 hours');
}

describe.runIf(TEST_DATABASE_URL)('reminders with real servers on one PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  let smtp: Awaited<ReturnType<typeof smtpRecorder>>;
  let env: Record<string, string>;
  const running: E2EServer[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openPostgres(created.url, 3);
    await database.migrate();
    await seedSampleData(database.db);
    smtp = await smtpRecorder();
    env = {
      DATABASE_URL: created.url,
      AUTH_SECRET: AUTH_SECRET_FOR_TESTS,
      SMTP_URL: smtp.url,
      // The sweep's "done" line is at info level.
      LOG_LEVEL: 'info',
    };
  }, 60_000);
  // A failed test must not leave its servers sweeping the next test's data.
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.kill().catch(() => {})));
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
    await drop();
  });

  /** A partnership accepted a day ago whose next session is due for its reminder. */
  async function duePartnership() {
    const db = database.db;
    const ngo = ngoInput();
    const ngoUid = await createNgoAccount(db, ngo);
    const slot = slotDueSoon();
    const listingId = await insertListing(db, {
      name: ngo.ngoName,
      ownerUid: ngoUid,
      availability: [slot.day],
      availabilityTimes: [slot.timeSlot],
    });
    const volunteer = volunteerInput();
    const volunteerUid = await createVolunteerAccount(db, volunteer);
    // Setu's minimum checks, so the vetting gate's sweep at start lets the partnership run.
    await markVolunteerVettedInDb(db, volunteerUid);
    const requestId = await insertRequest(db, {
      volunteerUid,
      listingId,
      ...slot,
      updatedAt: new Date(Date.now() - 24 * HOUR),
    });
    return { requestId, volunteerEmail: volunteer.email, ngoEmail: ngo.email };
  }

  /**
   * The sweeps the servers queued at start have finished (their logs say so). Any instance's
   * worker may take any queued sweep, so one server may log both and the other none.
   */
  async function swept(...servers: E2EServer[]) {
    const done = () =>
      servers.reduce((n, s) => n + s.output().split('reminder sweep done').length - 1, 0);
    await expect.poll(done, { timeout: 30_000 }).toBeGreaterThanOrEqual(servers.length);
  }

  it('two instances starting together send each reminder once', async () => {
    const due = await duePartnership();
    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    running.push(a, b);
    await swept(a, b);
    await expect.poll(() => smtp.to(due.volunteerEmail).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => smtp.to(due.ngoEmail).length, { timeout: 20_000 }).toBe(1);
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    expect(smtp.to(due.volunteerEmail)[0]!.raw).toContain('Reminder: Maths on');
  }, 120_000);

  it('a server killed while the SMTP server held the mail: the reminder is written once, its mail waits out the lease', async () => {
    const due = await duePartnership();
    smtp.state.hold = true;
    const first = await startServer({ env });
    running.push(first);
    // The volunteer's reminder reached the SMTP server, which has not answered yet.
    await expect.poll(() => smtp.to(due.volunteerEmail).length, { timeout: 30_000 }).toBe(1);
    await first.kill();
    const [session] = await database.db
      .select({ id: teachingSessions.id })
      .from(teachingSessions)
      .where(
        and(
          eq(teachingSessions.requestId, due.requestId),
          gt(teachingSessions.startsAt, new Date()),
        ),
      )
      .orderBy(teachingSessions.startsAt)
      .limit(1);
    // The reminder and its mail committed together (docs/decisions/0030-mail-outbox.md)...
    const reminders = await database.db
      .select()
      .from(sessionReminders)
      .where(eq(sessionReminders.sessionId, session!.id));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ kind: 'before' });
    // ...and the killed delivery's claim on that mail holds its lease: unsent, not to be re-sent
    // by another instance while an SMTP conversation could still be finishing.
    const mails = () =>
      database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.recipient, due.volunteerEmail),
            eq(mailOutbox.kind, 'session-reminder'),
          ),
        );
    const [held] = await mails();
    expect(held).toMatchObject({ sentAt: null, attempts: 1 });
    expect(held!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());

    // Restarted, with the SMTP server answering again: its sweep writes no second reminder, and
    // the claimed mail is not sent again within its lease.
    smtp.state.hold = false;
    const second = await startServer({ env });
    running.push(second);
    await swept(second);
    expect(smtp.to(due.volunteerEmail)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(sessionReminders)
        .where(eq(sessionReminders.sessionId, session!.id)),
    ).toHaveLength(1);
    expect(await second.stop()).toBe(0);
  }, 120_000);
});
