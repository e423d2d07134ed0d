// One open request per volunteer, NGO and teaching time (docs/decisions/0035-one-request-per-slot.md):
// a volunteer teaches two times of one NGO, each asked for and accepted on its own, each with its
// own sessions, both counted in hours, certificates and the calendar; the same time twice is
// refused, also when Connect is pressed twice at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, teachingSessions } from '../../src/server/db/schema';
import {
  askedForMessage,
  REFUSAL_CODES,
  slotAcceptedMessage,
  slotPendingMessage,
  slotTakenMessage,
} from '../../src/shared/messages';
import type { NgoSignup, RequestInput, VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { api, createTestApp, errorOf, send, type TestApp } from '../support/test-app';
import {
  acceptCode,
  act,
  connect,
  ngoSide,
  publishProfile,
  volunteerSide,
} from './requests-fixtures';

type Time = NonNullable<RequestInput['time']>;
const SATURDAY: Time = { day: 'Saturday', timeSlot: '11:00 AM - 12:00 PM' };
const SUNDAY: Time = { day: 'Sunday', timeSlot: '2:00 PM - 3:00 PM' };

describe.each(DB_KINDS)('one request per teaching time on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Asha Shiksha' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
  });
  afterAll(() => t.close());

  async function volunteer(): Promise<SignedIn<VolunteerSignup>> {
    const v = await signedInVolunteer(t);
    await acceptCode(t, v.cookie);
    return v;
  }

  const ask = (cookie: string, time?: Time, listingId = listing) =>
    api(t, { cookie }).requests.$post({
      json: { listingId, message: '', ...(time ? { time } : {}) },
    });

  async function asked(cookie: string, time: Time, listingId = listing) {
    const res = await ask(cookie, time, listingId);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).request!.id;
  }

  const acceptInto = (id: number, time: Time, ngoCookie = ngo.cookie) =>
    act(t, ngoCookie, id, 'accept', { ...time, topic: 'Maths' });

  it('accepts two times of one NGO separately, each with its own sessions, both counted', async () => {
    // One volunteer needed: the same volunteer's second time must not make the listing "full".
    const small = await signedInNgo(t, { ngoName: 'Bal Vikas' });
    const smallListing = await publishProfile(t, small.cookie, { volunteersNeeded: 1 });
    const v = await volunteer();
    const saturday = await asked(v.cookie, SATURDAY, smallListing);
    const sunday = await asked(v.cookie, SUNDAY, smallListing);

    // The NGO sees both, each with the time asked for.
    const incoming = ngoSide(await (await api(t, { cookie: small.cookie }).requests.$get()).json());
    const mine = incoming.requests.filter((r) => r.id === saturday || r.id === sunday);
    expect(mine.map((r) => [r.status, r.day, r.timeSlot]).sort()).toEqual([
      ['pending', 'Saturday', '11:00 AM - 12:00 PM'],
      ['pending', 'Sunday', '2:00 PM - 3:00 PM'],
    ]);

    // A request for Saturday is accepted into Saturday only.
    const wrong = await acceptInto(saturday, SUNDAY, small.cookie);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({
      timeSlot: askedForMessage(SATURDAY.day, SATURDAY.timeSlot),
    });
    expect((await acceptInto(saturday, SATURDAY, small.cookie)).status).toBe(200);
    // Still pending, so the other time waits for its own answer.
    const between = volunteerSide(
      await (await api(t, { cookie: v.cookie }).requests.$get()).json(),
    );
    expect(between.requests.find((r) => r.id === sunday)?.status).toBe('pending');
    // The listing needed one volunteer and has them; the same volunteer's second time adds no one.
    expect((await acceptInto(sunday, SUNDAY, small.cookie)).status).toBe(200);

    // Each partnership has its own weekly sessions.
    const sessions = await (await api(t, { cookie: v.cookie }).sessions.$get()).json();
    const byRequest = (id: number) => sessions.sessions.filter((s) => s.requestId === id);
    expect(byRequest(saturday).length).toBeGreaterThan(0);
    expect(byRequest(sunday).length).toBeGreaterThan(0);
    const weekday = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).getUTCDay();
    expect(new Set(byRequest(saturday).map((s) => weekday(s.startsAt)))).toEqual(new Set([6]));
    expect(new Set(byRequest(sunday).map((s) => weekday(s.startsAt)))).toEqual(new Set([0]));

    // One past session of each, held: the hours count both, and each has its certificate.
    for (const id of [saturday, sunday]) {
      const [row] = await t.database.db
        .select()
        .from(teachingSessions)
        .where(eq(teachingSessions.requestId, id))
        .orderBy(teachingSessions.startsAt)
        .limit(1);
      const back = 3 * 7 * 86_400_000;
      await t.database.db
        .update(teachingSessions)
        .set({
          startsAt: new Date(row!.startsAt.getTime() - back),
          endsAt: new Date(row!.endsAt.getTime() - back),
          attendance: 'held',
        })
        .where(eq(teachingSessions.id, row!.id));
    }
    const after = await (await api(t, { cookie: v.cookie }).sessions.$get()).json();
    expect(after.stats).toMatchObject({ sessions: 2, hours: 2 });
    const held = await (await api(t, { cookie: v.cookie }).certificates.$get()).json();
    expect(held.partnerships.map((p) => [p.requestId, p.day, p.sessions, p.hours]).sort()).toEqual(
      [
        [saturday, 'Saturday', 1, 1],
        [sunday, 'Sunday', 1, 1],
      ].sort(),
    );
    for (const requestId of [saturday, sunday]) {
      const res = await api(t, { cookie: v.cookie }).certificates.$post({ json: { requestId } });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    // The calendar holds one weekly event per time.
    const ics = await (await api(t, { cookie: v.cookie }).requests['schedule.ics'].$get()).text();
    expect(ics.match(/RRULE:FREQ=WEEKLY/g)).toHaveLength(2);
    expect(ics).toContain('BYDAY=SA');
    expect(ics).toContain('BYDAY=SU');

    // The listing counts the volunteer once.
    const fill = ngoSide(await (await api(t, { cookie: small.cookie }).requests.$get()).json());
    expect(fill.listing?.partners).toBe(1);
  });

  it('refuses the same time twice, pending or accepted, and allows another time', async () => {
    const v = await volunteer();
    const id = await asked(v.cookie, SATURDAY);
    const again = await ask(v.cookie, SATURDAY);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: slotPendingMessage('Asha Shiksha', SATURDAY.day, SATURDAY.timeSlot),
      code: REFUSAL_CODES.alreadyPending,
    });
    expect((await acceptInto(id, SATURDAY)).status).toBe(200);
    const accepted = await ask(v.cookie, SATURDAY);
    expect(accepted.status).toBe(409);
    expect(await accepted.json()).toEqual({
      error: slotAcceptedMessage('Asha Shiksha', SATURDAY.day, SATURDAY.timeSlot),
      code: REFUSAL_CODES.alreadyAccepted,
    });
    // A Connect without a time still means "any time": refused while one is open.
    expect((await errorOf(await ask(v.cookie))).code).toBe(REFUSAL_CODES.alreadyAccepted);
    // Another time of the same NGO is a new request.
    expect((await ask(v.cookie, SUNDAY)).status).toBe(201);
    const open = await t.database.db
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(eq(connectionRequests.volunteerUid, v.uid));
    expect(open).toHaveLength(2);
  });

  it('refuses a time the NGO does not teach, and writes nothing', async () => {
    const v = await volunteer();
    const res = await ask(v.cookie, { day: 'Monday', timeSlot: '6:30 PM - 8:00 PM' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toContain('does not teach at that time');
    const bad = await send(
      t,
      'POST',
      '/api/requests',
      { listingId: listing, time: { day: 'Someday', timeSlot: 'soon' } },
      { cookie: v.cookie },
    );
    expect(bad.status).toBe(400);
    const rows = await t.database.db
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(eq(connectionRequests.volunteerUid, v.uid));
    expect(rows).toHaveLength(0);
  });

  it('refuses to accept a request without a time into a time the volunteer already has', async () => {
    const v = await volunteer();
    const first = await asked(v.cookie, SATURDAY);
    // Without a time: allowed only while nothing is open, so it goes first, then a timed one.
    const other = await volunteer();
    const anyTime = (await (await connect(t, other.cookie, listing)).json()).request!.id;
    const timed = await asked(other.cookie, SATURDAY);
    const clash = await acceptInto(anyTime, SATURDAY);
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      error: slotTakenMessage(SATURDAY.day, SATURDAY.timeSlot),
      code: REFUSAL_CODES.slotTaken,
    });
    expect((await acceptInto(anyTime, SUNDAY)).status).toBe(200);
    expect((await acceptInto(timed, SATURDAY)).status).toBe(200);
    expect((await acceptInto(first, SATURDAY)).status).toBe(200);
  });

  it('makes one request when Connect for the same time is pressed twice at once', async () => {
    for (let round = 0; round < 3; round++) {
      const v = await volunteer();
      const results = await Promise.all([ask(v.cookie, SUNDAY), ask(v.cookie, SUNDAY)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const rows = await t.database.db
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(eq(connectionRequests.volunteerUid, v.uid));
      expect(rows).toHaveLength(1);
    }
  });
});
