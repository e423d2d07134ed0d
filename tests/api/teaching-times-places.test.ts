// Where and when: real teaching times from 6 AM to 9 PM, in person or online, and a
// venue or meeting link that reaches a volunteer only once the NGO has accepted them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptRequestInput, NgoMatchingProfile } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import {
  insertListing,
  signedInNgo,
  signedInVolunteer,
  type SignedIn,
} from '../support/dashboards-factories';
import { api, createTestApp, expectJson, matchingQuery, type TestApp } from '../support/test-app';
import {
  acceptCode,
  act,
  pendingRequest,
  PROFILE,
  publishProfile,
  volunteerSide,
} from './requests-fixtures';
import type { VolunteerSignup } from '../../src/shared/schemas';

const EVENING = { day: 'Wednesday', start: '6:30 PM', end: '8:00 PM' } as const;
const MEETING = 'https://meet.example.org/setu-evening-maths';
const ONLINE: Partial<NgoMatchingProfile> = {
  teachingTimes: [EVENING],
  mode: 'online',
  meetingLink: MEETING,
  languages: ['Marathi'],
  location: 'Nagpur',
};

describe.each(DB_KINDS)('teaching times and places on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  async function volunteer(overrides: Partial<VolunteerSignup>) {
    const v = await signedInVolunteer(t, { ageGroup: 'Children', ...overrides });
    await acceptCode(t, v.cookie);
    return v;
  }
  const best = async (v: SignedIn<VolunteerSignup>) => {
    const res = await api(t, { cookie: v.cookie }).matches.best.$get();
    expect(res.status).toBe(200);
    return res.json();
  };
  /** The text of a 200 answer; the answer's JSON can still be read after. */
  const textOf = async (answer: Promise<Response>) => {
    const res = await answer;
    const text = await res.clone().text();
    expect(res.status, text).toBe(200);
    return text;
  };

  it('matches an evening class by its real time and says which slot it fits', async () => {
    const ngo = await signedInNgo(t, { location: 'Bokaro' });
    const id = await publishProfile(t, ngo.cookie, {
      location: 'Bokaro',
      teachingTimes: [EVENING, { day: 'Friday', start: '12:00 PM', end: '3:00 PM' }],
    });
    const evening = await volunteer({
      location: 'Bokaro',
      availability: ['Wednesday Evening'],
      languages: ['Hindi'],
    });
    const [match] = (await best(evening)).matches.filter((m) => m.id === id);
    expect(match!.reason).toContain(
      'Wednesday 6:30 PM – 8:00 PM fits your Wednesday Evening (from 2:00 PM)',
    );
    expect(match!.teachingTimes).toContainEqual(EVENING);
    // A 12–3 PM class is not an "evening" class for someone free on Friday mornings only.
    const morning = await volunteer({
      location: 'Bokaro',
      availability: ['Friday Morning'],
      languages: ['Hindi'],
    });
    const [partial] = (await best(morning)).matches.filter((m) => m.id === id);
    expect(partial!.reason).toContain(
      'Friday 12:00 PM – 3:00 PM runs past your Friday Morning (until 2:00 PM)',
    );
    expect(partial!.reason).not.toMatch(/evening/i);
  });

  it('accepts on one of the teaching times and keeps its sessions at that time', async () => {
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie, { teachingTimes: [EVENING] });
    const v = await volunteer({ availability: ['Wednesday Evening'] });
    const wrong: AcceptRequestInput[] = [
      { day: 'Wednesday', timeSlot: '6:00 PM - 8:00 PM', topic: 'Maths' },
      { day: 'Thursday', timeSlot: '6:30 PM - 8:00 PM', topic: 'Maths' },
      { day: 'Wednesday', timeSlot: '6:30 PM - 9:30 PM', topic: 'Maths' },
    ];
    const id = await pendingRequest(t, v.cookie, listing);
    for (const body of wrong) {
      const res = await act(t, ngo.cookie, id, 'accept', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(t, { cookie: v.cookie }).sessions.$get()).status).toBe(200);
    const ok = await act(t, ngo.cookie, id, 'accept', {
      day: 'Wednesday',
      timeSlot: '6:30 PM - 8:00 PM',
      topic: 'Maths',
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const { sessions } = await (await api(t, { cookie: v.cookie }).sessions.$get()).json();
    expect(sessions.length).toBeGreaterThanOrEqual(8);
    for (const s of sessions) {
      // 6:30 PM in India is 13:00 UTC, on a Wednesday, for an hour and a half.
      const start = new Date(s.startsAt);
      expect(start.getUTCHours() * 60 + start.getUTCMinutes()).toBe(13 * 60);
      expect(start.getUTCDay()).toBe(3);
      expect(new Date(s.endsAt).getTime() - start.getTime()).toBe(90 * 60_000);
    }
  });

  it('matches online listings by language wherever the volunteer lives, in person by city', async () => {
    const online = await signedInNgo(t, { location: 'Nagpur' });
    const onlineId = await publishProfile(t, online.cookie, ONLINE);
    const inPerson = await signedInNgo(t, { location: 'Nagpur' });
    const inPersonId = await publishProfile(t, inPerson.cookie, {
      location: 'Nagpur',
      languages: ['Marathi'],
      teachingTimes: [EVENING],
    });
    const farMarathi = await volunteer({
      location: 'Shillong',
      availability: ['Wednesday Evening'],
      languages: ['Marathi'],
    });
    const found = await best(farMarathi);
    const match = found.matches.find((m) => m.id === onlineId);
    expect(match).toMatchObject({ mode: 'online' });
    expect(match!.reason.startsWith('Maths and English online · ')).toBe(true);
    expect(found.matches.map((m) => m.id)).not.toContain(inPersonId);
    // The in-person one is a near-miss in another city; the online one never is.
    expect(found.otherCities.map((m) => m.id)).toContain(inPersonId);
    expect(found.otherCities.map((m) => m.id)).not.toContain(onlineId);
    const noMarathi = await volunteer({
      location: 'Nagpur',
      availability: ['Wednesday Evening'],
      languages: ['Tamil'],
    });
    const local = await best(noMarathi);
    expect(local.matches.map((m) => m.id)).not.toContain(onlineId);
    expect(local.matches.map((m) => m.id)).toContain(inPersonId);
  });

  it('shows the meeting link or the venue only after acceptance: lists, email, sessions, calendar', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Sandhya Online Shala', location: 'Nagpur' });
    const listing = await publishProfile(t, ngo.cookie, ONLINE);
    const v = await volunteer({
      location: 'Nagpur',
      availability: ['Wednesday Evening'],
      languages: ['Marathi'],
      language: 'hi',
    });
    const id = await pendingRequest(t, v.cookie, listing);
    // Before: nowhere public, nowhere the volunteer can read.
    const search = api(t).matching.$get({ query: matchingQuery({ location: 'nagpur' }) });
    const mine = api(t, { cookie: v.cookie }).requests.$get();
    const before = [
      await textOf(api(t).ngos.$get()),
      await textOf(search),
      await textOf(
        api(t).matches['near-misses'].$get({
          query: matchingQuery({ topic: 'maths', day: 'Monday', location: 'nagpur' }),
        }),
      ),
      await textOf(api(t, { cookie: v.cookie }).matches.best.$get()),
      await textOf(mine),
    ];
    for (const body of before) expect(body).not.toContain(MEETING);
    // The spec's search shows the real times and the mode, not the link.
    const found = (await (await search).json()).results.find((r) => r.id === listing);
    expect(found).toMatchObject({ teachingTimes: [EVENING], mode: 'online' });
    expect(Object.keys(found!)).not.toContain('meetingLink');
    const pending = volunteerSide(await (await mine).json());
    expect(pending.requests.find((r) => r.id === id)!.place).toBeNull();

    const mailBefore = t.outbox.length;
    const accepted = await act(t, ngo.cookie, id, 'accept', {
      day: 'Wednesday',
      timeSlot: '6:30 PM - 8:00 PM',
      topic: 'Maths',
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const email = t.outbox.slice(mailBefore).find((m) => m.to === v.input.email)!;
    expect(email.text).toContain(`ऑनलाइन कक्षा: ${MEETING}`);

    const after = volunteerSide(await expectJson(api(t, { cookie: v.cookie }).requests.$get()));
    expect(after.requests.find((r) => r.id === id)!.place).toEqual({
      mode: 'online',
      venueAddress: '',
      venueLandmark: '',
      mapLink: '',
      meetingLink: MEETING,
    });
    const sessions = await expectJson(api(t, { cookie: v.cookie }).sessions.$get());
    expect(sessions.sessions[0]!.place!.meetingLink).toBe(MEETING);
    const ics = await textOf(api(t, { cookie: v.cookie }).requests['schedule.ics'].$get());
    expect(ics).toContain(`URL:${MEETING}`);
    expect(ics).toContain('LOCATION:ऑनलाइन');
    // Still nowhere public.
    expect(await textOf(api(t).ngos.$get())).not.toContain(MEETING);
    expect(
      await textOf(api(t).matching.$get({ query: matchingQuery({ location: 'nagpur' }) })),
    ).not.toContain(MEETING);
  });

  it('sends the venue, landmark and map in the acceptance email of an in-person class', async () => {
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie);
    const v = await volunteer({ availability: ['Saturday Morning'] });
    const id = await pendingRequest(t, v.cookie, listing);
    expect(await textOf(api(t, { cookie: v.cookie }).matches.best.$get())).not.toContain(
      PROFILE.venueAddress,
    );
    const mailBefore = t.outbox.length;
    expect((await act(t, ngo.cookie, id, 'accept')).status).toBe(200);
    const email = t.outbox.slice(mailBefore).find((m) => m.to === v.input.email)!;
    expect(email.text).toContain(`Where: ${PROFILE.venueAddress}`);
    expect(email.text).toContain(`Landmark: ${PROFILE.venueLandmark}`);
    expect(email.text).toContain(`Map: ${PROFILE.mapLink}`);
  });

  it('switching a profile to online drops the venue; a listing from before teaching times still reads', async () => {
    const ngo = await signedInNgo(t);
    await publishProfile(t, ngo.cookie);
    await publishProfile(t, ngo.cookie, ONLINE);
    const { profile } = await expectJson(api(t, { cookie: ngo.cookie })['ngo-profile'].$get());
    expect(profile).toMatchObject({
      mode: 'online',
      venueAddress: '',
      mapLink: '',
      meetingLink: MEETING,
    });
    // A sample listing has days and hourly slots only: its times are read from them.
    const old = await insertListing(t.database.db, {
      name: 'Purana Kendra',
      location: 'Gaya',
      availability: ['Monday', 'Thursday'],
      availabilityTimes: ['3:00 PM - 4:00 PM', '4:00 PM - 5:00 PM'],
    });
    const v = await volunteer({ location: 'Gaya', availability: ['Thursday Evening'] });
    const match = (await best(v)).matches.find((m) => m.id === old)!;
    expect(match.teachingTimes).toEqual([
      { day: 'Monday', start: '3:00 PM', end: '5:00 PM' },
      { day: 'Thursday', start: '3:00 PM', end: '5:00 PM' },
    ]);
    expect(match.reason).toContain(
      'Thursday 3:00 PM – 5:00 PM fits your Thursday Evening (from 2:00 PM)',
    );
  });
});
