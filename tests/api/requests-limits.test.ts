// New requests email the NGO, so they are limited: a volunteer cannot flood an inbox by
// sending and withdrawing, nor by writing to many NGOs in one day. A refused request writes no
// row and sends no mail.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, rateLimits } from '../../src/server/db/schema';
import { dailyRequestsKey } from '../../src/server/requests/request-limits';
import { dailyRequestLimitMessage, listingRequestLimitMessage } from '../../src/shared/messages';
import { MATCHING_LIMITS, type VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  aDayLater,
  acceptCode,
  act,
  connect,
  pendingRequest,
  publishProfile,
} from './requests-fixtures';

const DAY = 86_400;

describe.each(DB_KINDS)('request limits on %s', (kind) => {
  let t: TestApp;
  let listingA: number;
  let ngoAEmail: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ngo = await signedInNgo(t, { ngoName: 'Asha Shiksha' });
    ngoAEmail = ngo.input.email;
    listingA = await publishProfile(t, ngo.cookie);
  });
  afterAll(() => t.close());

  async function volunteer(): Promise<SignedIn<VolunteerSignup>> {
    const v = await signedInVolunteer(t);
    await acceptCode(t, v.cookie);
    return v;
  }

  async function listings(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push(await publishProfile(t, (await signedInNgo(t)).cookie));
    return ids;
  }

  async function rowsOf(uid: string) {
    return t.database.db
      .select({ id: connectionRequests.id, listingId: connectionRequests.listingId })
      .from(connectionRequests)
      .where(eq(connectionRequests.volunteerUid, uid));
  }

  const mailsTo = (email: string, since: number) =>
    t.outbox.slice(since).filter((m) => m.to === email);

  function retryAfter(res: Response): number {
    const value = Number(res.headers.get('retry-after'));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThanOrEqual(DAY);
    return value;
  }

  it('stops the send-and-withdraw flood: 25 rounds reach the NGO twice', async () => {
    const v = await volunteer();
    const before = t.outbox.length;
    const answers: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < 25; i++) {
      const res = await connect(t, v.cookie, listingA, `Round ${i}`);
      answers.push(res.status);
      if (res.status !== 201) {
        refusal ??= res;
        continue;
      }
      const { request } = await res.json();
      expect((await act(t, v.cookie, request.id, 'withdraw')).status).toBe(200);
    }
    const allowed = MATCHING_LIMITS.withdrawalsPerListingPerDay;
    expect(answers.slice(0, allowed)).toEqual(Array(allowed).fill(201));
    expect(answers.slice(allowed)).toEqual(Array(25 - allowed).fill(429));
    expect(mailsTo(ngoAEmail, before)).toHaveLength(allowed);
    expect(await rowsOf(v.uid)).toHaveLength(allowed);

    const wait = retryAfter(refusal!);
    expect(await refusal!.json()).toEqual({
      error: listingRequestLimitMessage('Asha Shiksha', allowed, wait),
      code: 'LISTING_REQUEST_LIMIT',
    });
    expect(listingRequestLimitMessage('Asha Shiksha', 2, DAY - 5)).toBe(
      'You withdrew 2 requests to Asha Shiksha in the last day. You can send them a new request in about 24 hours.',
    );

    // Refusals were not counted: other NGOs can still be asked, and other volunteers this one.
    const [other] = await listings(1);
    expect((await connect(t, v.cookie, other!)).status).toBe(201);
    const someoneElse = await volunteer();
    expect((await connect(t, someoneElse.cookie, listingA)).status).toBe(201);
  });

  it('holds only withdrawals against the volunteer, and only for a day', async () => {
    const v = await volunteer();
    for (let i = 0; i < 2; i++) {
      const id = await pendingRequest(t, v.cookie, listingA);
      expect((await act(t, v.cookie, id, 'withdraw')).status).toBe(200);
    }
    expect((await connect(t, v.cookie, listingA)).status).toBe(429);
    // One of the two withdrawals is now more than a day old.
    const [first] = await rowsOf(v.uid);
    await t.database.db
      .update(connectionRequests)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(connectionRequests.id, first!.id));
    expect((await connect(t, v.cookie, listingA)).status).toBe(201);
    // Declines are the NGO's own answers: they do not count.
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie);
    const other = await volunteer();
    for (let i = 0; i < 3; i++) {
      const id = await pendingRequest(t, other.cookie, listing);
      expect((await act(t, ngo.cookie, id, 'decline')).status).toBe(200);
    }
    expect((await connect(t, other.cookie, listing)).status).toBe(201);
  });

  it(`allows ${MATCHING_LIMITS.requestsPerDay} new requests a day per volunteer`, async () => {
    const v = await volunteer();
    const ids = await listings(MATCHING_LIMITS.requestsPerDay + 2);
    // Withdrawing does not give the day's requests back.
    for (const id of ids.slice(0, MATCHING_LIMITS.requestsPerDay)) {
      const request = await pendingRequest(t, v.cookie, id);
      expect((await act(t, v.cookie, request, 'withdraw')).status).toBe(200);
    }
    const before = t.outbox.length;
    const over = await connect(t, v.cookie, ids[MATCHING_LIMITS.requestsPerDay]!);
    expect(over.status).toBe(429);
    const wait = retryAfter(over);
    expect(await over.json()).toEqual({
      error: dailyRequestLimitMessage(MATCHING_LIMITS.requestsPerDay, wait),
      code: 'DAILY_REQUEST_LIMIT',
    });
    expect(dailyRequestLimitMessage(10, 3 * 60)).toBe(
      'You can send at most 10 requests a day. You can send the next one in 3 minutes.',
    );
    expect(t.outbox.length).toBe(before);
    expect(await rowsOf(v.uid)).toHaveLength(MATCHING_LIMITS.requestsPerDay);

    // Another volunteer is not affected.
    const other = await volunteer();
    expect((await connect(t, other.cookie, ids[MATCHING_LIMITS.requestsPerDay]!)).status).toBe(201);

    // A day later the volunteer may send again.
    await aDayLater(t, v.uid);
    expect((await connect(t, v.cookie, ids[MATCHING_LIMITS.requestsPerDay]!)).status).toBe(201);
  }, 120_000);

  it('counts parallel requests one at a time', async () => {
    const v = await volunteer();
    const ids = await listings(MATCHING_LIMITS.requestsPerDay + 3);
    const answers = await Promise.all(ids.map((id) => connect(t, v.cookie, id)));
    const statuses: number[] = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MATCHING_LIMITS.requestsPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const rows = await rowsOf(v.uid);
    expect(rows).toHaveLength(MATCHING_LIMITS.requestsPerDay);
    const [counter] = await t.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, dailyRequestsKey(v.uid)));
    expect(counter!.count).toBe(MATCHING_LIMITS.requestsPerDay);
  }, 120_000);
});
