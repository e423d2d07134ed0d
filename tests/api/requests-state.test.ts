import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, volunteers } from '../../src/server/db/schema';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { connectMessage, REFUSAL_CODES, sampleConnectMessage } from '../../src/shared/messages';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { api, createTestApp, errorOf, send, type TestApp } from '../support/test-app';
import { MATCHING_LIMITS, type NgoSignup, type VolunteerSignup } from '../../src/shared/schemas';
import {
  aDayLater,
  acceptCode,
  act,
  connect,
  ngoSide,
  pendingRequest,
  publishProfile,
  SESSION,
  statusOf,
} from './requests-fixtures';

type Vol = SignedIn<VolunteerSignup>;
type Ngo = SignedIn<NgoSignup>;

describe.each(DB_KINDS)('request state machine on %s', (kind) => {
  let t: TestApp;
  let ngoA: Ngo;
  let ngoB: Ngo;
  let listingA: number;
  let listingB: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngoA = await signedInNgo(t, { ngoName: 'Asha Shiksha' });
    ngoB = await signedInNgo(t, { ngoName: 'Bal Vikas' });
    listingA = await publishProfile(t, ngoA.cookie);
    listingB = await publishProfile(t, ngoB.cookie, { location: 'Pune' });
  });
  afterAll(() => t.close());

  async function volunteer(overrides: Partial<VolunteerSignup> = {}): Promise<Vol> {
    const v = await signedInVolunteer(t, overrides);
    await acceptCode(t, v.cookie);
    return v;
  }

  it('creates a pending request, shows the connect message and mails the NGO', async () => {
    const v = await volunteer({ fullName: 'Kiran Rao' });
    const before = t.outbox.length;
    const res = await connect(t, v.cookie, listingA, 'I can teach maths on Saturdays.');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      sample: false,
      message: connectMessage('Asha Shiksha'),
      request: { status: 'pending', listingId: listingA },
    });
    const mail = t.outbox.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(ngoA.input.email);
    expect(mail[0]!.subject).toContain('Kiran Rao');
    expect(mail[0]!.text).toContain('I can teach maths on Saturdays.');
    expect(mail[0]!.text).not.toContain(v.input.phone);
  });

  // A Connect that names no teaching time (the NGO chooses it when accepting). One naming a time
  // is refused only for that time: tests/api/requests-slots.test.ts.
  it('refuses a second Connect without a time while pending, and while accepted', async () => {
    const v = await volunteer();
    const id = await pendingRequest(t, v.cookie, listingA);
    const again = await connect(t, v.cookie, listingA);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'Your request to Asha Shiksha is already pending.',
      code: 'ALREADY_PENDING',
    });
    expect((await act(t, ngoA.cookie, id, 'accept')).status).toBe(200);
    const third = await connect(t, v.cookie, listingA);
    expect(third.status).toBe(409);
    expect((await errorOf(third)).code).toBe('ALREADY_ACCEPTED');
  });

  it('allows a new request after a withdrawn, declined or ended one', async () => {
    const v = await volunteer();
    const first = await pendingRequest(t, v.cookie, listingA);
    expect((await act(t, v.cookie, first, 'withdraw')).status).toBe(200);
    const second = await pendingRequest(t, v.cookie, listingA);
    expect((await act(t, ngoA.cookie, second, 'decline')).status).toBe(200);
    const third = await pendingRequest(t, v.cookie, listingA);
    expect((await act(t, ngoA.cookie, third, 'accept')).status).toBe(200);
    expect((await act(t, v.cookie, third, 'end')).status).toBe(200);
    expect((await connect(t, v.cookie, listingA)).status).toBe(201);
  });

  it('requires the current code of conduct, and shows its version and time to the NGO', async () => {
    const v = await signedInVolunteer(t, { fullName: 'Nisha Paul' });
    const refused = await connect(t, v.cookie, listingA);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe(REFUSAL_CODES.codeOfConduct);
    // An outdated version counts as not accepted.
    await t.database.db
      .update(volunteers)
      .set({ codeOfConductVersion: '2020-01', codeOfConductAcceptedAt: new Date() })
      .where(eq(volunteers.userId, v.uid));
    expect((await connect(t, v.cookie, listingA)).status).toBe(409);
    const stale = await api(t, { cookie: v.cookie })['volunteer-preferences'][
      'code-of-conduct'
    ].$post({ json: { version: '2020-01' } });
    expect(stale.status).toBe(409);
    const before = Date.now();
    await acceptCode(t, v.cookie);
    const id = await pendingRequest(t, v.cookie, listingA);
    const res = await api(t, { cookie: ngoA.cookie }).requests.$get();
    const body = await res.json();
    expect(body.role).toBe('ngo');
    const seen = ngoSide(body).requests.find((r) => r.id === id)!;
    expect(seen.codeOfConduct.version).toBe(CODE_OF_CONDUCT_VERSION);
    expect(Date.parse(seen.codeOfConduct.acceptedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('hides contact details until accepted, shows both sides once accepted, hides after end', async () => {
    const v = await volunteer({
      fullName: 'Ravi Sen',
      bio: 'Engineer who loves maths.',
      phone: '+91 90000 11111',
    });
    const id = await pendingRequest(t, v.cookie, listingA);
    const incoming = async () => {
      const res = await api(t, { cookie: ngoA.cookie }).requests.$get();
      const text = await res.clone().text();
      const body = await res.json();
      return { text, seen: body.requests.find((r) => r.id === id)! };
    };
    const pending = await incoming();
    expect(pending.seen).toMatchObject({
      fullName: 'Ravi Sen',
      skills: 'Teaching',
      availability: v.input.availability,
      languages: v.input.languages,
      bio: 'Engineer who loves maths.',
      contact: null,
    });
    expect(pending.text).not.toContain(v.input.email);
    expect(JSON.stringify(pending.seen)).not.toContain(v.input.phone);
    const mine = async () => {
      const res = await api(t, { cookie: v.cookie }).requests.$get();
      const body = await res.json();
      expect(body.role).toBe('volunteer');
      return body.requests.find((r) => r.id === id)!;
    };
    expect((await mine()).contact).toBeNull();

    const accepted = await act(t, ngoA.cookie, id, 'accept');
    expect(accepted.status).toBe(200);
    expect((await incoming()).seen.contact).toEqual({ email: v.input.email, phone: v.input.phone });
    expect(await mine()).toMatchObject({
      status: 'accepted',
      ...SESSION,
      city: 'Ranchi',
      contact: {
        contactPerson: ngoA.input.contactPerson,
        email: ngoA.input.email,
        phone: ngoA.input.phone,
      },
    });

    expect((await act(t, ngoA.cookie, id, 'end')).status).toBe(200);
    expect((await incoming()).seen.contact).toBeNull();
    expect((await mine()).contact).toBeNull();
  });

  it('mails the volunteer on accept and on decline', async () => {
    const v = await volunteer({ fullName: 'Meena Iyer' });
    const a = await pendingRequest(t, v.cookie, listingA);
    const b = await pendingRequest(t, v.cookie, listingB);
    const before = t.outbox.length;
    await act(t, ngoA.cookie, a, 'accept');
    await act(t, ngoB.cookie, b, 'decline');
    const mail = t.outbox.slice(before);
    expect(mail.map((m) => m.to)).toEqual([v.input.email, v.input.email]);
    expect(mail[0]!.subject).toBe('Asha Shiksha accepted your request');
    expect(mail[0]!.text).toContain('Maths, every Saturday, 11:00 AM - 12:00 PM');
    expect(mail[0]!.text).toContain(ngoA.input.phone);
    expect(mail[1]!.subject).toBe('Bal Vikas declined your request');
  });

  it('allows exactly the transitions of the state machine', async () => {
    const v = await volunteer();
    // [setup status, actor, action, expected HTTP status]
    const table = [
      ['pending', 'ngo', 'accept', 200],
      ['pending', 'ngo', 'decline', 200],
      ['pending', 'volunteer', 'withdraw', 200],
      ['pending', 'volunteer', 'end', 409],
      ['pending', 'ngo', 'end', 409],
      ['pending', 'volunteer', 'accept', 403],
      ['pending', 'volunteer', 'decline', 403],
      ['pending', 'ngo', 'withdraw', 403],
      ['accepted', 'ngo', 'accept', 409],
      ['accepted', 'ngo', 'decline', 409],
      ['accepted', 'volunteer', 'withdraw', 409],
      ['accepted', 'volunteer', 'end', 200],
      ['accepted', 'ngo', 'end', 200],
      ['declined', 'ngo', 'accept', 409],
      ['declined', 'ngo', 'decline', 409],
      ['declined', 'volunteer', 'withdraw', 409],
      ['declined', 'ngo', 'end', 409],
      ['withdrawn', 'ngo', 'accept', 409],
      ['withdrawn', 'ngo', 'decline', 409],
      ['withdrawn', 'volunteer', 'withdraw', 409],
      ['withdrawn', 'volunteer', 'end', 409],
      ['ended', 'ngo', 'accept', 409],
      ['ended', 'ngo', 'decline', 409],
      ['ended', 'volunteer', 'withdraw', 409],
      ['ended', 'volunteer', 'end', 409],
      ['ended', 'ngo', 'end', 409],
    ] as const;
    const expectedAfter = {
      accept: 'accepted',
      decline: 'declined',
      withdraw: 'withdrawn',
      end: 'ended',
    };
    for (const [from, actor, action, code] of table) {
      // Old rows are closed directly so the next one may be open (one open request per pair).
      await t.database.db
        .update(connectionRequests)
        .set({ status: 'ended' })
        .where(eq(connectionRequests.volunteerUid, v.uid));
      const [row] = await t.database.db
        .insert(connectionRequests)
        .values({
          volunteerUid: v.uid,
          listingId: listingA,
          status: from,
          ...(from === 'pending' ? {} : SESSION),
        })
        .returning({ id: connectionRequests.id });
      const cookie = actor === 'ngo' ? ngoA.cookie : v.cookie;
      const res = await act(t, cookie, row!.id, action);
      expect(res.status, `${from} → ${action} by ${actor}: ${await res.clone().text()}`).toBe(code);
      expect(await statusOf(t, v.cookie, row!.id)).toBe(
        code === 200 ? expectedAfter[action] : from,
      );
    }
  });

  it('validates the accepted session against the NGO profile', async () => {
    const v = await volunteer();
    const id = await pendingRequest(t, v.cookie, listingA);
    const wrongDay = await act(t, ngoA.cookie, id, 'accept', { ...SESSION, day: 'Monday' });
    expect(wrongDay.status).toBe(400);
    expect((await errorOf(wrongDay)).fields?.day).toBeTruthy();
    const wrongTopic = await act(t, ngoA.cookie, id, 'accept', { ...SESSION, topic: 'EVS' });
    expect(wrongTopic.status).toBe(400);
    const notAnOption = await act(t, ngoA.cookie, id, 'accept', {
      ...SESSION,
      timeSlot: 'midnight',
    });
    expect(notAnOption.status).toBe(400);
    // Without a session: only an untyped request can leave it out.
    expect(
      await send(t, 'POST', `/api/requests/${id}/accept`, {}, { cookie: ngoA.cookie }),
    ).toHaveProperty('status', 400);
    expect(await statusOf(t, v.cookie, id)).toBe('pending');
  });

  it('lets only the two parties see or change a request: others get 404', async () => {
    const v1 = await volunteer();
    const v2 = await volunteer();
    const id = await pendingRequest(t, v1.cookie, listingA);
    for (const action of ['accept', 'decline', 'withdraw', 'end'] as const) {
      for (const cookie of [ngoB.cookie, v2.cookie]) {
        const res = await act(t, cookie, id, action);
        expect(res.status, `${action}`).toBe(404);
        expect(await res.json()).toEqual({ error: 'Request not found.' });
      }
      expect((await act(t, undefined, id, action)).status).toBe(401);
    }
    const otherNgo = await api(t, { cookie: ngoB.cookie }).requests.$get();
    expect((await otherNgo.json()).requests.map((r) => r.id)).not.toContain(id);
    const otherVol = await api(t, { cookie: v2.cookie }).requests.$get();
    expect((await otherVol.json()).requests).toEqual([]);
    for (const bad of ['0', '-1', 'abc', '99999999999', '1.5']) {
      expect((await act(t, ngoA.cookie, bad, 'decline')).status).toBe(404);
    }
    expect((await act(t, ngoA.cookie, 2_000_000, 'decline')).status).toBe(404);
    expect(await statusOf(t, v1.cookie, id)).toBe('pending');
  });

  it('needs a volunteer session to connect to a registered NGO', async () => {
    expect((await connect(t, undefined, listingA)).status).toBe(401);
    expect((await connect(t, ngoB.cookie, listingA)).status).toBe(403);
    expect((await api(t).requests.$get()).status).toBe(401);
  });

  it('answers a sample listing with the message only and writes nothing', async () => {
    const v = await volunteer();
    for (const cookie of [v.cookie, undefined]) {
      const res = await connect(t, cookie, 1);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.sample).toBe(true);
      // True words: nobody is behind a sample listing, so nothing was sent.
      expect(body.message).toBe(sampleConnectMessage('Vidya Kendra', 1));
      expect(body.message).not.toMatch(/request sent/i);
    }
    const rows = await t.database.db
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.volunteerUid, v.uid));
    expect(rows).toEqual([]);
    expect((await connect(t, v.cookie, 999_999)).status).toBe(404);
  });

  it('refuses requests to an NGO that stopped publishing', async () => {
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie);
    const v = await volunteer();
    await publishProfile(t, ngo.cookie, { published: false });
    const res = await connect(t, v.cookie, listing);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toContain('not taking requests');
    await publishProfile(t, ngo.cookie, { published: true });
    expect((await connect(t, v.cookie, listing)).status).toBe(201);
  });

  it('bounds the message and validates the body', async () => {
    const v = await volunteer();
    expect((await connect(t, v.cookie, listingB, 'x'.repeat(501))).status).toBe(400);
    for (const body of [
      {},
      { listingId: 'a' },
      { listingId: -3 },
      { listingId: 1.5 },
      [],
      'null',
    ]) {
      const res = await send(t, 'POST', '/api/requests', body, { cookie: v.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await connect(t, v.cookie, listingB, 'y'.repeat(500))).status).toBe(201);
  });

  it('allows at most 20 pending requests per volunteer', async () => {
    const v = await volunteer();
    const listings: number[] = [];
    for (let i = 0; i < 21; i++) {
      const ngo = await signedInNgo(t);
      listings.push(await publishProfile(t, ngo.cookie));
    }
    for (const [i, id] of listings.slice(0, 20).entries()) {
      // Ten new requests a day at most (tests/api/requests-limits.test.ts): the next ten come a
      // day later.
      if (i === MATCHING_LIMITS.requestsPerDay) await aDayLater(t, v.uid);
      await pendingRequest(t, v.cookie, id);
    }
    await aDayLater(t, v.uid);
    const over = await connect(t, v.cookie, listings[20]!);
    expect(over.status).toBe(429);
    expect((await errorOf(over)).code).toBe('TOO_MANY_PENDING');
    // Withdrawing one frees a place.
    const mine = await api(t, { cookie: v.cookie }).requests.$get();
    const first = (await mine.json()).requests[0]!;
    expect((await act(t, v.cookie, first.id, 'withdraw')).status).toBe(200);
    expect((await connect(t, v.cookie, listings[20]!)).status).toBe(201);
  }, 120_000);
});
