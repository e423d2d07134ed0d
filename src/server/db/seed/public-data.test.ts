import { describe, expect, it } from 'vitest';
import { MATCHING_NGOS } from './matching-ngos';
import { PARTNER_NGOS } from './partner-ngos';
import { FAQ } from '../../../shared/faq';
import {
  AGE_GROUPS,
  CITIES,
  LANGUAGES,
  TIME_RANGES,
  TOPICS,
  WEEKDAYS,
} from '../../../shared/options';
import { STORIES } from '../../../shared/stories';

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the spec constants (spec §9)', () => {
  it('has 10 cities', () => {
    expect(CITIES).toHaveLength(10);
    expect(new Set(CITIES).size).toBe(10);
  });

  it('has 15 stories with ids 1..15, titles and descriptions', () => {
    expect(ids(STORIES)).toEqual(range(15));
    for (const s of STORIES) {
      expect(s.title.message?.trim()).toBeTruthy();
      expect(s.description.message?.length).toBeGreaterThan(60);
    }
    expect(new Set(STORIES.map((s) => s.title.message)).size).toBe(15);
  });

  it('has 6 FAQ entries with distinct questions', () => {
    expect(FAQ).toHaveLength(6);
    expect(new Set(FAQ.map((f) => f.question)).size).toBe(6);
    for (const f of FAQ) {
      expect(f.question.endsWith('?')).toBe(true);
      expect(f.answer.length).toBeGreaterThan(60);
    }
  });
});

describe('partner NGOs (spec §3)', () => {
  it('has 27 with ids 1..27 and every field filled', () => {
    expect(ids(PARTNER_NGOS)).toEqual(range(27));
    for (const n of PARTNER_NGOS) {
      expect(n.name.trim()).not.toBe('');
      expect(n.description.trim()).not.toBe('');
      expect(CITIES).toContain(n.location);
      expect(Number.isInteger(n.volunteersNeeded)).toBe(true);
      expect(n.volunteersNeeded).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(PARTNER_NGOS.map((n) => n.name)).size).toBe(27);
  });

  it('covers every city', () => {
    expect(new Set(PARTNER_NGOS.map((n) => n.location))).toEqual(new Set(CITIES));
  });
});

describe('matching NGOs (spec §3)', () => {
  it('has 50 with ids 1..50, id 1 being Vidya Kendra in Delhi', () => {
    expect(ids(MATCHING_NGOS)).toEqual(range(50));
    expect(MATCHING_NGOS[0]).toMatchObject({ id: 1, name: 'Vidya Kendra', location: 'Delhi' });
    expect(new Set(MATCHING_NGOS.map((n) => n.name)).size).toBe(50);
  });

  it('uses only values of the option lists', () => {
    for (const n of MATCHING_NGOS) {
      expect(CITIES).toContain(n.location);
      expect(n.availability.length).toBeGreaterThan(0);
      expect(n.topics.length).toBeGreaterThan(0);
      expect(n.availabilityTimes.length).toBeGreaterThan(0);
      expect(n.languages.length).toBeGreaterThan(0);
      for (const d of n.availability) expect(WEEKDAYS).toContain(d);
      for (const t of n.topics) expect(TOPICS).toContain(t);
      for (const r of n.availabilityTimes) expect(TIME_RANGES).toContain(r);
      for (const l of n.languages) expect(LANGUAGES).toContain(l);
      expect(AGE_GROUPS).toContain(n.ageGroup);
      expect(n.volunteersNeeded).toBeGreaterThanOrEqual(1);
      expect(n.volunteersNeeded).toBeLessThanOrEqual(10);
      expect(n.description.trim()).not.toBe('');
      for (const list of [n.availability, n.topics, n.availabilityTimes, n.languages]) {
        expect(new Set(list).size).toBe(list.length);
      }
    }
  });

  // Every filter value must narrow the list: it matches some NGOs but never all of them.
  const share = (pick: (n: (typeof MATCHING_NGOS)[number]) => readonly string[], value: string) =>
    MATCHING_NGOS.filter((n) => pick(n).includes(value)).length;

  it.each([
    ['city', CITIES, (n: (typeof MATCHING_NGOS)[number]) => [n.location]],
    ['weekday', WEEKDAYS, (n: (typeof MATCHING_NGOS)[number]) => n.availability],
    ['topic', TOPICS, (n: (typeof MATCHING_NGOS)[number]) => n.topics],
    ['time range', TIME_RANGES, (n: (typeof MATCHING_NGOS)[number]) => n.availabilityTimes],
    ['language', LANGUAGES, (n: (typeof MATCHING_NGOS)[number]) => n.languages],
    ['age group', AGE_GROUPS, (n: (typeof MATCHING_NGOS)[number]) => [n.ageGroup]],
  ] as const)('every %s matches some but not all', (_label, values, pick) => {
    for (const value of values) {
      const count = share(pick, value);
      expect(count, value).toBeGreaterThan(0);
      expect(count, value).toBeLessThan(50);
    }
  });
});
