// The server's SQL and the shared rule must give the same NGOs for every single filter value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHING_NGOS } from '../../src/server/db/seed/matching-ngos';
import { matchesFilter, type MatchCriteria } from '../../src/shared/matching';
import { CITIES, TIME_RANGES, TOPICS, WEEKDAYS } from '../../src/shared/options';
import { DB_KINDS } from '../support/databases';
import { createTestApp, send, type TestApp } from '../support/test-app';

type Filter = MatchCriteria & { date?: string; timeRange?: string };

const single: Filter[] = [
  {},
  ...TOPICS.map((topic) => ({ topic })),
  ...TOPICS.map((topic) => ({ topic: topic.toLowerCase() })),
  ...['mat', 'SKILL', 'ng', 'e', 'evs', 'Hin', 'communication skills', 'x', 'maths english'].map(
    (topic) => ({ topic }),
  ),
  // Hindi, whole or in part: one topic, several, or none.
  ...['गणित', 'गणि', 'कौशल', 'हिं', 'ी', 'गणितज्ञ'].map((topic) => ({ topic })),
  ...WEEKDAYS.map((day) => ({ day })),
  ...CITIES.map((location) => ({ location })),
  ...['pur', 'DEL', 'a', 'bai', 'chen', 'Nowhere', 'i'].map((location) => ({ location })),
  { date: '2026-03-14' },
  ...TIME_RANGES.map((timeRange) => ({ timeRange })),
];

const combined: Filter[] = [
  { topic: 'Maths', day: 'Sunday' },
  { topic: 'eng', location: 'del' },
  { topic: 'ेज़', day: 'Saturday' },
  { day: 'Saturday', location: 'Pune' },
  { topic: 'EVS', day: 'Monday', location: 'a', date: '2026-01-05', timeRange: TIME_RANGES[0] },
];

function expectedIds(filter: Filter): number[] {
  return MATCHING_NGOS.filter((n) => matchesFilter(n, filter))
    .map((n) => n.id)
    .sort((a, b) => a - b);
}

describe.each(DB_KINDS)('matching rule agreement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('has the 50 sample NGOs to compare against', () => {
    expect(MATCHING_NGOS).toHaveLength(50);
  });

  it.each([...single, ...combined].map((f) => [JSON.stringify(f), f] as const))(
    'API and matchesFilter agree for %s',
    async (_label, filter) => {
      const query = new URLSearchParams(filter as Record<string, string>).toString();
      const res = await send(t, 'GET', `/api/matching?${query}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      const ids = body.results.map((r: { id: number }) => r.id);
      expect(ids).toEqual(expectedIds(filter));
      expect(body.total).toBe(ids.length);
    },
  );

  it('the filters are not trivial: most single values split the 50', () => {
    const sizes = single.map((f) => expectedIds(f).length);
    expect(sizes.filter((n) => n > 0 && n < 50).length).toBeGreaterThan(single.length / 2);
  });
});
