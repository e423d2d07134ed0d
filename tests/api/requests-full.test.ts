// When accepted partners reach a listing's "volunteers needed", the listing says it is full, it
// leaves best matches, and accepting more asks the NGO to confirm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTERED_NGO_ID_OFFSET } from '../../src/server/ngo-profile/ngo-list-routes';
import { listingFullMessage } from '../../src/shared/messages';
import { LISTING_FULL_CODE, type VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import {
  api,
  createTestApp,
  errorOf,
  expectJson,
  matchingQuery,
  send,
  type TestApp,
} from '../support/test-app';
import {
  acceptCode,
  act,
  pendingRequest,
  publishProfile,
  SESSION,
  statusOf,
} from './requests-fixtures';

const TOWN = 'Dumka';

describe.each(DB_KINDS)('full listings on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function volunteer(): Promise<SignedIn<VolunteerSignup>> {
    const v = await signedInVolunteer(t, {
      location: TOWN,
      availability: ['Saturday Morning'],
      languages: ['Hindi'],
      ageGroup: 'Children',
    });
    await acceptCode(t, v.cookie);
    return v;
  }

  /** An NGO in TOWN needing `needed` volunteers, with `pending` volunteers' requests waiting. */
  async function listingWith(needed: number, pending: number) {
    const ngo = await signedInNgo(t, { location: TOWN });
    const id = await publishProfile(t, ngo.cookie, { location: TOWN, volunteersNeeded: needed });
    const requests: number[] = [];
    for (let i = 0; i < pending; i++) {
      requests.push(await pendingRequest(t, (await volunteer()).cookie, id));
    }
    return { ngo, id, requests };
  }

  const searchFull = async (id: number, filters: Parameters<typeof matchingQuery>[0]) =>
    (await expectJson(api(t).matching.$get({ query: matchingQuery(filters) }))).results.find(
      (r) => r.id === id,
    )?.full;

  const nearMissFull = async (id: number) =>
    (
      await expectJson(
        api(t).matches['near-misses'].$get({
          query: matchingQuery({ topic: 'Maths', day: 'Monday', location: TOWN }),
        }),
      )
    ).nearMisses.find((r) => r.id === id)?.full;

  const ngoListFull = async (id: number) => {
    const { ngos } = await expectJson(api(t).ngos.$get());
    const ngo = ngos.find((n) => n.id === REGISTERED_NGO_ID_OFFSET + id);
    // Only a registered NGO says whether it is full.
    return ngo && 'full' in ngo ? ngo.full : undefined;
  };

  const bestIds = async (cookie: string) =>
    (await expectJson(api(t, { cookie }).matches.best.$get())).matches.map((m) => m.id);

  const ngoListing = (cookie: string) =>
    expectJson(api(t, { cookie }).requests.$get()).then((a) => a.listing!);

  it('says it is full in every listing view and leaves best matches', async () => {
    const { ngo, id, requests } = await listingWith(1, 1);
    const watcher = await volunteer();
    expect(await searchFull(id, { location: TOWN })).toBe(false);
    expect(await nearMissFull(id)).toBe(false);
    expect(await ngoListFull(id)).toBe(false);
    expect(await bestIds(watcher.cookie)).toContain(id);
    expect(await ngoListing(ngo.cookie)).toEqual(
      expect.objectContaining({ volunteersNeeded: 1, partners: 0, full: false }),
    );

    expect((await act(t, ngo.cookie, requests[0]!, 'accept')).status).toBe(200);

    expect(await searchFull(id, { location: TOWN })).toBe(true);
    expect(await searchFull(id, { topic: 'Maths', day: 'Saturday' })).toBe(true);
    expect(await nearMissFull(id)).toBe(true);
    expect(await ngoListFull(id)).toBe(true);
    expect(await bestIds(watcher.cookie)).not.toContain(id);
    expect(await ngoListing(ngo.cookie)).toEqual(
      expect.objectContaining({ volunteersNeeded: 1, partners: 1, full: true }),
    );
    // The sample NGOs have no partners on Setu: never full.
    const samples = await expectJson(
      api(t).matching.$get({ query: matchingQuery({ location: 'Ranchi' }) }),
    );
    expect(samples.results.filter((r) => r.sample).every((r) => !r.full)).toBe(true);
  });

  it('asks the NGO to confirm before accepting more than it needs', async () => {
    const { ngo, requests } = await listingWith(1, 2);
    const [first, second] = requests as [number, number];
    expect((await act(t, ngo.cookie, first, 'accept')).status).toBe(200);

    for (const body of [SESSION, { ...SESSION, confirmFull: false }]) {
      const before = t.outbox.length;
      const refused = await act(t, ngo.cookie, second, 'accept', body);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: listingFullMessage(1, 1),
        code: LISTING_FULL_CODE,
      });
      expect(await statusOf(t, ngo.cookie, second)).toBe('pending');
      expect(t.outbox.length).toBe(before);
    }
    expect(listingFullMessage(1, 1)).toBe(
      'Your listing is full: you asked for 1 volunteer and already work with 1.',
    );

    // Not a boolean: only an untyped request can send it.
    const invalid = await send(
      t,
      'POST',
      `/api/requests/${second}/accept`,
      { ...SESSION, confirmFull: 'yes' },
      { cookie: ngo.cookie },
    );
    expect(invalid.status).toBe(400);

    const before = t.outbox.length;
    const confirmed = await act(t, ngo.cookie, second, 'accept', {
      ...SESSION,
      confirmFull: true,
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ id: second, status: 'accepted', ...SESSION });
    expect(t.outbox.length - before).toBe(1);
    expect(await ngoListing(ngo.cookie)).toEqual(
      expect.objectContaining({ volunteersNeeded: 1, partners: 2, full: true }),
    );
  });

  it('frees the place when a partnership ends', async () => {
    const { ngo, id, requests } = await listingWith(1, 2);
    expect((await act(t, ngo.cookie, requests[0]!, 'accept')).status).toBe(200);
    expect((await act(t, ngo.cookie, requests[0]!, 'end')).status).toBe(200);
    expect(await searchFull(id, { location: TOWN })).toBe(false);
    expect((await act(t, ngo.cookie, requests[1]!, 'accept')).status).toBe(200);
  });

  it('lets only one of two accepts racing for the last place through unconfirmed', async () => {
    const { ngo, requests } = await listingWith(1, 2);
    const results = await Promise.all(requests.map((r) => act(t, ngo.cookie, r, 'accept')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect((await errorOf(refused)).code).toBe(LISTING_FULL_CODE);
    expect((await ngoListing(ngo.cookie)).partners).toBe(1);
  });
});
