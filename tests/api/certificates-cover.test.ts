// A substitute's certificate for the sessions they covered for an NGO, on each database: issued
// for the held ones only, the same one while nothing changed, its PDF (English and Hindi) and
// verification page, left out of the partnership's certificate, "changed" and then replaced when
// the NGO marks a session not held, and the NGO's revoke, which sticks until the NGO issues again
// (docs/decisions/0028-certificates-stored-and-revoked.md, addendum). The sessions are covered as
// an acceptance leaves them (covered_by set); the search itself is tests/api/substitutes.test.ts.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, teachingSessions } from '../../src/server/db/schema';
import { CERTIFICATE_MESSAGES } from '../../src/shared/certificates';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { pdfText } from '../support/pdf-text';
import { api, createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

describe.each(DB_KINDS)('cover certificates on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const listOf = async (cookie: string) => expectJson(api(t, { cookie }).certificates.$get());
  const issueCover = (cookie: string, listingId: number) =>
    api(t, { cookie }).certificates.cover.$post({ json: { listingId } });
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
  const verify = async (code: string) =>
    (await api(t).verify[':code'].$get({ param: { code } })).json();
  const pdf = (cookie: string, code: string, lang = 'en') =>
    send(t, 'GET', `/api/certificates/${code}/pdf?lang=${lang}`, undefined, { cookie });

  it('certifies the sessions a substitute covered, with its PDF, verification, changes and revoke', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Sahyog Vidyalaya' });
    const listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
    const v = await signedInVolunteer(t, { fullName: 'Partner Volunteer' });
    const sub = await signedInVolunteer(t, { fullName: 'Kavya Substitute' });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    await api(t, { cookie: v.cookie }).sessions.$get();
    // Three past sessions, held; the substitute covered the first two, and a fourth not yet held.
    const rows = await t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(teachingSessions.startsAt);
    for (const [i, row] of rows.slice(0, 4).entries()) {
      const back = (5 - i) * 7 * 86_400_000;
      await t.database.db
        .update(teachingSessions)
        .set({
          startsAt: new Date(row.startsAt.getTime() - back),
          endsAt: new Date(row.endsAt.getTime() - back),
          attendance: i < 3 ? 'held' : null,
          coveredBy: i === 2 ? null : sub.uid,
        })
        .where(eq(teachingSessions.id, row.id));
    }
    const [first] = rows;

    // Nothing covered yet for another volunteer: nothing to certify.
    const none = await issueCover(v.cookie, listing);
    expect(none.status).toBe(409);
    expect((await errorOf(none)).error).toBe(CERTIFICATE_MESSAGES.noHeldSessions);

    const mine = await listOf(sub.cookie);
    expect(mine.partnerships).toEqual([]);
    expect(mine.covers).toEqual([
      { listingId: listing, ngoName: 'Sahyog Vidyalaya', sessions: 2, hours: 2, revokedFor: null },
    ]);
    const created = await issueCover(sub.cookie, listing);
    expect(created.status).toBe(201);
    const code = await codeOf(created);
    expect(await codeOf(await issueCover(sub.cookie, listing))).toBe(code);
    expect(await verify(code)).toMatchObject({
      status: 'valid',
      volunteerName: 'Kavya Substitute',
      ngoName: 'Sahyog Vidyalaya',
      sessions: 2,
      hours: 2,
    });
    // The partnership's own certificate counts only the session its volunteer taught.
    const own = await api(t, { cookie: v.cookie }).certificates.$post({ json: { requestId } });
    expect(await verify(await codeOf(own))).toMatchObject({ status: 'valid', sessions: 1 });

    // The PDF: the substitute's and the NGO's to download, in both languages; no one else's.
    for (const lang of ['en', 'hi']) {
      const res = await pdf(sub.cookie, code, lang);
      expect(res.status).toBe(200);
      const text = await pdfText(await res.arrayBuffer());
      expect(text).toContain(code);
      expect(text).toContain('Kavya Substitute');
      // It says the hours were taught in another volunteer's place.
      expect(text).toContain(lang === 'en' ? 'as a substitute teacher' : 'दूसरे स्वयंसेवक की जगह');
    }
    expect((await pdf(ngo.cookie, code)).status).toBe(200);
    expect((await pdf(v.cookie, code)).status).toBe(404);
    const ngoList = await listOf(ngo.cookie);
    expect(ngoList.certificates.find((c) => c.code === code)).toMatchObject({
      kind: 'cover',
      volunteerName: 'Kavya Substitute',
      status: 'valid',
    });
    expect((await listOf(v.cookie)).certificates.map((c) => c.code)).not.toContain(code);

    // The NGO marks a covered session not held: the certificate says so; a corrected one
    // replaces it.
    const marked = await api(t, { cookie: ngo.cookie }).sessions[':id'].attendance.$post({
      param: { id: String(first!.id) },
      json: { mark: 'not_held' },
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect(await verify(code)).toMatchObject({ status: 'changed', heldSessions: 1, heldHours: 1 });
    expect((await listOf(sub.cookie)).covers[0]).toMatchObject({ sessions: 1, hours: 1 });
    const corrected = await codeOf(await issueCover(sub.cookie, listing));
    expect(corrected).not.toBe(code);
    expect(await verify(corrected)).toMatchObject({ status: 'valid', sessions: 1 });
    expect(await verify(code)).toMatchObject({ status: 'replaced' });

    // Only its NGO revokes; then the substitute cannot ask again until the NGO issues again.
    const stranger = await signedInNgo(t);
    const revoke = (cookie: string) =>
      api(t, { cookie }).certificates[':code'].revoke.$post({
        param: { code: corrected },
        json: { category: 'not-taught', reason: 'No record of the session' },
      });
    expect((await revoke(stranger.cookie)).status).toBe(404);
    t.outbox.length = 0;
    expect((await revoke(ngo.cookie)).status).toBe(200);
    expect(t.outbox.filter((m) => m.to === sub.input.email)).toHaveLength(1);
    const again = await issueCover(sub.cookie, listing);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(CERTIFICATE_MESSAGES.blockedByRevocation);
    expect((await listOf(sub.cookie)).covers[0]?.revokedFor).toBe('not-taught');
    expect((await pdf(sub.cookie, corrected)).status).toBe(409);
    const reissued = await api(t, { cookie: ngo.cookie }).certificates[':code'].reissue.$post({
      param: { code: corrected },
    });
    expect(reissued.status).toBe(201);
    const renewed = await codeOf(reissued);
    expect(await verify(renewed)).toMatchObject({ status: 'valid', sessions: 1 });
    expect(await codeOf(await issueCover(sub.cookie, listing))).toBe(renewed);
    const written = await t.database.db
      .select({ kind: certificates.kind, listingId: certificates.listingId })
      .from(certificates)
      .where(inArray(certificates.code, [code, corrected, renewed]));
    expect(written).toEqual(Array(3).fill({ kind: 'cover', listingId: listing }));
    // Four PDFs are rendered in the worker thread: a busy 2-core machine took 31 s.
  }, 120_000);
});
