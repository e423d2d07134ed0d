// NGO verification: the NGO sends its registration details (validated with field
// messages), an operator verifies, rejects or revokes (each with its audit row and an email in
// the NGO's language), and only a verified NGO can accept a request. Volunteers see `verified`
// on listings and requests; contact details go only between a volunteer and a verified NGO.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ngoVerifications, user } from '../../src/server/db/schema';
import { NGO_UNVERIFIED_CODE, VERIFICATION_MESSAGES } from '../../src/shared/ngo-verification';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { VERIFICATION_DETAILS } from '../support/ngo-verification';
import { auditRows, createOperator, signInOperator, type Send } from '../support/operators';
import {
  api,
  createTestApp,
  errorOf,
  expectJson,
  matchingQuery,
  send,
  type TestApp,
} from '../support/test-app';
import {
  acceptCode,
  act,
  ngoSide,
  pendingRequest,
  publishProfile,
  SESSION,
  volunteerSide,
} from './requests-fixtures';

describe.each(DB_KINDS)('NGO verification on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let call: Send;
  let operator: { cookie: string; userId: string };
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `203.0.113.${(ip++ % 250) + 1}` });
    const made = await createOperator(t.database.db);
    const { cookie } = await signInOperator(call, made);
    operator = { cookie, userId: made.userId };
  }, 240_000);
  afterAll(() => t.close());

  const client = (cookie?: string) => api(t, { cookie, ip: `203.0.113.${(ip++ % 250) + 1}` });
  const requestsOf = async (cookie: string) => expectJson(client(cookie).requests.$get());
  const listedNgos = async () => (await expectJson(client().ngos.$get())).ngos;
  const unverifiedNgo = () => signedInNgo(t, {}, { verified: false });
  const submit = (cookie: string, body: unknown = VERIFICATION_DETAILS) =>
    call('PUT', '/api/ngo/verification', body, cookie);
  const decide = (uid: string, decision: string, body?: unknown, cookie = operator.cookie) =>
    call('POST', `/api/operator/ngos/${uid}/${decision}`, body, cookie);
  const mailsTo = (email: string) => t.outbox.filter((m) => m.to === email.toLowerCase());
  const auditOf = (uid: string) => auditRows(t.database.db, eq(auditLog.targetId, uid));

  it('starts with nothing sent and refuses bad details field by field', async () => {
    const ngo = await unverifiedNgo();
    const none = await call('GET', '/api/ngo/verification', undefined, ngo.cookie);
    expect(await none.json()).toMatchObject({ status: 'none', details: null });

    const bad = await submit(ngo.cookie, {
      registrationType: 'company',
      registrationNumber: '  ',
      darpanId: 'JH-2017-123',
      contactName: '',
      contactEmail: 'not-an-email',
      contactPhone: '12',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      registrationType: VERIFICATION_MESSAGES.registrationTypeMissing,
      registrationNumber: VERIFICATION_MESSAGES.registrationNumberMissing,
      darpanId: VERIFICATION_MESSAGES.darpanIdFormat,
      contactName: VERIFICATION_MESSAGES.contactNameMissing,
      contactEmail: 'Enter a valid email address.',
      contactPhone: expect.any(String),
    });
    for (const darpanId of ['jh/2017/012345', 'JH/17/0123456', 'JHK/2017/0123456']) {
      const res = await submit(ngo.cookie, { ...VERIFICATION_DETAILS, darpanId });
      expect(res.status, darpanId).toBe(400);
    }
    // Nothing was stored by the refusals.
    const rows = await t.database.db
      .select()
      .from(ngoVerifications)
      .where(eq(ngoVerifications.ngoUid, ngo.uid));
    expect(rows).toHaveLength(0);
  });

  it('stores the details as pending; the Darpan ID is optional and taken in capitals', async () => {
    const ngo = await unverifiedNgo();
    const res = await submit(ngo.cookie, { ...VERIFICATION_DETAILS, darpanId: 'jh/2017/0123456' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'pending',
      details: { ...VERIFICATION_DETAILS, darpanId: 'JH/2017/0123456' },
    });
    const without = await submit(ngo.cookie, { ...VERIFICATION_DETAILS, darpanId: '' });
    expect(await without.json()).toMatchObject({ details: { darpanId: '' } });
    const [row] = await t.database.db
      .select()
      .from(ngoVerifications)
      .where(eq(ngoVerifications.ngoUid, ngo.uid));
    expect(row!.darpanId).toBeNull();
  });

  it('lists pending checks oldest first with the NGO, to operators only', async () => {
    const first = await unverifiedNgo();
    const second = await unverifiedNgo();
    await submit(first.cookie);
    await submit(second.cookie);
    const { ngos } = await expectJson(
      client(operator.cookie).operator.ngos.$get({ query: { status: 'pending' } }),
    );
    const uids = ngos.map((n) => n.ngoUid);
    expect(uids.indexOf(first.uid)).toBeGreaterThanOrEqual(0);
    expect(uids.indexOf(first.uid)).toBeLessThan(uids.indexOf(second.uid));
    expect(ngos.find((n) => n.ngoUid === first.uid)).toMatchObject({
      ngoName: first.input.ngoName,
      website: first.input.website,
      registrationNumber: VERIFICATION_DETAILS.registrationNumber,
    });

    // Everyone else gets the 404 of an unknown path, and changes nothing.
    const volunteer = await signedInVolunteer(t);
    for (const cookie of [undefined, volunteer.cookie, first.cookie]) {
      expect((await call('GET', '/api/operator/ngos', undefined, cookie)).status).toBe(404);
      expect((await decide(first.uid, 'verify', undefined, cookie ?? '')).status).toBe(404);
    }
    const [row] = await t.database.db
      .select({ status: ngoVerifications.status })
      .from(ngoVerifications)
      .where(eq(ngoVerifications.ngoUid, first.uid));
    expect(row!.status).toBe('pending');
    // Volunteers have no NGO verification of their own.
    expect((await call('GET', '/api/ngo/verification', undefined, volunteer.cookie)).status).toBe(
      403,
    );
  });

  it('refuses an unverified NGO’s accept, changing nothing, and allows it once verified', async () => {
    const ngo = await unverifiedNgo();
    const listingId = await publishProfile(t, ngo.cookie);
    const volunteer = await signedInVolunteer(t);
    await acceptCode(t, volunteer.cookie);
    const requestId = await pendingRequest(t, volunteer.cookie, listingId);

    // The volunteer sees the request's NGO as not verified.
    const list = volunteerSide(await requestsOf(volunteer.cookie));
    expect(list.requests.find((r) => r.id === requestId)?.verified).toBe(false);

    const refused = await act(t, ngo.cookie, requestId, 'accept', SESSION);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: VERIFICATION_MESSAGES.unverified,
      code: NGO_UNVERIFIED_CODE,
    });
    const ngoView = ngoSide(await requestsOf(ngo.cookie));
    expect(ngoView.verified).toBe(false);
    expect(ngoView.requests.find((r) => r.id === requestId)?.status).toBe('pending');

    await submit(ngo.cookie);
    expect((await decide(ngo.uid, 'verify')).status).toBe(200);
    const accepted = await act(t, ngo.cookie, requestId, 'accept', SESSION);
    expect(accepted.status, await accepted.clone().text()).toBe(200);

    const afterList = volunteerSide(await requestsOf(volunteer.cookie));
    expect(afterList.requests.find((r) => r.id === requestId)).toMatchObject({
      verified: true,
      contact: { email: ngo.input.email },
    });
  });

  it('verifies with an audit row and an email; listings say verified', async () => {
    const ngo = await unverifiedNgo();
    const listingId = await publishProfile(t, ngo.cookie, { location: 'Jaipur' });
    const listed = await listedNgos();
    expect(listed.find((n) => n.id === listingId + 1000)).toMatchObject({ verified: false });
    // The spec's partner NGOs are sample cards, not accounts: no verified field.
    expect(listed[0]).not.toHaveProperty('verified');

    await submit(ngo.cookie);
    const res = await decide(ngo.uid, 'verify');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'verified', reason: '' });
    const audit = await auditOf(ngo.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'verify',
      actorUid: operator.userId,
      targetKind: 'ngo',
    });
    const [mail] = mailsTo(ngo.input.email);
    expect(mail?.subject).toBe('Your NGO is verified on Setu');

    const relisted = await listedNgos();
    expect(relisted.find((n) => n.id === listingId + 1000)).toMatchObject({ verified: true });
    const found = await expectJson(
      client().matching.$get({ query: matchingQuery({ location: 'Jaipur' }) }),
    );
    expect(found.results.find((r) => r.id === listingId)?.verified).toBe(true);
    expect(found.results.filter((r) => r.sample).every((r) => !r.verified)).toBe(true);

    const status = await call('GET', '/api/ngo/verification', undefined, ngo.cookie);
    expect(await status.json()).toMatchObject({ status: 'verified' });
    // A verified NGO has nothing to send again.
    expect((await submit(ngo.cookie)).status).toBe(409);
  });

  it('rejects with a reason in the NGO’s language; the NGO can send again', async () => {
    const ngo = await unverifiedNgo();
    await t.database.db.update(user).set({ language: 'hi' }).where(eq(user.id, ngo.uid));
    await submit(ngo.cookie);
    const noReason = await decide(ngo.uid, 'reject', { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).fields.reason).toBe(VERIFICATION_MESSAGES.reasonMissing);
    expect(await auditOf(ngo.uid)).toHaveLength(0);

    const reason = 'The registration number does not match the trust deed.';
    expect((await decide(ngo.uid, 'reject', { reason })).status).toBe(200);
    const [mail] = mailsTo(ngo.input.email);
    expect(mail?.subject).toBe('सेतु आपकी संस्था को सत्यापित नहीं कर सका');
    expect(mail?.text).toContain(reason);
    const audit = await auditOf(ngo.uid);
    expect(audit).toMatchObject([{ action: 'reject', reason }]);
    const status = await call('GET', '/api/ngo/verification', undefined, ngo.cookie);
    expect(await status.json()).toMatchObject({ status: 'rejected', reason });

    // Deciding again is refused: it is no longer pending.
    expect((await decide(ngo.uid, 'verify')).status).toBe(409);
    const again = await submit(ngo.cookie, { ...VERIFICATION_DETAILS, registrationNumber: 'T/99' });
    expect(await again.json()).toMatchObject({ status: 'pending', reason: '' });
  });

  it('revokes a verified NGO with a reason: no more accepting, no more contact details', async () => {
    const ngo = await signedInNgo(t);
    const listingId = await publishProfile(t, ngo.cookie);
    const volunteer = await signedInVolunteer(t);
    await acceptCode(t, volunteer.cookie);
    const first = await pendingRequest(t, volunteer.cookie, listingId);
    expect((await act(t, ngo.cookie, first, 'accept', SESSION)).status).toBe(200);
    const other = await signedInVolunteer(t);
    await acceptCode(t, other.cookie);
    const second = await pendingRequest(t, other.cookie, listingId);

    expect((await decide(ngo.uid, 'revoke', {})).status).toBe(400);
    const reason = 'The trust was deregistered.';
    expect((await decide(ngo.uid, 'revoke', { reason })).status).toBe(200);
    expect(mailsTo(ngo.input.email).at(-1)?.text).toContain(reason);
    expect(await auditOf(ngo.uid)).toMatchObject([{ action: 'revoke', reason }]);
    // Revoking twice is refused.
    expect((await decide(ngo.uid, 'revoke', { reason })).status).toBe(409);

    expect((await act(t, ngo.cookie, second, 'accept', SESSION)).status).toBe(403);
    const theirList = volunteerSide(await requestsOf(volunteer.cookie));
    expect(theirList.requests.find((r) => r.id === first)).toMatchObject({
      status: 'accepted',
      verified: false,
      contact: null,
    });
    const ngoList = ngoSide(await requestsOf(ngo.cookie));
    expect(ngoList.requests.find((r) => r.id === first)?.contact).toBeNull();
    const ics = await call('GET', '/api/requests/schedule.ics', undefined, volunteer.cookie);
    expect(await ics.text()).not.toContain(ngo.input.email);

    const status = await call('GET', '/api/ngo/verification', undefined, ngo.cookie);
    expect(await status.json()).toMatchObject({ status: 'revoked', reason });
  });

  it('lets only one of two operators decide at once', async () => {
    const other = await createOperator(t.database.db);
    const { cookie: otherCookie } = await signInOperator(call, other);
    for (let round = 0; round < 3; round++) {
      const ngo = await unverifiedNgo();
      await submit(ngo.cookie);
      const answers = await Promise.all([
        decide(ngo.uid, 'verify'),
        decide(ngo.uid, 'reject', { reason: 'Not a registered trust.' }, otherCookie),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const audit = await auditOf(ngo.uid);
      expect(audit).toHaveLength(1);
      const [row] = await t.database.db
        .select({ status: ngoVerifications.status })
        .from(ngoVerifications)
        .where(eq(ngoVerifications.ngoUid, ngo.uid));
      expect(row!.status).toBe(audit[0]!.action === 'verify' ? 'verified' : 'rejected');
    }
  });

  it('answers 404 for an NGO that sent nothing', async () => {
    const ngo = await unverifiedNgo();
    expect((await decide(ngo.uid, 'verify')).status).toBe(404);
    expect((await decide('no-such-uid', 'reject', { reason: 'x' })).status).toBe(404);
  });
});
