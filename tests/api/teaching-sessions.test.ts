// After the match: the weekly sessions of an accepted partnership, their cancelling,
// moving and attendance, the counts, the emails and the calendar file, on each database. A
// session "in the past" is made by moving its row back in time, as the weeks passing would.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequests,
  teachingSessions,
  user as userTable,
} from '../../src/server/db/schema';
import { indiaClock } from '../../src/shared/time';
import { SESSION_MESSAGES } from '../../src/shared/teaching-sessions';
import { DB_KINDS } from '../support/databases';
import {
  sessionWeeksAgo,
  signedInNgo,
  signedInVolunteer,
  type SignedIn,
} from '../support/dashboards-factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import { api, createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';
import type { NgoSignup } from '../../src/shared/schemas';
import { acceptCode, act, pendingRequest, publishProfile, SESSION } from './requests-fixtures';

interface Session {
  id: number;
  requestId: number;
  startsAt: string;
  endsAt: string;
  status: 'scheduled' | 'cancelled';
  cancelledBy: string | null;
  cancelReason: string | null;
  attendance: 'held' | 'not_held' | null;
  volunteerConfirmed: boolean;
  moved: boolean;
  over: boolean;
  disagreement: boolean;
}
interface Listed {
  role: string;
  sessions: Session[];
  stats: Record<string, unknown>;
}

describe.each(DB_KINDS)('sessions after the match on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Prerna Shiksha' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
  });
  afterAll(() => t.close());

  /** A volunteer in an accepted partnership (Saturdays 11 AM, Maths) with the NGO. */
  async function partnership(name = 'Kiran Rao') {
    const v = await signedInVolunteer(t, { fullName: name });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    return { v, requestId };
  }

  async function list(cookie: string): Promise<Listed> {
    const res = await send(t, 'GET', '/api/sessions', undefined, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Listed;
  }

  const ofRequest = (listed: Listed, requestId: number) =>
    listed.sessions.filter((s) => s.requestId === requestId);

  const weeksAgo = (id: number, weeks: number) => sessionWeeksAgo(t.database.db, id, weeks);

  it('keeps 8 weeks of sessions on the slot, in India time, for both sides and no one else', async () => {
    // The fixture's accepted slot (requests-fixtures.ts).
    expect(SESSION).toMatchObject({ day: 'Saturday', timeSlot: '11:00 AM - 12:00 PM' });
    const { v, requestId } = await partnership();
    const mine = ofRequest(await list(v.cookie), requestId);
    expect(mine).toHaveLength(8);
    for (const s of mine) {
      const local = indiaClock(new Date(s.startsAt));
      expect(local.getUTCDay()).toBe(6); // Saturday
      expect([local.getUTCHours(), local.getUTCMinutes()]).toEqual([11, 0]);
      expect(new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime()).toBe(3_600_000);
      expect(s).toMatchObject({ status: 'scheduled', over: false, moved: false });
    }
    expect(ofRequest(await list(ngo.cookie), requestId).map((s) => s.id)).toEqual(
      mine.map((s) => s.id),
    );
    // Reading again adds none.
    await list(v.cookie);
    const rows = await t.database.db
      .select({ id: teachingSessions.id })
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId));
    expect(rows).toHaveLength(8);
    // Another volunteer sees none of them, and cannot touch one.
    const stranger = await signedInVolunteer(t, { fullName: 'Not Involved' });
    expect(ofRequest(await list(stranger.cookie), requestId)).toEqual([]);
    const res = await send(
      t,
      'POST',
      `/api/sessions/${mine[0]!.id}/cancel`,
      { reason: 'x' },
      {
        cookie: stranger.cookie,
      },
    );
    expect(res.status).toBe(404);
    expect((await send(t, 'GET', '/api/sessions')).status).toBe(401);
  });

  it('rolls forward from at most 8 weeks back, however long ago the partnership began', async () => {
    const { v, requestId } = await partnership('Long Standing');
    const twentyWeeksAgo = new Date(Date.now() - 20 * 7 * 86_400_000);
    await t.database.db.delete(teachingSessions).where(eq(teachingSessions.requestId, requestId));
    await t.database.db
      .update(connectionRequests)
      .set({ updatedAt: twentyWeeksAgo })
      .where(eq(connectionRequests.id, requestId));
    await list(v.cookie);
    const rows = await t.database.db
      .select({ startsAt: teachingSessions.startsAt })
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId));
    const eightWeeksBack = Date.now() - 8 * 7 * 86_400_000;
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.every((r) => r.startsAt.getTime() > eightWeeksBack)).toBe(true);
  });

  it('lets either side cancel one session with a reason, and mails the other side', async () => {
    const { v, requestId } = await partnership('Meena Das');
    const [first, second] = ofRequest(await list(v.cookie), requestId);
    const path = (s: Session) => `/api/sessions/${s.id}/cancel`;

    const empty = await send(t, 'POST', path(first!), { reason: '  ' }, { cookie: v.cookie });
    expect(empty.status).toBe(400);
    expect(ofRequest(await list(v.cookie), requestId)[0]!.status).toBe('scheduled');

    const before = t.outbox.length;
    const res = await send(
      t,
      'POST',
      path(first!),
      { reason: 'Exams this week' },
      { cookie: v.cookie },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const seen = ofRequest(await list(ngo.cookie), requestId)[0]!;
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'volunteer',
      cancelReason: 'Exams this week',
    });
    const mail = t.outbox.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(ngo.input.email);
    expect(mail[0]!.text).toContain('Meena Das cancelled the Maths session on');
    expect(mail[0]!.text).toContain('Their reason: Exams this week');

    const again = await send(t, 'POST', path(first!), { reason: 'Twice' }, { cookie: ngo.cookie });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(SESSION_MESSAGES.cancelled);

    // The NGO cancels the next; the volunteer hears of it.
    const byNgo = await send(
      t,
      'POST',
      path(second!),
      { reason: 'Centre closed for Diwali' },
      { cookie: ngo.cookie },
    );
    expect(byNgo.status).toBe(200);
    expect(t.outbox.at(-1)!.to).toBe(v.input.email);
    expect(t.outbox.at(-1)!.text).toContain('Prerna Shiksha cancelled the Maths session');
  });

  it('lets the NGO move a session within the teaching day, and refuses anything else', async () => {
    const { v, requestId } = await partnership('Arjun Mehta');
    const sessions = ofRequest(await list(v.cookie), requestId);
    const target = sessions[2]!;
    const path = `/api/sessions/${target.id}/move`;
    const local = indiaClock(new Date(target.startsAt));
    const sunday = new Date(local.getTime() + 86_400_000).toISOString().slice(0, 10);

    const byVolunteer = await send(
      t,
      'POST',
      path,
      { date: sunday, time: '16:30' },
      { cookie: v.cookie },
    );
    expect(byVolunteer.status).toBe(403);
    for (const time of ['05:30', '20:30', '11:15', '4 PM']) {
      const res = await send(t, 'POST', path, { date: sunday, time }, { cookie: ngo.cookie });
      expect(res.status, time).toBe(400);
    }
    // A past date, and today in India's calendar, are refused with the words the form shows.
    const indiaDay = (ms: number) => indiaClock(new Date(ms)).toISOString().slice(0, 10);
    for (const past of [indiaDay(Date.now() - 86_400_000), indiaDay(Date.now())]) {
      const refused = await send(
        t,
        'POST',
        path,
        { date: past, time: '10:00' },
        { cookie: ngo.cookie },
      );
      expect(refused.status, past).toBe(400);
      expect(await refused.json(), past).toEqual({
        error: SESSION_MESSAGES.moveWhen,
        fields: { date: SESSION_MESSAGES.moveWhen },
      });
    }
    expect(
      (await send(t, 'POST', path, { date: '2026-02-31', time: '10:00' }, { cookie: ngo.cookie }))
        .status,
    ).toBe(400);
    expect(ofRequest(await list(v.cookie), requestId)[2]!.moved).toBe(false);

    const before = t.outbox.length;
    const res = await send(
      t,
      'POST',
      path,
      { date: sunday, time: '16:30' },
      { cookie: ngo.cookie },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const moved = ofRequest(await list(v.cookie), requestId).find((s) => s.id === target.id)!;
    expect(moved.moved).toBe(true);
    const movedLocal = indiaClock(new Date(moved.startsAt));
    expect([movedLocal.getUTCDay(), movedLocal.getUTCHours(), movedLocal.getUTCMinutes()]).toEqual([
      0, 16, 30,
    ]);
    expect(new Date(moved.endsAt).getTime() - new Date(moved.startsAt).getTime()).toBe(3_600_000);
    expect(t.outbox.slice(before).map((m) => m.to)).toEqual([v.input.email]);
    expect(t.outbox.at(-1)!.subject).toMatch(/^Session moved to /);

    // The calendar file: the moved week under the series' UID, a cancelled week left out.
    const cancelled = sessions[3]!;
    await send(
      t,
      'POST',
      `/api/sessions/${cancelled.id}/cancel`,
      { reason: 'Holiday' },
      { cookie: v.cookie },
    );
    const ics = await (
      await send(t, 'GET', '/api/requests/schedule.ics', undefined, { cookie: v.cookie })
    ).text();
    const lines = ics.split('\r\n');
    const stamp = (iso: string) => {
      const d = indiaClock(new Date(iso)).toISOString();
      return `${d.slice(0, 4)}${d.slice(5, 7)}${d.slice(8, 10)}T${d.slice(11, 13)}${d.slice(14, 16)}00`;
    };
    expect(lines).toContain(`RECURRENCE-ID;TZID=Asia/Kolkata:${stamp(target.startsAt)}`);
    expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${stamp(moved.startsAt)}`);
    expect(lines).toContain(`EXDATE;TZID=Asia/Kolkata:${stamp(cancelled.startsAt)}`);
    const uid = `UID:request-${requestId}@`;
    expect(lines.filter((l) => l.startsWith(uid))).toHaveLength(2);
  });

  it('records attendance once a session is over, counts held hours, and shows a disagreement', async () => {
    const { v, requestId } = await partnership('Sana Iqbal');
    const [a, b] = ofRequest(await list(v.cookie), requestId);
    const mark = (s: Session, m: string, cookie = ngo.cookie) =>
      send(t, 'POST', `/api/sessions/${s.id}/attendance`, { mark: m }, { cookie });
    const taught = (s: Session, cookie = v.cookie) =>
      send(t, 'POST', `/api/sessions/${s.id}/taught`, undefined, { cookie });

    const early = await mark(a!, 'held');
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error).toBe(SESSION_MESSAGES.notOver);
    expect((await taught(a!)).status).toBe(409);

    await weeksAgo(a!.id, 3);
    await weeksAgo(b!.id, 3);
    expect((await mark(a!, 'held', v.cookie)).status).toBe(403);
    expect((await taught(a!, ngo.cookie)).status).toBe(403);
    expect((await mark(a!, 'maybe')).status).toBe(400);
    expect((await mark(a!, 'held')).status).toBe(200);
    expect((await taught(a!)).status).toBe(200);
    expect((await taught(b!)).status).toBe(200);
    expect((await mark(b!, 'not_held')).status).toBe(200);

    const vol = await list(v.cookie);
    expect(vol.stats).toMatchObject({ hours: 1, sessions: 1 });
    const [heldA, markedB] = ofRequest(vol, requestId);
    expect(heldA).toMatchObject({
      attendance: 'held',
      volunteerConfirmed: true,
      over: true,
      disagreement: false,
    });
    expect(markedB).toMatchObject({
      attendance: 'not_held',
      volunteerConfirmed: true,
      disagreement: true,
    });
    expect(ofRequest(await list(ngo.cookie), requestId)[1]!.disagreement).toBe(true);
    // Operators see the disagreement, with both sides to ask.
    const operator = await createOperator(t.database.db);
    let ip = 0;
    const call: Send = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `203.0.113.${(ip++ % 250) + 1}` });
    const { cookie: operatorCookie } = await signInOperator(call, operator);
    const asOperator = api(t, { cookie: operatorCookie, ip: '203.0.113.251' }).operator.overview;
    const flagged = await expectJson(asOperator.disagreements.$get());
    expect(flagged.sessions).toContainEqual(
      expect.objectContaining({
        id: b!.id,
        volunteerName: 'Sana Iqbal',
        ngoEmail: ngo.input.email,
      }),
    );
    expect(flagged.sessions.map((s) => s.id)).not.toContain(a!.id);
    const overview = await expectJson(asOperator.$get());
    expect(overview.sessionDisagreements).toBeGreaterThanOrEqual(1);
    // Nobody else reads the list.
    expect(
      (
        await send(t, 'GET', '/api/operator/overview/disagreements', undefined, {
          cookie: v.cookie,
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);

    const ngoStats = (await list(ngo.cookie)).stats;
    expect(ngoStats.hours).toBeGreaterThanOrEqual(1);
    expect(ngoStats.attendanceRate).toEqual(expect.any(Number));
    expect(ngoStats.activeVolunteers).toBeGreaterThanOrEqual(1);
  });

  it('cancels the sessions still to come when the partnership ends, and keeps the past ones', async () => {
    const { v, requestId } = await partnership('Ravi Kumar');
    const [past] = ofRequest(await list(v.cookie), requestId);
    await weeksAgo(past!.id, 2);
    expect((await act(t, v.cookie, requestId, 'end')).status).toBe(200);
    const rows = await t.database.db
      .select({
        id: teachingSessions.id,
        status: teachingSessions.status,
        by: teachingSessions.cancelledBy,
      })
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId));
    expect(rows.find((r) => r.id === past!.id)).toMatchObject({ status: 'scheduled', by: null });
    const future = rows.filter((r) => r.id !== past!.id);
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((r) => r.status === 'cancelled' && r.by === 'ended')).toBe(true);
    // Ended: no new weeks are added.
    await list(v.cookie);
    const after = await t.database.db
      .select({ id: teachingSessions.id })
      .from(teachingSessions)
      .where(and(eq(teachingSessions.requestId, requestId)));
    expect(after).toHaveLength(rows.length);
  });

  it('writes to the other side in their own language', async () => {
    const { v, requestId } = await partnership('Pooja Singh');
    await t.database.db.update(userTable).set({ language: 'hi' }).where(eq(userTable.id, v.uid));
    const [s] = ofRequest(await list(ngo.cookie), requestId);
    const res = await send(
      t,
      'POST',
      `/api/sessions/${s!.id}/cancel`,
      { reason: 'बैठक' },
      { cookie: ngo.cookie },
    );
    expect(res.status).toBe(200);
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe(v.input.email);
    expect(mail.subject).toMatch(/का सत्र रद्द हो गया है$/);
    expect(mail.text).toContain('का गणित का सत्र रद्द कर दिया है।');
    expect(mail.text).toContain('कारण: बैठक');
  });
});
