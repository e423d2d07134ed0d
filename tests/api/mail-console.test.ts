// The operators' console of the outbox (docs/decisions/0030-mail-outbox.md) on each database: a
// sign-up's mail refused by an SMTP server on 127.0.0.1 is retried by the delivery's clock until
// it is given up; an operator, and nobody else, sees it listed with its last error and the
// count of mails still waiting; "send again" with a working SMTP server delivers it exactly once
// and is in the audit log; a mail that is not given up, or whose recipient is suspended now, is
// refused; the list pages newest first.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuspensions, auditLog, mailOutbox } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { createMailer, type Mailer } from '../../src/server/mail/mailer';
import { MAIL_RETRY_DELAYS_MS, writeMail } from '../../src/server/mail/outbox';
import { GIVEN_UP_PAGE_MAX, MAIL_RETRY_CODES } from '../../src/shared/mail-console';
import { DB_KINDS } from '../support/databases';
import { signedInVolunteer } from '../support/dashboards-factories';
import { auditRows, createOperator, signInOperator, type Send } from '../support/operators';
import { api, createTestApp, expectJson, send, type TestApp } from '../support/test-app';
import { refusingSmtpServer, signUpVolunteer, startSmtpServer } from './accounts-fixtures';

const REFUSAL = 'Mailbox unavailable: no such user here@example.org';

interface ListAnswer {
  mails: {
    id: number;
    kind: string;
    recipient: string;
    subject: string;
    attempts: number;
    lastError: string;
    createdAt: string;
    failedAt: string;
  }[];
  next: number | null;
  waiting: { total: number; retrying: number };
}

describe.each(DB_KINDS)('the undelivered mail console on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let call: Send;
  let operatorCookie: string;
  let operatorEmail: string;
  let refusing: Awaited<ReturnType<typeof refusingSmtpServer>>;
  let working: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The SMTP server the app's mailer talks to now: a real nodemailer transport per URL. */
  let smtpUrl: string;
  /** How far the delivery's clock runs ahead of the wall clock. */
  let ahead = 0;
  let ip = 0;

  beforeAll(async () => {
    [refusing, working] = await Promise.all([refusingSmtpServer(550, REFUSAL), startSmtpServer()]);
    smtpUrl = refusing.url;
    const mailers = new Map<string, Mailer>();
    const mailerFor = (url: string) => {
      let mailer = mailers.get(url);
      if (!mailer) {
        mailer = createMailer({
          smtpUrl: url,
          from: 'Setu <no-reply@setu.local>',
          outboxDir: '/nonexistent-setu-test',
          logger: createLogger('silent'),
        });
        mailers.set(url, mailer);
      }
      return mailer;
    };
    t = await createTestApp(kind, {
      mailer: { send: (message, meta) => mailerFor(smtpUrl).send(message, meta) },
      now: () => new Date(Date.now() + ahead),
    });
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
    const operator = await createOperator(t.database.db);
    operatorEmail = operator.email;
    operatorCookie = (await signInOperator(call, operator)).cookie;
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([refusing?.close(), working?.close()]);
  });

  const rowTo = async (email: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)))[0]!;
  const list = async (query = '') => {
    const res = await call('GET', `/api/operator/mail${query}`, undefined, operatorCookie);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ListAnswer;
  };
  const retryAs = (cookie: string | undefined, id: number | string) =>
    call('POST', `/api/operator/mail/${id}/retry`, undefined, cookie);
  const retry = (id: number | string) => retryAs(operatorCookie, id);
  const asOperator = () => api(t, { cookie: operatorCookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
  const overview = async () =>
    (await expectJson(asOperator().operator.overview.$get())).undeliveredMail;

  const retriesOf = (id: number) =>
    and(eq(auditLog.action, 'mail-retry'), eq(auditLog.targetId, String(id)));

  /** A mail as the delivery leaves it after the last retry (the backoff itself is tested below). */
  async function givenUpMail(to: string, mailKind = 'report-outcome') {
    const id = (await writeMail(t.database.db, {
      kind: mailKind,
      to,
      subject: `About ${to}`,
      text: 'Hello.',
    }))!;
    await t.database.db
      .update(mailOutbox)
      .set({
        attempts: MAIL_RETRY_DELAYS_MS.length + 1,
        lastError: '550 Mailbox unavailable',
        failedAt: new Date(),
      })
      .where(eq(mailOutbox.id, id));
    return id;
  }

  it('gives a refused mail up, lists it to operators only, and sends it again once', async () => {
    const before = refusing.refusals();
    const volunteer = await signUpVolunteer(t);
    // The sign-up's confirmation mail was tried after the answer and refused.
    expect(await rowTo(volunteer.email)).toMatchObject({
      kind: 'confirm-email',
      attempts: 1,
      failedAt: null,
    });
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      ahead += delay;
      await t.mail.deliverDue();
    }
    const given = await rowTo(volunteer.email);
    expect(given).toMatchObject({ attempts: MAIL_RETRY_DELAYS_MS.length + 1, sentAt: null });
    expect(given.failedAt).toBeInstanceOf(Date);
    expect(refusing.refusals() - before).toBe(MAIL_RETRY_DELAYS_MS.length + 1);

    // Another sign-up's mail is refused once: it waits for its retry.
    const waiting = await signUpVolunteer(t);
    expect(await rowTo(waiting.email)).toMatchObject({ attempts: 1, failedAt: null });

    const shown = await list();
    expect(shown.mails).toEqual([
      {
        id: given.id,
        kind: 'confirm-email',
        recipient: volunteer.email,
        subject: given.subject,
        attempts: MAIL_RETRY_DELAYS_MS.length + 1,
        lastError: expect.stringMatching(/^550 .*Mailbox unavailable/),
        createdAt: given.createdAt.toISOString(),
        failedAt: given.failedAt!.toISOString(),
      },
    ]);
    // The server quoted an address; the stored error names none.
    expect(shown.mails[0]!.lastError).toContain('‹address›');
    expect(shown.mails[0]!.lastError).not.toContain('@');
    expect(shown.waiting).toEqual({ total: 1, retrying: 1 });
    expect(shown.next).toBeNull();
    expect(await overview()).toBe(1);

    // Visitors and volunteers get the 404 of an unknown path, and nothing changes.
    const other = await signedInVolunteer(t);
    for (const cookie of [undefined, other.cookie]) {
      expect((await call('GET', '/api/operator/mail', undefined, cookie)).status).toBe(404);
      expect((await retryAs(cookie, given.id)).status).toBe(404);
    }
    expect((await rowTo(volunteer.email)).failedAt).toEqual(given.failedAt);

    // Only a given-up mail goes back in the queue.
    const notGivenUp = await retry((await rowTo(waiting.email)).id);
    expect(notGivenUp.status).toBe(409);
    expect(await notGivenUp.json()).toEqual({
      error: 'This mail is not given up: it was sent, or it is waiting to be sent.',
      code: MAIL_RETRY_CODES.notGivenUp,
    });
    for (const unknown of ['2147483647', '0', 'abc', '99999999999']) {
      const res = await retry(unknown);
      expect(res.status, unknown).toBe(404);
      expect(await res.json()).toMatchObject({ code: MAIL_RETRY_CODES.notFound });
    }

    // The mail server works again: "send again" delivers it after the answer, exactly once.
    smtpUrl = working.url;
    const sent = await retry(given.id);
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await sent.json()).toEqual({ id: given.id, queued: true });
    const to = (address: string) => working.messages.filter((m) => m.to.includes(address));
    expect(to(volunteer.email)).toHaveLength(1);
    expect(to(volunteer.email)[0]!.raw).toMatch(
      new RegExp(`^Message-ID: <outbox-${given.id}\\.`, 'mi'),
    );
    expect(await rowTo(volunteer.email)).toMatchObject({ attempts: 1, failedAt: null });
    expect((await rowTo(volunteer.email)).sentAt).toBeInstanceOf(Date);
    // Later passes (the other mail's retry among them) do not send it again.
    ahead += MAIL_RETRY_DELAYS_MS[0]!;
    await t.mail.deliverDue();
    expect(to(waiting.email)).toHaveLength(1);
    expect(to(volunteer.email)).toHaveLength(1);
    // Sent is not given up.
    expect((await retry(given.id)).status).toBe(409);

    const after = await list();
    expect(after).toEqual({ mails: [], next: null, waiting: { total: 0, retrying: 0 } });
    expect(await overview()).toBe(0);

    const audit = await expectJson(
      asOperator().operator.audit.$get({
        query: { action: 'mail-retry', target: String(given.id) },
      }),
    );
    expect(audit.entries).toMatchObject([
      {
        action: 'mail-retry',
        targetKind: 'mail',
        targetId: String(given.id),
        actor: { kind: 'named', name: operatorEmail },
        target: { kind: 'mail' },
        reason: '',
      },
    ]);
  });

  it('sends nothing again to an account suspended since, and puts a mail back once when two operators press', async () => {
    smtpUrl = working.url;
    const suspended = await signedInVolunteer(t);
    const address = suspended.input.email;
    const report = await givenUpMail(address);
    await t.database.db
      .insert(accountSuspensions)
      .values({ userId: suspended.uid, reason: 'Under review', suspendedBy: 'operator' });
    const refused = await retry(report);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: MAIL_RETRY_CODES.recipientSuspended });
    expect((await rowTo(address)).failedAt).toBeInstanceOf(Date);
    expect(working.messages.filter((m) => m.to.includes(address))).toEqual([]);
    expect(await auditRows(t.database.db, retriesOf(report))).toEqual([]);
    // What a suspended account may still receive, it receives.
    const notice = await givenUpMail(address, 'suspension');
    expect((await retry(notice)).status).toBe(200);
    expect(working.messages.filter((m) => m.to.includes(address))).toHaveLength(1);

    const twiceTo = `twice-${kind}@example.org`;
    const twice = await givenUpMail(twiceTo);
    const answers = await Promise.all([retry(twice), retry(twice)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditRows(t.database.db, retriesOf(twice))).toHaveLength(1);
    expect(working.messages.filter((m) => m.to.includes(twiceTo))).toHaveLength(1);
  });

  it('pages the given-up mails newest first, at most 100 at a time', async () => {
    for (let n = 0; n < 3; n++) await givenUpMail(`paged-${n}-${kind}@example.org`);
    const expected = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNotNull(mailOutbox.failedAt), isNull(mailOutbox.sentAt)))
      .orderBy(desc(mailOutbox.id));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const seen: number[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await list(query);
      expect(page.mails.length).toBeLessThanOrEqual(2);
      seen.push(...page.mails.map((m) => m.id));
      if (page.next === null) break;
      expect(page.next).toBe(page.mails[page.mails.length - 1]!.id);
      query = `?limit=2&before=${page.next}`;
    }
    expect(seen).toEqual(expected.map((r) => r.id));
    for (const bad of [`?limit=${GIVEN_UP_PAGE_MAX + 1}`, '?limit=0', '?before=x']) {
      expect(
        (await call('GET', `/api/operator/mail${bad}`, undefined, operatorCookie)).status,
      ).toBe(400);
    }
  });
});
