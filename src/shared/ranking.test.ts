import { describe, expect, it } from 'vitest';
import { matchingGapMessage } from './messages';
import {
  describeFit,
  isFull,
  matchingGaps,
  nearMisses,
  otherCityMatches,
  rankListings,
  scoreListing,
  type RankableListing,
  type RankableVolunteer,
} from './ranking';

const volunteer = (overrides: Partial<RankableVolunteer> = {}): RankableVolunteer => ({
  availability: ['Saturday Morning', 'Sunday Morning'],
  preferredTopics: ['Maths'],
  location: 'Ranchi',
  languages: ['Hindi'],
  ageGroup: 'Children',
  ...overrides,
});

let nextId = 1;
const listing = (overrides: Partial<RankableListing> = {}): RankableListing => ({
  id: nextId++,
  name: 'NGO',
  location: 'Ranchi',
  availability: ['Saturday'],
  topics: ['Maths'],
  availabilityTimes: ['11:00 AM - 12:00 PM'],
  languages: ['Hindi'],
  ageGroup: 'Children',
  volunteersNeeded: 3,
  partners: 0,
  ...overrides,
});

describe('rankListings', () => {
  it('explains a full fit in words', () => {
    const match = scoreListing(volunteer(), listing());
    expect(match.reason).toBe(
      'Maths in Ranchi · Saturday 11:00 AM – 12:00 PM fits your Saturday Morning (until 2:00 PM) · teaches in Hindi · works with children · needs 3 more volunteers',
    );
    expect(match.score).toBe(25 + 20 + 20 + 10 + 10 + 3);
  });

  it('pins the order on a small fixture', () => {
    const perfect = listing({ id: 10, name: 'perfect' });
    const otherCity = listing({ id: 11, name: 'other city', location: 'Pune' });
    const noTime = listing({ id: 12, name: 'no time', availability: ['Monday'] });
    const otherTopic = listing({ id: 13, name: 'other topic', topics: ['EVS'] });
    const eveningOnly = listing({
      id: 14,
      name: 'evening only',
      availabilityTimes: ['4:00 PM - 5:00 PM'],
    });
    const twoDays = listing({ id: 15, name: 'two days', availability: ['Saturday', 'Sunday'] });
    const full = listing({ id: 16, name: 'full', volunteersNeeded: 2, partners: 2 });
    const ranked = rankListings(volunteer(), [
      noTime,
      otherCity,
      perfect,
      otherTopic,
      eveningOnly,
      twoDays,
      full,
    ]);
    // A full listing leaves the best matches, however well it fits; so does one in
    // another city.
    expect(ranked.map((m) => m.listing.name)).toEqual([
      'two days',
      'perfect',
      'other topic',
      'no time',
      'evening only',
    ]);
    expect(ranked[0]!.reason).toContain(
      'Maths in Ranchi · Saturday 11:00 AM – 12:00 PM fits your Saturday Morning (until 2:00 PM) · Sunday 11:00 AM – 12:00 PM fits your Sunday Morning (until 2:00 PM)',
    );
    expect(ranked.find((m) => m.listing.name === 'no time')!.reason).toContain(
      'no shared time yet',
    );
    expect(scoreListing(volunteer(), full).reason).toContain('has all the volunteers it asked for');
  });

  it('calls a listing full once its accepted partners reach the volunteers it needs', () => {
    expect(isFull(listing({ volunteersNeeded: 2, partners: 1 }))).toBe(false);
    expect(isFull(listing({ volunteersNeeded: 2, partners: 2 }))).toBe(true);
    // An NGO may confirm accepting more than it asked for: still full.
    expect(isFull(listing({ volunteersNeeded: 2, partners: 3 }))).toBe(true);
    // Without a partner count (e.g. a sample listing) nothing is full.
    expect(isFull(listing({ volunteersNeeded: 1, partners: undefined }))).toBe(false);
    const open = listing({ id: 21, volunteersNeeded: 2, partners: 1 });
    const full = listing({ id: 22, volunteersNeeded: 2, partners: 2 });
    expect(rankListings(volunteer(), [full, open]).map((m) => m.listing.id)).toEqual([21]);
  });

  it('breaks ties: more needed, then lower id; and limits', () => {
    const a = listing({ id: 1 });
    const b = listing({ id: 2, volunteersNeeded: 9 });
    const c = listing({ id: 3 });
    expect(rankListings(volunteer(), [c, a, b]).map((m) => m.listing.id)).toEqual([2, 1, 3]);
    expect(rankListings(volunteer(), [a, b, c], 2)).toHaveLength(2);
  });

  it('ranks registered NGOs only, even a weaker fit, while any fits the volunteer', () => {
    const sample = listing({ id: 1, sample: true, volunteersNeeded: 9 });
    const weak = listing({ id: 2, sample: false, topics: ['EVS'], availability: ['Monday'] });
    const strong = listing({ id: 3, sample: false });
    const ranked = rankListings(volunteer(), [sample, weak, strong]);
    expect(ranked.map((m) => m.listing.id)).toEqual([3, 2]);
    expect(ranked[1]!.score).toBeLessThan(scoreListing(volunteer(), sample).score);
  });

  it('shows sample listings only when no registered NGO is left in the city', () => {
    const samples = [listing({ id: 1, sample: true }), listing({ id: 2, sample: true })];
    const elsewhere = listing({ id: 3, sample: false, location: 'Mumbai' });
    const full = listing({ id: 4, sample: false, volunteersNeeded: 1, partners: 1 });
    expect(
      rankListings(volunteer(), [...samples, elsewhere, full]).map((m) => m.listing.id),
    ).toEqual([1, 2]);
  });

  it('keeps other cities out of the best matches, however well they fit', () => {
    const v = volunteer({ location: 'Pune' });
    const pune = listing({ id: 1, location: 'Pune', topics: ['EVS'], availability: ['Monday'] });
    const mumbai = listing({ id: 2, location: 'Mumbai' });
    const ranchi = listing({ id: 3, location: 'Ranchi', volunteersNeeded: 9 });
    expect(rankListings(v, [mumbai, ranchi, pune]).map((m) => m.listing.id)).toEqual([1]);
    // The city compares without case or spaces; with no city there is nothing to limit by.
    expect(
      rankListings(volunteer({ location: ' pune ' }), [pune]).map((m) => m.listing.id),
    ).toEqual([1]);
    expect(rankListings(volunteer({ location: '' }), [mumbai, pune])).toHaveLength(2);
  });

  it('treats every topic alike when the volunteer has no preferred topics', () => {
    const v = volunteer({ preferredTopics: [] });
    const ranked = rankListings(v, [
      listing({ id: 1, topics: ['EVS'] }),
      listing({ id: 2, topics: ['Maths'] }),
    ]);
    expect(ranked.map((m) => m.listing.id)).toEqual([1, 2]);
    expect(ranked[0]!.score).toBe(ranked[1]!.score);
    expect(ranked[0]!.reason.startsWith('EVS in Ranchi · Saturday 11:00 AM')).toBe(true);
  });

  it('compares city and languages without regard to case', () => {
    const match = scoreListing(
      volunteer({ location: ' ranchi ', languages: ['hindi'] }),
      listing(),
    );
    expect(match.reason).toContain('in Ranchi · Saturday');
    expect(match.reason).toContain('· teaches in Hindi');
    expect(match.score).toBe(88);
  });

  it("quotes real teaching times and which of the volunteer's slots they fit", () => {
    const wednesday = listing({
      teachingTimes: [{ day: 'Wednesday', start: '12:00 PM', end: '3:00 PM' }],
      availability: ['Wednesday'],
      availabilityTimes: ['12:00 PM - 3:00 PM'],
    });
    // A 12–3 PM class needs the morning (until 2 PM) and the evening: with both it fits wholly.
    const both = scoreListing(
      volunteer({ availability: ['Wednesday Morning', 'Wednesday Evening'] }),
      wednesday,
    );
    expect(both.reason).toContain(
      'Wednesday 12:00 PM – 3:00 PM fits your Wednesday Morning (until 2:00 PM) and Wednesday Evening (from 2:00 PM)',
    );
    expect(both.shared).toHaveLength(1);
    // With the morning only it runs past it, and is not called an evening class.
    const morning = scoreListing(volunteer({ availability: ['Wednesday Morning'] }), wednesday);
    expect(morning.reason).toContain(
      'Wednesday 12:00 PM – 3:00 PM runs past your Wednesday Morning (until 2:00 PM)',
    );
    expect(morning.reason).not.toMatch(/evening/i);
    expect(morning.score).toBeLessThan(both.score);
    expect(morning.score).toBeGreaterThan(
      scoreListing(volunteer({ availability: ['Friday Morning'] }), wednesday).score,
    );
    // A 2–3 PM class is an evening one, and the explanation says where Evening starts, so a
    // volunteer who thought of Evening as after work is not misled.
    const afternoon = listing({
      teachingTimes: [{ day: 'Monday', start: '2:00 PM', end: '3:00 PM' }],
      availability: ['Monday'],
      availabilityTimes: ['2:00 PM - 3:00 PM'],
    });
    expect(
      scoreListing(volunteer({ availability: ['Monday Evening'] }), afternoon).reason,
    ).toContain('Monday 2:00 PM – 3:00 PM fits your Monday Evening (from 2:00 PM)');
    // A night school's 6:30–8 PM class is an evening one.
    const night = listing({
      teachingTimes: [{ day: 'Friday', start: '6:30 PM', end: '8:00 PM' }],
      availability: ['Friday'],
      availabilityTimes: ['6:30 PM - 8:00 PM'],
    });
    expect(scoreListing(volunteer({ availability: ['Friday Evening'] }), night).reason).toContain(
      'Friday 6:30 PM – 8:00 PM fits your Friday Evening (from 2:00 PM)',
    );
    expect(
      describeFit({
        time: { day: 'Monday', start: '7:00 AM', end: '8:00 AM' },
        yours: ['Monday Morning'],
        missing: [],
      }),
    ).toBe('Monday 7:00 AM – 8:00 AM fits your Monday Morning (until 2:00 PM)');
  });

  it('reaches volunteers in person by city and online by language, wherever they are', () => {
    const v = volunteer({ location: 'Pune', languages: ['Marathi'] });
    const onlineMarathi = listing({
      id: 1,
      location: 'Delhi',
      mode: 'online',
      languages: ['Marathi'],
    });
    const onlineTamil = listing({ id: 2, location: 'Pune', mode: 'online', languages: ['Tamil'] });
    const inPune = listing({ id: 3, location: 'Pune', mode: 'in-person' });
    const inDelhi = listing({ id: 4, location: 'Delhi', mode: 'in-person' });
    expect(
      rankListings(v, [onlineMarathi, onlineTamil, inPune, inDelhi])
        .map((m) => m.listing.id)
        .sort(),
    ).toEqual([1, 3]);
    expect(scoreListing(v, onlineMarathi).reason.startsWith('Maths online ·')).toBe(true);
    // Online, the city does not matter: it scores as an in-city class with the same fit does.
    expect(scoreListing(v, onlineMarathi).score).toBe(
      scoreListing(v, { ...inPune, languages: ['Marathi'] }).score,
    );
    // An online listing is never an "other city" near-miss: the city does not matter to it.
    expect(
      otherCityMatches(v, [onlineTamil, onlineMarathi, inDelhi]).map((m) => m.listing.id),
    ).toEqual([4]);
  });
});

describe('otherCityMatches (near-misses of the best matches)', () => {
  const v = volunteer({ location: 'Pune' });

  it('ranks the best fits outside the city, each saying where it is', () => {
    const pune = listing({ id: 1, location: 'Pune' });
    const mumbai = listing({ id: 2, location: 'Mumbai' });
    const ranchiWeak = listing({ id: 3, location: 'Ranchi', topics: ['EVS'] });
    const full = listing({ id: 4, location: 'Delhi', volunteersNeeded: 1, partners: 1 });
    const misses = otherCityMatches(v, [ranchiWeak, pune, full, mumbai]);
    expect(misses.map((m) => [m.listing.id, m.differences])).toEqual([
      [2, ['in Mumbai']],
      [3, ['in Ranchi']],
    ]);
    expect(misses[0]!.reason).toContain('in Mumbai');
    expect(otherCityMatches(v, [mumbai, ranchiWeak], 1)).toHaveLength(1);
  });

  it('leaves sample listings out: nobody could answer there, and it is not the city', () => {
    const sample = listing({ id: 1, location: 'Mumbai', sample: true });
    const real = listing({ id: 2, location: 'Delhi', sample: false, topics: ['EVS'] });
    expect(otherCityMatches(v, [sample, real]).map((m) => m.listing.id)).toEqual([2]);
    expect(otherCityMatches(v, [sample])).toEqual([]);
  });
});

describe('matchingGaps (availability and languages are optional at sign-up)', () => {
  it('names what matching lacks, in a fixed order', () => {
    expect(matchingGaps(volunteer())).toEqual([]);
    expect(matchingGaps(volunteer({ availability: [] }))).toEqual(['availability']);
    expect(matchingGaps(volunteer({ languages: [] }))).toEqual(['languages']);
    expect(matchingGaps(volunteer({ languages: [], availability: [] }))).toEqual([
      'availability',
      'languages',
    ]);
  });

  it('has a call to add each, and says nothing when nothing is missing', () => {
    expect(matchingGapMessage(['availability'])).toBe(
      'Add your availability to see which NGOs need you when you are free.',
    );
    expect(matchingGapMessage(['languages'])).toBe(
      'Add your languages to see which NGOs teach in a language you speak.',
    );
    expect(matchingGapMessage(['availability', 'languages'])).toBe(
      'Add your availability and languages to see which NGOs need you when you are free, in a language you speak.',
    );
    expect(matchingGapMessage([])).toBe('');
  });

  it('asks for availability in the reason instead of saying no time is shared', () => {
    const match = scoreListing(volunteer({ availability: [] }), listing());
    expect(match.reason).toBe(
      'Maths in Ranchi · teaches in Hindi · works with children · add your availability to compare times · needs 3 more volunteers',
    );
    expect(
      scoreListing(volunteer({ availability: ['Monday Evening'] }), listing()).reason,
    ).toContain('no shared time yet');
  });
});

describe('nearMisses', () => {
  const ranchiSat = listing({
    id: 1,
    location: 'Ranchi',
    availability: ['Saturday'],
    topics: ['Maths'],
  });
  const puneSun = listing({ id: 2, location: 'Pune', availability: ['Sunday'], topics: ['Maths'] });
  const ranchiEvs = listing({
    id: 3,
    location: 'Ranchi',
    availability: ['Sunday'],
    topics: ['EVS'],
  });
  const delhiMon = listing({
    id: 4,
    location: 'Delhi',
    availability: ['Monday'],
    topics: ['English'],
  });
  const all = [delhiMon, ranchiEvs, puneSun, ranchiSat];

  it('orders the closest first and says what differs', () => {
    const misses = nearMisses({ topic: 'maths', day: 'Sunday', location: 'Ranchi' }, all);
    expect(misses.map((m) => [m.listing.id, m.differences])).toEqual([
      [1, ['not on Sunday']],
      [3, ['teaches EVS, not maths']],
      [2, ['in Pune, not Ranchi']],
    ]);
  });

  it('needs at least two criteria and one of them met', () => {
    expect(nearMisses({ location: 'Shimla' }, all)).toEqual([]);
    expect(nearMisses({ topic: 'Physics', location: 'Shimla' }, all)).toEqual([]);
    expect(nearMisses({ topic: 'Physics', location: 'Delhi' }, all)).toEqual([
      { listing: delhiMon, differences: ['teaches English, not Physics'] },
    ]);
  });

  it('limits the number of near-misses', () => {
    expect(nearMisses({ topic: 'maths', day: 'Tuesday', location: 'a' }, all, 2)).toHaveLength(2);
  });
});
