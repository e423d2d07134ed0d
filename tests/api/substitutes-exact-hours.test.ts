// The substitute search asks isFreeAt's rule (src/shared/availability.ts) in SQL, on each
// database: a day with exact hours is decided by them, a day without by its Morning/Evening
// slots; the acceptance's re-check asks the same. Exact hours are saved through the volunteer's
// preferences, as the app saves them, so their minute rows (volunteer_hours) are what it writes.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substituteOffers, volunteerHours, volunteers } from '../../src/server/db/schema';
import type { ExactHours } from '../../src/shared/availability';
import type { VolunteerPreferences, VolunteerSignup } from '../../src/shared/schemas';
import { freeForSession, SUBSTITUTE_MESSAGES } from '../../src/shared/substitutes';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { api, createTestApp, errorOf, expectJson, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const HOUR = 3_600_000;
type Volunteer = SignedIn<VolunteerSignup>;
const MIGRATION = new URL(
  '../../src/server/db/migrations/0029_cover-certificates.sql',
  import.meta.url,
);

describe.each(DB_KINDS)('substitutes and exact hours on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const preferences = (v: Volunteer) => api(t, { cookie: v.cookie })['volunteer-preferences'];

  /** A vetted volunteer in Mumbai for Hindi classes, with these slots and exact hours. */
  async function volunteer(name: string, availability: string[], exactHours: ExactHours[]) {
    const v = await signedInVolunteer(
      t,
      { fullName: name, location: 'Mumbai', availability, languages: ['Hindi'] },
      { vetted: true },
    );
    const { preferences: saved } = await expectJson(preferences(v).$get());
    const res = await preferences(v).$put({
      json: { ...(saved as VolunteerPreferences), exactHours },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return { v, availability, exactHours };
  }

  it('asks by exact hours on a day that has them and by the slots on a day that has not', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Vidya Mumbai' });
    const listing = await publishProfile(t, ngo.cookie, { location: 'Mumbai' });
    // Its volunteer (Saturday Morning, no exact hours) teaches Saturdays 11 AM - 12 PM.
    const own = await volunteer('Asha Verma', ['Saturday Morning'], []);
    await acceptCode(t, own.v.cookie);
    const requestId = await pendingRequest(t, own.v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    const { sessions } = await expectJson(api(t, { cookie: own.v.cookie }).sessions.$get());
    const session = sessions.find(
      (s) => s.requestId === requestId && Date.parse(s.startsAt) > Date.now() + 48 * HOUR,
    )!;
    const cancel = await api(t, { cookie: own.v.cookie }).sessions[':id'].cancel.$post({
      param: { id: String(session.id) },
      json: { reason: 'Exams this week' },
    });
    expect(cancel.status).toBe(200);

    const saturday = (start: string, end: string): ExactHours => ({ day: 'Saturday', start, end });
    const monday: ExactHours = { day: 'Monday', start: '6:00 PM', end: '9:00 PM' };
    // Those who must not be asked join first: were the rule missing, they would be asked first.
    const notAsked = [
      await volunteer(
        'Morning Slot Evening Hours',
        ['Saturday Morning'],
        [saturday('6:00 PM', '9:00 PM')],
      ),
      // Two ranges that touch do not join: neither holds 11 AM - 12 PM whole.
      await volunteer(
        'Touching Hours',
        ['Saturday Morning'],
        [saturday('9:00 AM', '11:30 AM'), saturday('11:30 AM', '1:00 PM')],
      ),
      await volunteer('Evening Slot Monday Hours', ['Saturday Evening'], [monday]),
    ];
    const asked = [
      await volunteer(
        'Hours Without The Slot',
        ['Saturday Evening'],
        [saturday('10:00 AM', '1:00 PM')],
      ),
      await volunteer('Slots Decide Saturday', ['Saturday Morning'], [monday]),
      await volunteer('Exactly The Hour', [], [saturday('11:00 AM', '12:00 PM')]),
    ];
    // The JS rule says the same of each, so the SQL and isFreeAt agree on these cases.
    const startsAt = new Date(session.startsAt);
    const endsAt = new Date(session.endsAt);
    for (const [list, free] of [
      [notAsked, false],
      [asked, true],
    ] as const) {
      for (const x of list)
        expect(freeForSession(x.availability, x.exactHours, startsAt, endsAt)).toBe(free);
    }

    const find = api(t, { cookie: ngo.cookie }).substitutes.sessions[':id'].find;
    await expectJson(find.$post({ param: { id: String(session.id) } }));
    const offers = await t.database.db
      .select({ uid: substituteOffers.volunteerUid })
      .from(substituteOffers)
      .where(eq(substituteOffers.sessionId, session.id));
    expect(offers.map((o) => o.uid).sort()).toEqual(asked.map((x) => x.v.uid).sort());

    // The acceptance asks again: one whose Saturday hours no longer hold the session is refused,
    // one whose hours still do takes it.
    const offer = (v: Volunteer) => api(t, { cookie: v.cookie }).substitutes.offers[':sessionId'];
    const param = { param: { sessionId: String(session.id) } };
    const [moved, stays] = asked;
    const { preferences: saved } = await expectJson(preferences(moved!.v).$get());
    expect(
      (
        await preferences(moved!.v).$put({
          json: {
            ...(saved as VolunteerPreferences),
            exactHours: [saturday('2:00 PM', '5:00 PM')],
          },
        })
      ).status,
    ).toBe(200);
    const refused = await offer(moved!.v).accept.$post(param);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(SUBSTITUTE_MESSAGES.noLongerFits);
    expect((await offer(stays!.v).accept.$post(param)).status).toBe(200);
  });

  it('keeps the minute rows in step with each save, and the migration fills them the same way', async () => {
    const { v } = await volunteer(
      'Row Keeper',
      ['Monday Morning'],
      [
        { day: 'Monday', start: '7:00 AM', end: '8:15 AM' },
        { day: 'Friday', start: '12:00 PM', end: '6:45 PM' },
      ],
    );
    const rows = () =>
      t.database.db
        .select({
          day: volunteerHours.day,
          start: volunteerHours.startMinute,
          end: volunteerHours.endMinute,
        })
        .from(volunteerHours)
        .where(eq(volunteerHours.volunteerUid, v.uid))
        .orderBy(volunteerHours.startMinute);
    const written = await rows();
    expect(written).toEqual([
      { day: 'Monday', start: 420, end: 495 },
      { day: 'Friday', start: 720, end: 1125 },
    ]);
    // A save that leaves exact hours out keeps them; an empty list clears them.
    const { preferences: saved } = await expectJson(preferences(v).$get());
    const { exactHours: _kept, ...rest } = saved as VolunteerPreferences & { exactHours: unknown };
    expect((await preferences(v).$put({ json: rest })).status).toBe(200);
    expect(await rows()).toEqual(written);

    // Exact hours saved before the rows existed: the migration's backfill writes the same rows.
    await t.database.db.delete(volunteerHours).where(eq(volunteerHours.volunteerUid, v.uid));
    const backfill = readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "volunteer_hours"'))!;
    await t.database.db.execute(backfill);
    expect(await rows()).toEqual(written);

    expect((await preferences(v).$put({ json: { ...rest, exactHours: [] } })).status).toBe(200);
    expect(await rows()).toEqual([]);
    const [row] = await t.database.db
      .select({ exactHours: volunteers.exactHours })
      .from(volunteers)
      .where(eq(volunteers.userId, v.uid));
    expect(row?.exactHours).toEqual([]);
  });
});
