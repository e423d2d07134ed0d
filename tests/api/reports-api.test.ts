// "Report a concern": who may report what, the visitors' limit, the urgent mail to
// every operator, the operators' queue and workflow with its audit rows, and the reporter told
// the outcome in general words. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators, reports, user } from '../../src/server/db/schema';
import { REPORT_CODES, REPORT_LIMITS, type ReportQueueFilter } from '../../src/shared/reports';
import { DB_KINDS } from '../support/databases';
import {
  insertListing,
  insertRequest,
  signedInNgo,
  signedInVolunteer,
} from '../support/dashboards-factories';
import { auditRows, createOperator, signInOperator, type Send } from '../support/operators';
import { api, createTestApp, expectJson, send, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('reports on %s', (kind) => {
  let t: TestApp;
  let call: Send;
  let ipCount = 0;
  const freshIp = () => `192.0.2.${(ipCount++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) => send(t, method, path, body, { cookie, ip: freshIp() });
  });
  afterAll(() => t.close());

  /** The operators' report queue, as the operator with `cookie` reads it. */
  const queueOf = async (cookie: string, status: ReportQueueFilter = 'active') =>
    (
      await expectJson(
        api(t, { cookie, ip: freshIp() }).operator.reports.$get({ query: { status } }),
      )
    ).reports;

  const report = (body: Record<string, unknown>, cookie?: string, ip = freshIp()) =>
    send(t, 'POST', '/api/reports', body, { cookie, ip });

  /** A volunteer, an NGO with a published listing, and a request between them. */
  async function pair(status: 'pending' | 'accepted' = 'pending') {
    const volunteer = await signedInVolunteer(t);
    const ngo = await signedInNgo(t);
    const listingId = await insertListing(t.database.db, {
      name: `Listing of ${ngo.input.ngoName}`,
      ownerUid: ngo.uid,
      published: true,
    });
    const requestId = await insertRequest(t.database.db, {
      volunteerUid: volunteer.uid,
      listingId,
      status,
    });
    return { volunteer, ngo, listingId, requestId };
  }

  async function stored(id: number) {
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, id));
    return row!;
  }

  async function operator(language: 'en' | 'hi' = 'en') {
    const op = await createOperator(t.database.db);
    await t.database.db.update(user).set({ language }).where(eq(user.id, op.userId));
    const { cookie } = await signInOperator(call, op);
    return { ...op, cookie };
  }

  it('lets both sides of a request or partnership report it, and nobody else', async () => {
    const { volunteer, ngo, requestId } = await pair('accepted');
    const target = { targetKind: 'request', targetId: String(requestId), category: 'harassment' };

    const byVolunteer = await report({ ...target, details: 'Rude messages.' }, volunteer.cookie);
    expect(byVolunteer.status, await byVolunteer.clone().text()).toBe(201);
    const body = await byVolunteer.json();
    expect(body.report.status).toBe('open');
    const row = await stored(body.report.id);
    expect(row).toMatchObject({
      reporterUid: volunteer.uid,
      subjectUid: ngo.uid,
      category: 'harassment',
      details: 'Rude messages.',
      reporterEmail: null,
    });

    const byNgo = await report({ ...target, category: 'no-show' }, ngo.cookie);
    expect(byNgo.status).toBe(201);
    expect((await stored((await byNgo.json()).report.id)).subjectUid).toBe(volunteer.uid);

    const stranger = await signedInVolunteer(t);
    const refused = await report(target, stranger.cookie);
    expect(refused.status).toBe(404);
    expect((await refused.json()).code).toBe(REPORT_CODES.targetNotFound);
    const otherNgo = await signedInNgo(t);
    expect((await report(target, otherNgo.cookie)).status).toBe(404);

    const visitor = await report(target);
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).code).toBe(REPORT_CODES.signInRequired);
    expect((await report({ ...target, targetId: '999999' }, volunteer.cookie)).status).toBe(404);
  });

  it('lets only the NGO a volunteer asked report that volunteer’s profile', async () => {
    const { volunteer, ngo, requestId } = await pair('pending');
    const target = { targetKind: 'volunteer', targetId: String(requestId), category: 'other' };
    const ok = await report(target, ngo.cookie);
    expect(ok.status).toBe(201);
    expect((await stored((await ok.json()).report.id)).subjectUid).toBe(volunteer.uid);

    expect((await report(target, volunteer.cookie)).status).toBe(404);
    expect((await report(target, (await signedInNgo(t)).cookie)).status).toBe(404);
    expect((await report(target)).status).toBe(401);
  });

  it('lets anyone report a published listing; visitors may leave an email', async () => {
    const { ngo, listingId } = await pair();
    const visitor = await report({
      targetKind: 'listing',
      targetId: String(listingId),
      category: 'misleading-listing',
      details: 'The address does not exist.',
      email: 'Someone@Example.org',
    });
    expect(visitor.status, await visitor.clone().text()).toBe(201);
    const row = await stored((await visitor.json()).report.id);
    expect(row).toMatchObject({
      reporterUid: null,
      reporterEmail: 'someone@example.org',
      subjectUid: ngo.uid,
      targetKind: 'listing',
    });

    // A signed-in reporter's email field is ignored: the account is where they hear back.
    const volunteer = await signedInVolunteer(t);
    const signedIn = await report(
      {
        targetKind: 'listing',
        targetId: String(listingId),
        category: 'other',
        email: 'x@example.org',
      },
      volunteer.cookie,
    );
    expect(signedIn.status).toBe(201);
    expect((await stored((await signedIn.json()).report.id)).reporterEmail).toBeNull();

    // The spec's partner NGOs on /ngoList have no account behind them.
    const partner = await report({
      targetKind: 'listing',
      targetId: 'partner-1',
      category: 'other',
    });
    expect(partner.status).toBe(201);
    expect((await stored((await partner.json()).report.id)).subjectUid).toBeNull();
    expect(
      (await report({ targetKind: 'listing', targetId: 'partner-99999', category: 'other' }))
        .status,
    ).toBe(404);

    const hidden = await insertListing(t.database.db, { name: 'Unpublished', published: false });
    expect(
      (await report({ targetKind: 'listing', targetId: String(hidden), category: 'other' })).status,
    ).toBe(404);
  });

  it('refuses a report without a category, with too long details or odd characters', async () => {
    const { listingId } = await pair();
    const base = { targetKind: 'listing', targetId: String(listingId) };
    const before = (await t.database.db.select().from(reports)).length;
    for (const body of [
      base,
      { ...base, category: 'spam' },
      { ...base, category: 'other', details: 'x'.repeat(REPORT_LIMITS.details + 1) },
      { ...base, category: 'other', details: 'bad\u0000byte' },
      { ...base, category: 'other', email: 'not an email' },
      { ...base, targetKind: 'user', category: 'other' },
      { ...base, targetId: '1; drop table reports', category: 'other' },
    ]) {
      expect((await report(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await report({ ...base, category: 'other', details: 'x'.repeat(1000) })).status).toBe(
      201,
    );
    expect((await t.database.db.select().from(reports)).length).toBe(before + 1);
  });

  it('limits a visitor to 5 reports an hour per address', async () => {
    const { listingId } = await pair();
    const body = { targetKind: 'listing', targetId: String(listingId), category: 'other' };
    const ip = '198.18.0.77';
    for (let i = 0; i < REPORT_LIMITS.visitorPerHour; i++) {
      expect((await report(body, undefined, ip)).status).toBe(201);
    }
    const limited = await report(body, undefined, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe(REPORT_CODES.tooMany);
    // Another address is not held back.
    expect((await report(body, undefined, '198.18.0.78')).status).toBe(201);
  });

  it('emails every operator at once about a child-safety report, in their language', async () => {
    const english = await operator('en');
    const hindi = await operator('hi');
    const { volunteer, requestId } = await pair('accepted');
    const all = await t.database.db
      .select({ email: user.email })
      .from(operators)
      .innerJoin(user, eq(user.id, operators.userId));
    expect(all.map((o) => o.email)).toEqual(expect.arrayContaining([english.email, hindi.email]));

    const before = t.outbox.length;
    const res = await report(
      { targetKind: 'request', targetId: String(requestId), category: 'harassment' },
      volunteer.cookie,
    );
    expect(res.status).toBe(201);
    // Not urgent: no operator is mailed (the reporter gets only the receipt).
    expect(t.outbox.slice(before).map((m) => m.to)).toEqual([volunteer.input.email]);

    const urgent = await report(
      { targetKind: 'request', targetId: String(requestId), category: 'child-safety' },
      volunteer.cookie,
    );
    expect(urgent.status).toBe(201);
    const id = (await urgent.json()).report.id as number;
    const mails = t.outbox.slice(before).filter((m) => m.to !== volunteer.input.email);
    expect(mails.map((m) => m.to).sort()).toEqual(all.map((o) => o.email).sort());
    const toEnglish = mails.find((m) => m.to === english.email)!;
    expect(toEnglish.subject).toBe(`Urgent: a child-safety concern was reported (report ${id})`);
    expect(toEnglish.text).toContain('http://localhost:3000/#/operator/reports');
    const toHindi = mails.find((m) => m.to === hindi.email)!;
    expect(toHindi.subject).toContain('बच्चों की सुरक्षा');
    // The mail says what kind of thing was reported, never who or what was written.
    expect(toEnglish.text).not.toContain(volunteer.input.fullName);
  });

  it('sends the reporter a receipt in their language, and a visitor one in both', async () => {
    const { volunteer, ngo, requestId, listingId } = await pair('accepted');
    await t.database.db.update(user).set({ language: 'hi' }).where(eq(user.id, ngo.uid));

    let before = t.outbox.length;
    const english = await report(
      {
        targetKind: 'request',
        targetId: String(requestId),
        category: 'no-show',
        details: 'Secret words.',
      },
      volunteer.cookie,
    );
    expect(english.status).toBe(201);
    let mails = t.outbox.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(volunteer.input.email);
    expect(mails[0]!.subject).toBe('We received the concern you reported to Setu');
    expect(mails[0]!.text).toContain('Thank you for reporting a concern about a no-show.');
    // What was written stays between the reporter and the operators.
    expect(mails[0]!.text).not.toContain('Secret words.');

    before = t.outbox.length;
    const hindi = await report(
      { targetKind: 'request', targetId: String(requestId), category: 'harassment' },
      ngo.cookie,
    );
    expect(hindi.status).toBe(201);
    mails = t.outbox.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ngo.input.email);
    expect(mails[0]!.subject).toBe('आपने सेतु को जो चिंता बताई, वह हमें मिल गई है');
    expect(mails[0]!.text).toContain('उत्पीड़न के बारे में चिंता बताने के लिए धन्यवाद।');
    expect(mails[0]!.text).not.toContain('Thank you');

    before = t.outbox.length;
    const visitor = await report({
      targetKind: 'listing',
      targetId: String(listingId),
      category: 'misleading-listing',
      email: 'receipt@example.org',
    });
    expect(visitor.status).toBe(201);
    mails = t.outbox.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('receipt@example.org');
    expect(mails[0]!.text).toContain('We received it on');
    expect(mails[0]!.text).toContain('यह हमें');

    // A visitor who left no email gets nothing, and a refused report sends nothing.
    before = t.outbox.length;
    expect(
      (await report({ targetKind: 'listing', targetId: String(listingId), category: 'other' }))
        .status,
    ).toBe(201);
    expect(
      (
        await report(
          { targetKind: 'listing', targetId: '999999', category: 'other' },
          volunteer.cookie,
        )
      ).status,
    ).toBe(404);
    expect(t.outbox.length).toBe(before);
  });

  it('shows operators the queue, child safety first, then oldest first; nobody else', async () => {
    const op = await operator();
    const { volunteer, ngo, requestId, listingId } = await pair('accepted');
    const made: number[] = [];
    for (const [targetKind, targetId, category] of [
      ['listing', String(listingId), 'other'],
      ['request', String(requestId), 'no-show'],
      ['request', String(requestId), 'child-safety'],
    ] as const) {
      const res = await report({ targetKind, targetId, category }, volunteer.cookie);
      made.push((await res.json()).report.id);
    }
    const queue = await queueOf(op.cookie);
    const mine = queue.filter((r) => made.includes(r.id)).map((r) => r.id);
    expect(mine).toEqual([made[2], made[0], made[1]]);
    // Every open child-safety report comes before any other.
    const firstOther = queue.findIndex((r) => r.category !== 'child-safety');
    expect(queue.slice(firstOther).some((r) => r.category === 'child-safety')).toBe(false);
    const urgent = queue.find((r) => r.id === made[2])!;
    expect(urgent.reporterKind).toBe('volunteer');
    expect(urgent.target).toMatchObject({
      kind: 'request',
      requestId,
      volunteerName: volunteer.input.fullName,
      ngoName: `Listing of ${ngo.input.ngoName}`,
    });
    expect(urgent.subject).toMatchObject({
      uid: ngo.uid,
      role: 'ngo',
      email: ngo.input.email,
      suspended: false,
    });
    // The time it was made, as stored, for the screen to show in India's time.
    const [made2] = await t.database.db.select().from(reports).where(eq(reports.id, made[2]!));
    expect(urgent.createdAt).toBe(made2!.createdAt.toISOString());

    // Suspended through the accounts API, the report shows it.
    const suspended = await call(
      'POST',
      `/api/operator/accounts/${ngo.uid}/suspend`,
      { reason: 'Reported for child safety.' },
      op.cookie,
    );
    expect(suspended.status).toBe(200);
    const after = await queueOf(op.cookie);
    expect(after.find((r) => r.id === made[2])!.subject).toMatchObject({ suspended: true });

    for (const cookie of [undefined, volunteer.cookie, ngo.cookie]) {
      expect((await call('GET', '/api/operator/reports', undefined, cookie)).status).toBe(404);
      const change = await call(
        'POST',
        `/api/operator/reports/${made[0]}/status`,
        { status: 'investigating', note: '' },
        cookie,
      );
      expect(change.status).toBe(404);
    }
    expect((await stored(made[0]!)).status).toBe('open');
  });

  it('moves a report open → investigating → resolved with audit rows and tells the reporter', async () => {
    const op = await operator();
    const { volunteer, requestId } = await pair('accepted');
    await t.database.db.update(user).set({ language: 'hi' }).where(eq(user.id, volunteer.uid));
    const res = await report(
      { targetKind: 'request', targetId: String(requestId), category: 'harassment' },
      volunteer.cookie,
    );
    const id = (await res.json()).report.id as number;
    const status = (body: unknown, cookie = op.cookie) =>
      call('POST', `/api/operator/reports/${id}/status`, body, cookie);
    const audits = () =>
      auditRows(
        t.database.db,
        and(eq(auditLog.action, 'report-status'), eq(auditLog.targetId, String(id))),
      );

    // Not straight from open to resolved.
    const skip = await status({ status: 'resolved', outcome: 'action-taken', note: 'Done.' });
    expect(skip.status).toBe(409);
    expect((await skip.json()).code).toBe(REPORT_CODES.wrongStatus);
    expect(await audits()).toHaveLength(0);

    expect((await status({ status: 'investigating', note: 'Called the NGO.' })).status).toBe(200);
    expect((await stored(id)).status).toBe('investigating');
    expect(await audits()).toHaveLength(1);
    expect((await status({ status: 'investigating', note: '' })).status).toBe(409);

    // Resolving needs an outcome and a note.
    expect((await status({ status: 'resolved', note: 'Done.' })).status).toBe(400);
    expect((await status({ status: 'resolved', outcome: 'action-taken', note: '' })).status).toBe(
      400,
    );

    const before = t.outbox.length;
    const done = await status({
      status: 'resolved',
      outcome: 'action-taken',
      note: 'The NGO’s contact was warned.',
    });
    expect(done.status).toBe(200);
    expect((await done.json()).report).toMatchObject({
      status: 'resolved',
      outcome: 'action-taken',
      reporterTold: true,
    });
    expect(await stored(id)).toMatchObject({
      status: 'resolved',
      outcome: 'action-taken',
      note: 'The NGO’s contact was warned.',
    });
    const rows = await audits();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.actorUid === op.userId && r.targetKind === 'report')).toBe(true);
    // Codes in the log, the operator's words beside it.
    expect(rows.map((r) => [r.detail, r.reason])).toEqual([
      [{ from: 'open', to: 'investigating' }, 'Called the NGO.'],
      [
        { from: 'investigating', to: 'resolved', outcome: 'action-taken' },
        'The NGO’s contact was warned.',
      ],
    ]);

    // Told in Hindi, in general words: not the operator's note.
    const mails = t.outbox.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(volunteer.input.email);
    expect(mails[0]!.text).toContain('हमें एक समस्या मिली और हमने कार्रवाई की।');
    expect(mails[0]!.text).not.toContain('warned');

    expect(
      (await status({ status: 'resolved', outcome: 'no-breach-found', note: 'x' })).status,
    ).toBe(409);
    expect(
      (
        await call(
          'POST',
          '/api/operator/reports/999999/status',
          { status: 'investigating' },
          op.cookie,
        )
      ).status,
    ).toBe(404);
  });

  it('tells a visitor who left an email the outcome in both languages, and nobody else', async () => {
    const op = await operator();
    const { listingId } = await pair();
    const withEmail = await report({
      targetKind: 'listing',
      targetId: String(listingId),
      category: 'misleading-listing',
      email: 'visitor@example.org',
    });
    const withoutEmail = await report({
      targetKind: 'listing',
      targetId: String(listingId),
      category: 'misleading-listing',
    });
    for (const res of [withEmail, withoutEmail]) {
      const id = (await res.json()).report.id as number;
      const path = `/api/operator/reports/${id}/status`;
      expect((await call('POST', path, { status: 'investigating' }, op.cookie)).status).toBe(200);
      const before = t.outbox.length;
      const done = await call(
        'POST',
        path,
        { status: 'resolved', outcome: 'no-breach-found', note: 'Listing checked.' },
        op.cookie,
      );
      expect(done.status).toBe(200);
      const mails = t.outbox.slice(before);
      if (res === withEmail) {
        expect(mails).toHaveLength(1);
        expect(mails[0]!.to).toBe('visitor@example.org');
        expect(mails[0]!.text).toContain(
          'We looked into it and found nothing against Setu’s rules.',
        );
        expect(mails[0]!.text).toContain('सेतु के नियमों के ख़िलाफ़ कुछ नहीं मिला');
        expect((await done.json()).report.reporterTold).toBe(true);
      } else {
        expect(mails).toHaveLength(0);
        expect((await done.json()).report.reporterTold).toBe(false);
      }
    }
  });

  it('filters the queue by status', async () => {
    const op = await operator();
    const { listingId } = await pair();
    const res = await report({
      targetKind: 'listing',
      targetId: String(listingId),
      category: 'other',
    });
    const id = (await res.json()).report.id as number;
    await call(
      'POST',
      `/api/operator/reports/${id}/status`,
      { status: 'investigating' },
      op.cookie,
    );
    const ids = (status: ReportQueueFilter) => queueOf(op.cookie, status);
    expect((await ids('investigating')).map((r) => r.id)).toContain(id);
    expect((await ids('open')).map((r) => r.id)).not.toContain(id);
    expect((await ids('active')).map((r) => r.id)).toContain(id);
    expect((await ids('resolved')).every((r) => r.status === 'resolved')).toBe(true);
    expect(
      (await call('GET', '/api/operator/reports?status=nope', undefined, op.cookie)).status,
    ).toBe(400);
  });
});
