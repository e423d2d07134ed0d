// A suspension and a concurrent accept of the same request, fired together many times: never
// both. Either the accept went first (and the suspension paused the new partnership), or the
// accept was refused (the request withdrawn, or the NGO's session already gone). Then both sides
// of one partnership suspended or reinstated at once: the pause always names an account still
// suspended, and goes when neither is. On PostgreSQL the two really run at once on separate
// connections; on PGlite transactions take turns.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequests,
  ngoVerifications,
  pausedPartnerships,
} from '../../src/server/db/schema';
import { DB_KINDS } from '../support/databases';
import {
  endPartnership,
  seededPartnership,
  signIn,
  signedInNgo,
  signedInVolunteer,
} from '../support/dashboards-factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { aDayLater, acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

describe.each(DB_KINDS)('suspension racing an accept on %s', (kind) => {
  const ROUNDS = kind === 'postgres' ? 20 : 5;
  let t: TestApp;
  let call: Send;
  let op: string;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
    op = (await signInOperator(call, await createOperator(t.database.db))).cookie;
  }, 180_000);
  afterAll(() => t.close());

  it('never lets both win', { timeout: 600_000 }, async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Racing Vidyalaya' });
    await t.database.db
      .insert(ngoVerifications)
      .values({
        ngoUid: ngo.uid,
        registrationType: 'trust',
        registrationNumber: 'RACE-1',
        contactName: 'Race Contact',
        contactEmail: 'race@example.org',
        status: 'verified',
      })
      .onConflictDoUpdate({ target: ngoVerifications.ngoUid, set: { status: 'verified' } });
    const listing = await publishProfile(t, ngo.cookie);
    const v = await signedInVolunteer(t);
    await acceptCode(t, v.cookie);
    let ngoCookie = ngo.cookie;
    const outcomes = { acceptedThenPaused: 0, refused: 0 };

    for (let round = 0; round < ROUNDS; round++) {
      await aDayLater(t, v.uid);
      await t.database.db
        .update(connectionRequests)
        .set({ status: 'ended' })
        .where(
          and(
            eq(connectionRequests.volunteerUid, v.uid),
            eq(connectionRequests.listingId, listing),
          ),
        );
      const id = await pendingRequest(t, v.cookie, listing);
      // The NGO's session is in this instance's memory already, as it is for a signed-in NGO.
      expect((await call('GET', '/api/requests', undefined, ngoCookie)).status).toBe(200);

      // The accept's start moves later round by round, so both orders happen; no assertion
      // depends on which one won.
      const delay = (round % 5) * 8;
      const [accepted, suspended] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
          act(t, ngoCookie, id, 'accept'),
        ),
        call('POST', `/api/operator/accounts/${ngo.uid}/suspend`, { reason: `Round ${round}` }, op),
      ]);
      expect(suspended.status, await suspended.clone().text()).toBe(200);
      const [row] = await t.database.db
        .select({ status: connectionRequests.status })
        .from(connectionRequests)
        .where(eq(connectionRequests.id, id));
      const paused = await t.database.db
        .select()
        .from(pausedPartnerships)
        .where(eq(pausedPartnerships.requestId, id));
      if (accepted.status === 200) {
        // The accept went first: the suspension found the partnership and paused it.
        expect(row?.status).toBe('accepted');
        expect(paused).toHaveLength(1);
        outcomes.acceptedThenPaused++;
      } else {
        // The suspension went first: the request is withdrawn and nothing was accepted.
        expect([401, 409], await accepted.clone().text()).toContain(accepted.status);
        expect(row?.status).toBe('withdrawn');
        expect(paused).toHaveLength(0);
        outcomes.refused++;
      }

      const back = await call(
        'POST',
        `/api/operator/accounts/${ngo.uid}/reinstate`,
        { reason: `Round ${round} over` },
        op,
      );
      expect(back.status).toBe(200);
      ngoCookie = await signIn(t, 'NGO', ngo.input.email);
    }
    if (process.env.SHOW_RACE) console.log(kind, outcomes);
    expect(outcomes.acceptedThenPaused + outcomes.refused).toBe(ROUNDS);
  });
});

describe.each(DB_KINDS)('both sides of a partnership changing at once on %s', (kind) => {
  const ROUNDS = kind === 'postgres' ? 10 : 3;
  const LONG = { timeout: 600_000 };
  let t: TestApp;
  let call: Send;
  let ops: string[];
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
    ops = [
      (await signInOperator(call, await createOperator(t.database.db))).cookie,
      (await signInOperator(call, await createOperator(t.database.db))).cookie,
    ];
  }, 180_000);
  afterAll(() => t.close());

  const change = (verb: 'suspend' | 'reinstate', uid: string, op: number, delay: number) =>
    new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
      call('POST', `/api/operator/accounts/${uid}/${verb}`, { reason: `To ${verb}` }, ops[op]),
    );
  /** A new partnership with a new volunteer on the listing. */
  const partnership = (listing: number, prefix: string) =>
    seededPartnership(t.database.db, listing, prefix);
  const pausesOf = (id: number) =>
    t.database.db
      .select({ causeUid: pausedPartnerships.causeUid })
      .from(pausedPartnerships)
      .where(eq(pausedPartnerships.requestId, id));
  const end = (id: number) => endPartnership(t.database.db, id);
  /** Both changes answered 200 (a deadlock or a lost race would show as a 500 here). */
  async function bothDone(answers: Response[]) {
    const said = await Promise.all(answers.map(async (a) => `${a.status} ${await a.text()}`));
    expect(said).toEqual([expect.stringMatching(/^200 /), expect.stringMatching(/^200 /)]);
  }

  it('both reinstated: the partnership is paused no more', LONG, async () => {
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 100 });
    const leftPaused: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const p = await partnership(listing, `Both ${round}`);
      expect((await change('suspend', p.uid, 0, 0)).status).toBe(200);
      expect((await change('suspend', ngo.uid, 0, 0)).status).toBe(200);
      // Every other partnership ends while paused: its pause must go all the same.
      if (round % 2) await end(p.id);
      // The starts move round by round, so either may go first.
      const answers = await Promise.all([
        change('reinstate', p.uid, 0, round % 3),
        change('reinstate', ngo.uid, 1, (round * 2) % 5),
      ]);
      await bothDone(answers);
      if ((await pausesOf(p.id)).length) leftPaused.push(round);
      await end(p.id);
    }
    expect(leftPaused, 'rounds leaving a pause by an account not suspended').toEqual([]);
  });

  it('volunteer suspended as the NGO is reinstated: paused by the volunteer', LONG, async () => {
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 100 });
    const lost: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const p = await partnership(listing, `Cross ${round}`);
      expect((await change('suspend', ngo.uid, 0, 0)).status).toBe(200);
      const answers = await Promise.all([
        change('suspend', p.uid, 0, round % 3),
        change('reinstate', ngo.uid, 1, (round * 2) % 5),
      ]);
      await bothDone(answers);
      const pauses = await pausesOf(p.id);
      if (pauses.length !== 1 || pauses[0]!.causeUid !== p.uid) lost.push(round);
      expect((await change('reinstate', p.uid, 0, 0)).status).toBe(200);
      expect(await pausesOf(p.id)).toEqual([]);
      await end(p.id);
    }
    expect(lost, 'rounds not paused by the suspended volunteer').toEqual([]);
  });
});
