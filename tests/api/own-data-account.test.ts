// People's own data: the export, account deletion and the sign-up consent.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequests,
  consents,
  feedback,
  ngoListings,
  ngoNeeds,
  ngos,
  ngoVerifications,
  reports,
  session,
  user,
  volunteerRegistrations,
  volunteers,
} from '../../src/server/db/schema';
import { DEMO_EMAIL_DOMAIN } from '../../src/server/demo/demo-identity';
import { indiaIsoDate } from '../../src/shared/time';
import { CONSENT_TEXT_VERSION, OWN_DATA_CODES, OWN_DATA_MESSAGES } from '../../src/shared/own-data';
import type { VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { signUpVolunteer } from './accounts-fixtures';
import { acceptCode, act, pendingRequest, publishProfile, statusOf } from './requests-fixtures';
import { nextIp, TEST_PASSWORD } from '../support/factories';

type Vol = SignedIn<VolunteerSignup>;

describe.each(DB_KINDS)('own data on %s', (kind) => {
  let t: TestApp;

  // A busy machine takes a while to start PGlite and seed it.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  async function volunteer(overrides: Partial<VolunteerSignup> = {}): Promise<Vol> {
    const v = await signedInVolunteer(t, overrides);
    await acceptCode(t, v.cookie);
    return v;
  }

  const exportOf = async (cookie: string) => {
    const res = await send(t, 'GET', '/api/accounts/me/export', undefined, { cookie });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return { res, body: JSON.parse(text) as Record<string, unknown>, text };
  };
  const del = (cookie: string | undefined, password: unknown) =>
    send(t, 'POST', '/api/accounts/me/delete', { password }, { cookie, ip: nextIp() });
  const count = async (query: ReturnType<typeof sql>) => {
    const res = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]!.n);
  };

  it('records the agree checkbox with the terms version and time at sign-up', async () => {
    const before = Date.now();
    const created = await signUpVolunteer(t);
    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'signup-terms', textVersion: CONSENT_TEXT_VERSION });
    expect(rows[0]!.givenAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(CONSENT_TEXT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a failed sign-up records no consent', async () => {
    const taken = await signUpVolunteer(t);
    const before = await count(sql`select count(*)::int as n from consents`);
    const res = await send(
      t,
      'POST',
      '/api/accounts/volunteers',
      { ...taken, email: taken.email, password: 'Another-strong-pass-42' },
      { ip: nextIp() },
    );
    expect(res.status).toBe(409);
    expect(await count(sql`select count(*)::int as n from consents`)).toBe(before);
  });

  it('exports a volunteer’s own data as an attachment, with NGO contacts only once accepted', async () => {
    const ngoA = await signedInNgo(t, { ngoName: 'Asha Export' });
    const ngoB = await signedInNgo(t, { ngoName: 'Bal Export', phone: '+91 90000 22222' });
    const listingA = await publishProfile(t, ngoA.cookie);
    const listingB = await publishProfile(t, ngoB.cookie, { location: 'Pune' });
    const v = await volunteer({ fullName: 'Meera Export' });
    const accepted = await pendingRequest(t, v.cookie, listingA);
    expect((await act(t, ngoA.cookie, accepted, 'accept')).status).toBe(200);
    await pendingRequest(t, v.cookie, listingB);
    await t.database.db.insert(reports).values({
      reporterUid: v.uid,
      targetKind: 'listing',
      targetId: String(listingB),
      subjectUid: ngoB.uid,
      category: 'other',
      details: 'Listing says weekends but asks for weekdays.',
      note: 'operator-only note',
    });
    await t.database.db
      .insert(feedback)
      .values({ name: 'Meera', email: v.input.email, message: 'Hello from the contact form' });

    const { res, body, text } = await exportOf(v.cookie);
    const date = indiaIsoDate(new Date());
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="setu-data-${date}.json"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.account).toMatchObject({
      name: 'Meera Export',
      email: v.input.email,
      language: 'en',
      role: 'volunteer',
    });
    expect(body.volunteerProfile).toMatchObject({
      fullName: 'Meera Export',
      phone: v.input.phone,
      skills: v.input.skills,
      reason: v.input.reason,
    });
    expect(body.preferences).toMatchObject({ codeOfConduct: { version: expect.any(String) } });
    expect(body.registrations).toHaveLength(1);
    expect(body.consents).toEqual([
      { kind: 'signup-terms', textVersion: CONSENT_TEXT_VERSION, givenAt: expect.any(String) },
    ]);
    const sent = body.requestsSent as { ngoName: string; status: string; ngoContact: unknown }[];
    expect(sent.map((r) => [r.ngoName, r.status])).toEqual([
      ['Asha Export', 'accepted'],
      ['Bal Export', 'pending'],
    ]);
    expect(sent[0]!.ngoContact).toEqual({
      contactPerson: ngoA.input.contactPerson,
      email: ngoA.input.email,
      phone: ngoA.input.phone,
    });
    expect(sent[1]!.ngoContact).toBeNull();
    expect(body.reportsMade).toEqual([
      expect.objectContaining({
        category: 'other',
        details: 'Listing says weekends but asks for weekdays.',
        status: 'open',
      }),
    ]);
    expect(body.contactMessages).toEqual([
      expect.objectContaining({ message: 'Hello from the contact form' }),
    ]);
    expect((body.sessions as unknown[]).length).toBeGreaterThan(0);

    // No secrets: the password hash, session tokens, an unaccepted NGO's contact, operator notes.
    const [hash] = await t.database.db
      .execute(sql`select password from account where user_id = ${v.uid}`)
      .then((r) => (r as unknown as { rows: { password: string }[] }).rows);
    const tokens = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, v.uid));
    expect(hash!.password).toMatch(/\S{20,}/);
    expect(text).not.toContain(hash!.password);
    expect(text).not.toContain(TEST_PASSWORD);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(ngoB.input.email);
    expect(text).not.toContain(ngoB.input.phone);
    expect(text).not.toContain('operator-only note');
    expect(text).not.toContain(v.uid);
  });

  it('exports an NGO’s profile, listing, needs, verification and requests received', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Chirag Export' });
    const listing = await publishProfile(t, ngo.cookie);
    await t.database.db.insert(ngoNeeds).values({ ngoUid: ngo.uid, label: 'Books' });
    // The test factories mark the NGO verified; its details are the ones given here.
    const details = {
      registrationType: 'trust',
      registrationNumber: 'TR-1234',
      contactName: 'Asha Rao',
      contactEmail: 'check@example.org',
    };
    await t.database.db
      .insert(ngoVerifications)
      .values({ ngoUid: ngo.uid, ...details })
      .onConflictDoUpdate({ target: ngoVerifications.ngoUid, set: details });
    const vAccepted = await volunteer({ fullName: 'Dev Accepted' });
    const vPending = await volunteer({ fullName: 'Esha Pending', phone: '+91 90000 33333' });
    const a = await pendingRequest(t, vAccepted.cookie, listing);
    expect((await act(t, ngo.cookie, a, 'accept')).status).toBe(200);
    await pendingRequest(t, vPending.cookie, listing);

    const { body, text } = await exportOf(ngo.cookie);
    expect(body.account).toMatchObject({ role: 'ngo', name: 'Chirag Export' });
    expect(body.ngoProfile).toMatchObject({
      ngoName: 'Chirag Export',
      contactPerson: ngo.input.contactPerson,
      phone: ngo.input.phone,
    });
    expect(body.listing).toMatchObject({ id: listing, location: 'Ranchi', published: true });
    expect(body.needs).toEqual([{ label: 'Books', addedAt: expect.any(String) }]);
    expect(body.termsAndHolidays).toEqual([]);
    expect(body.verification).toMatchObject({
      registrationType: 'trust',
      registrationNumber: 'TR-1234',
      contactName: 'Asha Rao',
      status: expect.stringMatching(/^(pending|verified)$/),
    });
    const received = body.requestsReceived as {
      volunteerName: string;
      volunteerContact: unknown;
    }[];
    expect(received.map((r) => r.volunteerName)).toEqual(['Dev Accepted', 'Esha Pending']);
    expect(received[0]!.volunteerContact).toEqual({
      email: vAccepted.input.email,
      phone: vAccepted.input.phone,
    });
    expect(received[1]!.volunteerContact).toBeNull();
    expect(text).not.toContain(vPending.input.email);
    expect(text).not.toContain(vPending.input.phone);
  });

  it('refuses the export and deletion without a session', async () => {
    expect((await send(t, 'GET', '/api/accounts/me/export')).status).toBe(401);
    expect((await del(undefined, TEST_PASSWORD)).status).toBe(401);
  });

  it('a wrong password deletes nothing', async () => {
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie);
    const v = await volunteer();
    const id = await pendingRequest(t, v.cookie, listing);
    const res = await del(v.cookie, 'not-my-password');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: OWN_DATA_MESSAGES.wrongPassword,
      code: OWN_DATA_CODES.wrongPassword,
    });
    expect(await statusOf(t, v.cookie, id)).toBe('pending');
    expect(await t.database.db.select().from(user).where(eq(user.id, v.uid))).toHaveLength(1);
    expect((await send(t, 'GET', '/api/accounts/me', undefined, { cookie: v.cookie })).status).toBe(
      200,
    );
    const empty = await del(v.cookie, '');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(
      OWN_DATA_MESSAGES.passwordMissing,
    );
  });

  it('deleting a volunteer withdraws and ends their requests, mails the NGOs, and removes their rows', async () => {
    const ngoA = await signedInNgo(t, { ngoName: 'Asha Partner', language: 'hi' });
    const ngoB = await signedInNgo(t, { ngoName: 'Bal Pending' });
    const listingA = await publishProfile(t, ngoA.cookie);
    const listingB = await publishProfile(t, ngoB.cookie, { location: 'Pune' });
    const v = await volunteer({ fullName: 'Farah Leaving' });
    const accepted = await pendingRequest(t, v.cookie, listingA);
    expect((await act(t, ngoA.cookie, accepted, 'accept')).status).toBe(200);
    const pending = await pendingRequest(t, v.cookie, listingB);
    await t.database.db.insert(reports).values({
      reporterUid: v.uid,
      targetKind: 'listing',
      targetId: String(listingB),
      category: 'other',
    });

    const before = t.outbox.length;
    const res = await del(v.cookie, TEST_PASSWORD);
    expect(res.status, await res.clone().text()).toBe(200);
    // The session cookie is cleared, and the session no longer works.
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session_token=;.*Max-Age=0/i);
    expect((await send(t, 'GET', '/api/accounts/me', undefined, { cookie: v.cookie })).status).toBe(
      401,
    );

    const mail = t.outbox.slice(before);
    expect(mail.map((m) => m.to).sort()).toEqual([ngoA.input.email, ngoB.input.email].sort());
    const toA = mail.find((m) => m.to === ngoA.input.email)!;
    expect(toA.subject).toBe('Farah Leaving ने सेतु छोड़ दिया है');
    expect(toA.text).toContain('साझेदारी ख़त्म');
    const toB = mail.find((m) => m.to === ngoB.input.email)!;
    expect(toB.subject).toBe('Farah Leaving has left Setu');
    expect(toB.text).toContain('their request to volunteer with you was withdrawn');
    for (const m of mail) {
      expect(m.text).not.toContain(v.input.email);
      expect(m.text).not.toContain(v.input.phone);
    }

    const db = t.database.db;
    expect(await db.select().from(user).where(eq(user.id, v.uid))).toHaveLength(0);
    expect(await db.select().from(volunteers).where(eq(volunteers.userId, v.uid))).toHaveLength(0);
    expect(
      await db.select().from(volunteerRegistrations).where(eq(volunteerRegistrations.uid, v.uid)),
    ).toHaveLength(0);
    expect(await db.select().from(consents).where(eq(consents.userId, v.uid))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, v.uid))).toHaveLength(0);
    expect(await count(sql`select count(*)::int as n from account where user_id = ${v.uid}`)).toBe(
      0,
    );
    expect(
      await db.select().from(connectionRequests).where(eq(connectionRequests.volunteerUid, v.uid)),
    ).toHaveLength(0);
    // The report stays for the operators, without the reporter.
    expect(
      await count(sql`select count(*)::int as n from reports where reporter_uid = ${v.uid}`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from reports where target_id = ${String(listingB)}`,
      ),
    ).toBe(1);
    // The NGOs see neither request any more; their listings stay.
    expect(await statusOf(t, ngoA.cookie, accepted)).toBeUndefined();
    expect(await statusOf(t, ngoB.cookie, pending)).toBeUndefined();
    // The same email can register again.
    const again = await signUpVolunteer(t, { email: v.input.email });
    expect(again.id).not.toBe(v.uid);
  });

  it('deleting an NGO removes its listing and needs and tells its volunteers', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Gyan Closing' });
    const listing = await publishProfile(t, ngo.cookie);
    await t.database.db.insert(ngoNeeds).values({ ngoUid: ngo.uid, label: 'Chalk' });
    const vAccepted = await volunteer({ fullName: 'Hari Partner', language: 'hi' });
    const vPending = await volunteer({ fullName: 'Ira Waiting' });
    const a = await pendingRequest(t, vAccepted.cookie, listing);
    expect((await act(t, ngo.cookie, a, 'accept')).status).toBe(200);
    await pendingRequest(t, vPending.cookie, listing);

    expect(await (await send(t, 'GET', '/api/ngos')).text()).toContain('Gyan Closing');
    const before = t.outbox.length;
    const res = await del(ngo.cookie, TEST_PASSWORD);
    expect(res.status, await res.clone().text()).toBe(200);
    const mail = t.outbox.slice(before);
    expect(mail.map((m) => m.to).sort()).toEqual(
      [vAccepted.input.email, vPending.input.email].sort(),
    );
    expect(mail.find((m) => m.to === vAccepted.input.email)!.subject).toBe(
      'Gyan Closing ने सेतु छोड़ दिया है',
    );
    const toPending = mail.find((m) => m.to === vPending.input.email)!;
    expect(toPending.text).toContain('your request to volunteer with it was withdrawn');
    expect(toPending.text).toContain('/#/volunteer-matching');

    const db = t.database.db;
    expect(await db.select().from(ngos).where(eq(ngos.uid, ngo.uid))).toHaveLength(0);
    expect(await db.select().from(ngoListings).where(eq(ngoListings.id, listing))).toHaveLength(0);
    expect(await db.select().from(ngoNeeds).where(eq(ngoNeeds.ngoUid, ngo.uid))).toHaveLength(0);
    // The listing is gone from the public NGO list and matching at once.
    const list = await send(t, 'GET', '/api/ngos');
    expect(await list.text()).not.toContain('Gyan Closing');
    // The volunteers' own dashboards no longer list it.
    const requests = await send(t, 'GET', '/api/requests', undefined, { cookie: vAccepted.cookie });
    expect(await requests.text()).not.toContain('Gyan Closing');
  });

  it('a deletion racing an accept or a Connect: both finish, nothing half-done, no error', async () => {
    // The volunteer deletes while the NGO accepts: whichever locks first, the request ends up
    // gone with the account and the NGO is told once.
    const ngo = await signedInNgo(t, { ngoName: 'Race Accept' });
    const listing = await publishProfile(t, ngo.cookie);
    const v = await volunteer({ fullName: 'Kabir Racing' });
    const id = await pendingRequest(t, v.cookie, listing);
    const before = t.outbox.length;
    const [deleted, accepted] = await Promise.all([
      del(v.cookie, TEST_PASSWORD),
      act(t, ngo.cookie, id, 'accept'),
    ]);
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect([200, 404]).toContain(accepted.status);
    const toNgo = t.outbox.slice(before).filter((m) => m.to === ngo.input.email);
    expect(toNgo).toHaveLength(1);
    expect(toNgo[0]!.subject).toBe('Kabir Racing has left Setu');
    expect(
      await t.database.db.select().from(connectionRequests).where(eq(connectionRequests.id, id)),
    ).toHaveLength(0);

    // Again with the accept a few milliseconds later each time, so that some land while the
    // deletion runs between the accept's commit and its first weeks of sessions (a 500 before
    // a vanished request was read again: it disappeared between the read and the insert).
    for (let delay = 0; delay < 10; delay++) {
      const n = await signedInNgo(t, { ngoName: `Race Accept ${delay}` });
      const l = await publishProfile(t, n.cookie);
      const vol = await volunteer({ fullName: `Racer ${delay}` });
      const r = await pendingRequest(t, vol.cookie, l);
      const [gone, answer] = await Promise.all([
        del(vol.cookie, TEST_PASSWORD),
        new Promise((ok) => setTimeout(ok, delay)).then(() => act(t, n.cookie, r, 'accept')),
      ]);
      expect(gone.status, await gone.clone().text()).toBe(200);
      expect([200, 404], await answer.clone().text()).toContain(answer.status);
      expect(
        await count(sql`select count(*)::int as n from teaching_sessions where request_id = ${r}`),
      ).toBe(0);
    }

    // The NGO deletes while a volunteer connects: the Connect either lands first (and is
    // withdrawn, with a mail) or finds no listing; never a request left pointing nowhere.
    const ngo2 = await signedInNgo(t, { ngoName: 'Race Connect' });
    const listing2 = await publishProfile(t, ngo2.cookie);
    const v2 = await volunteer({ fullName: 'Lata Racing' });
    const before2 = t.outbox.length;
    const [deleted2, connected] = await Promise.all([
      del(ngo2.cookie, TEST_PASSWORD),
      send(t, 'POST', '/api/requests', { listingId: listing2, message: '' }, { cookie: v2.cookie }),
    ]);
    expect(deleted2.status, await deleted2.clone().text()).toBe(200);
    expect([201, 404, 409]).toContain(connected.status);
    const toVolunteer = t.outbox
      .slice(before2)
      .filter((m) => m.to === v2.input.email && m.subject === 'Race Connect has left Setu');
    expect(toVolunteer).toHaveLength(connected.status === 201 ? 1 : 0);
    expect(
      await count(
        sql`select count(*)::int as n from connection_requests where volunteer_uid = ${v2.uid}`,
      ),
    ).toBe(0);
  });

  it('refuses to delete a demo account, changing nothing', async () => {
    const demo = await signedInVolunteer(t, {
      email: `someone-${Date.now()}@${DEMO_EMAIL_DOMAIN}`,
    });
    const res = await del(demo.cookie, TEST_PASSWORD);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: OWN_DATA_MESSAGES.demoAccount,
      code: OWN_DATA_CODES.demoAccount,
    });
    expect(await t.database.db.select().from(user).where(eq(user.id, demo.uid))).toHaveLength(1);
    expect(
      (await send(t, 'GET', '/api/accounts/me', undefined, { cookie: demo.cookie })).status,
    ).toBe(200);
  });
});
