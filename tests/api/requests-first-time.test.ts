// What a new NGO meets first: its matching profile starts from what it wrote at
// sign-up, and each request shows the volunteer's "Why do you want to volunteer?" answer, on
// the dashboard and in the new-request email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON_LABEL } from '../../src/shared/messages';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { api, createTestApp, expectJson, type TestApp } from '../support/test-app';
import { acceptCode, act, ngoSide, pendingRequest, publishProfile } from './requests-fixtures';

describe.each(DB_KINDS)('a new NGO on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('finds its matching profile drafted from its sign-up schedule and volunteer requirements', async () => {
    const ngo = await signedInNgo(t, {
      location: 'Ranchi',
      schedule: 'Saturdays and Sundays, 3-5 pm',
      volunteerReqs: 'Three maths and English tutors for teenagers, Hindi speakers.',
      description: 'Evening classes in Doranda.',
    });
    const answer = await expectJson(api(t, { cookie: ngo.cookie })['ngo-profile'].$get());
    expect(answer).toEqual({
      profile: null,
      defaults: {
        ngoName: ngo.input.ngoName,
        location: 'Ranchi',
        description: 'Evening classes in Doranda.',
        schedule: 'Saturdays and Sundays, 3-5 pm',
        volunteerReqs: 'Three maths and English tutors for teenagers, Hindi speakers.',
        topics: ['English', 'Maths'],
        teachingTimes: [
          { day: 'Saturday', start: '3:00 PM', end: '5:00 PM' },
          { day: 'Sunday', start: '3:00 PM', end: '5:00 PM' },
        ],
        languages: ['Hindi'],
        ageGroup: 'Teens',
        volunteersNeeded: 3,
      },
    });
  });

  it('leaves out what the sign-up does not say, and a saved profile wins over the draft', async () => {
    const ngo = await signedInNgo(t, { schedule: 'Flexible', volunteerReqs: 'Patient people.' });
    const profileOf = () => expectJson(api(t, { cookie: ngo.cookie })['ngo-profile'].$get());
    expect((await profileOf()).defaults).toMatchObject({
      topics: [],
      teachingTimes: [],
      languages: [],
      ageGroup: null,
      volunteersNeeded: 1,
    });
    const monday = [{ day: 'Monday' as const, start: '6:30 PM', end: '8:00 PM' }];
    await publishProfile(t, ngo.cookie, { teachingTimes: monday });
    expect((await profileOf()).profile?.teachingTimes).toEqual(monday);
  });

  it("sees the volunteer's reason on the request and in the new-request email", async () => {
    const ngo = await signedInNgo(t);
    const listingId = await publishProfile(t, ngo.cookie);
    const volunteer = await signedInVolunteer(t, {
      reason: 'My grandmother taught in a village school.\nI want to carry that on.',
    });
    await acceptCode(t, volunteer.cookie);
    const mailsBefore = t.outbox.length;
    const id = await pendingRequest(t, volunteer.cookie, listingId);

    const ngoRequests = async () =>
      ngoSide(await expectJson(api(t, { cookie: ngo.cookie }).requests.$get())).requests;
    const requests = await ngoRequests();
    expect(requests.find((r) => r.id === id)).toMatchObject({
      reason: volunteer.input.reason,
      contact: null,
    });

    const mail = t.outbox.slice(mailsBefore).find((m) => m.to === ngo.input.email);
    expect(mail?.text).toContain(`${REASON_LABEL}:\n${volunteer.input.reason}\n`);

    // Accepted, the reason stays and the phone number comes with it.
    expect((await act(t, ngo.cookie, id, 'accept')).status).toBe(200);
    const accepted = (await ngoRequests()).find((r) => r.id === id);
    expect(accepted?.reason).toBe(volunteer.input.reason);
    expect(accepted?.contact?.phone).toBe(volunteer.input.phone);
  });
});
