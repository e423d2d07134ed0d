// Best matches are NGOs a volunteer can actually connect with: only the volunteer's
// city (teaching is in person), registered NGOs before any sample listing, and the good fits in
// other cities as near-misses that say where they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NgoMatchingProfileInput } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { publishProfile } from './requests-fixtures';

interface Card {
  id: number;
  name: string;
  location: string;
  sample: boolean;
  reason: string;
}
interface Best {
  matches: Card[];
  otherCities: (Card & { differences: string[] })[];
}

describe.each(DB_KINDS)('best matches on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function best(cookie: string): Promise<Best> {
    const res = await send(t, 'GET', '/api/matches/best', undefined, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Best;
  }

  const volunteerIn = (location: string) =>
    signedInVolunteer(t, {
      location,
      availability: ['Saturday Morning'],
      languages: ['Hindi'],
      ageGroup: 'Children',
    });

  /** A registered NGO's published listing; the default profile fits volunteerIn() perfectly. */
  async function listingIn(location: string, fit: 'perfect' | 'weak') {
    const ngo = await signedInNgo(t, { location });
    const weak: Partial<NgoMatchingProfileInput> = {
      topics: ['EVS'],
      teachingTimes: [{ day: 'Monday', start: '11:00 AM', end: '12:00 PM' }],
      languages: ['Tamil'],
    };
    return publishProfile(t, ngo.cookie, { location, ...(fit === 'weak' ? weak : {}) });
  }

  it('never ranks an NGO in another city, however well it fits: it is a near-miss there', async () => {
    const near = await listingIn('Hazaribagh', 'weak');
    const far = await listingIn('Dhanbad', 'perfect');
    const { cookie } = await volunteerIn('Hazaribagh');
    const { matches, otherCities } = await best(cookie);
    expect(matches.map((m) => m.id)).toEqual([near]);
    expect(otherCities[0]).toMatchObject({ id: far, sample: false, differences: ['in Dhanbad'] });
    expect(otherCities[0]!.reason).toContain('in Dhanbad');
    for (const m of otherCities) expect(m.location).not.toBe('Hazaribagh');
  });

  it('shows sample listings only while no registered NGO is in the city, labelled', async () => {
    // Pune has five sample NGOs and, so far, no registered one.
    const { cookie } = await volunteerIn('Pune');
    const before = await best(cookie);
    expect(before.matches.length).toBe(5);
    for (const m of before.matches) expect(m).toMatchObject({ sample: true, location: 'Pune' });

    // A weaker fit than every sample, but one that can answer a request.
    const real = await listingIn('pune', 'weak');
    const after = await best(cookie);
    expect(after.matches.map((m) => [m.id, m.sample])).toEqual([[real, false]]);
    expect(after.otherCities.every((m) => !m.sample)).toBe(true);
  });
});
