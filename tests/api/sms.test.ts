// SMS (docs/decisions/0044-sms.md), on each database: the settings (consent with its time, switch
// off), reminders and cancellations by SMS instead of email, and a real SMPP gateway on 127.0.0.1
// (tests/support/smpp-server.ts) that Setu binds to: submit with India's DLT fields, a receipt,
// replies 1, 2 and STOP, a refused bind retried until the email goes instead, and a gateway that
// drops the connection mid-submit.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, smsConsents, smsOutbox, teachingSessions } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { createSmsDelivery, SMS_RETRY_DELAYS_MS } from '../../src/server/sms/delivery';
import { createSmppGateway } from '../../src/server/sms/gateway';
import { handleIncoming, SMS_CANCEL_REASON } from '../../src/server/sms/replies';
import { sendDueReminders } from '../../src/server/teaching-sessions/reminders';
import { SMS_MESSAGES } from '../../src/shared/sms';
import type { NgoSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { createOperator, signInOperator } from '../support/operators';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { startTestSmsc, type TestSmsc } from '../support/smpp-server';
import {
  api,
  createTestApp,
  errorOf,
  expectJson,
  send,
  TEST_ORIGIN,
  type TestApp,
} from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const HOUR = 3_600_000;
const logger = createLogger('silent');
const ENTITY = '1101234567890123456';
const REMINDER_TEMPLATE = '1107161234567890123';

describe.each(DB_KINDS)('SMS on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;
  let phones = 0;
  /** A new Indian mobile number for each test: replies are matched by number. */
  const newPhone = () => `98765${String(10_000 + ++phones).slice(-5)}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Sahyog Vidya' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 30 });
  });
  afterAll(() => t.close());

  async function partnership(name: string) {
    const v = await signedInVolunteer(t, { fullName: name });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    const { sessions } = await expectJson(api(t, { cookie: v.cookie }).sessions.$get());
    return { v, sessions: sessions.filter((s) => s.requestId === requestId) };
  }

  const consent = (cookie: string, phone: string) =>
    expectJson(api(t, { cookie }).sms.settings.$put({ json: { phone, consent: true } }));

  const smsRows = (userId: string) =>
    t.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, userId));
  /** The mails about sessions to `email` (their acceptance mails aside). */
  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
      (m) => m.kind.startsWith('session-'),
    );

  describe('settings', () => {
    it('stores the phone with the consent and its time, and switches off', async () => {
      const v = await signedInVolunteer(t, { fullName: 'Asha Kumari' });
      const settings = api(t, { cookie: v.cookie }).sms.settings;
      expect(await expectJson(settings.$get())).toEqual({
        phone: null,
        consentedAt: null,
        stoppedAt: null,
        stoppedVia: null,
      });

      const before = Date.now();
      const on = await expectJson(
        settings.$put({ json: { phone: '+91 98111 22233', consent: true } }),
      );
      expect(on.phone).toBe('9811122233');
      expect(Date.parse(on.consentedAt!)).toBeGreaterThanOrEqual(before - 1000);
      // Saying yes again on the same number keeps the first yes's time.
      const again = await expectJson(
        settings.$put({ json: { phone: '09811122233', consent: true } }),
      );
      expect(again.consentedAt).toBe(on.consentedAt);

      // The export holds the choice.
      const exported = await expectJson(api(t, { cookie: v.cookie }).accounts.me.export.$get());
      expect((exported as { sms: unknown }).sms).toEqual(on);

      const off = await expectJson(settings.$delete());
      expect(off).toMatchObject({ phone: '9811122233', consentedAt: null, stoppedVia: 'settings' });
      expect(off.stoppedAt).not.toBeNull();
    });

    it('refuses a bad number or a missing consent, changing nothing', async () => {
      const v = await signedInVolunteer(t, { fullName: 'Bina Das' });
      const settings = api(t, { cookie: v.cookie }).sms.settings;
      const bad = await settings.$put({ json: { phone: '12345', consent: true } });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).fields).toEqual({ phone: SMS_MESSAGES.phone });
      const noConsent = await settings.$put({
        json: { phone: '9811122244', consent: false as unknown as true },
      });
      expect(noConsent.status).toBe(400);
      expect((await errorOf(noConsent)).fields).toEqual({ consent: SMS_MESSAGES.consent });
      const rows = await t.database.db
        .select()
        .from(smsConsents)
        .where(eq(smsConsents.userId, v.uid));
      expect(rows).toEqual([]);
      expect((await api(t).sms.settings.$get()).status).toBe(401);
    });
  });

  it('reminds by SMS whoever chose it, by email the other side', async () => {
    const { v, sessions } = await partnership('Chetan Munda');
    const phone = newPhone();
    await consent(v.cookie, phone);
    const first = sessions[0]!;
    const now = new Date(Date.parse(first.startsAt) - 23 * HOUR);
    await sendDueReminders({ db: t.database.db, logger, publicUrl: TEST_ORIGIN }, now);

    const [sms] = await smsRows(v.uid);
    expect(sms).toMatchObject({
      kind: 'session-reminder',
      phone: `91${phone}`,
      sessionId: first.id,
      awaitsReply: true,
      fallbackTo: v.input.email,
    });
    expect(sms!.body).toMatch(/^Setu: class with Sahyog Vidya .+ 11:00 AM\. Reply 1 to confirm/);
    expect(sms!.fallbackSubject).toMatch(/^Reminder: Maths on/);
    expect(await mailsTo(v.input.email)).toEqual([]);
    const toNgo = await mailsTo(ngo.input.email);
    expect(
      toNgo.some((m) => m.kind === 'session-reminder' && m.body.includes('Chetan Munda')),
    ).toBe(true);
  });

  it("tells the other side of a cancel by SMS when they chose it, and the dashboard's delivery sends it", async () => {
    const { v, sessions } = await partnership('Deepa Soren');
    const phone = newPhone();
    await consent(v.cookie, phone);
    const sent = t.smsSent.length;
    const res = await api(t, { cookie: ngo.cookie }).sessions[':id'].cancel.$post({
      param: { id: String(sessions[1]!.id) },
      json: { reason: 'Exams' },
    });
    expect(res.status).toBe(200);
    const [sms] = await smsRows(v.uid);
    expect(sms).toMatchObject({ kind: 'session-cancelled', submittedAt: expect.any(Date) });
    expect(sms!.body).toMatch(/^Setu: Sahyog Vidya cancelled the class on /);
    expect(t.smsSent.slice(sent).filter((m) => m.phone === `91${phone}`)).toMatchObject([
      { kind: 'session-cancelled' },
    ]);
    expect(await mailsTo(v.input.email)).toEqual([]);
  });

  it('a suspension drops the SMS still waiting for the account, and none is written after', async () => {
    const { v, sessions } = await partnership('Lalit Kujur');
    await consent(v.cookie, newPhone());
    await sendDueReminders(
      { db: t.database.db, logger, publicUrl: TEST_ORIGIN },
      new Date(Date.parse(sessions[0]!.startsAt) - 23 * HOUR),
    );
    expect(await smsRows(v.uid)).toHaveLength(1);
    const call = (method: string, path: string, body?: unknown, cookie?: string) =>
      send(t, method, path, body, { cookie, ip: '198.51.100.77' });
    const op = (await signInOperator(call, await createOperator(t.database.db))).cookie;
    const res = await call(
      'POST',
      `/api/operator/accounts/${v.uid}/suspend`,
      { reason: 'Reported.' },
      op,
    );
    expect(res.status).toBe(200);
    expect(await smsRows(v.uid)).toEqual([]);
  });

  describe('through a real SMPP gateway', () => {
    let smsc: TestSmsc;
    const gateways: { close(): Promise<void> }[] = [];

    beforeAll(async () => {
      smsc = await startTestSmsc();
    });
    beforeEach(async () => {
      // Each test counts what its own delivery sends: SMS other tests left waiting are set aside.
      await t.database.db
        .update(smsOutbox)
        .set({ failedAt: new Date() })
        .where(and(isNull(smsOutbox.submittedAt), isNull(smsOutbox.failedAt)));
    });
    afterEach(async () => {
      for (const g of gateways.splice(0)) await g.close();
      smsc.refuseBinds = false;
      smsc.refuseSubmits = 0;
      smsc.dropOnSubmit = 0;
    });
    afterAll(() => smsc.close());

    /** Setu's gateway and delivery on the test's clock, bound to `url`. */
    function setu(now: () => Date, url = smsc.url) {
      const gateway = createSmppGateway({
        config: {
          smppUrl: url,
          sender: 'SETUIN',
          dltEntityId: ENTITY,
          dltTemplates: { 'session-reminder': REMINDER_TEMPLATE },
        },
        logger,
        onIncoming: async (incoming) => {
          await handleIncoming({ db: t.database.db, logger, publicUrl: TEST_ORIGIN }, incoming);
        },
      });
      gateways.push(gateway);
      return {
        gateway,
        delivery: createSmsDelivery({ db: t.database.db, gateway, logger, now }),
      };
    }

    /** A volunteer with SMS on, reminded of their first session by the sweep at `now`. */
    async function reminded(name: string) {
      const p = await partnership(name);
      const phone = newPhone();
      await consent(p.v.cookie, phone);
      const now = new Date(Date.parse(p.sessions[0]!.startsAt) - 23 * HOUR);
      await sendDueReminders({ db: t.database.db, logger, publicUrl: TEST_ORIGIN }, now);
      return { ...p, phone: `91${phone}`, now };
    }

    it('binds, submits with the DLT fields, records the receipt, and a "1" confirms', async () => {
      const { v, phone, now } = await reminded('Farida Khan');
      const { delivery } = setu(() => now);
      const binds = smsc.binds;
      expect((await delivery.deliverDue()).failed).toBe(0);
      expect(smsc.binds).toBe(binds + 1);
      // The sweep reminds everyone due then; this test follows its own volunteer's SMS.
      const submitted = smsc.submitted.find((s) => s.to === phone)!;
      expect(submitted).toMatchObject({
        to: phone,
        from: 'SETUIN',
        entityId: ENTITY,
        templateId: REMINDER_TEMPLATE,
      });
      expect(submitted.text).toMatch(/^Setu: class with Sahyog Vidya/);
      const [row] = await smsRows(v.uid);
      expect(row).toMatchObject({ gatewayId: submitted.messageId, submittedAt: now });

      expect(await smsc.receipt(submitted.messageId, 'DELIVRD')).toBe(0);
      expect(await smsc.reply(phone, ' 1 ')).toBe(0);
      const [after] = await smsRows(v.uid);
      expect(after).toMatchObject({ receiptState: 'DELIVRD', reply: 'confirm' });
      expect(after!.repliedAt).toBeInstanceOf(Date);
      const [session] = await t.database.db
        .select()
        .from(teachingSessions)
        .where(eq(teachingSessions.id, after!.sessionId!));
      expect(session!.status).toBe('scheduled');
    });

    it('a "2" cancels the session it answers and tells the NGO; STOP switches SMS off', async () => {
      const { v, sessions, phone, now } = await reminded('Gopal Hansda');
      const { delivery } = setu(() => now);
      await delivery.deliverDue();
      expect(await smsc.reply(phone, '2')).toBe(0);
      const [session] = await t.database.db
        .select()
        .from(teachingSessions)
        .where(eq(teachingSessions.id, sessions[0]!.id));
      expect(session).toMatchObject({ status: 'cancelled', cancelledBy: 'volunteer' });
      expect(session!.cancelReason).toBe(SMS_CANCEL_REASON);
      const toNgo = (await mailsTo(ngo.input.email)).filter(
        (m) => m.kind === 'session-cancelled' && m.body.includes('Gopal Hansda'),
      );
      expect(toNgo).toHaveLength(1);
      expect(toNgo[0]!.body).toContain(SMS_CANCEL_REASON);
      // The same reply again (a gateway repeating it) answers nothing more.
      expect(await smsc.reply(phone, '2')).toBe(0);
      expect(
        (await mailsTo(ngo.input.email)).filter(
          (m) => m.kind === 'session-cancelled' && m.body.includes('Gopal Hansda'),
        ),
      ).toHaveLength(1);

      expect(await smsc.reply(phone, 'STOP')).toBe(0);
      const settings = await expectJson(api(t, { cookie: v.cookie }).sms.settings.$get());
      expect(settings).toMatchObject({ consentedAt: null, stoppedVia: 'reply' });
    });

    it('a reply from a number Setu never wrote to changes nothing', async () => {
      const { v, sessions, now } = await reminded('Hema Lakra');
      const { delivery } = setu(() => now);
      await delivery.deliverDue();
      expect(await smsc.reply('919000000001', '2')).toBe(0);
      expect(await smsc.reply('919000000001', 'STOP')).toBe(0);
      const [row] = await smsRows(v.uid);
      expect(row).toMatchObject({ reply: null, submittedAt: now });
      const [session] = await t.database.db
        .select()
        .from(teachingSessions)
        .where(eq(teachingSessions.id, sessions[0]!.id));
      expect(session!.status).toBe('scheduled');
      const settings = await expectJson(api(t, { cookie: v.cookie }).sms.settings.$get());
      expect(settings.consentedAt).not.toBeNull();
    });

    it('a refused bind is retried, then the email goes instead', async () => {
      const { v, now } = await reminded('Ishaan Bara');
      const wrong = smsc.url.replace(':secret@', ':wrong@');
      let clock = now;
      const { delivery } = setu(() => clock, wrong);
      const binds = smsc.binds;
      for (const [i, delay] of SMS_RETRY_DELAYS_MS.entries()) {
        expect((await delivery.deliverDue()).sent).toBe(0);
        // Not again before its time.
        await delivery.deliverDue();
        const [row] = await smsRows(v.uid);
        expect(row).toMatchObject({ attempts: i + 1, failedAt: null });
        expect(row!.lastError).toMatch(/bind refused/);
        clock = new Date(clock.getTime() + delay);
      }
      expect((await delivery.deliverDue()).sent).toBe(0);
      expect(smsc.binds).toBe(binds);
      const [row] = await smsRows(v.uid);
      expect(row).toMatchObject({ attempts: 4, failedAt: clock, submittedAt: null });
      const mails = await mailsTo(v.input.email);
      expect(mails).toMatchObject([{ kind: 'session-reminder', subject: row!.fallbackSubject }]);
    });

    it('a gateway that drops the connection mid-submit gets the SMS on the retry, once', async () => {
      const { v, phone, now } = await reminded('Jaya Minz');
      let clock = now;
      const { delivery } = setu(() => clock);
      smsc.dropOnSubmit = 1;
      const before = smsc.submitted.length;
      await delivery.deliverDue();
      const [dropped] = await smsRows(v.uid);
      expect(dropped).toMatchObject({ attempts: 1, submittedAt: null });
      expect(dropped!.lastError).toMatch(/closed/);
      clock = new Date(clock.getTime() + SMS_RETRY_DELAYS_MS[0]!);
      await delivery.deliverDue();
      expect(smsc.submitted.slice(before).filter((s) => s.to === phone)).toHaveLength(1);
      const [row] = await smsRows(v.uid);
      expect(row).toMatchObject({ attempts: 2, submittedAt: clock, failedAt: null });
    });

    it('a receipt saying it never arrived sends the email instead', async () => {
      const { v, now } = await reminded('Kiran Ekka');
      const { delivery } = setu(() => now);
      await delivery.deliverDue();
      const [row] = await smsRows(v.uid);
      expect(await smsc.receipt(row!.gatewayId!, 'UNDELIV')).toBe(0);
      const [after] = await smsRows(v.uid);
      expect(after).toMatchObject({ receiptState: 'UNDELIV', failedAt: expect.any(Date) });
      expect(await mailsTo(v.input.email)).toMatchObject([{ kind: 'session-reminder' }]);
    });
  });
});
