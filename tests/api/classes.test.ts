// An NGO's classes on each database: the list with its roster sizes and what needs marking, one
// class's roster (contact details by the contact rule) and its sessions a page at a time, and
// attendance for a whole session time: all held with volunteers set apart, idempotent, only
// once over, only by the owner, and consistent when two markings race.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, teachingSessions } from '../../src/server/db/schema';
import { CLASS_MESSAGES, CLASS_PAGE } from '../../src/shared/classes';
import { SESSION_MESSAGES } from '../../src/shared/teaching-sessions';
import { DB_KINDS } from '../support/databases';
import {
  acceptedThreeClassesAgo,
  seedClassVolunteers,
  signedInNgo,
  signedInVolunteer,
  type SignedIn,
} from '../support/dashboards-factories';
import { api, errorOf, type TestApp, createTestApp } from '../support/test-app';
import type { NgoSignup } from '../../src/shared/schemas';
import { publishProfile } from './requests-fixtures';

const CLASS = 'saturday-1100-1200';

describe.each(DB_KINDS)('classes on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let requestIds: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Saturday School' });
    const listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
    requestIds = await seedClassVolunteers(t.database.db, listing, 15);
    // Accepted three classes ago: those three sessions are past.
    await t.database.db
      .update(connectionRequests)
      .set({ updatedAt: acceptedThreeClassesAgo() })
      .where(inArray(connectionRequests.id, requestIds));
  });
  afterAll(() => t.close());

  const client = (cookie = ngo.cookie) => api(t, { cookie }).ngo.classes;
  const sessionsPage = async (when: 'ahead' | 'past', before?: number) => {
    const res = await client()[':classId'].sessions.$get({
      param: { classId: CLASS },
      query: { when, ...(before === undefined ? {} : { before }) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  const mark = (startsAt: string, notHeld: number[] = [], cookie = ngo.cookie) =>
    client(cookie)[':classId'].attendance.$post({
      param: { classId: CLASS },
      json: { startsAt, notHeld },
    });
  const attendanceAt = async (startsAt: string) =>
    t.database.db
      .select({ id: teachingSessions.id, attendance: teachingSessions.attendance })
      .from(teachingSessions)
      .where(
        and(
          inArray(teachingSessions.requestId, requestIds),
          eq(teachingSessions.startsAt, new Date(startsAt)),
        ),
      )
      .orderBy(teachingSessions.id);

  it('lists each teaching time as a class, with its roster, next session and what to mark', async () => {
    const res = await client().$get();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.listing).toEqual({ needed: 20, accepted: 15 });
    // The fixture profile's four teaching times, in week order.
    expect(body.classes.map((c) => c.id)).toEqual([
      CLASS,
      'saturday-1400-1500',
      'sunday-1100-1200',
      'sunday-1400-1500',
    ]);
    const saturday = body.classes[0]!;
    expect(saturday).toMatchObject({
      day: 'Saturday',
      timeSlot: '11:00 AM - 12:00 PM',
      listed: true,
      volunteers: 15,
      paused: 0,
      disputes: 0,
    });
    expect(saturday.toMark.times).toBe(3);
    expect(saturday.toMark.sessions).toBe(45);
    expect(new Date(saturday.nextStartsAt!).getTime()).toBeGreaterThan(Date.now());
    expect(body.classes[1]).toMatchObject({ volunteers: 0, nextStartsAt: null });
  });

  it('shows one class: its capacity, a paged roster with contacts, and sessions ahead and past', async () => {
    const one = await (await client()[':classId'].$get({ param: { classId: CLASS } })).json();
    expect(one).toMatchObject({ id: CLASS, volunteers: 15, listing: { needed: 20, accepted: 15 } });

    const first = await (
      await client()[':classId'].roster.$get({ param: { classId: CLASS }, query: {} })
    ).json();
    expect(first.volunteers).toHaveLength(CLASS_PAGE.roster);
    expect(first.volunteers[0]).toMatchObject({ name: 'Class Volunteer 01', paused: false });
    // The NGO is verified and the partnership runs: the contact rule shows the details.
    expect(first.volunteers[0]!.contact?.email).toMatch(/@example\.org$/);
    const rest = await (
      await client()[':classId'].roster.$get({
        param: { classId: CLASS },
        query: { before: first.next! },
      })
    ).json();
    expect(rest.volunteers.map((v) => v.name).at(-1)).toBe('Class Volunteer 15');
    expect(rest.next).toBeNull();

    const ahead = await sessionsPage('ahead');
    expect(ahead.times).toHaveLength(CLASS_PAGE.aheadTimes);
    expect(ahead.times[0]!.sessions).toHaveLength(15);
    const later = await sessionsPage('ahead', ahead.next!);
    expect(new Date(later.times[0]!.startsAt).getTime()).toBeGreaterThan(
      new Date(ahead.times[1]!.startsAt).getTime(),
    );
    const past = await sessionsPage('past');
    expect(past.times).toHaveLength(3);
    expect(past.next).toBeNull();
    expect(past.times.every((time) => time.sessions.every((s) => s.over))).toBe(true);
    // Latest first.
    expect(past.times[0]!.startsAt > past.times[1]!.startsAt).toBe(true);

    const missing = await client()[':classId'].$get({ param: { classId: 'monday-0600-0700' } });
    expect(missing.status).toBe(404);
    const nonsense = await client()[':classId'].$get({ param: { classId: 'x' } });
    expect(nonsense.status).toBe(404);
  });

  it('marks a whole session time held with one set apart, once over, again idempotently', async () => {
    const past = await sessionsPage('past');
    const time = past.times[0]!;
    const apart = time.sessions[3]!.id;
    const res = await mark(time.startsAt, [apart]);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body.marks).toHaveLength(15);
    // Who marked is named in the answer, as the class's page names it once read again.
    const markedBy = body.marks[0]!.markedBy;
    expect(markedBy).toEqual(expect.any(String));
    expect(body.marks.every((m) => m.markedBy === markedBy)).toBe(true);
    const reread = (await sessionsPage('past')).times[0]!.sessions;
    expect(reread.every((s) => s.status !== 'scheduled' || s.markedBy === markedBy)).toBe(true);
    const rows = await attendanceAt(time.startsAt);
    expect(rows.filter((r) => r.attendance === 'held')).toHaveLength(14);
    expect(rows.find((r) => r.id === apart)?.attendance).toBe('not_held');
    // The same marking again changes nothing.
    expect((await mark(time.startsAt, [apart])).status).toBe(200);
    expect(await attendanceAt(time.startsAt)).toEqual(rows);
    // The class list counts one time fewer to mark.
    const list = await (await client().$get()).json();
    expect(list.classes[0]!.toMark).toMatchObject({ times: 2, sessions: 30 });
  });

  it('refuses sessions not over, volunteers of another session, and times with no session', async () => {
    const ahead = await sessionsPage('ahead');
    const future = ahead.times[0]!;
    const early = await mark(future.startsAt);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error).toBe(SESSION_MESSAGES.notOver);
    expect((await attendanceAt(future.startsAt)).every((r) => r.attendance === null)).toBe(true);

    const past = await sessionsPage('past');
    const stranger = await mark(past.times[1]!.startsAt, [future.sessions[0]!.id]);
    expect(stranger.status).toBe(400);
    expect((await errorOf(stranger)).error).toBe(CLASS_MESSAGES.notInSession);
    expect((await attendanceAt(past.times[1]!.startsAt)).every((r) => r.attendance === null)).toBe(
      true,
    );

    const nowhere = await mark(new Date(Date.now() - 3 * 86_400_000).toISOString());
    expect(nowhere.status).toBe(404);
    const bad = await client()[':classId'].attendance.$post({
      param: { classId: CLASS },
      json: { startsAt: 'yesterday', notHeld: [] },
    });
    expect(bad.status).toBe(400);
  });

  it("does not let another NGO read or mark the class, nor a volunteer's session", async () => {
    const other = await signedInNgo(t, { ngoName: 'Another School' });
    await publishProfile(t, other.cookie);
    const past = await sessionsPage('past');
    const time = past.times[2]!;
    const res = await mark(time.startsAt, [], other.cookie);
    expect(res.status).toBe(404);
    expect((await attendanceAt(time.startsAt)).every((r) => r.attendance === null)).toBe(true);
    const read = await client(other.cookie)[':classId'].sessions.$get({
      param: { classId: CLASS },
      query: { when: 'past' },
    });
    expect((await read.json()).times).toEqual([]);
    expect((await api(t).ngo.classes.$get()).status).toBe(401);
    const volunteer = await signedInVolunteer(t);
    expect((await mark(time.startsAt, [], volunteer.cookie)).status).toBe(403);
  });

  it('ends consistent when two whole-class markings of one session race', async () => {
    const past = await sessionsPage('past');
    const time = past.times[2]!;
    const ids = time.sessions.map((s) => s.id);
    const a = ids.slice(0, 3);
    const b = ids.slice(10, 12);
    const [one, two] = await Promise.all([mark(time.startsAt, a), mark(time.startsAt, b)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const rows = await attendanceAt(time.startsAt);
    const notHeld = rows.filter((r) => r.attendance === 'not_held').map((r) => r.id);
    // One marking wins whole: never a mix of the two.
    expect([a, b].map((x) => JSON.stringify(x))).toContain(JSON.stringify(notHeld));
    expect(rows.every((r) => r.attendance !== null)).toBe(true);
    // A cancelled week's session is left out of a marking, not failed.
    await t.database.db
      .update(teachingSessions)
      .set({ status: 'cancelled', attendance: null })
      .where(eq(teachingSessions.id, ids[0]!));
    const again = await mark(time.startsAt);
    expect((await again.json()).marks).toHaveLength(14);
  });
});
