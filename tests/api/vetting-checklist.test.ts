// The volunteer's checklist (src/server/vetting/checklist.ts) on each database: Setu's minimum
// for everyone, the checks an NGO adds once the volunteer has an open request or a partnership
// with it, each check's state now, and the route's guard.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ngoListings } from '../../src/server/db/schema';
import { recordCheckOutcome } from '../../src/server/vetting/check-states';
import { DB_KINDS } from '../support/databases';
import {
  insertListing,
  insertRequest,
  signedInNgo,
  signedInVolunteer,
} from '../support/dashboards-factories';
import {
  api,
  createTestApp,
  errorOf,
  expectJson,
  matchingQuery,
  send,
  type TestApp,
} from '../support/test-app';
import { acceptCode, pendingRequest, PROFILE, publishProfile } from './requests-fixtures';

/** The course passed, valid for one more day from `now`. */
const passCourseForADay = (t: TestApp, volunteerUid: string, now: Date) =>
  recordCheckOutcome(t.database.db, {
    volunteerUid,
    kind: 'course',
    outcome: 'valid',
    validUntil: new Date(now.getTime() + 86_400_000),
    decidedBy: 'setu',
    now,
    publicUrl: t.config.publicUrl,
  });

describe.each(DB_KINDS)('the volunteer checklist on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("lists Setu's minimum, adds what the NGOs of open requests ask for, and reads states now", async () => {
    const v = await signedInVolunteer(t, { fullName: 'Checklist Volunteer' }, { vetted: false });
    const client = api(t, { cookie: v.cookie });
    const fresh = await expectJson(client.vetting.checklist.$get());
    expect(fresh.required).toEqual(['course', 'identity']);
    expect(fresh.stillNeeded).toEqual(['course', 'identity']);
    expect(fresh.checks.course).toEqual({ state: 'missing', validUntil: null });
    expect(fresh.askedBy).toEqual({ police_clearance: [], references: [] });

    const asking = await insertListing(t.database.db, {
      name: 'Asks For Clearance',
      requiredChecks: ['police_clearance'],
    });
    const alsoAsking = await insertListing(t.database.db, {
      name: 'Also Asks',
      requiredChecks: ['police_clearance', 'references'],
    });
    await insertRequest(t.database.db, {
      volunteerUid: v.uid,
      listingId: asking,
      status: 'pending',
    });
    await insertRequest(t.database.db, { volunteerUid: v.uid, listingId: alsoAsking });
    // A declined request asks for nothing any more.
    const declined = await insertListing(t.database.db, {
      name: 'Declined One',
      requiredChecks: ['references'],
    });
    await insertRequest(t.database.db, {
      volunteerUid: v.uid,
      listingId: declined,
      status: 'declined',
    });

    const now = new Date();
    await passCourseForADay(t, v.uid, now);
    await recordCheckOutcome(t.database.db, {
      volunteerUid: v.uid,
      kind: 'police_clearance',
      outcome: 'valid',
      // Ended a minute ago: expired, so still needed.
      validUntil: new Date(now.getTime() - 60_000),
      decidedBy: 'operator-x',
      now,
      publicUrl: t.config.publicUrl,
    });
    const list = await expectJson(client.vetting.checklist.$get());
    expect(list.required).toEqual(['course', 'identity', 'police_clearance', 'references']);
    expect(list.askedBy).toEqual({
      police_clearance: ['Also Asks', 'Asks For Clearance'],
      references: ['Also Asks'],
    });
    expect(list.checks.course.state).toBe('valid');
    expect(list.checks.police_clearance.state).toBe('expired');
    expect(list.stillNeeded).toEqual(['identity', 'police_clearance', 'references']);

    // The NGO drops the requirement: it is no longer asked for.
    await t.database.db
      .update(ngoListings)
      .set({ requiredChecks: [] })
      .where(eq(ngoListings.id, alsoAsking));
    const after = await expectJson(client.vetting.checklist.$get());
    expect(after.askedBy.references).toEqual([]);
    expect(after.required).toEqual(['course', 'identity', 'police_clearance']);
  });

  it("an NGO adds checks through its listing; bad values change nothing; its volunteers' lists show them", async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Listing Asks NGO' });
    const listingId = await publishProfile(t, ngo.cookie, { requiredChecks: ['references'] });
    const profile = api(t, { cookie: ngo.cookie })['ngo-profile'];
    expect((await expectJson(profile.$get())).profile?.requiredChecks).toEqual(['references']);

    const bad = await send(
      t,
      'PUT',
      '/api/ngo-profile',
      { ...PROFILE, requiredChecks: ['horoscope'] },
      { cookie: ngo.cookie },
    );
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error).toContain('Choose each check from the list.');
    expect((await expectJson(profile.$get())).profile?.requiredChecks).toEqual(['references']);

    // Volunteers see it on the listing's card before they connect.
    const found = await expectJson(
      api(t).matching.$get({ query: matchingQuery({ location: PROFILE.location }) }),
    );
    expect(found.results.find((r) => r.id === listingId)?.requiredChecks).toEqual(['references']);

    const v = await signedInVolunteer(
      t,
      {
        fullName: 'Asked Volunteer',
        location: PROFILE.location,
      },
      { vetted: false },
    );
    await acceptCode(t, v.cookie);
    await pendingRequest(t, v.cookie, listingId);
    const list = await expectJson(api(t, { cookie: v.cookie }).vetting.checklist.$get());
    expect(list.askedBy.references).toEqual(['Listing Asks NGO']);
    expect(list.required).toEqual(['course', 'identity', 'references']);

    // Asking for both, then for none: the profile keeps exactly what was last saved.
    await publishProfile(t, ngo.cookie, {
      requiredChecks: ['references', 'police_clearance'],
    });
    expect((await expectJson(profile.$get())).profile?.requiredChecks).toEqual([
      'police_clearance',
      'references',
    ]);
    await publishProfile(t, ngo.cookie, { requiredChecks: [] });
    expect((await expectJson(profile.$get())).profile?.requiredChecks).toEqual([]);
  });

  it("shows the NGO each volunteer's check states for its listing, in words only", async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Sees States NGO' });
    const listingId = await publishProfile(t, ngo.cookie, { requiredChecks: ['police_clearance'] });
    const v = await signedInVolunteer(
      t,
      {
        fullName: 'Stated Volunteer',
        location: PROFILE.location,
      },
      { vetted: false },
    );
    await acceptCode(t, v.cookie);
    await pendingRequest(t, v.cookie, listingId);
    const now = new Date();
    await passCourseForADay(t, v.uid, now);
    await recordCheckOutcome(t.database.db, {
      volunteerUid: v.uid,
      kind: 'identity',
      outcome: 'pending',
      now,
      publicUrl: t.config.publicUrl,
    });
    const answer = await expectJson(api(t, { cookie: ngo.cookie }).requests.$get());
    if (answer.role !== 'ngo') throw new Error('expected the NGO side of the requests');
    const request = answer.requests.find((r) => r.fullName === 'Stated Volunteer');
    expect(request?.checks).toEqual([
      { kind: 'course', state: 'valid' },
      { kind: 'identity', state: 'pending' },
      { kind: 'police_clearance', state: 'missing' },
    ]);
  });

  it('is for volunteers only: 401 without a session, 403 for an NGO', async () => {
    const anonymous = await api(t).vetting.checklist.$get();
    expect(anonymous.status).toBe(401);
    const ngo = await signedInNgo(t, { ngoName: 'Checklist NGO' });
    const res = await api(t, { cookie: ngo.cookie }).vetting.checklist.$get();
    expect(res.status).toBe(403);
  });
});
