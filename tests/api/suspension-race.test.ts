// A suspension and a concurrent accept of the same request, fired together many times: never
// both. Either the accept went first (and the suspension paused the new partnership), or the
// accept was refused (the request withdrawn, or the NGO's session already gone). On PostgreSQL
// the two really run at once on separate connections; on PGlite transactions take turns.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequests,
  ngoVerifications,
  pausedPartnerships,
} from '../../src/server/db/schema';
import { DB_KINDS } from '../support/databases';
import { signIn, signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
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
