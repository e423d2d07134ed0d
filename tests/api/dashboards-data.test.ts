import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteers } from '../../src/server/db/schema';
import { LIMITS } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import {
  insertListing,
  insertRequest,
  signedInNgo,
  signedInVolunteer,
  type SignedIn,
} from '../support/dashboards-factories';
import { api, createTestApp, send, type TestApp } from '../support/test-app';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { eq } from 'drizzle-orm';

describe.each(DB_KINDS)('dashboard data on %s', (kind) => {
  let t: TestApp;
  let asha: SignedIn<VolunteerSignup>;
  let ravi: SignedIn<VolunteerSignup>;
  let prerna: SignedIn<NgoSignup>;
  let other: SignedIn<NgoSignup>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    asha = await signedInVolunteer(t, {
      fullName: 'Asha Verma',
      skills: 'Mentorship',
      availability: ['Monday Morning', 'Saturday Evening'],
      languages: ['Hindi', 'Bengali'],
      ageGroup: 'Teens',
      location: 'Kolkata',
      bio: 'Taught maths for three years.',
    });
    ravi = await signedInVolunteer(t, { fullName: 'Ravi Kumar', bio: '' });
    prerna = await signedInNgo(t, {
      ngoName: 'Prerna Shiksha',
      description: 'Evening classes in Ranchi.',
    });
    other = await signedInNgo(t, {
      ngoName: 'Other Trust',
      description: 'We run an after-school learning centre.',
    });
  });
  afterAll(() => t.close());

  describe('volunteer dashboard', () => {
    it("returns the signed-in volunteer's own profile and an empty schedule", async () => {
      const res = await api(t, { cookie: asha.cookie }).volunteer.dashboard.$get();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        fullName: 'Asha Verma',
        userType: 'Volunteer',
        skills: 'Mentorship',
        availability: ['Monday Morning', 'Saturday Evening'],
        languages: ['Hindi', 'Bengali'],
        ageGroup: 'Teens',
        location: 'Kolkata',
        bio: 'Taught maths for three years.',
        schedule: [],
      });
      const other = await api(t, { cookie: ravi.cookie }).volunteer.dashboard.$get();
      expect(await other.json()).toMatchObject({ fullName: 'Ravi Kumar', bio: '', schedule: [] });
    });

    it('gives each of several volunteers asking at once their own dashboard', async () => {
      // Dashboards asked in one turn share one query (src/server/db/batched-read.ts).
      const askers = [asha, ravi, asha, ravi, ravi, asha];
      const answers = await Promise.all(
        askers.map(async (v) => {
          const res = await api(t, { cookie: v.cookie }).volunteer.dashboard.$get();
          expect(res.status).toBe(200);
          return (await res.json()).fullName;
        }),
      );
      expect(answers).toEqual(askers.map((v) => v.input.fullName));
    });

    it('lists only accepted requests of this volunteer as the schedule', async () => {
      const listing = await insertListing(t.database.db, {
        name: 'Prerna Shiksha',
        location: 'Ranchi',
        ownerUid: prerna.uid,
      });
      const accepted = await insertRequest(t.database.db, {
        volunteerUid: ravi.uid,
        listingId: listing,
        day: 'Sunday',
        timeSlot: '3:00 PM - 4:00 PM',
        topic: 'EVS',
      });
      await insertRequest(t.database.db, {
        volunteerUid: ravi.uid,
        listingId: 7,
        status: 'pending',
      });
      await insertRequest(t.database.db, {
        volunteerUid: ravi.uid,
        listingId: 8,
        status: 'declined',
      });
      await insertRequest(t.database.db, { volunteerUid: asha.uid, listingId: 9, status: 'ended' });

      const res = await api(t, { cookie: ravi.cookie }).volunteer.dashboard.$get();
      expect((await res.json()).schedule).toEqual([
        {
          id: accepted,
          ngoName: 'Prerna Shiksha',
          day: 'Sunday',
          timeSlot: '3:00 PM - 4:00 PM',
          topic: 'EVS',
          city: 'Ranchi',
          paused: false,
          waitingForChecks: false,
        },
      ]);
      const mine = await api(t, { cookie: asha.cookie }).volunteer.dashboard.$get();
      expect((await mine.json()).schedule).toEqual([]);
    });

    it('saves the bio with the shared schema', async () => {
      const put = await api(t, { cookie: ravi.cookie }).volunteer.bio.$put({
        json: { bio: '  I teach English on weekends.  ' },
      });
      expect(put.status).toBe(200);
      expect(await put.json()).toEqual({ bio: 'I teach English on weekends.' });
      const res = await api(t, { cookie: ravi.cookie }).volunteer.dashboard.$get();
      expect((await res.json()).bio).toBe('I teach English on weekends.');
      const [asRow] = await t.database.db
        .select()
        .from(volunteers)
        .where(eq(volunteers.userId, asha.uid));
      expect(asRow!.bio).toBe('Taught maths for three years.');
    });

    it('refuses a bio that is too long or not text', async () => {
      const long = await api(t, { cookie: ravi.cookie }).volunteer.bio.$put({
        json: { bio: 'x'.repeat(LIMITS.freeText + 1) },
      });
      expect(long.status).toBe(400);
      expect(await long.json()).toEqual({
        error: expect.stringContaining('2000'),
        fields: { bio: expect.any(String) },
      });
      // Not text: only an untyped request can send it.
      const wrong = await send(
        t,
        'PUT',
        '/api/volunteer/bio',
        { bio: 42 },
        { cookie: ravi.cookie },
      );
      expect(wrong.status).toBe(400);
      const crossOrigin = await api(t, {
        cookie: ravi.cookie,
        origin: 'https://evil.example',
      }).volunteer.bio.$put({ json: { bio: 'hi' } });
      expect(crossOrigin.status).toBe(403);
    });
  });

  describe('NGO dashboard', () => {
    it("returns the NGO's own name, description, needs, partners and first steps", async () => {
      const res = await api(t, { cookie: other.cookie }).ngo.dashboard.$get();
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({
        ngoName: 'Other Trust',
        userType: 'NGO',
        teamRole: 'owner',
        description: 'We run an after-school learning centre.',
        needs: [],
        partners: { count: 0, names: [] },
        requestsWaiting: 0,
        firstSteps: {
          emailConfirmed: body.firstSteps.emailConfirmed,
          verification: body.firstSteps.verification,
          timesAndPlace: false,
          published: false,
        },
      });
    });

    it('says which first steps a new NGO has done and how many requests wait', async () => {
      const fresh = await signedInNgo(t, {}, { emailConfirmed: false, verified: false });
      const before = await (await api(t, { cookie: fresh.cookie }).ngo.dashboard.$get()).json();
      expect(before.firstSteps).toEqual({
        emailConfirmed: false,
        verification: 'none',
        timesAndPlace: false,
        published: false,
      });
      const listing = await insertListing(t.database.db, {
        name: 'Fresh',
        ownerUid: fresh.uid,
        teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
        venueAddress: '1 Main Road',
      });
      await insertRequest(t.database.db, {
        volunteerUid: asha.uid,
        listingId: listing,
        status: 'pending',
      });
      const after = await (await api(t, { cookie: fresh.cookie }).ngo.dashboard.$get()).json();
      expect(after.firstSteps).toMatchObject({ timesAndPlace: true, published: true });
      expect(after.requestsWaiting).toBe(1);
    });

    it('counts volunteers with an accepted request on its listing as partners, once each', async () => {
      const db = t.database.db;
      const listing = await insertListing(db, { name: 'Other Trust', ownerUid: other.uid });
      await insertRequest(db, { volunteerUid: asha.uid, listingId: listing });
      await insertRequest(db, { volunteerUid: asha.uid, listingId: listing, status: 'ended' });
      const pendingOnly = await signedInVolunteer(t, { fullName: 'Pending Person' });
      await insertRequest(db, {
        volunteerUid: pendingOnly.uid,
        listingId: listing,
        status: 'pending',
      });

      const res = await api(t, { cookie: other.cookie }).ngo.dashboard.$get();
      expect((await res.json()).partners).toEqual({ count: 1, names: ['Asha Verma'] });
      const prernaRes = await api(t, { cookie: prerna.cookie }).ngo.dashboard.$get();
      const body = await prernaRes.json();
      expect(body).toMatchObject({
        ngoName: 'Prerna Shiksha',
        description: 'Evening classes in Ranchi.',
      });
      expect(body.partners.names).not.toContain('Asha Verma');
    });
  });

  describe('authorisation', () => {
    const volunteerCalls: Array<[string, string, unknown]> = [
      ['GET', '/api/volunteer/dashboard', undefined],
      ['PUT', '/api/volunteer/bio', { bio: 'hacked' }],
    ];
    const ngoCalls: Array<[string, string, unknown]> = [
      ['GET', '/api/ngo/dashboard', undefined],
      ['POST', '/api/ngo/needs', { label: 'Chalk' }],
      ['DELETE', '/api/ngo/needs/1', undefined],
    ];

    it.each([...volunteerCalls, ...ngoCalls])(
      '%s %s without a session → 401',
      async (method, path, body) => {
        const res = await send(t, method, path, body);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: expect.any(String) });
      },
    );

    it.each(ngoCalls)('%s %s with a volunteer session → 403', async (method, path, body) => {
      const res = await send(t, method, path, body, { cookie: asha.cookie });
      expect(res.status).toBe(403);
    });

    it.each(volunteerCalls)('%s %s with an NGO session → 403', async (method, path, body) => {
      const res = await send(t, method, path, body, { cookie: prerna.cookie });
      expect(res.status).toBe(403);
      const [row] = await t.database.db
        .select()
        .from(volunteers)
        .where(eq(volunteers.userId, asha.uid));
      expect(row!.bio).not.toBe('hacked');
    });

    it('a forged or ended session is no session', async () => {
      const forged = await api(t, {
        cookie: 'better-auth.session_token=forged.value',
      }).volunteer.dashboard.$get();
      expect(forged.status).toBe(401);
      const leaving = await signedInVolunteer(t);
      expect((await api(t, { cookie: leaving.cookie }).accounts.logout.$post()).status).toBe(200);
      const after = await api(t, { cookie: leaving.cookie }).volunteer.dashboard.$get();
      expect(after.status).toBe(401);
    });
  });
});
