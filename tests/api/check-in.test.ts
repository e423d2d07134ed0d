// Check-in at the venue and the online join time, on each database: the coordinator's code for a
// session time, a volunteer checking in with it (their "taught" and the NGO's "held" prefilled,
// which the NGO can still change), and each refusal recording nothing: another session, too early,
// expired, another account, a changed code. Then "Join the class" of an online session through
// Setu, and a session cancelled after its join, which counts as held nowhere. The sessions are
// rows placed around the real clock, as the routes read it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInToken } from '../../src/server/check-in/check-in-token';
import { sessionArrivals, teachingSessions } from '../../src/server/db/schema';
import { CERTIFICATE_MESSAGES } from '../../src/shared/certificates';
import { CHECK_IN_MESSAGES } from '../../src/shared/check-in';
import { CLASS_MESSAGES } from '../../src/shared/classes';
import { SESSION_MESSAGES } from '../../src/shared/teaching-sessions';
import { DB_KINDS } from '../support/databases';
import {
  insertRequest,
  signedInNgo,
  signedInVolunteer,
  type SignedIn,
} from '../support/dashboards-factories';
import { api, createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { publishProfile } from './requests-fixtures';

const CLASS = 'saturday-1100-1200';
const SUNDAY = 'sunday-1100-1200';
const MINUTE = 60_000;
const MEETING = 'https://meet.example.org/setu-maths';

interface ExportedRecord {
  teachingRecord: {
    hours: number;
    heldSessions: number;
    sessions: { id: number; arrivedAt: string | null; arrivedHow: string | null }[];
  };
}

describe.each(DB_KINDS)('check-in on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let onlineNgo: SignedIn<NgoSignup>;
  let listing: number;
  let onlineListing: number;
  let secret: string;
  /** Saturday's volunteer, Sunday's volunteer (same NGO), and one of no class of this NGO. */
  let asha: SignedIn<VolunteerSignup>;
  let ravi: SignedIn<VolunteerSignup>;
  let stranger: SignedIn<VolunteerSignup>;
  let ashaRequest: number;
  let raviRequest: number;
  let onlineVolunteer: SignedIn<VolunteerSignup>;
  let onlineRequest: number;
  let offset = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    secret = t.auth.options.secret!;
    ngo = await signedInNgo(t, { ngoName: 'Station Road School' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 10 });
    onlineNgo = await signedInNgo(t, { ngoName: 'Online Shiksha' });
    onlineListing = await publishProfile(t, onlineNgo.cookie, {
      mode: 'online',
      venueAddress: '',
      venueLandmark: '',
      mapLink: '',
      meetingLink: MEETING,
    });
    asha = await signedInVolunteer(t, { fullName: 'Asha Verma' });
    ravi = await signedInVolunteer(t, { fullName: 'Ravi Kumar' });
    stranger = await signedInVolunteer(t, { fullName: 'Meena Iyer' });
    onlineVolunteer = await signedInVolunteer(t, { fullName: 'Farah Khan' });
    const db = t.database.db;
    ashaRequest = await insertRequest(db, { volunteerUid: asha.uid, listingId: listing });
    raviRequest = await insertRequest(db, {
      volunteerUid: ravi.uid,
      listingId: listing,
      day: 'Sunday',
    });
    onlineRequest = await insertRequest(db, {
      volunteerUid: onlineVolunteer.uid,
      listingId: onlineListing,
    });
  });
  afterAll(() => t.close());

  /**
   * A session of `requestId` starting `fromNow` minutes from now, an hour long. Each call's start
   * is a few seconds apart from the others', so every test has session times of its own.
   */
  async function sessionAt(requestId: number, fromNow: number) {
    offset += 1;
    const startsAt = new Date(
      Math.floor(Date.now() / 1000) * 1000 + fromNow * MINUTE + offset * 1000,
    );
    const [row] = await t.database.db
      .insert(teachingSessions)
      .values({
        requestId,
        occurrence: startsAt,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * MINUTE),
      })
      .returning({ id: teachingSessions.id });
    return { id: row!.id, startsAt };
  }

  const code = (startsAt: Date, classId = CLASS, cookie = ngo.cookie) =>
    api(t, { cookie })['check-in'].classes[':classId'].code.$get({
      param: { classId },
      query: { startsAt: startsAt.toISOString() },
    });
  const tokenOf = (link: string) => new URL(link.replace('/#/', '/')).searchParams.get('token')!;
  const scan = (token: string, cookie?: string) =>
    api(t, { cookie })['check-in'].$post({ json: { token } });

  async function recorded(sessionId: number) {
    const [arrival] = await t.database.db
      .select()
      .from(sessionArrivals)
      .where(eq(sessionArrivals.sessionId, sessionId));
    const [session] = await t.database.db
      .select({
        attendance: teachingSessions.attendance,
        attendanceBy: teachingSessions.attendanceBy,
        volunteerConfirmed: teachingSessions.volunteerConfirmed,
      })
      .from(teachingSessions)
      .where(eq(teachingSessions.id, sessionId));
    return { arrival: arrival ?? null, ...session! };
  }
  const nothingRecorded = { arrival: null, attendance: null, volunteerConfirmed: false };

  async function refused(res: Response | Promise<Response>, status: number, message: string) {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(status);
    expect((await errorOf(answer)).error).toBe(message);
  }

  it('draws the code for a session time, and checks its volunteer in with the time', async () => {
    const s = await sessionAt(ashaRequest, 10);
    const shown = await expectJson(code(s.startsAt));
    expect(shown.link).toMatch(/^http:\/\/localhost:3000\/#\/check-in\?token=/);
    expect(shown.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(shown.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(new Date(shown.opensAt).getTime()).toBe(s.startsAt.getTime() - 30 * MINUTE);
    expect(shown.volunteers).toEqual([{ sessionId: s.id, name: 'Asha Verma', checkedInAt: null }]);

    const before = Date.now();
    const answer = await expectJson(scan(tokenOf(shown.link), asha.cookie));
    expect(answer).toMatchObject({
      sessionId: s.id,
      ngoName: 'Station Road School',
      startsAt: s.startsAt.toISOString(),
      again: false,
    });
    const at = new Date(answer.checkedInAt).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await recorded(s.id)).toMatchObject({
      arrival: { kind: 'venue' },
      attendance: 'held',
      attendanceBy: null,
      volunteerConfirmed: true,
    });

    // A second scan keeps the first time.
    const again = await expectJson(scan(tokenOf(shown.link), asha.cookie));
    expect(again).toMatchObject({ again: true, checkedInAt: answer.checkedInAt });

    // The NGO sees who checked in and when: beside the code, and in the class's sessions.
    const refreshed = await expectJson(code(s.startsAt));
    expect(refreshed.volunteers[0]!.checkedInAt).toBe(answer.checkedInAt);
    const ahead = await expectJson(
      api(t, { cookie: ngo.cookie }).ngo.classes[':classId'].sessions.$get({
        param: { classId: CLASS },
        query: { when: 'ahead' },
      }),
    );
    const listed = ahead.times.flatMap((time) => time.sessions).find((x) => x.id === s.id)!;
    expect(listed.arrival).toEqual({ at: answer.checkedInAt, how: 'venue' });
    expect(listed.heldByArrival).toBe(true);
    // And the volunteer's own-data export holds it.
    const exported = await send(t, 'GET', '/api/accounts/me/export', undefined, {
      cookie: asha.cookie,
    });
    const record = ((await exported.json()) as ExportedRecord).teachingRecord;
    expect(record.sessions.find((x) => x.id === s.id)).toMatchObject({
      arrivedAt: answer.checkedInAt,
      arrivedHow: 'venue',
      volunteerConfirmed: true,
    });
  });

  it('lets the NGO change the prefilled attendance once the session is over', async () => {
    const s = await sessionAt(ashaRequest, -20);
    const shown = await expectJson(code(s.startsAt));
    await expectJson(scan(tokenOf(shown.link), asha.cookie));
    // The hour passes.
    await t.database.db
      .update(teachingSessions)
      .set({ startsAt: new Date(Date.now() - 90 * MINUTE), endsAt: new Date(Date.now() - MINUTE) })
      .where(eq(teachingSessions.id, s.id));
    await expectJson(
      api(t, { cookie: ngo.cookie }).sessions[':id'].attendance.$post({
        param: { id: String(s.id) },
        json: { mark: 'not_held' },
      }),
    );
    const after = await recorded(s.id);
    expect(after).toMatchObject({ attendance: 'not_held', attendanceBy: ngo.uid });
    // The arrival and the volunteer's word stay: both sides see the disagreement.
    expect(after.arrival?.kind).toBe('venue');
    expect(after.volunteerConfirmed).toBe(true);
  });

  it('refuses a code for another session: another class of the NGO, or another time', async () => {
    const saturday = await sessionAt(ashaRequest, 5);
    const sunday = await sessionAt(raviRequest, 5);
    const sundayCode = await expectJson(code(sunday.startsAt, SUNDAY));
    await refused(scan(tokenOf(sundayCode.link), asha.cookie), 403, CHECK_IN_MESSAGES.otherSession);
    // Ravi teaches the NGO's Sunday class, not Saturday's.
    const saturdayCode = await expectJson(code(saturday.startsAt));
    await refused(
      scan(tokenOf(saturdayCode.link), ravi.cookie),
      403,
      CHECK_IN_MESSAGES.otherSession,
    );
    expect(await recorded(saturday.id)).toMatchObject(nothingRecorded);
    expect(await recorded(sunday.id)).toMatchObject(nothingRecorded);
    // A signed code for a Saturday time Asha has no session at.
    const otherTime = checkInToken(secret, {
      listingId: listing,
      classId: CLASS,
      startsAt: new Date(saturday.startsAt.getTime() + 15 * MINUTE),
      endsAt: new Date(saturday.startsAt.getTime() + 75 * MINUTE),
    });
    await refused(scan(otherTime, asha.cookie), 403, CHECK_IN_MESSAGES.otherSession);
  });

  it('refuses a code too early, and one expired, recording nothing', async () => {
    const early = await sessionAt(ashaRequest, 45);
    // The coordinator can open the code before the window; it does not work yet.
    const shown = await expectJson(code(early.startsAt));
    await refused(scan(tokenOf(shown.link), asha.cookie), 409, CHECK_IN_MESSAGES.early);
    expect(await recorded(early.id)).toMatchObject(nothingRecorded);

    const over = await sessionAt(ashaRequest, -62);
    const expired = checkInToken(secret, {
      listingId: listing,
      classId: CLASS,
      startsAt: over.startsAt,
      endsAt: new Date(over.startsAt.getTime() + 60 * MINUTE),
    });
    await refused(scan(expired, asha.cookie), 410, CHECK_IN_MESSAGES.expired);
    expect(await recorded(over.id)).toMatchObject(nothingRecorded);
    // No code is drawn for a session time that is over.
    await refused(code(over.startsAt), 410, CHECK_IN_MESSAGES.expired);
  });

  it('refuses another account: a volunteer of no session here, the NGO, and nobody signed in', async () => {
    const s = await sessionAt(ashaRequest, 0);
    const token = tokenOf((await expectJson(code(s.startsAt))).link);
    await refused(scan(token, stranger.cookie), 403, CHECK_IN_MESSAGES.otherAccount);
    await refused(scan(token, ngo.cookie), 403, CHECK_IN_MESSAGES.otherAccount);
    expect((await scan(token)).status).toBe(401);
    expect(await recorded(s.id)).toMatchObject(nothingRecorded);
    // The code is the NGO's own: another NGO (its own class of that name has no such session)
    // and a volunteer cannot draw it.
    const other = await signedInNgo(t, { ngoName: 'Another School' });
    await publishProfile(t, other.cookie);
    await refused(code(s.startsAt, CLASS, other.cookie), 404, CLASS_MESSAGES.noSessions);
    expect((await code(s.startsAt, CLASS, asha.cookie)).status).toBe(403);
  });

  it('refuses a changed or made-up code, recording nothing', async () => {
    const s = await sessionAt(ashaRequest, 2);
    const token = tokenOf((await expectJson(code(s.startsAt))).link);
    const parts = token.split('.');
    // The end moved a day later, to stretch the window: the signature no longer matches.
    const stretched = [...parts.slice(0, 3), String(Number(parts[3]) + 86_400_000), parts[4]];
    await refused(scan(stretched.join('.'), asha.cookie), 400, CHECK_IN_MESSAGES.invalid);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await refused(scan(flipped, asha.cookie), 400, CHECK_IN_MESSAGES.invalid);
    await refused(scan('not-a-code', asha.cookie), 400, CHECK_IN_MESSAGES.invalid);
    await refused(scan(`${token}${'x'.repeat(400)}`, asha.cookie), 400, CHECK_IN_MESSAGES.invalid);
    await refused(scan('   ', asha.cookie), 400, CHECK_IN_MESSAGES.invalid);
    // Made under another secret.
    const forged = checkInToken('another-secret-of-forty-characters-yyyy', {
      listingId: listing,
      classId: CLASS,
      startsAt: s.startsAt,
      endsAt: new Date(s.startsAt.getTime() + 60 * MINUTE),
    });
    await refused(scan(forged, asha.cookie), 400, CHECK_IN_MESSAGES.invalid);
    expect(await recorded(s.id)).toMatchObject(nothingRecorded);
  });

  it('draws no code for a time the class has no session at, nor for a class it lacks', async () => {
    const bad = await api(t, { cookie: ngo.cookie })['check-in'].classes[':classId'].code.$get({
      param: { classId: CLASS },
      query: { startsAt: 'tomorrow morning' },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ startsAt: CLASS_MESSAGES.noSessions });
    const s = await sessionAt(ashaRequest, 4);
    await refused(code(new Date(s.startsAt.getTime() + MINUTE)), 404, CLASS_MESSAGES.noSessions);
    await refused(code(s.startsAt, 'monday-0600-0700'), 404, CLASS_MESSAGES.notFound);
  });

  it('refuses a cancelled session, recording nothing', async () => {
    const s = await sessionAt(ashaRequest, 3);
    const token = tokenOf((await expectJson(code(s.startsAt))).link);
    await t.database.db
      .update(teachingSessions)
      .set({ status: 'cancelled', cancelledBy: 'ngo' })
      .where(eq(teachingSessions.id, s.id));
    await refused(scan(token, asha.cookie), 409, CHECK_IN_MESSAGES.cancelled);
    expect(await recorded(s.id)).toMatchObject(nothingRecorded);
  });

  describe('joining an online class through Setu', () => {
    const join = (id: number, cookie?: string) =>
      api(t, { cookie })['check-in'].sessions[':id'].join.$post({ param: { id: String(id) } });

    it('records the join time, then gives the meeting link; the NGO sees it', async () => {
      const s = await sessionAt(onlineRequest, 20);
      const answer = await expectJson(join(s.id, onlineVolunteer.cookie));
      expect(answer.meetingLink).toBe(MEETING);
      expect(answer.joinedAt).not.toBeNull();
      expect(await recorded(s.id)).toMatchObject({
        arrival: { kind: 'online' },
        attendance: 'held',
        volunteerConfirmed: true,
      });
      const ngoView = await expectJson(api(t, { cookie: onlineNgo.cookie }).sessions.$get());
      const listed = ngoView.sessions.find((x) => x.id === s.id)!;
      expect(listed.arrival).toEqual({ at: answer.joinedAt, how: 'online' });
      // No code for an online class.
      await refused(code(s.startsAt, CLASS, onlineNgo.cookie), 409, CHECK_IN_MESSAGES.notInPerson);
    });

    // The join prefills held before the start (decision 0047) and the NGO may still cancel the
    // session: a cancelled session is not taught (src/server/teaching-sessions/held.ts).
    it('counts a session cancelled after the join nowhere: hours, certificate, ending', async () => {
      const v = await signedInVolunteer(t, { fullName: 'Nisha Rao' });
      const requestId = await insertRequest(t.database.db, {
        volunteerUid: v.uid,
        listingId: onlineListing,
      });
      const s = await sessionAt(requestId, 20);
      await expectJson(join(s.id, v.cookie));
      expect(await recorded(s.id)).toMatchObject({ attendance: 'held', volunteerConfirmed: true });
      // Until the cancellation it counts, as any held session: a certificate of it is issued.
      const before = await api(t, { cookie: v.cookie }).certificates.$post({ json: { requestId } });
      expect(before.status).toBe(201);
      const { code: issued } = (await before.json()) as { code: string };

      await expectJson(
        api(t, { cookie: onlineNgo.cookie }).sessions[':id'].cancel.$post({
          param: { id: String(s.id) },
          json: { reason: 'Teacher meeting' },
        }),
      );

      // The volunteer's dashboard: no hours, no session, and no prefilled held on the list.
      const mine = await expectJson(api(t, { cookie: v.cookie }).sessions.$get());
      expect(mine.stats).toMatchObject({ hours: 0, sessions: 0, streakWeeks: 0 });
      const listed = mine.sessions.find((x) => x.id === s.id)!;
      expect(listed).toMatchObject({ status: 'cancelled', attendance: null, heldByArrival: false });
      // The arrival is what happened: it stays.
      expect(listed.arrival?.how).toBe('online');

      // No certificate for it, and the one issued before no longer stands for it.
      await refused(
        api(t, { cookie: v.cookie }).certificates.$post({ json: { requestId } }),
        409,
        CERTIFICATE_MESSAGES.noHeldSessions,
      );
      const certificates = await expectJson(api(t, { cookie: v.cookie }).certificates.$get());
      expect(certificates.partnerships.map((p) => p.requestId)).not.toContain(requestId);
      expect(certificates.certificates.find((c) => c.code === issued)).toMatchObject({
        status: 'changed',
        heldSessions: 0,
        heldHours: 0,
      });
      const verified = await expectJson(api(t).verify[':code'].$get({ param: { code: issued } }));
      expect(verified).toMatchObject({ status: 'changed', heldSessions: 0 });

      // The own-data export keeps the session, and counts no hours for it.
      const exported = await send(t, 'GET', '/api/accounts/me/export', undefined, {
        cookie: v.cookie,
      });
      const record = ((await exported.json()) as ExportedRecord).teachingRecord;
      expect(record).toMatchObject({ hours: 0, heldSessions: 0 });
      expect(record.sessions.map((x) => x.id)).toContain(s.id);

      // The ending's email thanks the volunteer without hours.
      const sent = t.outbox.length;
      const ended = await send(
        t,
        'POST',
        `/api/requests/${requestId}/end`,
        { reason: 'class-ended' },
        { cookie: onlineNgo.cookie },
      );
      expect(ended.status, await ended.clone().text()).toBe(200);
      const mail = t.outbox.slice(sent).find((m) => m.to === v.input.email)!;
      expect(mail.text).toContain('Thank you for the time you gave to Online Shiksha.');
      expect(mail.text).not.toMatch(/hours over/);
    });

    it('forwards outside the window without recording; only the session’s volunteer', async () => {
      const later = await sessionAt(onlineRequest, 24 * 60);
      const early = await expectJson(join(later.id, onlineVolunteer.cookie));
      expect(early).toMatchObject({ meetingLink: MEETING, joinedAt: null });
      expect(await recorded(later.id)).toMatchObject(nothingRecorded);

      const now = await sessionAt(onlineRequest, -5);
      await refused(join(now.id, onlineNgo.cookie), 403, CHECK_IN_MESSAGES.volunteerOnly);
      await refused(join(now.id, asha.cookie), 404, SESSION_MESSAGES.notFound);
      expect((await join(now.id)).status).toBe(401);
      await refused(join(999_999_999, onlineVolunteer.cookie), 404, SESSION_MESSAGES.notFound);
      expect(await recorded(now.id)).toMatchObject(nothingRecorded);
      // A class at the venue is checked in with its code, not joined.
      const venue = await sessionAt(ashaRequest, -5);
      await refused(join(venue.id, asha.cookie), 409, CHECK_IN_MESSAGES.notOnline);
      expect(
        await t.database.db
          .select()
          .from(sessionArrivals)
          .where(and(eq(sessionArrivals.sessionId, venue.id))),
      ).toEqual([]);
    });
  });
});
