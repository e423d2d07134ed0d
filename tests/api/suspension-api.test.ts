// Suspension and reinstatement through /api/operator/accounts, on both databases:
// sessions end, login is refused with its message, the listing leaves the public lists, pending
// requests are withdrawn, partnerships paused (no contact details), the other side is emailed in
// their language, the audit log records it; reinstatement reverses what can be reversed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  ngoVerifications,
  pausedPartnerships,
  smsOutbox,
  user,
} from '../../src/server/db/schema';
import { writeMail } from '../../src/server/mail/outbox';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../src/shared/suspension';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { auditRows, createOperator, signInOperator, type Send } from '../support/operators';
import { api, createTestApp, expectJson, send, type TestApp } from '../support/test-app';
import { acceptCode, act, connect, pendingRequest, publishProfile } from './requests-fixtures';
import { TEST_PASSWORD } from '../support/factories';

interface RequestRow {
  id: number;
  status: string;
  paused: boolean;
  contact: unknown;
}

describe.each(DB_KINDS)('suspension on %s', (kind) => {
  let t: TestApp;
  let call: Send;
  let op: string;
  let operatorUid: string;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
    const operator = await createOperator(t.database.db);
    operatorUid = operator.userId;
    op = (await signInOperator(call, operator)).cookie;
  }, 180_000);
  afterAll(() => t.close());

  const suspendAccount = (uid: string, reason = 'Reported for unsafe conduct.') =>
    call('POST', `/api/operator/accounts/${uid}/suspend`, { reason }, op);
  const reinstateAccount = (uid: string, reason = 'Reviewed: the report was mistaken.') =>
    call('POST', `/api/operator/accounts/${uid}/reinstate`, { reason }, op);
  const login = (userType: 'Volunteer' | 'NGO', email: string) =>
    call('POST', '/api/accounts/login', { userType, email, password: TEST_PASSWORD });
  const client = (cookie?: string) => api(t, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
  const requestsOf = async (cookie: string): Promise<RequestRow[]> =>
    (await expectJson(client(cookie).requests.$get())).requests;
  const publicNames = async () => (await expectJson(client().ngos.$get())).ngos.map((n) => n.name);
  const setLanguage = (uid: string, language: 'en' | 'hi') =>
    t.database.db.update(user).set({ language }).where(eq(user.id, uid));
  /** Only verified NGOs accept (ngo-verification); marked so in the database. */
  const verified = async <T extends { uid: string }>(ngo: T): Promise<T> => {
    await t.database.db
      .insert(ngoVerifications)
      .values({
        ngoUid: ngo.uid,
        registrationType: 'trust',
        registrationNumber: 'TEST-1',
        contactName: 'Test Contact',
        contactEmail: 'contact@example.org',
        status: 'verified',
      })
      .onConflictDoUpdate({ target: ngoVerifications.ngoUid, set: { status: 'verified' } });
    return ngo;
  };
  const mailTo = (email: string, since: number) =>
    t.outbox.slice(since).filter((m) => m.to === email);

  /** An NGO with a published listing, one pending request and one partnership. */
  async function ngoWithPartners(name: string) {
    const ngo = await verified(await signedInNgo(t, { ngoName: name }));
    const listing = await publishProfile(t, ngo.cookie);
    const waiting = await signedInVolunteer(t, { fullName: 'Meena Waiting' });
    const partner = await signedInVolunteer(t, { fullName: 'Kiran Partner' });
    await acceptCode(t, waiting.cookie);
    await acceptCode(t, partner.cookie);
    const pendingId = await pendingRequest(t, waiting.cookie, listing);
    const partnershipId = await pendingRequest(t, partner.cookie, listing);
    expect((await act(t, ngo.cookie, partnershipId, 'accept')).status).toBe(200);
    return { ngo, listing, waiting, partner, pendingId, partnershipId };
  }

  it('suspends an NGO: sessions end, login refused, listing hidden, requests withdrawn, partnerships paused, emails, audit', async () => {
    const s = await ngoWithPartners('Suspended Shiksha Trust');
    await setLanguage(s.partner.uid, 'hi');
    expect(await publicNames()).toContain('Suspended Shiksha Trust');
    const sent = t.outbox.length;

    const res = await suspendAccount(s.ngo.uid);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      withdrawn: 1,
      paused: 1,
      listingHidden: true,
      account: {
        uid: s.ngo.uid,
        kind: 'ngo',
        suspended: { reason: 'Reported for unsafe conduct.' },
      },
    });
    // The search answers the account as the change did.
    const found = await call('GET', `/api/operator/accounts?q=${s.ngo.input.email}`, undefined, op);
    expect((await found.json()).accounts).toEqual([body.account]);

    // The old session is refused; login says why, and leaves no session behind.
    expect((await call('GET', '/api/requests', undefined, s.ngo.cookie)).status).toBe(401);
    const refused = await login('NGO', s.ngo.input.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: SUSPENSION_MESSAGES.suspended,
      code: SUSPENSION_CODES.suspended,
    });
    // A wrong password still answers as any wrong password does (suspension is not revealed).
    const wrong = await call('POST', '/api/accounts/login', {
      userType: 'NGO',
      email: s.ngo.input.email,
      password: 'not-the-password-123',
    });
    expect(wrong.status).toBe(401);

    // The listing left /ngoList, and Connect refuses it.
    expect(await publicNames()).not.toContain('Suspended Shiksha Trust');
    const other = await signedInVolunteer(t);
    await acceptCode(t, other.cookie);
    expect((await connect(t, other.cookie, s.listing)).status).toBe(409);

    // The pending request was withdrawn; the partnership is paused, without contact details.
    const waiting = await requestsOf(s.waiting.cookie);
    expect(waiting.find((r) => r.id === s.pendingId)).toMatchObject({ status: 'withdrawn' });
    const partner = await requestsOf(s.partner.cookie);
    expect(partner.find((r) => r.id === s.partnershipId)).toMatchObject({
      status: 'accepted',
      paused: true,
      contact: null,
    });
    const calendar = await call('GET', '/api/requests/schedule.ics', undefined, s.partner.cookie);
    expect(await calendar.text()).not.toContain('Suspended Shiksha Trust');

    // Emails: the NGO with the reason; each volunteer in their own language.
    const toNgo = mailTo(s.ngo.input.email, sent);
    expect(toNgo).toHaveLength(1);
    expect(toNgo[0]!.subject).toBe('Your Setu account is suspended');
    expect(toNgo[0]!.text).toContain('Reason: Reported for unsafe conduct.');
    const toWaiting = mailTo(s.waiting.input.email, sent);
    expect(toWaiting.map((m) => m.subject)).toEqual([
      'Your request with Suspended Shiksha Trust was withdrawn',
    ]);
    const toPartner = mailTo(s.partner.input.email, sent);
    expect(toPartner.map((m) => m.subject)).toEqual([
      'Suspended Shiksha Trust के साथ आपकी साझेदारी रुकी हुई है',
    ]);
    expect(toPartner[0]!.text).not.toContain('Reported for unsafe conduct.');

    // The audit log: the account, and the listing the suspension unpublished.
    const audit = await auditRows(
      t.database.db,
      and(eq(auditLog.action, 'suspend'), eq(auditLog.actorUid, operatorUid)),
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetKind: 'account',
          targetId: s.ngo.uid,
          reason: 'Reported for unsafe conduct.',
        }),
        expect.objectContaining({ targetKind: 'listing', targetId: String(s.listing) }),
      ]),
    );

    // The operators' search shows the status; suspending twice is refused.
    const { accounts } = await expectJson(
      client(op).operator.accounts.$get({ query: { q: 'suspended shiksha' } }),
    );
    expect(accounts.find((a) => a.uid === s.ngo.uid)?.suspended).toMatchObject({
      reason: 'Reported for unsafe conduct.',
    });
    const again = await suspendAccount(s.ngo.uid);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe(SUSPENSION_CODES.alreadySuspended);

    // Reinstatement: login works, the listing is back, the partnership resumes with contact
    // details, the withdrawn request stays withdrawn.
    const sentBefore = t.outbox.length;
    const back = await reinstateAccount(s.ngo.uid);
    expect(back.status, await back.clone().text()).toBe(200);
    expect(await back.json()).toMatchObject({ resumed: 1, listingPublished: true });
    expect((await login('NGO', s.ngo.input.email)).status).toBe(200);
    expect(await publicNames()).toContain('Suspended Shiksha Trust');
    const resumed = await requestsOf(s.partner.cookie);
    expect(resumed.find((r) => r.id === s.partnershipId)).toMatchObject({
      status: 'accepted',
      paused: false,
      contact: expect.objectContaining({ email: s.ngo.input.email }),
    });
    expect((await requestsOf(s.waiting.cookie)).find((r) => r.id === s.pendingId)?.status).toBe(
      'withdrawn',
    );
    expect(mailTo(s.ngo.input.email, sentBefore).map((m) => m.subject)).toEqual([
      'Your Setu account is active again',
    ]);
    expect(mailTo(s.partner.input.email, sentBefore).map((m) => m.subject)).toEqual([
      'Suspended Shiksha Trust के साथ आपकी साझेदारी फिर से शुरू',
    ]);
    expect(mailTo(s.waiting.input.email, sentBefore)).toHaveLength(0);
    const reinstated = await auditRows(
      t.database.db,
      and(eq(auditLog.action, 'reinstate'), eq(auditLog.targetId, s.ngo.uid)),
    );
    expect(reinstated).toHaveLength(1);
    expect(reinstated[0]!.reason).toBe('Reviewed: the report was mistaken.');
    const notSuspended = await reinstateAccount(s.ngo.uid);
    expect(notSuspended.status).toBe(409);
    expect((await notSuspended.json()).code).toBe(SUSPENSION_CODES.notSuspended);
  });

  it('leaves an unpublished listing unpublished after reinstatement', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Quiet Vidya Kendra' });
    await publishProfile(t, ngo.cookie, { published: false });
    expect((await suspendAccount(ngo.uid)).status).toBe(200);
    const back = await reinstateAccount(ngo.uid);
    expect(await back.json()).toMatchObject({ listingPublished: false });
    expect(await publicNames()).not.toContain('Quiet Vidya Kendra');
  });

  it('drops the mail still waiting for the account: after the suspension it hears of nothing else', async () => {
    const v = await signedInVolunteer(t, { fullName: 'Waiting Mail Volunteer' });
    // Written before the suspension and not delivered yet (no request kicked the delivery), and
    // one given up, waiting for an operator's retry.
    const waiting = await writeMail(t.database.db, {
      kind: 'report-outcome',
      to: v.input.email.toUpperCase(),
      subject: 'Waiting',
      text: 'Waiting.',
    });
    const givenUp = await writeMail(t.database.db, {
      kind: 'city-watch',
      to: v.input.email,
      subject: 'Given up',
      text: 'Given up.',
    });
    await t.database.db
      .update(mailOutbox)
      .set({ failedAt: new Date() })
      .where(eq(mailOutbox.id, givenUp!));
    const other = await writeMail(t.database.db, {
      kind: 'report-outcome',
      to: `someone-else-${kind}@example.org`,
      subject: 'Other',
      text: 'Other.',
    });
    expect((await suspendAccount(v.uid)).status).toBe(200);
    const left = await t.database.db
      .select({ id: mailOutbox.id, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [waiting!, givenUp!, other!]));
    expect(left).toEqual([{ id: other, kind: 'report-outcome' }]);
    const toAccount = await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.recipient}) = lower(${v.input.email})`);
    expect(toAccount.map((m) => m.kind)).toContain('suspension');
    expect(toAccount.map((m) => m.kind).filter((k) => k !== 'suspension')).toEqual([]);
  });

  it('drops at delivery what a writer that read the account before its suspension adds after it', async () => {
    const v = await signedInVolunteer(t, { fullName: 'Late Mail Volunteer' });
    expect((await suspendAccount(v.uid)).status).toBe(200);
    // What a sweep whose snapshot came before the suspension commits after it: its check of the
    // account saw no suspension, and the suspension's drop did not see these rows yet.
    const at = new Date();
    const [late] = await t.database.db
      .insert(mailOutbox)
      .values({
        kind: 'session-reminder',
        recipient: v.input.email.toLowerCase(),
        subject: 'Late reminder',
        body: 'Late.',
        createdAt: at,
        nextAttemptAt: at,
      })
      .returning({ id: mailOutbox.id });
    const [again] = await t.database.db
      .insert(mailOutbox)
      .values({
        kind: 'suspension',
        recipient: v.input.email.toLowerCase(),
        subject: 'About your suspension',
        body: 'Still told.',
        createdAt: at,
        nextAttemptAt: at,
      })
      .returning({ id: mailOutbox.id });
    await t.database.db.insert(smsOutbox).values({
      kind: 'session-reminder',
      userId: v.uid,
      phone: '+919812345670',
      body: 'Late SMS.',
      createdAt: at,
      nextAttemptAt: at,
    });
    const mailed = t.outbox.length;
    const texted = t.smsSent.length;
    await t.mail.deliverDue();
    await t.sms.deliverDue();
    expect(t.outbox.slice(mailed).map((m) => m.subject)).toEqual(['About your suspension']);
    expect(t.smsSent.slice(texted)).toEqual([]);
    const rows = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [late!.id, again!.id]));
    expect(rows).toEqual([{ id: again!.id }]);
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, v.uid))).toEqual(
      [],
    );
  });

  it('suspends a volunteer: their requests are withdrawn, the NGO sees the partnership paused', async () => {
    const ngo = await verified(await signedInNgo(t, { ngoName: 'Gyan Deep' }));
    const listing = await publishProfile(t, ngo.cookie);
    const second = await signedInNgo(t, { ngoName: 'Akshar Ghar' });
    const otherListing = await publishProfile(t, second.cookie);
    const v: SignedIn<VolunteerSignup> = await signedInVolunteer(t, { fullName: 'Ravi Suspended' });
    await acceptCode(t, v.cookie);
    const partnership = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, partnership, 'accept')).status).toBe(200);
    const pending = await pendingRequest(t, v.cookie, otherListing);
    const sent = t.outbox.length;

    expect((await suspendAccount(v.uid)).status).toBe(200);
    expect((await call('GET', '/api/requests', undefined, v.cookie)).status).toBe(401);
    expect((await login('Volunteer', v.input.email)).status).toBe(403);
    const seen = await requestsOf(ngo.cookie);
    expect(seen.find((r) => r.id === partnership)).toMatchObject({
      status: 'accepted',
      paused: true,
      contact: null,
    });
    expect((await requestsOf(second.cookie)).find((r) => r.id === pending)?.status).toBe(
      'withdrawn',
    );
    expect(mailTo(ngo.input.email, sent).map((m) => m.subject)).toEqual([
      'Your partnership with Ravi Suspended is paused',
    ]);
    expect(mailTo(second.input.email, sent).map((m) => m.subject)).toEqual([
      'Your request with Ravi Suspended was withdrawn',
    ]);
  });

  it('keeps a partnership paused while the other side is still suspended', async () => {
    const ngo = await verified(await signedInNgo(t, { ngoName: 'Both Sides Trust' }));
    const listing = await publishProfile(t, ngo.cookie);
    const v = await signedInVolunteer(t);
    await acceptCode(t, v.cookie);
    const id = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, id, 'accept')).status).toBe(200);
    expect((await suspendAccount(v.uid)).status).toBe(200);
    expect((await suspendAccount(ngo.uid)).status).toBe(200);
    expect((await reinstateAccount(v.uid)).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(pausedPartnerships)
      .where(eq(pausedPartnerships.requestId, id));
    expect(row?.causeUid).toBe(ngo.uid);
    expect((await reinstateAccount(ngo.uid)).status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(pausedPartnerships)
        .where(eq(pausedPartnerships.requestId, id)),
    ).toHaveLength(0);
  });

  it('refuses operators, missing reasons and unknown accounts; hides the API from others', async () => {
    const other = await createOperator(t.database.db);
    const res = await suspendAccount(other.userId);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe(SUSPENSION_CODES.operator);
    const ngo: SignedIn<NgoSignup> = await signedInNgo(t);
    const blank = await call(
      'POST',
      `/api/operator/accounts/${ngo.uid}/suspend`,
      { reason: '  ' },
      op,
    );
    expect(blank.status).toBe(400);
    // A NUL would make PostgreSQL fail the write or the search: a field error instead.
    const nul = await call(
      'POST',
      `/api/operator/accounts/${ngo.uid}/suspend`,
      { reason: 'Unsafe\u0000conduct' },
      op,
    );
    expect(nul.status).toBe(400);
    expect(Object.keys((await nul.json()).fields ?? {})).toEqual(['reason']);
    expect((await call('GET', '/api/operator/accounts?q=a%00b', undefined, op)).status).toBe(400);
    expect((await suspendAccount('no-such-account')).status).toBe(404);
    // Not an operator: the routes do not exist.
    expect((await call('GET', '/api/operator/accounts?q=a', undefined, ngo.cookie)).status).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/operator/accounts/${ngo.uid}/suspend`, { reason: 'x' }, ngo.cookie))
        .status,
    ).toBe(404);
    expect((await login('NGO', ngo.input.email)).status).toBe(200);
  });
});
