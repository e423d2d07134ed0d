// Exact hours in the volunteer's preferences and what matching makes of them, the search's
// "Classes after 5 PM", and honest endings: a reason, feedback only operators read, and the
// volunteer's email whoever ends it (docs/decisions/0043-exact-availability.md, 0046).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequests,
  partnershipEndings,
  partnershipFeedback,
  teachingSessions,
  volunteers,
} from '../../src/server/db/schema';
import { teachesAfterFive, type ExactHours } from '../../src/shared/availability';
import { ENDING_MESSAGES } from '../../src/shared/endings';
import type { NgoSignup, VolunteerPreferences, VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import { nextIp } from '../support/factories';
import { exportBody, volunteerExport } from '../support/own-data-export';
import {
  api,
  createTestApp,
  errorOf,
  matchingQuery,
  send,
  type TestApp,
} from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile, statusOf } from './requests-fixtures';

const MONDAY_EVENING: ExactHours = { day: 'Monday', start: '6:00 PM', end: '9:00 PM' };

describe.each(DB_KINDS)('exact hours, the evening search and endings on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let evening: number;
  let morning: number;
  let operator: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Raat Ki Pathshala' });
    evening = await publishProfile(t, ngo.cookie, {
      location: 'Ranchi',
      volunteersNeeded: 20,
      teachingTimes: [
        { day: 'Monday', start: '6:30 PM', end: '8:00 PM' },
        { day: 'Saturday', start: '11:00 AM', end: '12:00 PM' },
      ],
    });
    const dayNgo = await signedInNgo(t, { ngoName: 'Din Ki Kaksha' });
    morning = await publishProfile(t, dayNgo.cookie, {
      location: 'Ranchi',
      teachingTimes: [{ day: 'Monday', start: '4:30 PM', end: '6:00 PM' }],
    });
    const call: Send = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: nextIp() });
    operator = (await signInOperator(call, await createOperator(t.database.db))).cookie;
  });
  afterAll(() => t.close());

  const preferences = (v: SignedIn<VolunteerSignup>) =>
    api(t, { cookie: v.cookie })['volunteer-preferences'];
  /** The saved preferences, as a PUT takes them back (the lists hold only the options saved). */
  const current = async (v: SignedIn<VolunteerSignup>) =>
    (await (await preferences(v).$get()).json()).preferences as VolunteerPreferences & {
      exactHours: ExactHours[];
    };

  describe('exact hours', () => {
    it('saves several ranges a day, sorted, and keeps them when a save leaves them out', async () => {
      const v = await signedInVolunteer(t);
      const before = await current(v);
      expect(before.exactHours).toEqual([]);
      const { exactHours: _none, ...rest } = before;
      const res = await preferences(v).$put({
        json: {
          ...rest,
          exactHours: [
            { day: 'Saturday', start: '9:00 AM', end: '1:00 PM' },
            MONDAY_EVENING,
            { day: 'Monday', start: '7:00 AM', end: '8:15 AM' },
          ],
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const saved = (await current(v)).exactHours;
      expect(saved.map((h) => `${h.day} ${h.start}-${h.end}`)).toEqual([
        'Monday 7:00 AM-8:15 AM',
        'Monday 6:00 PM-9:00 PM',
        'Saturday 9:00 AM-1:00 PM',
      ]);
      // An older client that sends no exact hours does not wipe them.
      expect((await preferences(v).$put({ json: rest })).status).toBe(200);
      expect((await current(v)).exactHours).toEqual(saved);
      // The sign-up form keeps the spec's availability only.
      expect((await current(v)).availability).toEqual(before.availability);
    });

    it('refuses a wrong row under its field and changes nothing', async () => {
      const v = await signedInVolunteer(t);
      const { exactHours: _none, ...rest } = await current(v);
      const put = (exactHours: { day: string; start: string; end: string }[]) =>
        preferences(v).$put({
          json: { ...rest, exactHours } as Parameters<
            ReturnType<typeof preferences>['$put']
          >[0]['json'],
        });
      const backwards = await put([{ day: 'Monday', start: '9:00 PM', end: '6:00 PM' }]);
      expect(backwards.status).toBe(400);
      expect((await errorOf(backwards)).fields).toMatchObject({
        exactHours: 'The end must be after the start.',
      });
      const overlap = await put([
        MONDAY_EVENING,
        { day: 'Monday', start: '8:45 PM', end: '9:00 PM' },
      ]);
      expect((await errorOf(overlap)).fields).toMatchObject({
        exactHours: 'These hours overlap others on Monday.',
      });
      const offStep = await put([{ day: 'Monday', start: '6:05 PM', end: '7:00 PM' }]);
      expect((await errorOf(offStep)).fields).toMatchObject({
        exactHours: 'Choose a start time from the list.',
      });
      const [row] = await t.database.db
        .select({ exactHours: volunteers.exactHours })
        .from(volunteers)
        .where(eq(volunteers.userId, v.uid));
      expect(row!.exactHours).toEqual([]);
    });

    it('best matches use the exact hours where given, and say so', async () => {
      const v = await signedInVolunteer(t, {
        location: 'Ranchi',
        availability: ['Monday Morning'],
      });
      const { exactHours: _none, ...rest } = await current(v);
      const best = async () =>
        (await (await api(t, { cookie: v.cookie }).matches.best.$get()).json()).matches.find(
          (m) => m.id === evening,
        );
      // Monday Morning alone: the 6:30 PM class is no shared time.
      expect((await best())?.reason).not.toContain('Monday 6:30 PM');
      await preferences(v).$put({ json: { ...rest, exactHours: [MONDAY_EVENING] } });
      expect((await best())?.reason).toContain(
        'Monday 6:30 PM – 8:00 PM fits your free hours (6:00 PM – 9:00 PM)',
      );
    });
  });

  describe('classes after 5 PM', () => {
    const search = (query: Parameters<typeof matchingQuery>[0]) =>
      api(t).matching.$get({ query: matchingQuery({ location: 'Ranchi', ...query }) });
    const ids = async (query: Parameters<typeof matchingQuery>[0]) => {
      const res = await search(query);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()).results.map((r) => r.id);
    };

    it('finds classes starting at 5 PM or later, on the chosen day, as teachesAfterFive says', async () => {
      const all = await ids({});
      expect(all).toEqual(expect.arrayContaining([evening, morning]));
      const after = await ids({ afterFive: 'yes' });
      expect(after).toContain(evening);
      // 4:30 – 6 PM runs past 5 PM but starts before it.
      expect(after).not.toContain(morning);
      expect(await ids({ afterFive: 'yes', day: 'Monday' })).toContain(evening);
      expect(await ids({ afterFive: 'yes', day: 'Saturday' })).not.toContain(evening);
      // Every result agrees with the shared rule.
      const results = (await (await search({ afterFive: 'yes' })).json()).results;
      expect(results.every((r) => teachesAfterFive(r.teachingTimes))).toBe(true);
    });

    it('leaves the spec’s Time Range as it was, and refuses an unknown choice', async () => {
      expect(await ids({ timeRange: '4:00 PM - 5:00 PM' })).toEqual(await ids({}));
      const bad = await search({ afterFive: 'maybe' as 'yes' });
      expect(bad.status).toBe(400);
    });
  });

  describe('endings', () => {
    async function partnership(name: string, held = 0) {
      const v = await signedInVolunteer(t, { fullName: name });
      await acceptCode(t, v.cookie);
      const id = await pendingRequest(t, v.cookie, evening);
      expect((await act(t, ngo.cookie, id, 'accept')).status).toBe(200);
      if (held) {
        const rows = await t.database.db
          .select()
          .from(teachingSessions)
          .where(eq(teachingSessions.requestId, id))
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
      }
      return { v, id };
    }
    const end = (cookie: string, id: number, json: unknown) =>
      send(t, 'POST', `/api/requests/${id}/end`, json, { cookie });

    it('asks for a reason from the list: none or another changes nothing', async () => {
      const { v, id } = await partnership('Meera Nair');
      const before = t.outbox.length;
      for (const body of [
        {},
        { reason: 'bored' },
        { reason: 'moved', feedback: 'x'.repeat(1001) },
      ]) {
        const res = await end(ngo.cookie, id, body);
        expect(res.status).toBe(400);
      }
      expect((await errorOf(await end(ngo.cookie, id, {}))).fields).toMatchObject({
        reason: ENDING_MESSAGES.chooseReason,
      });
      expect(await statusOf(t, v.cookie, id)).toBe('accepted');
      expect(t.outbox.length).toBe(before);
    });

    it('an NGO ending tells the volunteer, with the reason, their hours and the certificate link', async () => {
      const { v, id } = await partnership('Farhan Ali', 2);
      const before = t.outbox.length;
      const res = await end(ngo.cookie, id, {
        reason: 'class-ended',
        feedback: 'Farhan was always on time. The evening batch closed.',
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await statusOf(t, v.cookie, id)).toBe('ended');
      const mail = t.outbox.slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.to).toBe(v.input.email);
      expect(mail[0]!.subject).toBe('Your partnership with Raat Ki Pathshala has ended');
      expect(mail[0]!.text).toContain('Raat Ki Pathshala has ended your partnership');
      expect(mail[0]!.text).toContain('the class has ended.');
      expect(mail[0]!.text).toContain('2 hours over 2 sessions');
      expect(mail[0]!.text).toContain('/#/volunteer-dashboard/certificates');
      // The NGO's feedback is not in the volunteer's email, nor in what the volunteer reads.
      expect(mail[0]!.text).not.toContain('always on time');
      const seen = await (await api(t, { cookie: v.cookie }).requests.$get()).text();
      expect(seen).not.toContain('always on time');
      const [ending] = await t.database.db
        .select()
        .from(partnershipEndings)
        .where(eq(partnershipEndings.requestId, id));
      expect(ending).toMatchObject({ reason: 'class-ended', endedBy: 'ngo', actorUid: ngo.uid });
      // The spec's rule for a second end stays: the partnership has ended.
      const again = await end(v.cookie, id, { reason: 'moved' });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).error).toBe('This partnership has ended.');
    });

    it('a volunteer ending for a concern is thanked too; each side may leave feedback once it ended', async () => {
      const { v, id } = await partnership('Gita Das');
      const feedback = (cookie: string, text: string, on = id) =>
        api(t, { cookie }).endings[':id'].feedback.$post({
          param: { id: String(on) },
          json: { feedback: text },
        });
      // Not before the end.
      const early = await feedback(v.cookie, 'Too early');
      expect(early.status).toBe(409);
      expect((await errorOf(early)).error).toBe(ENDING_MESSAGES.notEnded);

      const before = t.outbox.length;
      expect((await end(v.cookie, id, { reason: 'concern' })).status).toBe(200);
      const mail = t.outbox.slice(before);
      expect(mail.map((m) => m.to)).toEqual([v.input.email]);
      expect(mail[0]!.text).toContain('You ended your partnership with Raat Ki Pathshala');
      expect(mail[0]!.text).toContain('Thank you for the time you gave');

      expect((await feedback(v.cookie, '')).status).toBe(400);
      expect((await feedback(v.cookie, 'The room was unsafe after dark.')).status).toBe(200);
      expect((await feedback(ngo.cookie, 'We did not hear of a problem.')).status).toBe(200);
      // A second one from the same side replaces the first.
      expect((await feedback(v.cookie, 'The room had no light after dark.')).status).toBe(200);
      const stranger = await signedInVolunteer(t);
      expect((await feedback(stranger.cookie, 'Hello')).status).toBe(404);
      const rows = await t.database.db
        .select()
        .from(partnershipFeedback)
        .where(eq(partnershipFeedback.requestId, id));
      expect(rows.map((r) => [r.side, r.text]).sort()).toEqual([
        ['ngo', 'We did not hear of a problem.'],
        ['volunteer', 'The room had no light after dark.'],
      ]);
      // Neither side reads the other's.
      const ngoSees = await (await api(t, { cookie: ngo.cookie }).requests.$get()).text();
      expect(ngoSees).not.toContain('no light');
      const volunteerSees = await (await api(t, { cookie: v.cookie }).requests.$get()).text();
      expect(volunteerSees).not.toContain('did not hear');

      // The volunteer's own-data export holds what they wrote.
      const mine = volunteerExport(
        await exportBody(await api(t, { cookie: v.cookie }).accounts.me.export.$get()),
      );
      expect(mine.endingFeedback.map((f) => f.text)).toEqual(['The room had no light after dark.']);

      // Operators read both, beside why it ended.
      const list = await send(t, 'GET', '/api/operator/endings', undefined, { cookie: operator });
      expect(list.status).toBe(200);
      const { endings } = (await list.json()) as {
        endings: {
          id: number;
          reason: string;
          endedBy: string;
          volunteerFeedback: string;
          ngoFeedback: string;
        }[];
      };
      expect(endings.find((e) => e.id === id)).toMatchObject({
        reason: 'concern',
        endedBy: 'volunteer',
        volunteerFeedback: 'The room had no light after dark.',
        ngoFeedback: 'We did not hear of a problem.',
      });
      // Not to anyone else: the operators' routes are not found for them.
      expect(
        (await send(t, 'GET', '/api/operator/endings', undefined, { cookie: v.cookie })).status,
      ).toBe(404);
      const [request] = await t.database.db
        .select({ status: connectionRequests.status })
        .from(connectionRequests)
        .where(eq(connectionRequests.id, id));
      expect(request!.status).toBe('ended');
    });
  });
});
