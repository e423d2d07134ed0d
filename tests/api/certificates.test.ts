// Issue 14's certificates on each database: issued only for held sessions, one per unchanged
// partnership, a PDF whose text holds the name, hours and code (extracted with pdf.js), in Hindi
// for a Hindi reader, the public verification of a real, a revoked and a random code, and the
// NGO's revoke.
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingSessions } from '../../src/server/db/schema';
import { CERTIFICATE_CODE, CERTIFICATE_MESSAGES } from '../../src/shared/certificates';
import type { NgoSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n').replace(/\s+/g, ' ');
}

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
    await send(t, 'GET', '/api/sessions', undefined, { cookie: v.cookie });
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
    send(t, 'POST', '/api/certificates', { requestId }, { cookie });

  it('issues one only for held sessions, and the same one while nothing changed', async () => {
    const none = await partnership('Nobody Held', 0);
    const refused = await issue(none.v.cookie, none.requestId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      CERTIFICATE_MESSAGES.noHeldSessions,
    );

    const { v, requestId } = await partnership('Kavita Sharma', 3);
    const first = await issue(v.cookie, requestId);
    expect(first.status, await first.clone().text()).toBe(201);
    const { code } = (await first.json()) as { code: string };
    expect(code).toMatch(CERTIFICATE_CODE);
    const again = (await (await issue(v.cookie, requestId)).json()) as { code: string };
    expect(again.code).toBe(code);
    // The NGO cannot ask for one, and a stranger's partnership is not theirs to certify.
    expect((await issue(ngo.cookie, requestId)).status).toBe(403);
    const stranger = await signedInVolunteer(t, { fullName: 'Not Involved' });
    expect((await issue(stranger.cookie, requestId)).status).toBe(409);

    const list = (await (
      await send(t, 'GET', '/api/certificates', undefined, { cookie: v.cookie })
    ).json()) as { certificates: { code: string; hours: number; sessions: number }[] };
    expect(list.certificates).toEqual([expect.objectContaining({ code, hours: 3, sessions: 3 })]);
  });

  it('makes a PDF with the name, the NGO, the hours and the code, in Hindi for a Hindi reader', async () => {
    const { v, requestId } = await partnership('Rohan Verma', 2);
    const { code } = (await (await issue(v.cookie, requestId)).json()) as { code: string };
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
    const { code } = (await (await issue(v.cookie, requestId)).json()) as { code: string };
    const verify = async (c: string) =>
      (await (await send(t, 'GET', `/api/verify/${c}`)).json()) as Record<string, unknown>;

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

    const path = `/api/certificates/${code}/revoke`;
    expect((await send(t, 'POST', path, { reason: 'x' }, { cookie: v.cookie })).status).toBe(403);
    expect((await send(t, 'POST', path, { reason: ' ' }, { cookie: ngo.cookie })).status).toBe(400);
    expect(await verify(code)).toMatchObject({ status: 'valid' });
    const revoked = await send(
      t,
      'POST',
      path,
      { reason: 'Hours entered by mistake' },
      {
        cookie: ngo.cookie,
      },
    );
    expect(revoked.status).toBe(200);
    const after = await verify(code);
    expect(after).toEqual({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await send(t, 'POST', path, { reason: 'Again' }, { cookie: ngo.cookie })).status).toBe(
      409,
    );
    // A new certificate for the same hours is a new code.
    const renewed = (await (await issue(v.cookie, requestId)).json()) as { code: string };
    expect(renewed.code).not.toBe(code);
  });
});
