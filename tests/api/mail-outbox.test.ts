// The mail outbox (docs/decisions/0030-mail-outbox.md) on each database: a change and its mail
// commit together and a failed change writes none; the answer never waits for the mail server;
// two deliveries at once send each mail once; a refusing SMTP server on 127.0.0.1 is retried
// with backoff and the mail is then given up; mails about one session are coalesced (a clock
// the test controls); and the log names a mail by kind and id only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { accountSuspensions, mailOutbox } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { createMailer, type MailMessage, type Mailer } from '../../src/server/mail/mailer';
import {
  createMailDelivery,
  MAIL_RETRY_DELAYS_MS,
  SESSION_MAIL_GAP_MS,
  SESSION_MAILS_PER_DAY,
  SUSPENDED_ACCOUNT_MAIL_KINDS,
  writeMail,
  writeSessionMail,
} from '../../src/server/mail/outbox';
import type { NgoSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { captureLogs } from '../support/log-capture';
import { api, createTestApp, mailDelivered, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { refusingSmtpServer, signUpVolunteer } from './accounts-fixtures';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';
import { nextIp, volunteerInput } from '../support/factories';

const silent = createLogger('silent');

function recorder() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { sent, mailer };
}

describe.each(DB_KINDS)('the mail outbox on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Akshar Trust' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
  }, 180_000);
  afterAll(() => t.close());

  const rowsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it('writes a sign-up and its confirmation mail together; a refused sign-up writes none', async () => {
    const v = await signUpVolunteer(t);
    const rows = await rowsTo(v.email);
    expect(rows).toMatchObject([{ kind: 'confirm-email', attempts: 1, lastError: null }]);
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    expect(t.outbox.filter((m) => m.to === v.email)).toHaveLength(1);

    const again = await api(t, { ip: nextIp() }).accounts.volunteers.$post({
      json: volunteerInput({ email: v.email }),
    });
    expect(again.status).toBe(409);
    expect(await rowsTo(v.email)).toHaveLength(1);
  });

  it('writes a suspended account only its suspension and reinstatement mail, whatever the sender', async () => {
    const v = await signedInVolunteer(t, { fullName: 'Kavya Rao' });
    const to = v.input.email;
    await t.database.db
      .insert(accountSuspensions)
      .values({ userId: v.uid, reason: 'Under review', suspendedBy: 'operator@example.org' });
    for (const other of ['report-outcome', 'certificate-revoked', 'password-reset', 'city-watch']) {
      expect(
        await writeMail(t.database.db, { kind: other, to, subject: 'S', text: 'T' }),
      ).toBeNull();
    }
    expect(
      await writeMail(t.database.db, {
        kind: 'report-outcome',
        to: to.toUpperCase(),
        subject: 'S',
        text: 'T',
      }),
    ).toBeNull();
    expect(await rowsTo(to)).toEqual([]);
    for (const allowed of SUSPENDED_ACCOUNT_MAIL_KINDS) {
      expect(
        await writeMail(t.database.db, { kind: allowed, to, subject: 'S', text: 'T' }),
      ).toEqual(expect.any(Number));
    }
    expect((await rowsTo(to)).map((r) => r.kind).sort()).toEqual(['reinstatement', 'suspension']);
    // Anyone else still gets every kind.
    const other = `not-suspended-${kind}@example.org`;
    expect(
      await writeMail(t.database.db, {
        kind: 'report-outcome',
        to: other,
        subject: 'S',
        text: 'T',
      }),
    ).toEqual(expect.any(Number));
  });

  it('keeps no mail of a change that fails after writing it', async () => {
    const to = `rollback-${kind}@example.org`;
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeMail(tx, { kind: 'test', to, subject: 'Never', text: 'Never sent.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsTo(to)).toEqual([]);

    // Through the routes: a refused decline and a refused move write nothing for anyone.
    const v = await signedInVolunteer(t, { fullName: 'Meera Toppo' });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'decline')).status).toBe(200);
    const afterDecline = (await t.database.db.select().from(mailOutbox)).length;
    expect(await rowsTo(v.input.email)).toMatchObject([{ kind: 'request-declined' }]);
    expect((await act(t, ngo.cookie, requestId, 'decline')).status).toBe(409);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(409);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(afterDecline);
  });

  it('answers before the mail server does: SMTP never runs inside a request', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: MailMessage[] = [];
    const slow = await createTestApp(kind, {
      mailer: {
        async send(message) {
          await held;
          sent.push(message);
        },
      },
    });
    try {
      const input = volunteerInput();
      // app.request directly: the test helper `send` would wait for the delivery.
      const res = await slow.app.request('/api/accounts/volunteers', {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify(input),
      });
      expect(res.status).toBe(201);
      expect(sent).toEqual([]);
      release();
      await mailDelivered(slow);
      expect(sent.map((m) => m.to)).toEqual([input.email.toLowerCase()]);
    } finally {
      release();
      await slow.close();
    }
  });

  it('sends each mail once when two deliveries run at once (two instances on PostgreSQL)', async () => {
    const to = (n: number) => `once-${kind}-${n}@example.org`;
    for (let n = 0; n < 30; n++) {
      await writeMail(t.database.db, {
        kind: 'test',
        to: to(n),
        subject: `Mail ${n}`,
        text: 'Hello.',
      });
    }
    const { sent, mailer } = recorder();
    const connection = t.database.jobQueue();
    const other =
      connection.backend === 'postgres' ? await openPostgres(connection.connectionString, 3) : null;
    try {
      const deliveries = [t.database.db, other?.db ?? t.database.db, t.database.db].map((db) =>
        createMailDelivery({ db, mailer, logger: silent }).deliverDue(),
      );
      await Promise.all(deliveries);
    } finally {
      await other?.close();
    }
    const ours = sent.filter((m) => m.to.startsWith(`once-${kind}-`)).map((m) => m.to);
    expect(ours.sort()).toEqual(Array.from({ length: 30 }, (_, n) => to(n)).sort());
  });

  it('retries a refusing SMTP server with backoff, then gives the mail up', async () => {
    const smtp = await refusingSmtpServer(550, 'Mailbox unavailable');
    let now = new Date();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Setu <no-reply@setu.local>',
        outboxDir: '/nonexistent-setu-test',
        logger: silent,
      });
      const delivery = createMailDelivery({
        db: t.database.db,
        mailer,
        logger: silent,
        now: () => now,
      });
      const to = `refused-${kind}@example.org`;
      const id = await writeMail(
        t.database.db,
        { kind: 'test', to, subject: 'Hello', text: 'Hi.' },
        now,
      );
      const row = async () => (await rowsTo(to))[0]!;

      for (const [i, delay] of MAIL_RETRY_DELAYS_MS.entries()) {
        await delivery.deliverDue();
        expect(await row()).toMatchObject({ id, attempts: i + 1, sentAt: null, failedAt: null });
        expect((await row()).lastError).toContain('550');
        expect((await row()).nextAttemptAt.getTime()).toBe(now.getTime() + delay);
        // Not before its time…
        now = new Date(now.getTime() + delay - 1000);
        await delivery.deliverDue();
        expect((await row()).attempts).toBe(i + 1);
        // …then again.
        now = new Date(now.getTime() + 1000);
      }
      await delivery.deliverDue();
      const given = await row();
      expect(given).toMatchObject({ attempts: MAIL_RETRY_DELAYS_MS.length + 1, sentAt: null });
      expect(given.failedAt).toEqual(now);
      expect(given.lastError).toMatch(/550.*Mailbox unavailable/);
      expect(smtp.refusals()).toBe(MAIL_RETRY_DELAYS_MS.length + 1);
      // Given up is given up: later passes leave it alone.
      now = new Date(now.getTime() + 86_400_000);
      await delivery.deliverDue();
      expect(smtp.refusals()).toBe(MAIL_RETRY_DELAYS_MS.length + 1);
    } finally {
      await smtp.close();
    }
  });

  it('logs a mail by its kind and id: no names, no addresses, no subjects', async () => {
    const logs = captureLogs();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-mail-log-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    const mailer = createMailer({
      from: 'Setu <no-reply@setu.local>',
      outboxDir: path.join(dir, 'outbox'),
      logger: logs.logger,
      production: false,
    });
    const v = await signedInVolunteer(t, { fullName: 'Savitri Murmu' });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, ngo.input.email), eq(mailOutbox.kind, 'new-request')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(requestId).toBeGreaterThan(0);
    expect(row!.subject).toContain('Savitri Murmu');
    // Delivered again through a logging mailer, as a server without SMTP_URL would.
    await t.database.db.update(mailOutbox).set({ sentAt: null }).where(eq(mailOutbox.id, row!.id));
    await createMailDelivery({ db: t.database.db, mailer, logger: logs.logger }).deliverDue();
    const line = logs.lines.find((l) => l.mailId === row!.id);
    expect(line).toMatchObject({ msg: 'mail written to outbox', mail: 'new-request' });
    const text = logs.text();
    expect(text).not.toContain('Savitri');
    expect(text).not.toContain(ngo.input.email);
    expect(text).not.toContain(row!.subject);
  });
});

describe.each(DB_KINDS)('mails about one session on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Jyoti Kendra' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
  }, 180_000);
  afterAll(() => t.close());

  async function partnership(name: string) {
    const v = await signedInVolunteer(t, { fullName: name });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    const res = await api(t, { cookie: v.cookie }).sessions.$get();
    const { sessions } = await res.json();
    return { v, requestId, sessions: sessions.filter((s) => s.requestId === requestId) };
  }

  it('an NGO moving a session back and forth 20 times sends two mails: at once, then the latest state', async () => {
    const { v, sessions } = await partnership('Ravi Soren');
    const target = sessions[3]!;
    const day = (offset: number) =>
      new Date(Date.parse(target.startsAt) + offset * 86_400_000).toISOString().slice(0, 10);
    const movedMails = () =>
      t.outbox.filter((m) => m.to === v.input.email && /moved/i.test(m.subject));
    for (let i = 1; i <= 20; i++) {
      const res = await api(t, { cookie: ngo.cookie }).sessions[':id'].move.$post({
        param: { id: String(target.id) },
        json: { date: day(i % 2 === 1 ? 1 : 2), time: '16:30' },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    // The first move went at once; the later ones wait as one mail holding the latest state.
    expect(movedMails()).toHaveLength(1);
    const waiting = (
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.sessionId, target.id), eq(mailOutbox.recipient, v.input.email)))
    ).filter((row) => !row.sentAt);
    expect(waiting).toHaveLength(1);
    // A delivery whose clock the test moves past the gap sends it: the 20th move's time.
    const later = new Date(waiting[0]!.nextAttemptAt.getTime());
    const { sent, mailer } = recorder();
    const early = createMailDelivery({
      db: t.database.db,
      mailer,
      logger: silent,
      now: () => new Date(later.getTime() - 1000),
    });
    await early.deliverDue();
    expect(sent).toEqual([]);
    await createMailDelivery({
      db: t.database.db,
      mailer,
      logger: silent,
      now: () => later,
    }).deliverDue();
    expect(sent.map((m) => m.to)).toEqual([v.input.email]);
    const first = movedMails()[0]!;
    expect(sent[0]!.subject).not.toBe(first.subject);
    expect(sent[0]!.text).toContain('4:30');
  });

  it('coalesces by a clock the test controls: a gap per session, the latest text, a daily cap', async () => {
    const { v, requestId, sessions } = await partnership('Phool Kumari');
    const start = new Date('2031-03-01T04:00:00Z');
    const mail = (sessionId: number, text: string) => ({
      kind: 'session-moved',
      to: v.input.email,
      session: { id: sessionId, partnershipId: requestId, knownStartsAt: start },
      compose: () => ({ to: v.input.email, subject: `Session ${sessionId}`, text }),
    });
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const { sent, mailer } = recorder();
    let now = start;
    const delivery = createMailDelivery({
      db: t.database.db,
      mailer,
      logger: silent,
      now: () => now,
    });

    const first = sessions[0]!.id;
    await writeSessionMail(t.database.db, mail(first, 'one'), at(0));
    await delivery.deliverDue();
    await writeSessionMail(t.database.db, mail(first, 'two'), at(1));
    await writeSessionMail(t.database.db, mail(first, 'three'), at(2));
    now = at(4);
    await delivery.deliverDue();
    expect(sent.map((m) => m.text)).toEqual(['one']);
    now = new Date(at(0).getTime() + SESSION_MAIL_GAP_MS);
    await delivery.deliverDue();
    expect(sent.map((m) => m.text)).toEqual(['one', 'three']);

    // Another session of the same partnership has its own gap, but shares the daily cap.
    const ids: (number | null)[] = [];
    for (let n = 1; n < sessions.length && ids.length < SESSION_MAILS_PER_DAY; n++) {
      ids.push(await writeSessionMail(t.database.db, mail(sessions[n]!.id, `s${n}`), at(10)));
    }
    const written = ids.filter((id) => id !== null).length;
    // Two rows of the first session are counted already.
    expect(written).toBe(Math.min(SESSION_MAILS_PER_DAY - 2, sessions.length - 1));
    expect(ids.slice(written).every((id) => id === null)).toBe(true);
    // A day later the cap has room again.
    const nextDay = new Date(at(10).getTime() + 86_400_000 + 60_000);
    expect(
      await writeSessionMail(t.database.db, mail(sessions[1]!.id, 'new day'), nextDay),
    ).not.toBeNull();
  });
});
