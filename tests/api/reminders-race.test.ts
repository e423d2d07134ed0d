// The sweeps that write to a partnership's sides, and the changes that make their mail wrong, at
// the same moment (PGlite runs them one after the other; PostgreSQL really at once): the reminder
// sweep (teaching-sessions/reminders.ts) against the NGO cancelling or moving the session it
// reminds (docs/decisions/0023-sessions-and-reminders.md) and against a suspension of the
// volunteer, and the check-in sweep (partnership-health/check-ins.ts) against the NGO ending the
// partnership or pausing its class, and, by SMS, against a suspension holding its volunteer's
// account (docs/decisions/0048-breaks-and-health.md). Whatever the order,
// the sweep's mail is written before the change's or not at all, and a moved session is reminded
// before its new time. Each round has a partnership of its own, ended after it so later rounds'
// sweeps pass it by.
import { setTimeout as pause } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSuspensions,
  connectionRequests,
  mailOutbox,
  partnershipCheckIns,
  sessionReminders,
  smsConsents,
  smsOutbox,
  teachingSessions,
  user,
} from '../../src/server/db/schema';
import { until, waitingOnLock } from '../support/lock-waits';
import { createLogger } from '../../src/server/logger';
import { suspend } from '../../src/server/suspension/suspend';
import { sendCheckIns } from '../../src/server/partnership-health/check-ins';
import { keepSessionsAhead } from '../../src/server/teaching-sessions/keep-ahead';
import { sendDueReminders } from '../../src/server/teaching-sessions/reminders';
import { classIdOf } from '../../src/shared/classes';
import { indiaIsoDate } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import { endPartnership, seededPartnership } from '../support/dashboards-factories';
import { createOperator } from '../support/operators';
import { api, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { act, ngoWithListing } from './requests-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const logger = createLogger('silent');

describe.each(DB_KINDS)('the sweeps against the changes on %s', { timeout: 120_000 }, (kind) => {
  // PGlite takes the two in turns: fewer rounds find its orders.
  const rounds = kind === 'postgres' ? 10 : 4;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  /**
   * Runs `sweep` inside a suspension's first two locks (src/server/suspension/suspend.ts): the
   * account's row is held, the sweep starts, and once it has finished or waits on a lock (only it
   * can here) the partnership is locked too. Were the sweep holding the partnership while it
   * waits for the account, that would deadlock, and PostgreSQL would end one of the two.
   * `suspended` commits the suspension's row with them. Answers the sweep's answer, or its error,
   * and whether it had finished before the partnership was asked for.
   */
  async function sweepWhileSuspending(
    p: { uid: string; id: number },
    sweep: () => Promise<object>,
    suspended: boolean,
  ) {
    let answered: object | undefined;
    let running!: Promise<unknown>;
    let finishedFirst = false;
    await db().transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, p.uid)).for('update');
      running = sweep().then(
        (done) => (answered = done),
        (error: unknown) => error,
      );
      await until(async () => answered !== undefined || (await waitingOnLock(db())));
      finishedFirst = answered !== undefined;
      await tx
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(eq(connectionRequests.id, p.id))
        .for('update');
      if (suspended) {
        await tx
          .insert(accountSuspensions)
          .values({ userId: p.uid, reason: 'Concern', suspendedBy: 'test' });
      }
    });
    return { outcome: await running, answered, finishedFirst };
  }
  const smsTo = (uid: string) =>
    db()
      .select({ kind: smsOutbox.kind, sessionId: smsOutbox.sessionId })
      .from(smsOutbox)
      .where(eq(smsOutbox.userId, uid));
  const partnership = (listing: number, prefix: string) => seededPartnership(db(), listing, prefix);
  const end = (id: number) => endPartnership(db(), id);
  /** Whether a mail of `sweepKind` went to `email` after its mail of `changeKind`. */
  async function writtenAfter(email: string, changeKind: string, sweepKind: string) {
    const mails = await db()
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email.toLowerCase()))
      .orderBy(asc(mailOutbox.id));
    const at = mails.findIndex((m) => m.kind === changeKind);
    expect(at, `the ${changeKind} mail`).toBeGreaterThanOrEqual(0);
    return mails.slice(at).some((m) => m.kind === sweepKind);
  }

  describe('the reminder sweep', () => {
    const remind = (now: Date) =>
      sendDueReminders({ db: db(), logger, publicUrl: TEST_ORIGIN }, now);
    /** A partnership's sessions, soonest first. */
    async function sessionsOf(id: number) {
      await keepSessionsAhead(db(), new Date(), { requestIds: [id] });
      return db()
        .select()
        .from(teachingSessions)
        .where(eq(teachingSessions.requestId, id))
        .orderBy(asc(teachingSessions.startsAt));
    }
    const claimOf = (sessionId: number) =>
      db()
        .select()
        .from(sessionReminders)
        .where(and(eq(sessionReminders.sessionId, sessionId), eq(sessionReminders.kind, 'before')));

    it('writes no reminder of a session after its cancellation', async () => {
      const { ngo, listing } = await ngoWithListing(t);
      let late = 0;
      for (let round = 0; round < rounds; round++) {
        const p = await partnership(listing, `Cancel ${round}`);
        const target = (await sessionsOf(p.id))[0]!;
        const now = new Date(target.startsAt.getTime() - 23 * HOUR);
        // The weeks the sweep would make first are made now: the race is the claim's.
        await keepSessionsAhead(db(), now);
        const [, cancelled] = await Promise.all([
          pause(round % 4).then(() => remind(now)),
          pause((round * 3) % 7).then(() =>
            api(t, { cookie: ngo.cookie }).sessions[':id'].cancel.$post({
              param: { id: String(target.id) },
              json: { reason: 'Exams' },
            }),
          ),
        ]);
        expect(cancelled.status).toBe(200);
        if (await writtenAfter(p.email, 'session-cancelled', 'session-reminder')) late++;
        await end(p.id);
      }
      expect(late, 'rounds with a reminder written after the cancellation').toBe(0);
    });

    it('leaves no reminder waiting for a volunteer suspended at the same moment', async () => {
      const { listing } = await ngoWithListing(t);
      const operator = await createOperator(db());
      let late = 0;
      for (let round = 0; round < rounds; round++) {
        const p = await partnership(listing, `Suspend ${round}`);
        const target = (await sessionsOf(p.id))[0]!;
        const now = new Date(target.startsAt.getTime() - 23 * HOUR);
        await keepSessionsAhead(db(), now);
        // Called directly, so no delivery runs in the round: a reminder written before the
        // suspension is dropped by it, and one still waiting was written after it.
        await Promise.all([
          pause(round % 4).then(() => remind(now)),
          pause((round * 3) % 7).then(() =>
            suspend(db(), { operatorUid: operator.userId, userId: p.uid, reason: 'Concern' }),
          ),
        ]);
        const waiting = await db()
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.recipient, p.email.toLowerCase()),
              eq(mailOutbox.kind, 'session-reminder'),
            ),
          );
        if (waiting.length) late++;
        await end(p.id);
      }
      expect(late, 'rounds leaving a reminder for the suspended volunteer').toBe(0);
    });

    // PGlite runs one transaction at a time, so neither can wait on the other there.
    if (kind === 'postgres') {
      it('reminds no one by SMS while their suspension holds their account, and the next sweep looks again', async () => {
        const { listing } = await ngoWithListing(t);
        const p = await partnership(listing, 'Sms Reminded');
        await db()
          .insert(smsConsents)
          .values({ userId: p.uid, phone: '+919812300098', consentedAt: new Date() });
        const target = (await sessionsOf(p.id))[0]!;
        const now = new Date(target.startsAt.getTime() - 23 * HOUR);
        await keepSessionsAhead(db(), now);

        // The sweep between a suspension's first two locks: it finishes without an error.
        const { outcome, answered } = await sweepWhileSuspending(p, () => remind(now), false);
        expect(outcome).toEqual(answered);
        // Given back: nothing claimed, nothing written; the next sweep finds it.
        expect(await claimOf(target.id)).toEqual([]);
        expect(await smsTo(p.uid)).toEqual([]);
        await remind(now);
        expect(await claimOf(target.id)).toHaveLength(1);
        expect((await smsTo(p.uid)).map((m) => m.sessionId)).toContain(target.id);
        await end(p.id);
      });
    }

    it('reminds a moved session before its new time, not its old one', async () => {
      const { ngo, listing } = await ngoWithListing(t);
      let wrong = 0;
      for (let round = 0; round < rounds; round++) {
        const p = await partnership(listing, `Move ${round}`);
        const target = (await sessionsOf(p.id))[1]!;
        const now = new Date(target.startsAt.getTime() - 23 * HOUR);
        await keepSessionsAhead(db(), now);
        const to = new Date(target.startsAt.getTime() + 2 * DAY);
        const [, moved] = await Promise.all([
          pause(round % 5).then(() => remind(now)),
          pause((round * 3) % 7).then(() =>
            api(t, { cookie: ngo.cookie }).sessions[':id'].move.$post({
              param: { id: String(target.id) },
              json: { date: indiaIsoDate(to), time: '11:00' },
            }),
          ),
        ]);
        expect(moved.status).toBe(200);
        // A reminder sent before the move is freed by it: no claim is left for the old time, and
        // the sweep a day before the new time sends one.
        const stale = (await claimOf(target.id)).length > 0;
        const dayBefore = new Date(to.getTime() - 23 * HOUR);
        await remind(dayBefore);
        const [claim] = await claimOf(target.id);
        if (stale || claim?.claimedAt.getTime() !== dayBefore.getTime()) wrong++;
        await end(p.id);
      }
      expect(wrong, 'rounds reminding the moved session for its old time only').toBe(0);
    });
  });

  describe('the check-in sweep', () => {
    const checkIns = () => sendCheckIns({ db: db(), publicUrl: TEST_ORIGIN }, new Date());
    /** A partnership whose volunteer cancelled its last two sessions: a check-in is due. */
    async function lapsing(listing: number, prefix: string) {
      const p = await partnership(listing, prefix);
      for (const weeks of [2, 1]) {
        const startsAt = new Date(Date.now() - weeks * 7 * DAY);
        await db()
          .insert(teachingSessions)
          .values({
            requestId: p.id,
            occurrence: startsAt,
            startsAt,
            endsAt: new Date(startsAt.getTime() + HOUR),
            status: 'cancelled',
            cancelledBy: 'volunteer',
          });
      }
      return p;
    }

    it('asks no volunteer after the NGO ended the partnership', async () => {
      const { ngo, listing } = await ngoWithListing(t);
      let late = 0;
      for (let round = 0; round < rounds; round++) {
        const p = await lapsing(listing, `End ${round}`);
        const [, ended] = await Promise.all([
          pause(round % 4).then(checkIns),
          pause((round * 3) % 7).then(() => act(t, ngo.cookie, p.id, 'end')),
        ]);
        expect(ended.status).toBe(200);
        if (await writtenAfter(p.email, 'partnership-ended', 'check-in')) late++;
      }
      expect(late, 'rounds with a check-in written after the ending').toBe(0);
    });

    // PGlite runs one transaction at a time, so neither can wait on the other there.
    if (kind === 'postgres') {
      it('asks a volunteer by SMS while their suspension holds their account: it waits, then asks no one', async () => {
        const { listing } = await ngoWithListing(t);
        const p = await lapsing(listing, 'Sms Suspend');
        await db().insert(smsConsents).values({
          userId: p.uid,
          phone: '+919812300099',
          consentedAt: new Date(),
        });
        // The sweep between a suspension's first two locks: it waits for the suspension, then
        // finishes without an error.
        const { outcome, answered, finishedFirst } = await sweepWhileSuspending(p, checkIns, true);
        expect(finishedFirst, 'the sweep finished while the account was held').toBe(false);
        expect(outcome).toEqual(answered);
        const asked = await db()
          .select({ id: partnershipCheckIns.id })
          .from(partnershipCheckIns)
          .where(eq(partnershipCheckIns.requestId, p.id));
        expect(asked).toEqual([]);
        expect(await smsTo(p.uid)).toEqual([]);
        await end(p.id);
      });
    }

    it('asks no volunteer after the NGO paused the class', async () => {
      const { ngo, listing } = await ngoWithListing(t);
      let late = 0;
      for (let round = 0; round < rounds; round++) {
        const p = await lapsing(listing, `Break ${round}`);
        const [, paused] = await Promise.all([
          pause(round % 4).then(checkIns),
          pause((round * 3) % 7).then(() =>
            api(t, { cookie: ngo.cookie }).breaks.classes[':classId'].$post({
              param: { classId: classIdOf('Saturday', '11:00 AM - 12:00 PM')! },
              json: {
                startsOn: indiaIsoDate(new Date(Date.now() + DAY)),
                weeks: 2,
                reason: 'Exams',
              },
            }),
          ),
        ]);
        expect(paused.status).toBe(201);
        if (await writtenAfter(p.email, 'break-taken', 'check-in')) late++;
        await end(p.id);
      }
      expect(late, 'rounds with a check-in written after the break').toBe(0);
    });
  });
});
