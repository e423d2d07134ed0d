// The gentle check-in by SMS (docs/decisions/0044-sms.md, its addendum; 0048), on each database,
// through a real SMPP gateway on 127.0.0.1 (tests/support/smpp-server.ts): a volunteer who chose
// SMS is asked by SMS in their language and not by email; "1" records "yes, still teaching" as
// the page's first answer does, "2" brings the email with the four answers; a reply goes to the
// newest message awaiting one, and a check-in answered on its page no longer takes replies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  partnershipCheckIns,
  smsOutbox,
  teachingSessions,
} from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { sendCheckIns } from '../../src/server/partnership-health/check-ins';
import { createSmsDelivery } from '../../src/server/sms/delivery';
import { createSmppGateway } from '../../src/server/sms/gateway';
import { handleIncoming } from '../../src/server/sms/replies';
import { sendDueReminders } from '../../src/server/teaching-sessions/reminders';
import { smsSegments } from '../../src/shared/sms';
import type { NgoSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import {
  moveSessionBack,
  pastShift,
  signedInNgo,
  signedInVolunteer,
  type SignedIn,
} from '../support/dashboards-factories';
import { startTestSmsc, type TestSmsc } from '../support/smpp-server';
import { api, createTestApp, expectJson, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const HOUR = 3_600_000;
const logger = createLogger('silent');

describe.each(DB_KINDS)('the check-in by SMS on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;
  let smsc: TestSmsc;
  const gateways: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Sahyog Vidya' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 30 });
    smsc = await startTestSmsc();
  }, 240_000);
  afterAll(async () => {
    for (const g of gateways.splice(0)) await g.close();
    await smsc.close();
    await t.close();
  });

  /** Setu's delivery on the test's clock; replies are handled on the real one. */
  function setu(now: () => Date) {
    const gateway = createSmppGateway({
      config: { smppUrl: smsc.url, sender: 'SETUIN', dltEntityId: undefined, dltTemplates: {} },
      logger,
      onIncoming: async (incoming) => {
        await handleIncoming({ db: t.database.db, logger, publicUrl: TEST_ORIGIN }, incoming);
      },
    });
    gateways.push(gateway);
    return createSmsDelivery({ db: t.database.db, gateway, logger, now });
  }

  /**
   * A volunteer with SMS on `phone` whose partnership's last two sessions were missed: its first
   * four sessions moved four weeks back, two held, then one cancelled and one not held.
   */
  async function missedTwice(name: string, phone: string, language: 'en' | 'hi' = 'en') {
    const v = await signedInVolunteer(t, { fullName: name, language });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    const sessions = await t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(teachingSessions.startsAt);
    const marks: Partial<typeof teachingSessions.$inferInsert>[] = [
      { attendance: 'held', volunteerConfirmed: true },
      { attendance: 'held', volunteerConfirmed: true },
      { status: 'cancelled', cancelledBy: 'volunteer' },
      { attendance: 'not_held', volunteerConfirmed: false },
    ];
    const shift = pastShift(sessions[marks.length - 1]!.endsAt);
    for (const [i, set] of marks.entries()) {
      await moveSessionBack(t.database.db, sessions[i]!.id, shift, set);
    }
    await expectJson(
      api(t, { cookie: v.cookie }).sms.settings.$put({ json: { phone, consent: true } }),
    );
    return { v, requestId, next: sessions[4]! };
  }

  const smsOf = (userId: string) =>
    t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.userId, userId))
      .orderBy(smsOutbox.id);
  const checkInOf = async (requestId: number) =>
    (
      await t.database.db
        .select()
        .from(partnershipCheckIns)
        .where(eq(partnershipCheckIns.requestId, requestId))
    )[0]!;
  const mailsTo = async (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it('asks by SMS, not email; "1" is "yes, still teaching"; a reply goes to the newest message awaiting one', async () => {
    const { v, requestId, next } = await missedTwice('Rekha Oraon', '9812300001');
    // A reminder of the next session, moved to tomorrow, goes first; the check-in a minute later.
    const remindedAt = new Date();
    const shift = next.startsAt.getTime() - (remindedAt.getTime() + 23 * HOUR);
    const moved = (at: Date) => new Date(at.getTime() - shift);
    await t.database.db
      .update(teachingSessions)
      .set({ startsAt: moved(next.startsAt), endsAt: moved(next.endsAt) })
      .where(eq(teachingSessions.id, next.id));
    let clock = remindedAt;
    const delivery = setu(() => clock);
    const deps = { db: t.database.db, logger, publicUrl: TEST_ORIGIN };
    await sendDueReminders(deps, remindedAt);
    await delivery.deliverDue();
    clock = new Date(remindedAt.getTime() + 60_000);
    expect((await sendCheckIns(deps, clock)).sent).toBeGreaterThanOrEqual(1);
    await delivery.deliverDue();

    const checkIn = await checkInOf(requestId);
    // The sweep reminds of every session starting within a day (the move may leave two).
    const sent = await smsOf(v.uid);
    const reminders = sent.filter((m) => m.kind === 'session-reminder');
    expect(reminders.map((m) => m.sessionId)).toContain(next.id);
    expect(reminders.every((m) => m.submittedAt?.getTime() === remindedAt.getTime())).toBe(true);
    const asked = sent.at(-1);
    expect(asked).toMatchObject({
      kind: 'check-in',
      checkInId: checkIn.id,
      awaitsReply: true,
      submittedAt: clock,
      fallbackSubject: 'Still able to teach on Saturdays?',
    });
    expect(asked!.body).toBe(
      'Setu: still able to teach on Saturdays with Sahyog Vidya? Reply 1 for yes, 2 for all answers by email. STOP to end SMS',
    );
    expect(smsSegments(asked!.body).segments).toBe(1);
    const submitted = smsc.submitted.filter((m) => m.to === '919812300001');
    // Each went through the gateway once, the check-in last.
    expect(submitted.map((m) => m.text).sort()).toEqual(sent.map((m) => m.body).sort());
    expect(submitted.at(-1)!.text).toBe(asked!.body);
    // The email the SMS stands for holds the four links, and is not sent.
    expect(asked!.fallbackBody).toContain(`#/still-teaching/${checkIn.id}?choice=end`);
    expect((await mailsTo(v.input.email)).filter((m) => m.kind === 'check-in')).toEqual([]);

    // "1" answers the check-in, the newest; the older reminder still waits for its own.
    expect(await smsc.reply('919812300001', '1')).toBe(0);
    expect(await checkInOf(requestId)).toMatchObject({ answer: 'yes' });
    const page = api(t, { cookie: v.cookie })['partnership-health']['check-ins'][':id'];
    expect(await expectJson(page.$get({ param: { id: String(checkIn.id) } }))).toMatchObject({
      answer: 'yes',
    });
    const replies = async () => (await smsOf(v.uid)).map((m) => m.reply);
    expect(await replies()).toEqual([...reminders.map(() => null), 'confirm']);
    // The next "1" finds the newest reminder.
    expect(await smsc.reply('919812300001', '1')).toBe(0);
    expect(await replies()).toEqual([
      ...reminders.map((_, i) => (i === reminders.length - 1 ? 'confirm' : null)),
      'confirm',
    ]);
    const [session] = await t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.id, reminders.at(-1)!.sessionId!));
    expect(session!.status).toBe('scheduled');
  });

  it('asks in Hindi in one segment; "2" brings the email of four answers; after a page answer a reply finds nothing', async () => {
    const { v, requestId } = await missedTwice('Sunita Tirkey', '9812300002', 'hi');
    const now = new Date();
    const delivery = setu(() => now);
    await sendCheckIns({ db: t.database.db, publicUrl: TEST_ORIGIN }, now);
    await delivery.deliverDue();
    const checkIn = await checkInOf(requestId);
    const [asked] = await smsOf(v.uid);
    expect(asked!.body).toBe('सेतु: हर शनिवार पढ़ा सकेंगे? 1 हाँ, 2 सारे उत्तर ईमेल पर। STOP');
    expect(smsSegments(asked!.body)).toMatchObject({ encoding: 'UCS-2', segments: 1 });

    expect(await smsc.reply('919812300002', '2')).toBe(0);
    const mails = (await mailsTo(v.input.email)).filter((m) => m.kind === 'check-in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('क्या आप अब भी हर शनिवार पढ़ा सकते हैं?');
    const links = [...mails[0]!.body.matchAll(/#\/still-teaching\/(\d+)\?choice=(\w+)/g)];
    expect(links.map((l) => [Number(l[1]), l[2]])).toEqual(
      ['yes', 'time', 'break', 'end'].map((c) => [checkIn.id, c]),
    );
    // "2" is no answer: the check-in still waits for one, and a repeat writes no second email.
    expect((await checkInOf(requestId)).answer).toBeNull();
    expect(await smsc.reply('919812300002', '2')).toBe(0);
    expect((await mailsTo(v.input.email)).filter((m) => m.kind === 'check-in')).toHaveLength(1);

    // Another check-in SMS, answered on the page: a "1" then matches nothing and changes nothing.
    await t.database.db
      .update(smsOutbox)
      .set({ reply: null, repliedAt: null })
      .where(eq(smsOutbox.id, asked!.id));
    const page = api(t, { cookie: v.cookie })['partnership-health']['check-ins'][':id'];
    await expectJson(page.$post({ param: { id: String(checkIn.id) }, json: { choice: 'break' } }));
    expect(await smsc.reply('919812300002', '1')).toBe(0);
    expect(await checkInOf(requestId)).toMatchObject({ answer: 'break' });
    expect((await smsOf(v.uid))[0]!.reply).toBeNull();
  });
});
