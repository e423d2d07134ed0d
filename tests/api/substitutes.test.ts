// Cover for a cancelled session (docs/decisions/0042-substitutes.md), on each database: who is
// asked, the waves (2 hours apart, or at once when all declined), the stop 3 hours before, the
// race of several accepting at once, what the substitute then sees, the hours and the emails.
// The sweep runs here with a clock the test sets (advanceSearches(db, now)), as the job queue
// runs it with its own. Each test has its own NGO in its own city, so their volunteers never meet.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSuspensions,
  mailOutbox,
  smsConsents,
  smsOutbox,
  substituteOffers,
  substituteSearches,
  teachingSessions,
  user as userTable,
  volunteers,
} from '../../src/server/db/schema';
import { advanceSearches } from '../../src/server/substitutes/search';
import { DEMO_SUBSTITUTE_NAME } from '../../src/server/substitutes/demo-cover';
import { DEMO_NGO_EMAIL, seedDemoAccounts } from '../../src/server/db/seed/demo';
import { SUBSTITUTE_MESSAGES, WAVE_SIZE } from '../../src/shared/substitutes';
import { indiaIsoDate } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import {
  signedInNgo,
  signedInVolunteer,
  signIn,
  type SignedIn,
} from '../support/dashboards-factories';
import {
  api,
  createTestApp,
  errorOf,
  expectJson,
  mailDelivered,
  send,
  type TestApp,
} from '../support/test-app';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const HOUR = 3_600_000;
type Volunteer = SignedIn<VolunteerSignup>;

describe.each(DB_KINDS)('substitutes on %s', (kind) => {
  let t: TestApp;
  const deps = { publicUrl: 'http://localhost:3000' };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A volunteer who fits a Saturday 11 AM Maths class in `city` taught in Hindi, unless overridden. */
  function fitting(
    city: string,
    name: string,
    overrides: Partial<VolunteerSignup> = {},
    vetted = true,
  ) {
    return signedInVolunteer(
      t,
      {
        fullName: name,
        location: city,
        availability: ['Saturday Morning'],
        languages: ['Hindi'],
        ...overrides,
      },
      { vetted },
    );
  }

  /** An accepted partnership in `city` (Saturdays 11 AM, Maths) and its session 2+ days away. */
  async function partnership(city: string, ngo?: SignedIn<NgoSignup>, name = 'Asha Verma') {
    ngo ??= await signedInNgo(t, { ngoName: `Vidya ${city}` });
    const listing = await publishProfile(t, ngo.cookie, { location: city, volunteersNeeded: 20 });
    const v = await fitting(city, name);
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    const { sessions } = await expectJson(api(t, { cookie: v.cookie }).sessions.$get());
    const session = sessions.find(
      (s) => s.requestId === requestId && Date.parse(s.startsAt) > Date.now() + 48 * HOUR,
    )!;
    return { ngo, v, requestId, session, listing };
  }

  /** A partnership whose volunteer cancelled the session. */
  async function cancelled(city: string) {
    const p = await partnership(city);
    const res = await api(t, { cookie: p.v.cookie }).sessions[':id'].cancel.$post({
      param: { id: String(p.session.id) },
      json: { reason: 'Exams this week' },
    });
    expect(res.status).toBe(200);
    return p;
  }

  const findCover = (cookie: string, sessionId: number) =>
    api(t, { cookie }).substitutes.sessions[':id'].find.$post({ param: { id: String(sessionId) } });
  const offerOf = (cookie: string) => api(t, { cookie }).substitutes.offers[':sessionId'];
  const param = (sessionId: number) => ({ param: { sessionId: String(sessionId) } });
  const accept = (cookie: string, sessionId: number) =>
    offerOf(cookie).accept.$post(param(sessionId));
  const decline = (cookie: string, sessionId: number) =>
    offerOf(cookie).decline.$post(param(sessionId));

  async function offered(sessionId: number) {
    const rows = await t.database.db
      .select({
        uid: substituteOffers.volunteerUid,
        status: substituteOffers.status,
        wave: substituteOffers.wave,
      })
      .from(substituteOffers)
      .where(eq(substituteOffers.sessionId, sessionId));
    return rows;
  }
  const uidsOf = (rows: { uid: string }[]) => rows.map((r) => r.uid).sort();
  const sorted = (vs: Volunteer[]) => vs.map((v) => v.uid).sort();

  async function searchOf(sessionId: number) {
    const [row] = await t.database.db
      .select()
      .from(substituteSearches)
      .where(eq(substituteSearches.sessionId, sessionId));
    return row;
  }

  /** The sweep at `now`, then the mail it wrote delivered. */
  async function sweep(now: Date) {
    const result = await advanceSearches(t.database.db, now, deps);
    t.mail.kick();
    await mailDelivered(t);
    return result;
  }

  /** Mail written for a reader (the sweep's, due at its own clock, are not delivered yet). */
  async function written(v: { input: { email: string } }, kind: string) {
    return t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, v.input.email), eq(mailOutbox.kind, kind)));
  }

  const mailsTo = (v: { input: { email: string } }, from = 0) =>
    t.outbox.slice(from).filter((m) => m.to === v.input.email);

  it('asks the first 5 volunteers who fit, and none who does not', async () => {
    const city = 'Pune';
    const p = await partnership(city);
    // The ones who do not fit join first: were a rule missing, they would be asked first.
    const unfit = [
      await fitting('Delhi', 'Other City'),
      await fitting(city, 'No Shared Language', { languages: ['Tamil'] }),
      await fitting(city, 'Evenings Only', { availability: ['Saturday Evening'] }),
      await fitting(city, 'Not Vetted', {}, false),
      await fitting(city, 'Other Topic'),
      await fitting(city, 'Suspended One'),
    ];
    await t.database.db
      .update(volunteers)
      .set({ preferredTopics: ['English'] })
      .where(eq(volunteers.userId, unfit[4]!.uid));
    await t.database.db
      .insert(accountSuspensions)
      .values({ userId: unfit[5]!.uid, reason: 'test', suspendedBy: 'test' });
    // Teaching then: a second volunteer of the same class, on the same Saturday.
    const busy = await partnership(city, p.ngo, 'Busy Teacher');
    expect(busy.session.startsAt).toBe(p.session.startsAt);
    const fit: Volunteer[] = [];
    for (let i = 0; i < 6; i++) fit.push(await fitting(city, `Fit ${i}`));
    const before = t.outbox.length;

    // Nothing to cover yet: the session is not cancelled.
    const early = await findCover(p.ngo.cookie, p.session.id);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error).toBe(SUBSTITUTE_MESSAGES.notCancelledByVolunteer);
    await api(t, { cookie: p.v.cookie }).sessions[':id'].cancel.$post({
      param: { id: String(p.session.id) },
      json: { reason: 'Unwell' },
    });
    // Only its NGO asks: another NGO is told it does not exist, a volunteer that it is for NGOs.
    const stranger = await signedInNgo(t);
    expect((await findCover(stranger.cookie, p.session.id)).status).toBe(404);
    expect((await findCover(p.v.cookie, p.session.id)).status).toBe(403);
    expect((await findCover(p.ngo.cookie, 99_999_999)).status).toBe(404);

    await expectJson(findCover(p.ngo.cookie, p.session.id));
    const rows = await offered(p.session.id);
    expect(rows).toHaveLength(WAVE_SIZE);
    expect(uidsOf(rows)).toEqual(sorted(fit.slice(0, 5)));
    expect(rows.every((r) => r.wave === 1 && r.status === 'open')).toBe(true);
    // Each asked gets the offer by email; no one else does.
    for (const v of fit.slice(0, 5)) {
      const [mail] = mailsTo(v, before);
      expect(mail?.subject).toMatch(/^Can you cover a Maths class on /);
      expect(mail?.text).toContain(`Vidya ${city} in Pune needs someone to teach Maths`);
    }
    for (const v of [...unfit, busy.v, p.v, fit[5]!]) expect(mailsTo(v, before)).toEqual([]);
    // A second click while it searches changes nothing.
    const again = await findCover(p.ngo.cookie, p.session.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(SUBSTITUTE_MESSAGES.alreadySearching);
    expect(await offered(p.session.id)).toHaveLength(WAVE_SIZE);

    const ngoView = await expectJson(api(t, { cookie: p.ngo.cookie }).substitutes.ngo.$get());
    expect(ngoView.sessions.find((s) => s.id === p.session.id)).toMatchObject({
      cover: 'searching',
      canAsk: false,
      volunteerName: 'Asha Verma',
    });
    const mine = await expectJson(api(t, { cookie: fit[0]!.cookie }).substitutes.offers.$get());
    expect(mine.offers).toEqual([
      expect.objectContaining({ sessionId: p.session.id, status: 'open', topic: 'Maths', city }),
    ]);
    const none = await expectJson(api(t, { cookie: fit[5]!.cookie }).substitutes.offers.$get());
    expect(none.offers).toEqual([]);
  });

  it('sends the next wave 2 hours after the last, not before, and stops 3 hours before the start', async () => {
    const city = 'Jaipur';
    const p = await cancelled(city);
    const fit: Volunteer[] = [];
    for (let i = 0; i < 7; i++) fit.push(await fitting(city, `Wave ${i}`));
    await expectJson(findCover(p.ngo.cookie, p.session.id));
    const first = (await searchOf(p.session.id))!.waveAt!;

    await sweep(new Date(first.getTime() + 2 * HOUR - 60_000));
    expect(await offered(p.session.id)).toHaveLength(5);
    await sweep(new Date(first.getTime() + 2 * HOUR));
    const rows = await offered(p.session.id);
    expect(uidsOf(rows.filter((r) => r.wave === 2))).toEqual(sorted(fit.slice(5)));
    expect(await written(fit[5]!, 'substitute-offer')).toHaveLength(1);
    // The first wave's offers stay open: any of them may still accept.
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(7);

    // 3 hours before the start the search ends: offers close, the NGO hears no one was found.
    const startsAt = Date.parse(p.session.startsAt);
    await sweep(new Date(startsAt - 3 * HOUR - 60_000));
    expect((await searchOf(p.session.id))!.status).toBe('searching');
    await sweep(new Date(startsAt - 3 * HOUR));
    expect((await searchOf(p.session.id))!.status).toBe('none');
    expect((await offered(p.session.id)).every((r) => r.status === 'closed')).toBe(true);
    const [told] = await written(p.ngo, 'substitute-none');
    expect(told?.subject).toMatch(/^No one found to cover Maths on /);
    const late = await accept(fit[0]!.cookie, p.session.id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error).toBe(SUBSTITUTE_MESSAGES.closed);
  });

  it('sends the next wave at once when everyone in the last declined, and ends when no one is left', async () => {
    const city = 'Kolkata';
    const p = await cancelled(city);
    const fit: Volunteer[] = [];
    for (let i = 0; i < 6; i++) fit.push(await fitting(city, `Decliner ${i}`));
    await expectJson(findCover(p.ngo.cookie, p.session.id));
    for (const v of fit.slice(0, 4)) await expectJson(decline(v.cookie, p.session.id));
    expect((await offered(p.session.id)).filter((r) => r.wave === 2)).toEqual([]);
    await expectJson(decline(fit[4]!.cookie, p.session.id));
    const second = (await offered(p.session.id)).filter((r) => r.wave === 2);
    expect(uidsOf(second)).toEqual([fit[5]!.uid]);
    // A decline is once; someone never asked is told the offer is not theirs.
    expect((await decline(fit[0]!.cookie, p.session.id)).status).toBe(409);
    expect((await accept(p.v.cookie, p.session.id)).status).toBe(404);
    const before = t.outbox.length;
    await expectJson(decline(fit[5]!.cookie, p.session.id));
    expect((await searchOf(p.session.id))!.status).toBe('none');
    expect(mailsTo(p.ngo, before).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^No one found to cover Maths/),
    ]);
    const view = await expectJson(api(t, { cookie: p.ngo.cookie }).substitutes.ngo.$get());
    expect(view.sessions.find((s) => s.id === p.session.id)).toMatchObject({
      cover: 'none',
      canAsk: true,
    });
  });

  it('gives the session to exactly one of several accepting at once; the others hear it was taken', async () => {
    for (const [round, city] of (['Chennai', 'Ahmedabad'] as const).entries()) {
      const p = await cancelled(city);
      const fit: Volunteer[] = [];
      for (let i = 0; i < 5; i++) fit.push(await fitting(city, `Racer ${round}-${i}`));
      // The NGO reads Hindi: its email comes in Hindi.
      await t.database.db
        .update(userTable)
        .set({ language: 'hi' })
        .where(eq(userTable.id, p.ngo.uid));
      await expectJson(findCover(p.ngo.cookie, p.session.id));
      const before = t.outbox.length;
      const answers = await Promise.all(fit.map((v) => accept(v.cookie, p.session.id)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const winner = fit[answers.findIndex((r) => r.status === 200)]!;
      for (const res of answers.filter((r) => r.status === 409)) {
        expect((await errorOf(res)).error).toBe(SUBSTITUTE_MESSAGES.taken);
      }
      const [row] = await t.database.db
        .select({ status: teachingSessions.status, coveredBy: teachingSessions.coveredBy })
        .from(teachingSessions)
        .where(eq(teachingSessions.id, p.session.id));
      expect(row).toEqual({ status: 'scheduled', coveredBy: winner.uid });
      const rows = await offered(p.session.id);
      expect(rows.filter((r) => r.status === 'accepted').map((r) => r.uid)).toEqual([winner.uid]);
      expect(rows.filter((r) => r.status === 'taken')).toHaveLength(4);
      expect((await searchOf(p.session.id))!.status).toBe('covered');

      // Emails, written with the acceptance, each in its reader's language.
      for (const v of fit.filter((v) => v !== winner)) {
        expect(mailsTo(v, before).map((m) => m.subject)).toEqual([
          expect.stringMatching(/^The Maths class on .* is covered$/),
        ]);
      }
      const [confirm] = mailsTo(winner, before);
      expect(confirm?.subject).toMatch(/^You are covering Maths on /);
      expect(confirm?.text).toContain('12 Station Road, Ranchi');
      const [ngoMail] = mailsTo(p.ngo, before);
      expect(ngoMail?.subject).toContain(winner.input.fullName);
      expect(ngoMail?.text).toContain('पढ़ाना स्वीकार किया है');
      const [own] = mailsTo(p.v, before);
      expect(own?.subject).toMatch(/^Your Maths session on .* is covered$/);
      expect(own?.text).toContain(winner.input.fullName);
      // Once covered, a late accept is told it was taken, and the NGO sees who covers it.
      expect((await accept(fit[0]!.cookie, p.session.id)).status).toBe(409);
      const view = await expectJson(api(t, { cookie: p.ngo.cookie }).substitutes.ngo.$get());
      expect(view.sessions.find((s) => s.id === p.session.id)).toMatchObject({
        cover: 'covered',
        coveredByName: winner.input.fullName,
        canAsk: false,
      });
    }
  });

  it('gives one volunteer only one of two sessions at one hour, accepted at the same moment', async () => {
    // A town of its own: the list's ten cities are the other tests'.
    const city = 'Indore';
    const a = await partnership(city);
    const b = await partnership(city, a.ngo, 'Second Teacher');
    expect(b.session.startsAt).toBe(a.session.startsAt);
    for (const p of [a, b]) {
      const res = await api(t, { cookie: p.v.cookie }).sessions[':id'].cancel.$post({
        param: { id: String(p.session.id) },
        json: { reason: 'Exams this week' },
      });
      expect(res.status).toBe(200);
    }
    const cover = await fitting(city, 'One Place At A Time');
    for (const p of [a, b]) await expectJson(findCover(a.ngo.cookie, p.session.id));
    const answers = await Promise.all([a, b].map((p) => accept(cover.cookie, p.session.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await errorOf(refused)).error).toBe(SUBSTITUTE_MESSAGES.noLongerFits);
    const covered = await t.database.db
      .select({ id: teachingSessions.id })
      .from(teachingSessions)
      .where(eq(teachingSessions.coveredBy, cover.uid));
    expect(covered).toHaveLength(1);
  });

  it('shows the substitute that one session with its venue, notes and calendar, and counts its hours as theirs', async () => {
    const city = 'Hyderabad';
    const p = await cancelled(city);
    const sub = await fitting(city, 'Kavya Substitute');
    const loser = await fitting(city, 'Second Asked');
    await expectJson(findCover(p.ngo.cookie, p.session.id));
    await expectJson(accept(sub.cookie, p.session.id));

    const theirs = await expectJson(api(t, { cookie: sub.cookie }).sessions.$get());
    expect(theirs.sessions.map((s) => s.id)).toEqual([p.session.id]);
    expect(theirs.sessions[0]).toMatchObject({
      coveringIt: true,
      coveredByOther: false,
      place: expect.objectContaining({ venueAddress: '12 Station Road, Ranchi' }),
    });
    expect((await expectJson(api(t, { cookie: loser.cookie }).sessions.$get())).sessions).toEqual(
      [],
    );
    const own = await expectJson(api(t, { cookie: p.v.cookie }).sessions.$get());
    expect(own.sessions.find((s) => s.id === p.session.id)).toMatchObject({
      coveredByOther: true,
      coveredByName: 'Kavya Substitute',
    });
    // The class's notes before that session, and no other session of the partnership.
    const other = own.sessions.find((s) => s.id !== p.session.id && s.requestId === p.requestId)!;
    const notes = (id: number, cookie: string) =>
      send(t, 'GET', `/api/session-notes/sessions/${id}/before`, undefined, { cookie });
    expect((await notes(p.session.id, sub.cookie)).status).toBe(200);
    expect((await notes(other.id, sub.cookie)).status).toBe(404);
    expect((await notes(p.session.id, loser.cookie)).status).toBe(404);
    // Their calendar file has it, with the venue; the partnership's volunteer's leaves it out.
    const ics = async (cookie: string) =>
      (await send(t, 'GET', '/api/requests/schedule.ics', undefined, { cookie })).text();
    const subIcs = await ics(sub.cookie);
    expect(subIcs).toContain(`UID:cover-${p.session.id}@localhost`);
    expect(subIcs).toContain('12 Station Road\\, Ranchi');
    expect(subIcs).not.toContain('RRULE');
    expect(await ics(p.v.cookie)).toMatch(/EXDATE;TZID=Asia\/Kolkata:\d{8}T110000/);
    expect(await ics(loser.cookie)).not.toContain('BEGIN:VEVENT');

    // Held: the hours are the substitute's, not the partnership's volunteer's.
    await t.database.db
      .update(teachingSessions)
      .set({
        startsAt: sql`now() - interval '2 hours'`,
        endsAt: sql`now() - interval '1 hour'`,
      })
      .where(eq(teachingSessions.id, p.session.id));
    await expectJson(
      api(t, { cookie: p.ngo.cookie }).sessions[':id'].attendance.$post({
        param: { id: String(p.session.id) },
        json: { mark: 'held' },
      }),
    );
    const stats = async (cookie: string) =>
      (await expectJson(api(t, { cookie }).sessions.$get())).stats;
    expect(await stats(sub.cookie)).toMatchObject({ hours: 1, sessions: 1 });
    expect(await stats(p.v.cookie)).toMatchObject({ hours: 0, sessions: 0 });
    // The substitute may say they taught it; the partnership's volunteer no longer can.
    const taught = (cookie: string) =>
      api(t, { cookie }).sessions[':id'].taught.$post({ param: { id: String(p.session.id) } });
    expect((await taught(p.v.cookie)).status).toBe(404);
    expect((await taught(sub.cookie)).status).toBe(200);
    // A certificate of the partnership does not count the covered session.
    const certs = await expectJson(api(t, { cookie: p.v.cookie }).certificates.$get());
    expect(certs.partnerships.filter((c) => c.requestId === p.requestId)).toEqual([]);
  });

  it('starts the search on the cancellation itself for an NGO that always wants cover', async () => {
    const city = 'Bangalore';
    const p = await partnership(city);
    const fit = await fitting(city, 'Always Ready');
    const bad = await send(
      t,
      'PUT',
      '/api/substitutes/ngo/always',
      { always: 'yes' },
      {
        cookie: p.ngo.cookie,
      },
    );
    expect(bad.status).toBe(400);
    const put = (always: boolean) =>
      api(t, { cookie: p.ngo.cookie }).substitutes.ngo.always.$put({ json: { always } });
    expect(await expectJson(put(true))).toEqual({ always: true });
    expect((await expectJson(api(t, { cookie: p.ngo.cookie }).substitutes.ngo.$get())).always).toBe(
      true,
    );
    // An NGO's own cancellation asks for no cover.
    const { sessions } = await expectJson(api(t, { cookie: p.ngo.cookie }).sessions.$get());
    const later = sessions.filter((s) => s.requestId === p.requestId && s.id !== p.session.id)[1]!;
    await expectJson(
      api(t, { cookie: p.ngo.cookie }).sessions[':id'].cancel.$post({
        param: { id: String(later.id) },
        json: { reason: 'Holiday' },
      }),
    );
    expect(await searchOf(later.id)).toBeUndefined();
    await expectJson(
      api(t, { cookie: p.v.cookie }).sessions[':id'].cancel.$post({
        param: { id: String(p.session.id) },
        json: { reason: 'Travelling' },
      }),
    );
    expect((await searchOf(p.session.id))!).toMatchObject({
      status: 'searching',
      requestedBy: 'always',
    });
    expect(uidsOf(await offered(p.session.id))).toEqual([fit.uid]);
    await expectJson(put(false));
    expect((await expectJson(api(t, { cookie: p.ngo.cookie }).substitutes.ngo.$get())).always).toBe(
      false,
    );
  });

  it("offers cover for the sessions of a volunteer's break when the NGO always wants it", async () => {
    const city = 'Ranchi';
    const p = await partnership(city);
    const fit = await fitting(city, 'Break Cover');
    // This one chose SMS: the offer goes as an SMS, its email kept as the fallback.
    await t.database.db
      .insert(smsConsents)
      .values({ userId: fit.uid, phone: '919812345678', consentedAt: new Date() });
    expect(
      await expectJson(
        api(t, { cookie: p.ngo.cookie }).substitutes.ngo.always.$put({ json: { always: true } }),
      ),
    ).toEqual({ always: true });
    const res = await send(
      t,
      'POST',
      `/api/breaks/partnerships/${p.requestId}`,
      { startsOn: indiaIsoDate(new Date(p.session.startsAt)), weeks: 1, reason: 'Exams' },
      { cookie: p.v.cookie },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await searchOf(p.session.id))!).toMatchObject({
      status: 'searching',
      requestedBy: 'always',
    });
    expect(uidsOf(await offered(p.session.id))).toEqual([fit.uid]);
    const sms = await t.database.db
      .select({ kind: smsOutbox.kind, body: smsOutbox.body, fallbackTo: smsOutbox.fallbackTo })
      .from(smsOutbox)
      .where(eq(smsOutbox.userId, fit.uid));
    expect(sms).toEqual([
      expect.objectContaining({ kind: 'substitute-offer', fallbackTo: fit.input.email }),
    ]);
    expect(sms[0]!.body).toMatch(/^Setu: .* needs cover for a class on /);
    expect(await written(fit, 'substitute-offer')).toEqual([]);
  });

  it('closes the search when the volunteer ends the break early: no one covers a session they teach again', async () => {
    // A town of its own (the list's ten cities are the other tests'), so no one else fits.
    const city = 'Nashik';
    const p = await partnership(city);
    const fit = await fitting(city, 'Early Cover');
    await expectJson(
      api(t, { cookie: p.ngo.cookie }).substitutes.ngo.always.$put({ json: { always: true } }),
    );
    const taken = await send(
      t,
      'POST',
      `/api/breaks/partnerships/${p.requestId}`,
      { startsOn: indiaIsoDate(new Date(p.session.startsAt)), weeks: 1, reason: 'Exams' },
      { cookie: p.v.cookie },
    );
    expect(taken.status, await taken.clone().text()).toBe(201);
    expect(uidsOf(await offered(p.session.id))).toEqual([fit.uid]);
    const { breaks } = await expectJson(api(t, { cookie: p.v.cookie }).breaks.$get());
    const b = breaks.find((x) => x.requestId === p.requestId)!;
    await expectJson(
      api(t, { cookie: p.v.cookie }).breaks[':id'].end.$post({ param: { id: String(b.id) } }),
    );

    const res = await accept(fit.cookie, p.session.id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe(SUBSTITUTE_MESSAGES.closed);
    const [session] = await t.database.db
      .select({ status: teachingSessions.status, coveredBy: teachingSessions.coveredBy })
      .from(teachingSessions)
      .where(eq(teachingSessions.id, p.session.id));
    expect(session).toEqual({ status: 'scheduled', coveredBy: null });
    expect(await searchOf(p.session.id)).toMatchObject({ status: 'closed' });
    expect(await offered(p.session.id)).toEqual([expect.objectContaining({ status: 'closed' })]);
    // The NGO is not told that no one was found for a session that goes ahead.
    await sweep(new Date(Date.now() + 3 * HOUR));
    expect(await written(p.ngo, 'substitute-none')).toEqual([]);
  });

  it('closes the search when the partnership ends, and the sweep closes one whose session goes ahead', async () => {
    const city = 'Surat';
    const p = await cancelled(city);
    const fit = await fitting(city, 'Late Cover');
    await expectJson(findCover(p.ngo.cookie, p.session.id));
    expect(uidsOf(await offered(p.session.id))).toEqual([fit.uid]);
    expect((await act(t, p.v.cookie, p.requestId, 'end')).status).toBe(200);
    expect(await searchOf(p.session.id)).toMatchObject({ status: 'closed' });
    const late = await accept(fit.cookie, p.session.id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error).toBe(SUBSTITUTE_MESSAGES.closed);

    // A search the sweep finds with its session scheduled again (nothing closed it) ends quietly.
    const q = await cancelled(city);
    await expectJson(findCover(q.ngo.cookie, q.session.id));
    await t.database.db
      .update(teachingSessions)
      .set({ status: 'scheduled', cancelledBy: null })
      .where(eq(teachingSessions.id, q.session.id));
    const refused = await accept(fit.cookie, q.session.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(SUBSTITUTE_MESSAGES.closed);
    // Its next wave is due: the sweep looks at it, and finds its session going ahead.
    expect((await sweep(new Date(Date.now() + 2 * HOUR + 60_000))).ended).toBeGreaterThanOrEqual(1);
    expect(await searchOf(q.session.id)).toMatchObject({ status: 'closed' });
    // Both asked (the first partnership's volunteer, free since it ended, fits too) are closed.
    expect((await offered(q.session.id)).map((o) => o.status)).toEqual(['closed', 'closed']);
    expect(await written(p.ngo, 'substitute-none')).toEqual([]);
    expect(await written(q.ngo, 'substitute-none')).toEqual([]);
  });

  it('shows an offer closed as soon as its NGO is suspended, before the sweep closes the search', async () => {
    const city = 'Bhopal';
    const p = await cancelled(city);
    const fit = await fitting(city, 'Ready Cover');
    await expectJson(findCover(p.ngo.cookie, p.session.id));
    const offers = () => expectJson(api(t, { cookie: fit.cookie }).substitutes.offers.$get());
    expect((await offers()).offers).toEqual([
      expect.objectContaining({ sessionId: p.session.id, status: 'open' }),
    ]);

    await t.database.db
      .insert(accountSuspensions)
      .values({ userId: p.ngo.uid, reason: 'Under review', suspendedBy: 'test' });
    // The search still runs until the sweep comes, but no answer can take the offer: the list
    // says it closed instead of asking for an answer that is refused.
    expect(await searchOf(p.session.id)).toMatchObject({ status: 'searching' });
    expect((await offers()).offers).toEqual([
      expect.objectContaining({ sessionId: p.session.id, status: 'closed' }),
    ]);
    const refused = await accept(fit.cookie, p.session.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(SUBSTITUTE_MESSAGES.closed);

    // Once reinstated, the offer is open again, as long as the sweep has not closed the search.
    await t.database.db.delete(accountSuspensions).where(eq(accountSuspensions.userId, p.ngo.uid));
    expect((await offers()).offers).toEqual([
      expect.objectContaining({ sessionId: p.session.id, status: 'open' }),
    ]);
    // A session 3 hours away or nearer cannot be covered either: the offer shows closed.
    await t.database.db
      .update(teachingSessions)
      .set({ startsAt: sql`now() + interval '2 hours 59 minutes'` })
      .where(eq(teachingSessions.id, p.session.id));
    expect((await offers()).offers).toEqual([
      expect.objectContaining({ sessionId: p.session.id, status: 'closed' }),
    ]);
  });

  it('does not ask for cover 3 hours or less before the start', async () => {
    const p = await cancelled('Mumbai');
    await t.database.db
      .update(teachingSessions)
      .set({ startsAt: sql`now() + interval '2 hours 59 minutes'` })
      .where(and(eq(teachingSessions.id, p.session.id)));
    const res = await findCover(p.ngo.cookie, p.session.id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe(SUBSTITUTE_MESSAGES.tooLate);
    expect(await searchOf(p.session.id)).toBeUndefined();
  });
  it('seeds the demo with a session a substitute covers, once', async () => {
    const password = 'Demo-cover-pass-2026';
    await seedDemoAccounts(t.database.db, password, deps.publicUrl);
    await seedDemoAccounts(t.database.db, password, deps.publicUrl);
    const cookie = await signIn(t, 'NGO', DEMO_NGO_EMAIL, password);
    const view = await expectJson(api(t, { cookie }).substitutes.ngo.$get());
    // Besides the covered one, the demo's volunteer on a break has given up sessions to cover.
    expect(view.sessions.filter((s) => s.cover === 'covered')).toEqual([
      expect.objectContaining({ coveredByName: DEMO_SUBSTITUTE_NAME }),
    ]);
    const covered = await t.database.db
      .select({ id: teachingSessions.id })
      .from(teachingSessions)
      .innerJoin(volunteers, eq(volunteers.userId, teachingSessions.coveredBy))
      .where(eq(volunteers.fullName, DEMO_SUBSTITUTE_NAME));
    expect(covered).toHaveLength(1);
  });
});
