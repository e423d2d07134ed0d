// Certificates on each database: issued only for held sessions, one per unchanged partnership, a
// PDF whose text holds the name, hours and code (extracted with pdf.js), in Hindi for a Hindi
// reader, rendered once per language and served from the kept bytes, downloads limited per
// account and per address, the public verification of a real, a revoked and a random code, and
// the NGO's revoke, which sticks until the NGO issues again (docs/decisions/0028-certificates-stored-and-revoked.md).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificatePdfs,
  certificates,
  rateLimits,
  teachingSessions,
} from '../../src/server/db/schema';
import {
  PDF_ACCOUNT_LIMIT,
  PDF_ADDRESS_LIMIT,
  pdfAddressKey,
} from '../../src/server/certificates/certificate-routes';
import {
  CERTIFICATE_CODE,
  CERTIFICATE_MESSAGES,
  type RevokeCategory,
} from '../../src/shared/certificates';
import type { NgoSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { pdfText } from '../support/pdf-text';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { api, createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

describe.each(DB_KINDS)('certificates on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Prerna Shiksha Foundation' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
  });
  afterAll(() => t.close());

  /** A partnership whose first `held` sessions are in the past and marked held. */
  async function partnership(name: string, held: number) {
    const v = await signedInVolunteer(t, { fullName: name });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    await api(t, { cookie: v.cookie }).sessions.$get();
    const rows = await t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(teachingSessions.startsAt);
    for (const [i, row] of rows.slice(0, held).entries()) {
      const back = (held + 1 - i) * 7 * 86_400_000;
      await t.database.db
        .update(teachingSessions)
        .set({
          startsAt: new Date(row.startsAt.getTime() - back),
          endsAt: new Date(row.endsAt.getTime() - back),
          attendance: 'held',
        })
        .where(eq(teachingSessions.id, row.id));
    }
    return { v, requestId };
  }

  const issue = (cookie: string, requestId: number) =>
    api(t, { cookie }).certificates.$post({ json: { requestId } });

  it('issues one only for held sessions, and the same one while nothing changed', async () => {
    const none = await partnership('Nobody Held', 0);
    const refused = await issue(none.v.cookie, none.requestId);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(CERTIFICATE_MESSAGES.noHeldSessions);

    const { v, requestId } = await partnership('Kavita Sharma', 3);
    const first = await issue(v.cookie, requestId);
    expect(first.status, await first.clone().text()).toBe(201);
    const { code } = await expectJson(first, 201);
    expect(code).toMatch(CERTIFICATE_CODE);
    const again = await (await issue(v.cookie, requestId)).json();
    expect(again.code).toBe(code);
    // The NGO cannot ask for one, and a stranger's partnership is not theirs to certify.
    expect((await issue(ngo.cookie, requestId)).status).toBe(403);
    const stranger = await signedInVolunteer(t, { fullName: 'Not Involved' });
    expect((await issue(stranger.cookie, requestId)).status).toBe(409);

    const list = await (await api(t, { cookie: v.cookie }).certificates.$get()).json();
    expect(list.certificates).toEqual([expect.objectContaining({ code, hours: 3, sessions: 3 })]);
  });

  it('makes a PDF with the name, the NGO, the hours and the code, in Hindi for a Hindi reader', async () => {
    const { v, requestId } = await partnership('Rohan Verma', 2);
    const { code } = await (await issue(v.cookie, requestId)).json();
    const res = await send(t, 'GET', `/api/certificates/${code}/pdf?lang=en`, undefined, {
      cookie: v.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = await res.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Certificate of Volunteering');
    expect(text).toContain('Rohan Verma');
    expect(text).toContain('Prerna Shiksha Foundation');
    expect(text).toContain('2 hours in 2 sessions');
    expect(text).toContain(code);
    expect(text).toContain(`/#/verify/${code}`);

    const hindi = await send(t, 'GET', `/api/certificates/${code}/pdf?lang=hi`, undefined, {
      cookie: v.cookie,
    });
    const hindiText = await pdfText(await hindi.arrayBuffer());
    expect(hindiText).toContain('Rohan Verma');
    expect(hindiText).toContain(code);
    expect(hindiText).toMatch(/[\u0900-\u097F]/);

    // The NGO may open it too; nobody else.
    expect(
      (await send(t, 'GET', `/api/certificates/${code}/pdf`, undefined, { cookie: ngo.cookie }))
        .status,
    ).toBe(200);
    const stranger = await signedInVolunteer(t, { fullName: 'Someone Else' });
    expect(
      (
        await send(t, 'GET', `/api/certificates/${code}/pdf`, undefined, {
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('verifies a real code, says so for a revoked or unknown one, and lets only the NGO revoke', async () => {
    const { v, requestId } = await partnership('Imran Qureshi', 1);
    const { code } = await (await issue(v.cookie, requestId)).json();
    const verify = async (c: string) =>
      (await api(t).verify[':code'].$get({ param: { code: c } })).json();

    expect(await verify(code)).toMatchObject({
      status: 'valid',
      volunteerName: 'Imran Qureshi',
      ngoName: 'Prerna Shiksha Foundation',
      hours: 1,
      sessions: 1,
    });
    expect(Object.keys(await verify(code)).sort()).toEqual([
      'hours',
      'issuedAt',
      'ngoName',
      'periodEnd',
      'periodStart',
      'sessions',
      'status',
      'volunteerName',
    ]);
    expect(await verify('ABCDEFGHIJKLMNOPQRST')).toEqual({ status: 'unknown' });
    expect(await verify('not-a-code')).toEqual({ status: 'unknown' });

    const revokeAs = (cookie: string, reason: string) =>
      api(t, { cookie }).certificates[':code'].revoke.$post({
        param: { code },
        json: { category: 'hours-wrong', reason },
      });
    expect((await revokeAs(v.cookie, 'x')).status).toBe(403);
    expect((await revokeAs(ngo.cookie, ' ')).status).toBe(400);
    // No category: only an untyped request can leave it out.
    const path = `/api/certificates/${code}/revoke`;
    expect(
      (await send(t, 'POST', path, { reason: 'No category' }, { cookie: ngo.cookie })).status,
    ).toBe(400);
    expect(await verify(code)).toMatchObject({ status: 'valid' });
    const revoked = await revokeAs(ngo.cookie, 'Hours entered by mistake');
    expect(revoked.status).toBe(200);
    const after = await verify(code);
    expect(after).toEqual({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await revokeAs(ngo.cookie, 'Again')).status).toBe(409);
  });

  const revoke = (
    code: string,
    category: RevokeCategory = 'not-taught',
    reason = 'Rohit says he taught Maths',
  ) =>
    api(t, { cookie: ngo.cookie }).certificates[':code'].revoke.$post({
      param: { code },
      json: { category, reason },
    });
  const reissue = (cookie: string, code: string) =>
    api(t, { cookie }).certificates[':code'].reissue.$post({ param: { code } });
  const verify = async (code: string) =>
    (await api(t).verify[':code'].$get({ param: { code } })).json();
  // The PDF's language is a query the route reads without a validator: no typed way to send it.
  const pdf = (cookie: string, code: string, lang = 'en', ip?: string) =>
    send(t, 'GET', `/api/certificates/${code}/pdf?lang=${lang}`, undefined, { cookie, ip });
  const codeOf = async (
    res: Awaited<ReturnType<typeof issue>> | Awaited<ReturnType<typeof reissue>>,
  ) => (await expectJson(res, 201)).code;
  const listOf = async (cookie: string) => (await api(t, { cookie }).certificates.$get()).json();

  it('after a revoke the volunteer cannot certify the hours again, is told in their language, and the NGO issues again', async () => {
    const { v, requestId } = await partnership('Rohit Kumar', 2);
    const put = await api(t, { cookie: v.cookie }).accounts.me.language.$put({
      json: { language: 'hi' },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const code = await codeOf(await issue(v.cookie, requestId));
    t.outbox.length = 0;
    expect((await revoke(code)).status).toBe(200);

    // The email: to the volunteer, in Hindi, the reason in general words, not the NGO's note.
    const mails = t.outbox.filter((m) => m.to === v.input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Prerna Shiksha Foundation ने आपका प्रमाण-पत्र रद्द कर दिया है');
    expect(mails[0]!.text).toContain(
      'कारण, सामान्य शब्दों में: संस्था के पास इन सत्रों में आपके पढ़ाने का कोई रिकॉर्ड नहीं है।',
    );
    expect(mails[0]!.text).not.toContain('Rohit says');

    // "Get a certificate" again: refused, and no new certificate is written.
    const again = await issue(v.cookie, requestId);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(CERTIFICATE_MESSAGES.blockedByRevocation);
    const rows = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.requestId, requestId));
    expect(rows).toHaveLength(1);
    const mine = await listOf(v.cookie);
    expect(mine.partnerships.find((p) => p.requestId === requestId)?.revokedFor).toBe('not-taught');
    // The NGO's note stays with the NGO.
    expect(mine.certificates.find((c) => c.code === code)?.revokeReason).toBeNull();
    expect((await listOf(ngo.cookie)).certificates.find((c) => c.code === code)?.revokeReason).toBe(
      'Rohit says he taught Maths',
    );
    // Its PDF is not served as if valid.
    const refused = await pdf(v.cookie, code);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(CERTIFICATE_MESSAGES.revokedPdf);

    // Only the NGO issues again; then the volunteer's certificate is the new one.
    expect((await reissue(v.cookie, code)).status).toBe(403);
    t.outbox.length = 0;
    const renewed = await codeOf(await reissue(ngo.cookie, code));
    expect(renewed).not.toBe(code);
    expect(t.outbox.find((m) => m.to === v.input.email)?.subject).toBe(
      'Prerna Shiksha Foundation ने आपका प्रमाण-पत्र दोबारा जारी किया है',
    );
    expect((await reissue(ngo.cookie, code)).status).toBe(409);
    expect(await verify(renewed)).toMatchObject({ status: 'valid', sessions: 2 });
    expect(await verify(code)).toMatchObject({ status: 'revoked' });
    expect(await codeOf(await issue(v.cookie, requestId))).toBe(renewed);
  });

  it('an older certificate over the same sessions says it was replaced by a newer one', async () => {
    const { v, requestId } = await partnership('Sunita Devi', 3);
    // Only the first two are held when the first certificate is issued.
    const [, , third] = await t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(teachingSessions.startsAt);
    await t.database.db
      .update(teachingSessions)
      .set({ attendance: null })
      .where(eq(teachingSessions.id, third!.id));
    const older = await codeOf(await issue(v.cookie, requestId));
    expect(await verify(older)).toMatchObject({ status: 'valid', sessions: 2 });
    await t.database.db
      .update(teachingSessions)
      .set({ attendance: 'held' })
      .where(eq(teachingSessions.id, third!.id));
    const newer = await codeOf(await issue(v.cookie, requestId));
    expect(newer).not.toBe(older);
    expect(await verify(older)).toMatchObject({
      status: 'replaced',
      volunteerName: 'Sunita Devi',
      sessions: 2,
    });
    expect(await verify(newer)).toMatchObject({ status: 'valid', sessions: 3 });
    const list = await listOf(v.cookie);
    expect(list.certificates.find((c) => c.code === older)?.status).toBe('replaced');
  });

  it('a counted session later marked not held: the certificate says so, and the volunteer gets a correct one', async () => {
    const { v, requestId } = await partnership('Arjun Mehta', 3);
    const code = await codeOf(await issue(v.cookie, requestId));
    const [first] = await t.database.db
      .select()
      .from(teachingSessions)
      .where(
        and(eq(teachingSessions.requestId, requestId), eq(teachingSessions.attendance, 'held')),
      )
      .orderBy(teachingSessions.startsAt);
    const marked = await api(t, { cookie: ngo.cookie }).sessions[':id'].attendance.$post({
      param: { id: String(first!.id) },
      json: { mark: 'not_held' },
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect(await verify(code)).toMatchObject({
      status: 'changed',
      sessions: 3,
      heldSessions: 2,
      heldHours: 2,
    });
    const list = await listOf(v.cookie);
    expect(list.partnerships.find((p) => p.requestId === requestId)?.sessions).toBe(2);
    expect(list.certificates.find((c) => c.code === code)?.status).toBe('changed');
    const corrected = await codeOf(await issue(v.cookie, requestId));
    expect(corrected).not.toBe(code);
    expect(await verify(corrected)).toMatchObject({ status: 'valid', sessions: 2, hours: 2 });
    expect(await verify(code)).toMatchObject({ status: 'replaced' });
  });

  it('renders each PDF once per language and serves the kept bytes after', async () => {
    const { v, requestId } = await partnership('Meera Nair', 1);
    const code = await codeOf(await issue(v.cookie, requestId));
    const [cert] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.code, code));
    const before = t.pdfRenderer.renders;
    // Three at once wait for one render.
    const firsts = await Promise.all([1, 2, 3].map(() => pdf(v.cookie, code, 'en')));
    const bodies = await Promise.all(firsts.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(firsts.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(t.pdfRenderer.renders - before).toBe(1);
    const later = Buffer.from(await (await pdf(ngo.cookie, code, 'en')).arrayBuffer());
    const hindi = Buffer.from(await (await pdf(v.cookie, code, 'hi')).arrayBuffer());
    await pdf(v.cookie, code, 'hi');
    expect(t.pdfRenderer.renders - before).toBe(2);
    // A PDF carries its creation time: the same bytes every time are the kept ones.
    for (const body of [...bodies, later]) expect(body.equals(bodies[0]!)).toBe(true);
    const kept = await t.database.db
      .select()
      .from(certificatePdfs)
      .where(eq(certificatePdfs.certificateId, cert!.id))
      .orderBy(certificatePdfs.language);
    expect(kept.map((k) => k.language)).toEqual(['en', 'hi']);
    expect(Buffer.from(kept[0]!.pdf).equals(bodies[0]!)).toBe(true);
    expect(Buffer.from(kept[1]!.pdf).equals(hindi)).toBe(true);
    // Revoking forgets them.
    expect((await revoke(code)).status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(certificatePdfs)
        .where(eq(certificatePdfs.certificateId, cert!.id)),
    ).toEqual([]);
  });

  it('limits downloads per account, and per address for floods, with a clear 429', async () => {
    const { v, requestId } = await partnership('Farah Khan', 1);
    const code = await codeOf(await issue(v.cookie, requestId));
    const statuses: number[] = [];
    for (let i = 0; i < PDF_ACCOUNT_LIMIT.limit; i++) {
      statuses.push((await pdf(v.cookie, code, 'en', `198.51.100.${i + 1}`)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await pdf(v.cookie, code, 'en', '198.51.100.200');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(over)).error).toBe(CERTIFICATE_MESSAGES.tooManyDownloads);
    // Another account on the same address still downloads.
    expect((await pdf(ngo.cookie, code, 'en', '198.51.100.200')).status).toBe(200);

    // An address at its flood limit: refused for everyone on it, others unaffected.
    const flooded = '198.51.100.250';
    await t.database.db
      .insert(rateLimits)
      .values({
        key: pdfAddressKey(flooded),
        count: PDF_ADDRESS_LIMIT.limit,
        resetAt: new Date(Date.now() + 60_000),
      })
      .onConflictDoNothing();
    const floodedAnswer = await pdf(ngo.cookie, code, 'en', flooded);
    expect(floodedAnswer.status).toBe(429);
    expect((await errorOf(floodedAnswer)).error).toBe(CERTIFICATE_MESSAGES.tooManyDownloads);
    expect((await pdf(ngo.cookie, code, 'en', '198.51.100.251')).status).toBe(200);
  });
});
