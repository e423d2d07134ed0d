// Two conflicting changes fired at once: exactly one wins, on both databases.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests } from '../../src/server/db/schema';
import { MATCHING_LIMITS, type NgoSignup, type VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { api, createTestApp, expectJson, send, type TestApp } from '../support/test-app';
import {
  aDayLater,
  acceptCode,
  act,
  connect,
  pendingRequest,
  publishProfile,
  statusOf,
} from './requests-fixtures';

const ROUNDS = 3;

describe.each(DB_KINDS)('racing request changes on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;
  let v: SignedIn<VolunteerSignup>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t);
    listing = await publishProfile(t, ngo.cookie);
    v = await signedInVolunteer(t);
    await acceptCode(t, v.cookie);
  });
  afterAll(() => t.close());

  async function fresh() {
    // The rounds send more requests than a day allows (tests/api/requests-limits.test.ts).
    await aDayLater(t, v.uid);
    await t.database.db
      .update(connectionRequests)
      .set({ status: 'ended' })
      .where(
        and(eq(connectionRequests.volunteerUid, v.uid), eq(connectionRequests.listingId, listing)),
      );
    return pendingRequest(t, v.cookie, listing);
  }

  const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

  it('never accepts twice', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const id = await fresh();
      const before = t.outbox.length;
      const results = await Promise.all([
        act(t, ngo.cookie, id, 'accept'),
        act(t, ngo.cookie, id, 'accept', {
          day: 'Sunday',
          timeSlot: '2:00 PM - 3:00 PM',
          topic: 'English',
        }),
      ]);
      expect(statuses(results)).toEqual([200, 409]);
      expect(t.outbox.length - before).toBe(1);
      expect(await statusOf(t, v.cookie, id)).toBe('accepted');
    }
  });

  it('never accepts after a withdraw, nor withdraws after an accept', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const id = await fresh();
      const [accepted, withdrawn] = await Promise.all([
        act(t, ngo.cookie, id, 'accept'),
        act(t, v.cookie, id, 'withdraw'),
      ]);
      expect(statuses([accepted, withdrawn])).toEqual([200, 409]);
      expect(await statusOf(t, v.cookie, id)).toBe(
        accepted.status === 200 ? 'accepted' : 'withdrawn',
      );
    }
  });

  it('never both accepts and declines', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const id = await fresh();
      const [accepted, declined] = await Promise.all([
        act(t, ngo.cookie, id, 'accept'),
        act(t, ngo.cookie, id, 'decline'),
      ]);
      expect(statuses([accepted, declined])).toEqual([200, 409]);
      expect(await statusOf(t, v.cookie, id)).toBe(
        accepted.status === 200 ? 'accepted' : 'declined',
      );
    }
  });

  it('ends a partnership once when both sides end it together', async () => {
    const id = await fresh();
    expect((await act(t, ngo.cookie, id, 'accept')).status).toBe(200);
    const results = await Promise.all([act(t, ngo.cookie, id, 'end'), act(t, v.cookie, id, 'end')]);
    expect(statuses(results)).toEqual([200, 409]);
  });

  it('creates one request when Connect is pressed twice at once', async () => {
    const other = await signedInNgo(t);
    const otherListing = await publishProfile(t, other.cookie);
    await aDayLater(t, v.uid);
    const results = await Promise.all([
      connect(t, v.cookie, otherListing),
      connect(t, v.cookie, otherListing),
      connect(t, v.cookie, otherListing),
    ]);
    expect(statuses(results)).toEqual([201, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(connectionRequests)
      .where(
        and(
          eq(connectionRequests.volunteerUid, v.uid),
          eq(connectionRequests.listingId, otherListing),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('holds the 20-pending limit under concurrent requests', async () => {
    const volunteer = await signedInVolunteer(t);
    await acceptCode(t, volunteer.cookie);
    const listings: number[] = [];
    for (let i = 0; i < 22; i++) {
      const n = await signedInNgo(t);
      listings.push(await publishProfile(t, n.cookie));
    }
    for (const [i, id] of listings.slice(0, 19).entries()) {
      if (i % MATCHING_LIMITS.requestsPerDay === 0) await aDayLater(t, volunteer.uid);
      await pendingRequest(t, volunteer.cookie, id);
    }
    await aDayLater(t, volunteer.uid);
    const results = await Promise.all(
      listings.slice(19).map((id) => connect(t, volunteer.cookie, id)),
    );
    expect(statuses(results)).toEqual([201, 429, 429]);
    const pending = await t.database.db
      .select()
      .from(connectionRequests)
      .where(
        and(
          eq(connectionRequests.volunteerUid, volunteer.uid),
          eq(connectionRequests.status, 'pending'),
        ),
      );
    expect(pending).toHaveLength(20);
  }, 120_000);

  it('never lets a request reach an NGO after it stopped publishing', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const n = await signedInNgo(t);
      const id = await publishProfile(t, n.cookie);
      const volunteer = await signedInVolunteer(t);
      await acceptCode(t, volunteer.cookie);
      const [created, unpublished] = await Promise.all([
        connect(t, volunteer.cookie, id),
        send(
          t,
          'PUT',
          '/api/ngo-profile',
          { ...(await profileOf(n.cookie)), published: false },
          {
            cookie: n.cookie,
          },
        ),
      ]);
      expect(unpublished.status).toBe(200);
      const rows = await t.database.db
        .select()
        .from(connectionRequests)
        .where(eq(connectionRequests.listingId, id));
      // Either the request came first (and exists) or the unpublishing did (and it was refused).
      if (created.status === 201) expect(rows).toHaveLength(1);
      else {
        expect(created.status).toBe(409);
        expect(rows).toHaveLength(0);
      }
      // Afterwards nothing gets through.
      const later = await signedInVolunteer(t);
      await acceptCode(t, later.cookie);
      expect((await connect(t, later.cookie, id)).status).toBe(409);
    }
  }, 120_000);

  async function profileOf(cookie: string) {
    const { profile } = await expectJson(api(t, { cookie })['ngo-profile'].$get());
    if (!profile) throw new Error('the NGO has no profile');
    const { id: _id, name: _name, updatedAt: _u, ...rest } = profile;
    return rest;
  }
});
