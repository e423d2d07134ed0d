// A break and the changes that meet it, on each database: at the same moment (PGlite runs them
// one after the other; PostgreSQL really at once), whatever the order, the outcome is one that
// the two changes give one after the other; and a holiday set while it lasts stays after it (docs/decisions/0048-breaks-and-health.md, "Ending
// early"; src/server/breaks/take-break.ts). Each round has its own partnership in its own town.
import { setTimeout as pause } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substituteSearches, teachingSessions } from '../../src/server/db/schema';
import { classIdOf } from '../../src/shared/classes';
import { indiaIsoDate } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { api, createTestApp, expectJson, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const DAY_MS = 86_400_000;
const ROUNDS = 6;

describe.each(DB_KINDS)('a break meeting other changes on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let town = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An NGO in a town of its own with `n` accepted partnerships in its Saturday 11 AM class. */
  async function classOf(n: number) {
    const city = `Break Town ${++town}`;
    const ngo = await signedInNgo(t);
    const listing = await publishProfile(t, ngo.cookie, { location: city, volunteersNeeded: 20 });
    const partners = [];
    for (let i = 0; i < n; i++) {
      const v = await signedInVolunteer(t, {
        location: city,
        availability: ['Saturday Morning'],
        languages: ['Hindi'],
      });
      await acceptCode(t, v.cookie);
      const requestId = await pendingRequest(t, v.cookie, listing);
      expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
      const sessions = await t.database.db
        .select()
        .from(teachingSessions)
        .where(eq(teachingSessions.requestId, requestId))
        .orderBy(teachingSessions.startsAt);
      partners.push({ v, requestId, sessions });
    }
    return { city, ngo, partners };
  }

  /** One accepted partnership, and its sessions, soonest first. */
  async function partnership() {
    const { city, ngo, partners } = await classOf(1);
    return { city, ngo, ...partners[0]! };
  }

  const session = async (id: number) =>
    (await t.database.db.select().from(teachingSessions).where(eq(teachingSessions.id, id)))[0]!;

  const takeBreak = (cookie: string, requestId: number, startsOn: string, weeks = 1) =>
    api(t, { cookie }).breaks.partnerships[':requestId'].$post({
      param: { requestId: String(requestId) },
      json: { startsOn, weeks, reason: 'Travel' },
    });
  const endBreak = (cookie: string, id: number) =>
    api(t, { cookie }).breaks[':id'].end.$post({ param: { id: String(id) } });
  const holiday = (cookie: string, day: string) =>
    api(t, { cookie }).ngo.terms.entries.$post({
      query: {},
      json: { kind: 'holiday', startsOn: day, name: 'Diwali' },
    });
  const findCover = (cookie: string, sessionId: number) =>
    api(t, { cookie }).substitutes.sessions[':id'].find.$post({
      param: { id: String(sessionId) },
    });

  /** A partnership on a week's break over its second session, with a volunteer free to cover it. */
  async function onBreak() {
    const p = await partnership();
    const s = p.sessions[1]!;
    const { id } = await expectJson(
      takeBreak(p.v.cookie, p.requestId, indiaIsoDate(s.startsAt)),
      201,
    );
    const cover = await signedInVolunteer(t, {
      location: p.city,
      availability: ['Saturday Morning'],
      languages: ['Hindi'],
    });
    return { ...p, s, breakId: id, cover };
  }

  it('keeps a session on a holiday the NGO set during the break cancelled when the break ends early', async () => {
    const { ngo, v, requestId, sessions } = await partnership();
    const [first, second] = sessions;
    const day = indiaIsoDate(second!.startsAt);
    const { id } = await expectJson(
      takeBreak(v.cookie, requestId, indiaIsoDate(first!.startsAt), 2),
      201,
    );
    // A two-week break; the NGO then closes the day of its second week's session.
    await expectJson(holiday(ngo.cookie, day), 201);
    expect(await expectJson(endBreak(v.cookie, id))).toMatchObject({ restored: 1 });
    expect(await session(first!.id)).toMatchObject({ status: 'scheduled', cancelledBy: null });
    expect(await session(second!.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'holiday',
      cancelReason: 'Diwali',
    });
  });

  it('keeps a session on a holiday the NGO sets at the same moment as the break ends cancelled', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ngo, v, requestId, sessions } = await partnership();
      const s = sessions[1]!;
      const day = indiaIsoDate(s.startsAt);
      const { id } = await expectJson(takeBreak(v.cookie, requestId, day), 201);
      const [closed, ended] = await Promise.all([
        pause(round % 2 ? 0 : 4).then(() => holiday(ngo.cookie, day)),
        pause(round % 2 ? 4 : 0).then(() => endBreak(v.cookie, id)),
      ]);
      expect([closed.status, ended.status]).toEqual([201, 200]);
      expect(await session(s.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'holiday' });
    }
  });

  it('pauses a class and sets a holiday at the same moment, one after the other, though a session was moved', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ngo, partners } = await classOf(2);
      const [first, second] = partners;
      // The second volunteer's third session moved to the Friday before the first's second week:
      // the sessions' order by time differs from their order by partnership.
      const friday = indiaIsoDate(new Date(first!.sessions[1]!.startsAt.getTime() - DAY_MS));
      await expectJson(
        api(t, { cookie: ngo.cookie }).sessions[':id'].move.$post({
          param: { id: String(second!.sessions[2]!.id) },
          json: { date: friday, time: '10:00' },
        }),
      );
      const offset = [0, 2, 4, -6, -10][round % 5]!;
      const [closed, paused] = await Promise.all([
        pause(Math.max(0, -offset)).then(() =>
          holiday(ngo.cookie, indiaIsoDate(first!.sessions[3]!.startsAt)),
        ),
        pause(Math.max(0, offset)).then(() =>
          api(t, { cookie: ngo.cookie }).breaks.classes[':classId'].$post({
            param: { classId: classIdOf('Saturday', '11:00 AM - 12:00 PM')! },
            json: { startsOn: friday, weeks: 2, reason: 'Exams' },
          }),
        ),
      ]);
      expect([closed.status, paused.status]).toEqual([201, 201]);
    }
  });

  it("never overwrites the NGO's cancellation of a session the break takes at the same moment", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ngo, v, requestId, sessions } = await partnership();
      const s = sessions[1]!;
      const [taken, cancel] = await Promise.all([
        takeBreak(v.cookie, requestId, indiaIsoDate(s.startsAt)),
        pause((round % 3) * 3).then(() =>
          api(t, { cookie: ngo.cookie }).sessions[':id'].cancel.$post({
            param: { id: String(s.id) },
            json: { reason: 'Hall closed' },
          }),
        ),
      ]);
      expect(taken.status).toBe(201);
      const after = await session(s.id);
      if (cancel.status === 200) {
        // The NGO's cancellation stands, and ending the break does not bring the session back.
        expect([after.cancelledBy, after.cancelReason]).toEqual(['ngo', 'Hall closed']);
        const { id } = await taken.json();
        await expectJson(endBreak(v.cookie, id));
        expect((await session(s.id)).status).toBe('cancelled');
      } else {
        expect(cancel.status).toBe(409);
        expect(after.cancelledBy).toBe('break');
      }
    }
  });

  it('leaves a session the NGO moved out of the break at its new time, as it was moved', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ngo, v, requestId, sessions } = await partnership();
      const s = sessions[1]!;
      // The Sunday after the week's break.
      const date = indiaIsoDate(new Date(s.startsAt.getTime() + 8 * DAY_MS));
      const [taken, move] = await Promise.all([
        takeBreak(v.cookie, requestId, indiaIsoDate(s.startsAt)),
        pause((round % 3) * 3).then(() =>
          api(t, { cookie: ngo.cookie }).sessions[':id'].move.$post({
            param: { id: String(s.id) },
            json: { date, time: '10:00' },
          }),
        ),
      ]);
      expect(taken.status).toBe(201);
      const after = await session(s.id);
      if (move.status === 200) {
        expect([indiaIsoDate(after.startsAt), after.status]).toEqual([date, 'scheduled']);
      } else {
        expect(move.status).toBe(409);
        expect([after.status, after.cancelledBy]).toEqual(['cancelled', 'break']);
      }
    }
  });

  it('gives a session either to the substitute who accepts or back to the volunteer who ends the break, never both', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await onBreak();
      await expectJson(findCover(p.ngo.cookie, p.s.id));
      const [accepted, ended] = await Promise.all([
        api(t, { cookie: p.cover.cookie }).substitutes.offers[':sessionId'].accept.$post({
          param: { sessionId: String(p.s.id) },
        }),
        pause((round % 3) * 2).then(() => endBreak(p.v.cookie, p.breakId)),
      ]);
      expect(ended.status).toBe(200);
      const after = await session(p.s.id);
      expect(after.status).toBe('scheduled');
      if (accepted.status === 200) {
        expect(after.coveredBy).toBe(p.cover.uid);
      } else {
        expect(accepted.status).toBe(409);
        expect(after.coveredBy).toBeNull();
      }
    }
  });

  it('leaves no search running for a session the volunteer takes back while the NGO asks for cover', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await onBreak();
      const [asked, ended] = await Promise.all([
        findCover(p.ngo.cookie, p.s.id),
        pause((round % 3) * 2).then(() => endBreak(p.v.cookie, p.breakId)),
      ]);
      expect(ended.status).toBe(200);
      expect([200, 409]).toContain(asked.status);
      expect((await session(p.s.id)).status).toBe('scheduled');
      const [search] = await t.database.db
        .select({ status: substituteSearches.status })
        .from(substituteSearches)
        .where(eq(substituteSearches.sessionId, p.s.id));
      expect(search?.status ?? 'none asked').not.toBe('searching');
    }
  });
});
