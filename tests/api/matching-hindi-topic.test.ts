// a topic typed in Hindi finds what its option value finds ("गणित" finds Maths), in
// the search (SQL on the listings and on their keys) as in the shared rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINDI_TOPIC_NAMES } from '../../src/shared/matching';
import { DB_KINDS } from '../support/databases';
import { api, createTestApp, expectJson, matchingQuery, type TestApp } from '../support/test-app';

async function ids(t: TestApp, filters: Parameters<typeof matchingQuery>[0]): Promise<number[]> {
  const body = await expectJson(api(t).matching.$get({ query: matchingQuery(filters) }));
  return body.results.map((r) => r.id).sort((a, b) => a - b);
}

describe.each(DB_KINDS)('matching by a Hindi topic name on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('"गणित" finds the NGOs that teach Maths, alone and with a city', async () => {
    const maths = await ids(t, { topic: 'Maths' });
    expect(maths.length).toBeGreaterThan(0);
    expect(await ids(t, { topic: 'गणित' })).toEqual(maths);
    expect(await ids(t, { topic: ' गणित ', location: 'Delhi' })).toEqual(
      await ids(t, { topic: 'Maths', location: 'Delhi' }),
    );
  });

  it.each(Object.entries(HINDI_TOPIC_NAMES))('"%s" finds what %s finds', async (hindi, topic) => {
    expect(await ids(t, { topic: hindi })).toEqual(await ids(t, { topic }));
  });

  it('part of a Hindi name finds what its topic finds, as part of an English name does', async () => {
    expect(await ids(t, { topic: 'गणि' })).toEqual(await ids(t, { topic: 'Maths' }));
    expect(await ids(t, { topic: 'कौशल' })).toEqual(
      await ids(t, { topic: 'Communication Skills' }),
    );
    expect(await ids(t, { topic: 'अध्य', location: 'Delhi' })).toEqual(
      await ids(t, { topic: 'EVS', location: 'Delhi' }),
    );
    // A part several names share finds the NGOs of each of those topics.
    const union = new Set([
      ...(await ids(t, { topic: 'English' })),
      ...(await ids(t, { topic: 'Hindi' })),
      ...(await ids(t, { topic: 'Communication Skills' })),
    ]);
    expect(await ids(t, { topic: 'ी' })).toEqual([...union].sort((a, b) => a - b));
    expect(union.size).toBeGreaterThan((await ids(t, { topic: 'Hindi' })).length);
  });

  it('Hindi that names no topic finds nothing', async () => {
    expect(await ids(t, { topic: 'गणितज्ञ' })).toEqual([]);
  });
});
