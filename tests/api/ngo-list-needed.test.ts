// /ngoList's "Volunteers needed" for a registered NGO is what it still needs: the number it asked
// for less its accepted partners, never below 0 (an NGO may accept past it after confirming).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTERED_NGO_ID_OFFSET } from '../../src/server/ngo-profile/ngo-list-routes';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { api, createTestApp, expectJson, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile, SESSION } from './requests-fixtures';

describe.each(DB_KINDS)('volunteers still needed on /ngoList on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  async function neededOnList(listingId: number) {
    const { ngos } = await expectJson(api(t).ngos.$get());
    return ngos.find((n) => n.id === REGISTERED_NGO_ID_OFFSET + listingId)?.volunteersNeeded;
  }

  async function acceptedVolunteer(ngoCookie: string, listingId: number, confirmFull = false) {
    const volunteer = await signedInVolunteer(t);
    await acceptCode(t, volunteer.cookie);
    const request = await pendingRequest(t, volunteer.cookie, listingId);
    const res = await act(t, ngoCookie, request, 'accept', { ...SESSION, confirmFull });
    expect(res.status, await res.clone().text()).toBe(200);
    return { volunteer, request };
  }

  it('counts down with each accepted partner, back up when one ends, and never below 0', async () => {
    const ngo = await signedInNgo(t);
    const id = await publishProfile(t, ngo.cookie, { volunteersNeeded: 2 });
    expect(await neededOnList(id)).toBe(2);

    // A pending request is no partner yet.
    const waiting = await signedInVolunteer(t);
    await acceptCode(t, waiting.cookie);
    await pendingRequest(t, waiting.cookie, id);
    expect(await neededOnList(id)).toBe(2);

    const first = await acceptedVolunteer(ngo.cookie, id);
    expect(await neededOnList(id)).toBe(1);
    const second = await acceptedVolunteer(ngo.cookie, id);
    expect(await neededOnList(id)).toBe(0);
    // Accepted past the number asked for, after the NGO confirmed: still 0, not -1.
    await acceptedVolunteer(ngo.cookie, id, true);
    expect(await neededOnList(id)).toBe(0);

    // Three partners for two places: one ending leaves two, still none needed; then one.
    expect((await act(t, first.volunteer.cookie, first.request, 'end')).status).toBe(200);
    expect(await neededOnList(id)).toBe(0);
    expect((await act(t, ngo.cookie, second.request, 'end')).status).toBe(200);
    expect(await neededOnList(id)).toBe(1);
    // Five accounts signed in with a real password hash each: slow on a busy machine.
  }, 120_000);

  it('shows the whole number again once partners end', async () => {
    const ngo = await signedInNgo(t);
    const id = await publishProfile(t, ngo.cookie, { volunteersNeeded: 3 });
    const a = await acceptedVolunteer(ngo.cookie, id);
    expect(await neededOnList(id)).toBe(2);
    expect((await act(t, a.volunteer.cookie, a.request, 'end')).status).toBe(200);
    expect(await neededOnList(id)).toBe(3);
  }, 60_000);

  it('keeps the sample partner NGOs as the spec has them', async () => {
    const { ngos } = await expectJson(api(t).ngos.$get());
    const samples = ngos.filter((n) => n.id < REGISTERED_NGO_ID_OFFSET);
    expect(samples).toHaveLength(27);
    // The page tells a sample card by the missing `verified`.
    expect(samples.every((n) => !('verified' in n))).toBe(true);
  });
});
