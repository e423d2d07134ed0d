// Breaks and partnership health on each database (docs/decisions/0048-breaks-and-health.md), with
// the sweeps given the time: a break cancels its sessions and tells the NGO in its language in
// the same transaction, no session is made in it and the partnership goes on after it, the
// volunteer is reminded once 3 days before, an early end restores what is still to come, and bad
// input changes nothing; the NGO pauses a class; each partnership's state comes from its signals,
// listed for the NGO and the operators; the check-in is sent once per streak, and its answers.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBreakReminders } from '../../src/server/breaks/reminders';
import {
  mailOutbox,
  partnershipBreaks,
  partnershipCheckIns,
  smsOutbox,
  teachingSessions,
} from '../../src/server/db/schema';
import { sendCheckIns } from '../../src/server/partnership-health/check-ins';
import { keepSessionsAhead } from '../../src/server/teaching-sessions/keep-ahead';
import { BREAK_MESSAGES, resumesOn } from '../../src/shared/breaks';
import { indiaIsoDate, instantInIndia } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import { DEMO_BREAK_REASON } from '../../src/server/breaks/demo-breaks';
import {
  DEMO_NGO_EMAIL,
  DEMO_PARTNER_NAMES,
  seedDemoAccounts,
} from '../../src/server/db/seed/demo';
import {
  moveSessionBack,
  pastShift,
  signIn,
  signedInNgo,
  signedInVolunteer,
  type SignedIn,
} from '../support/dashboards-factories';
import { nextIp } from '../support/factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import { api, errorOf, expectJson, send, type TestApp, createTestApp } from '../support/test-app';
import type { NgoSignup } from '../../src/shared/schemas';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

describe.each(DB_KINDS)('breaks and partnership health on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;
  let operatorCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The NGO reads Hindi: its notices come in Hindi.
    ngo = await signedInNgo(t, { ngoName: 'Vidya Setu Trust', language: 'hi' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 40 });
    const call: Send = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: nextIp() });
    operatorCookie = (await signInOperator(call, await createOperator(t.database.db))).cookie;
  }, 240_000);
  afterAll(() => t.close());

  async function partnership(name: string, vetted = true) {
    const v = await signedInVolunteer(t, { fullName: name }, { vetted });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    return { v, requestId };
  }

  const rows = (requestId: number) =>
    t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(teachingSessions.startsAt);

  const takeBreak = (
    cookie: string,
    requestId: number | string,
    json: { startsOn: string; weeks: number; reason: string },
  ) =>
    api(t, { cookie }).breaks.partnerships[':requestId'].$post({
      param: { requestId: String(requestId) },
      json,
    });

  const breakRows = (requestId: number) =>
    t.database.db
      .select()
      .from(partnershipBreaks)
      .where(eq(partnershipBreaks.requestId, requestId));

  const delivered = async () => {
    await t.mail.deliverDue();
  };
  const mailsTo = (email: string, from: number) =>
    t.outbox.slice(from).filter((m) => m.to === email);

  it('cancels the sessions in a break, tells the NGO in Hindi, makes none in it, and goes on after it', async () => {
    const { v, requestId } = await partnership('Asha Verma');
    const before = await rows(requestId);
    expect(before).toHaveLength(8);
    const outboxBefore = t.outbox.length;
    // Two weeks from the second Saturday: the second and third sessions.
    const startsOn = indiaIsoDate(before[1]!.startsAt);
    const taken = await expectJson(
      takeBreak(v.cookie, requestId, { startsOn, weeks: 2, reason: 'Board exams' }),
      201,
    );
    expect(taken).toMatchObject({ cancelled: 2 });
    const after = await rows(requestId);
    expect(after.filter((s) => s.status === 'cancelled').map((s) => s.id)).toEqual([
      before[1]!.id,
      before[2]!.id,
    ]);
    for (const s of after.filter((r) => r.status === 'cancelled')) {
      expect(s).toMatchObject({ cancelledBy: 'break', cancelReason: 'Board exams' });
    }
    const toNgo = mailsTo(ngo.input.email, outboxBefore);
    expect(toNgo).toHaveLength(1);
    expect(toNgo[0]!.subject).toContain('Asha Verma');
    expect(toNgo[0]!.subject).toContain('विराम');
    expect(toNgo[0]!.text).toContain('Board exams');
    expect(toNgo[0]!.text).toContain('ये सत्र रद्द हैं');
    expect(mailsTo(v.input.email, outboxBefore)).toEqual([]);

    // The sweep 6 weeks on makes the weeks up to 14 weeks from now: the fourth week onwards
    // go ahead, none in the break.
    await keepSessionsAhead(t.database.db, new Date(Date.now() + 6 * WEEK_MS));
    const later = await rows(requestId);
    expect(later.length).toBeGreaterThan(8);
    const [b] = await breakRows(requestId);
    expect(b).toMatchObject({
      startsOn,
      endsOn: indiaIsoDate(new Date(before[2]!.startsAt.getTime() + 6 * DAY_MS)),
    });
    const inBreak = later.filter((s) => {
      const d = indiaIsoDate(s.startsAt);
      return d >= b!.startsOn && d <= b!.endsOn;
    });
    expect(inBreak.every((s) => s.status === 'cancelled')).toBe(true);
    expect(
      later
        .filter((s) => indiaIsoDate(s.startsAt) >= resumesOn(b!.endsOn))
        .every((s) => s.status === 'scheduled'),
    ).toBe(true);
    expect(indiaIsoDate(later[3]!.startsAt)).toBe(resumesOn(b!.endsOn));

    // Both sides see the break.
    const seen = await expectJson(api(t, { cookie: ngo.cookie }).breaks.$get());
    expect(seen.breaks.find((x) => x.requestId === requestId)).toMatchObject({
      reason: 'Board exams',
      volunteerName: 'Asha Verma',
      mine: false,
    });
  });

  it('makes no session in a long break still to be made, and reminds the volunteer once, 3 days before', async () => {
    const { v, requestId } = await partnership('Bhavna Iyer');
    const made = await rows(requestId);
    // Eight weeks from the last Saturday made: its weeks beyond the window are not made yet.
    const startsOn = indiaIsoDate(made[7]!.startsAt);
    await expectJson(
      takeBreak(v.cookie, requestId, { startsOn, weeks: 8, reason: 'Travelling home' }),
      201,
    );
    const [b] = await breakRows(requestId);
    await keepSessionsAhead(t.database.db, new Date(Date.now() + 10 * WEEK_MS));
    const all = await rows(requestId);
    const inside = all.filter(
      (s) => indiaIsoDate(s.startsAt) >= startsOn && indiaIsoDate(s.startsAt) <= b!.endsOn,
    );
    expect(inside.map((s) => s.status)).toEqual(['cancelled']);
    expect(all.some((s) => indiaIsoDate(s.startsAt) === resumesOn(b!.endsOn))).toBe(true);

    const resume = instantInIndia(resumesOn(b!.endsOn))!;
    const deps = { db: t.database.db, publicUrl: t.config.publicUrl };
    const outboxBefore = t.outbox.length;
    expect(
      await sendBreakReminders(deps, new Date(resume.getTime() - 4 * DAY_MS + 3_600_000)),
    ).toMatchObject({ sent: 0 });
    expect(
      await sendBreakReminders(deps, new Date(resume.getTime() - 3 * DAY_MS + 3_600_000)),
    ).toMatchObject({ sent: 1 });
    expect(await sendBreakReminders(deps, new Date(resume.getTime() - 2 * DAY_MS))).toMatchObject({
      sent: 0,
    });
    // Written for the sweep's time, so read in the outbox rather than delivered now.
    const reminders = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, v.input.email), eq(mailOutbox.kind, 'break-reminder')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Your break ends on /);
    expect(t.outbox.length).toBe(outboxBefore);
  });

  it('ends a break early: the sessions still to come go ahead, the NGO hears, and it cannot end twice', async () => {
    const { v, requestId } = await partnership('Chitra Nair');
    const made = await rows(requestId);
    await expectJson(
      takeBreak(v.cookie, requestId, {
        startsOn: indiaIsoDate(made[0]!.startsAt),
        weeks: 3,
        reason: 'Exams',
      }),
      201,
    );
    expect((await rows(requestId)).filter((s) => s.status === 'cancelled')).toHaveLength(3);
    const [b] = await breakRows(requestId);
    // The NGO did not take it: it cannot end it.
    const byNgo = await api(t, { cookie: ngo.cookie }).breaks[':id'].end.$post({
      param: { id: String(b!.id) },
    });
    expect(byNgo.status).toBe(404);
    const outboxBefore = t.outbox.length;
    const ended = await expectJson(
      api(t, { cookie: v.cookie }).breaks[':id'].end.$post({ param: { id: String(b!.id) } }),
    );
    expect(ended).toMatchObject({ restored: 3 });
    const back = await rows(requestId);
    expect(back.every((s) => s.status === 'scheduled' && s.cancelledBy === null)).toBe(true);
    expect(mailsTo(ngo.input.email, outboxBefore)).toHaveLength(1);
    const again = await api(t, { cookie: v.cookie }).breaks[':id'].end.$post({
      param: { id: String(b!.id) },
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(BREAK_MESSAGES.over);
  });

  it('refuses bad input, a start in the past, a partnership not running, another volunteer, an overlap: nothing changes', async () => {
    const { v, requestId } = await partnership('Deepak Rao');
    const held = await partnership('Esha Gupta', false);
    const ended = await partnership('Farhan Ali');
    expect((await act(t, ngo.cookie, ended.requestId, 'end')).status).toBe(200);
    const other = await signedInVolunteer(t, { fullName: 'Gita Menon' });
    const first = indiaIsoDate((await rows(requestId))[0]!.startsAt);
    const today = indiaIsoDate(new Date());
    const yesterday = indiaIsoDate(new Date(Date.now() - DAY_MS));
    const outboxBefore = t.outbox.length;
    const cases: [string, number, Parameters<typeof takeBreak>[2], number, string][] = [
      [v.cookie, requestId, { startsOn: first, weeks: 0, reason: 'x' }, 400, BREAK_MESSAGES.weeks],
      [v.cookie, requestId, { startsOn: first, weeks: 9, reason: 'x' }, 400, BREAK_MESSAGES.weeks],
      [
        v.cookie,
        requestId,
        { startsOn: yesterday, weeks: 1, reason: 'x' },
        400,
        BREAK_MESSAGES.past,
      ],
      [
        v.cookie,
        requestId,
        { startsOn: '2026-02-31', weeks: 1, reason: 'x' },
        400,
        BREAK_MESSAGES.startsOn,
      ],
      [
        held.v.cookie,
        held.requestId,
        { startsOn: today, weeks: 1, reason: 'x' },
        409,
        BREAK_MESSAGES.notRunning,
      ],
      [
        ended.v.cookie,
        ended.requestId,
        { startsOn: today, weeks: 1, reason: 'x' },
        409,
        BREAK_MESSAGES.notRunning,
      ],
      [
        other.cookie,
        requestId,
        { startsOn: today, weeks: 1, reason: 'x' },
        404,
        BREAK_MESSAGES.notFound,
      ],
    ];
    for (const [cookie, id, json, status, message] of cases) {
      const res = await takeBreak(cookie, id, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      const body = await errorOf(res);
      expect([body.error, ...Object.values(body.fields ?? {})]).toContain(message);
    }
    for (const id of [requestId, held.requestId, ended.requestId]) {
      expect(await breakRows(id)).toEqual([]);
    }
    expect((await rows(requestId)).every((s) => s.status === 'scheduled')).toBe(true);
    // An overlap with a break already taken.
    await expectJson(
      takeBreak(v.cookie, requestId, { startsOn: first, weeks: 2, reason: 'Exams' }),
      201,
    );
    const overlap = await takeBreak(v.cookie, requestId, {
      startsOn: indiaIsoDate(new Date(instantInIndia(first)!.getTime() + 7 * DAY_MS)),
      weeks: 1,
      reason: 'More',
    });
    expect(overlap.status).toBe(409);
    expect(await breakRows(requestId)).toHaveLength(1);
    expect(mailsTo(ngo.input.email, outboxBefore)).toHaveLength(1);
  });

  it('lets the NGO pause a class: each running partnership of it gets a break, each volunteer hears', async () => {
    const ngo2 = await signedInNgo(t, { ngoName: 'Gyan Deep' });
    const listing2 = await publishProfile(t, ngo2.cookie, { volunteersNeeded: 10 });
    const volunteers = [];
    for (const name of ['Hari Das', 'Indu Roy']) {
      const v = await signedInVolunteer(t, { fullName: name });
      await acceptCode(t, v.cookie);
      const requestId = await pendingRequest(t, v.cookie, listing2);
      expect((await act(t, ngo2.cookie, requestId, 'accept')).status).toBe(200);
      volunteers.push({ v, requestId });
    }
    const first = (await rows(volunteers[0]!.requestId))[0]!;
    const outboxBefore = t.outbox.length;
    const paused = await expectJson(
      api(t, { cookie: ngo2.cookie }).breaks.classes[':classId'].$post({
        param: { classId: 'saturday-1100-1200' },
        json: { startsOn: indiaIsoDate(first.startsAt), weeks: 1, reason: 'Diwali vacation' },
      }),
      201,
    );
    expect(paused).toEqual({ breaks: 2, cancelled: 2 });
    for (const { v, requestId } of volunteers) {
      expect(await breakRows(requestId)).toMatchObject([
        { takenBy: 'ngo', reason: 'Diwali vacation' },
      ]);
      const mail = mailsTo(v.input.email, outboxBefore);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain('pausing your class');
    }
    const none = await api(t, { cookie: ngo2.cookie }).breaks.classes[':classId'].$post({
      param: { classId: 'monday-0900-1000' },
      json: { startsOn: indiaIsoDate(first.startsAt), weeks: 1, reason: 'x' },
    });
    expect(none.status).toBe(404);
  });

  /** Moves the partnership's first `n` sessions back 4 weeks: the last 4 weeks' sessions. */
  async function pastSessions(requestId: number, n = 4) {
    const first = (await rows(requestId)).slice(0, n);
    const ids = first.map((s) => s.id);
    const shift = pastShift(first.at(-1)!.endsAt);
    for (const id of ids) {
      await moveSessionBack(t.database.db, id, shift);
    }
    return ids;
  }

  const mark = (id: number, set: Partial<typeof teachingSessions.$inferInsert>) =>
    t.database.db.update(teachingSessions).set(set).where(eq(teachingSessions.id, id));

  const ngoList = async () =>
    (await expectJson(api(t, { cookie: ngo.cookie })['partnership-health'].$get())).partnerships;

  it('gives each partnership a state from its signals, and lists those at risk for the NGO and the operators', async () => {
    const healthy = await partnership('Jaya Pillai');
    const atRisk = await partnership('Kabir Shah');
    const lapsing = await partnership('Lata Joshi');
    for (const p of [healthy, atRisk, lapsing]) {
      const ids = await pastSessions(p.requestId);
      for (const id of ids) await mark(id, { attendance: 'held', volunteerConfirmed: true });
    }
    const [r1, r2] = (await rows(atRisk.requestId)).slice(0, 2);
    await mark(r1!.id, { status: 'cancelled', cancelledBy: 'volunteer', attendance: null });
    await mark(r2!.id, { attendance: null, volunteerConfirmed: false });
    for (const s of (await rows(lapsing.requestId)).slice(0, 3)) {
      await mark(s.id, { attendance: 'not_held', volunteerConfirmed: false });
    }
    const list = await ngoList();
    const ids = list.map((p) => p.requestId);
    expect(ids).not.toContain(healthy.requestId);
    expect(list.find((p) => p.requestId === atRisk.requestId)).toMatchObject({
      state: 'at_risk',
      volunteerName: 'Kabir Shah',
      signals: { cancelled: 1, noShows: 0, unconfirmed: 1, unmarked: 1 },
    });
    expect(list.find((p) => p.requestId === lapsing.requestId)).toMatchObject({
      state: 'lapsing',
      signals: { noShows: 3 },
    });
    // Lapsing first.
    expect(ids.indexOf(lapsing.requestId)).toBeLessThan(ids.indexOf(atRisk.requestId));
    // A holiday's cancellation is no one's failing.
    await mark(r1!.id, { cancelledBy: 'holiday' });
    expect((await ngoList()).map((p) => p.requestId)).not.toContain(atRisk.requestId);
    // The operators see every NGO's; nobody else does.
    const op = await send(t, 'GET', '/api/operator/partnership-health', undefined, {
      cookie: operatorCookie,
    });
    const opList = ((await op.json()) as { partnerships: { requestId: number }[] }).partnerships;
    expect(opList.map((p) => p.requestId)).toContain(lapsing.requestId);
    const asVolunteer = await send(t, 'GET', '/api/operator/partnership-health', undefined, {
      cookie: healthy.v.cookie,
    });
    expect(asVolunteer.status).toBe(404);
    expect((await api(t, { cookie: healthy.v.cookie })['partnership-health'].$get()).status).toBe(
      403,
    );
  });

  it('sends the check-in once per streak of two missed sessions; a yes improves the state; each answer is kept', async () => {
    const { v, requestId } = await partnership('Mohan Lal');
    const other = await partnership('Nina Sen');
    const ids = await pastSessions(requestId);
    await mark(ids[0]!, { attendance: 'held', volunteerConfirmed: true });
    await mark(ids[1]!, { attendance: 'held', volunteerConfirmed: true });
    await mark(ids[2]!, { status: 'cancelled', cancelledBy: 'volunteer' });
    const now = new Date();
    const deps = { db: t.database.db, publicUrl: t.config.publicUrl };
    // One missed: no check-in yet.
    await mark(ids[3]!, { attendance: 'held', volunteerConfirmed: true });
    await sendCheckIns(deps, now);
    expect(
      await t.database.db
        .select()
        .from(partnershipCheckIns)
        .where(eq(partnershipCheckIns.requestId, requestId)),
    ).toEqual([]);
    // Two in a row.
    await mark(ids[3]!, { attendance: 'not_held', volunteerConfirmed: false });
    const outboxBefore = t.outbox.length;
    await sendCheckIns(deps, now);
    await sendCheckIns(deps, new Date(now.getTime() + 3_600_000));
    await delivered();
    const asked = mailsTo(v.input.email, outboxBefore);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.subject).toBe('Still able to teach on Saturdays?');
    const links = [...asked[0]!.text.matchAll(/#\/still-teaching\/(\d+)\?choice=(\w+)/g)];
    expect(links.map((l) => l[2])).toEqual(['yes', 'time', 'break', 'end']);
    const checkInId = links[0]![1]!;
    expect((await ngoList()).find((p) => p.requestId === requestId)).toMatchObject({
      state: 'at_risk',
    });

    const checkIn = api(t, { cookie: v.cookie })['partnership-health']['check-ins'][':id'];
    expect(await expectJson(checkIn.$get({ param: { id: checkInId } }))).toMatchObject({
      requestId,
      day: 'Saturday',
      answer: null,
    });
    // Not another volunteer's, and only the four answers.
    const foreign = api(t, { cookie: other.v.cookie })['partnership-health']['check-ins'][':id'];
    expect(
      (await foreign.$post({ param: { id: checkInId }, json: { choice: 'yes' } })).status,
    ).toBe(404);
    const bad = await send(
      t,
      'POST',
      `/api/partnership-health/check-ins/${checkInId}`,
      { choice: 'maybe' },
      { cookie: v.cookie },
    );
    expect(bad.status).toBe(400);
    for (const choice of ['time', 'break', 'end'] as const) {
      expect(
        await expectJson(checkIn.$post({ param: { id: checkInId }, json: { choice } })),
      ).toMatchObject({ answer: choice });
    }
    expect((await ngoList()).find((p) => p.requestId === requestId)).toMatchObject({
      state: 'at_risk',
    });
    expect(
      await expectJson(checkIn.$post({ param: { id: checkInId }, json: { choice: 'yes' } })),
    ).toMatchObject({ answer: 'yes' });
    expect((await ngoList()).map((p) => p.requestId)).not.toContain(requestId);
    // Two answers at the same moment (two tabs): each is shown its own choice, whichever is kept.
    for (let round = 0; round < 4; round++) {
      const both = await Promise.all(
        (['time', 'yes'] as const).map((choice) =>
          expectJson(checkIn.$post({ param: { id: checkInId }, json: { choice } })),
        ),
      );
      expect(both.map((a) => a.answer)).toEqual(['time', 'yes']);
    }
    await expectJson(checkIn.$post({ param: { id: checkInId }, json: { choice: 'yes' } }));
    // The same streak is not asked about again.
    await sendCheckIns(deps, new Date(now.getTime() + 2 * 3_600_000));
    expect(
      await t.database.db
        .select()
        .from(partnershipCheckIns)
        .where(eq(partnershipCheckIns.requestId, requestId)),
    ).toHaveLength(1);
    // "End" leads to the existing end flow.
    expect((await act(t, v.cookie, requestId, 'end')).status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(teachingSessions)
        .where(
          and(
            eq(teachingSessions.requestId, requestId),
            eq(teachingSessions.status, 'scheduled'),
            gt(teachingSessions.startsAt, new Date()),
          ),
        ),
    ).toEqual([]);
  });

  it('asks again after a reinstatement when the suspension dropped the check-in before it went out', async () => {
    const deps = { db: t.database.db, publicUrl: t.config.publicUrl };
    const now = new Date();
    /** A partnership whose last two sessions were missed. */
    async function missedTwice(name: string) {
      const p = await partnership(name);
      const ids = await pastSessions(p.requestId);
      for (const id of ids.slice(0, 2)) await mark(id, { attendance: 'held' });
      await mark(ids[2]!, { status: 'cancelled', cancelledBy: 'volunteer' });
      await mark(ids[3]!, { attendance: 'not_held' });
      return p;
    }
    const checkIns = (requestId: number) =>
      t.database.db
        .select({ answer: partnershipCheckIns.answer })
        .from(partnershipCheckIns)
        .where(eq(partnershipCheckIns.requestId, requestId));
    const accounts = api(t, { cookie: operatorCookie }).operator.accounts[':uid'];
    const reason = { reason: 'Checked by the check-in test.' };

    // Reached: asked and delivered before the suspension. Waiting: asked, not delivered yet.
    const reached = await missedTwice('Om Prakash');
    await sendCheckIns(deps, now);
    await delivered();
    const waiting = await missedTwice('Padma Rao');
    // Asked by SMS: this app has no SMS gateway, so the SMS waits.
    const bySms = await missedTwice('Qasim Ali');
    await expectJson(
      api(t, { cookie: bySms.v.cookie }).sms.settings.$put({
        json: { phone: '9812300077', consent: true },
      }),
    );
    const before = t.outbox.length;
    // Written for an hour from now, its mail is not due yet when the suspension comes.
    await sendCheckIns(deps, new Date(now.getTime() + 3_600_000));
    expect(await checkIns(waiting.requestId)).toEqual([{ answer: null }]);
    expect(await checkIns(bySms.requestId)).toEqual([{ answer: null }]);
    for (const p of [reached, waiting, bySms]) {
      const res = await accounts.suspend.$post({ param: { uid: p.v.uid }, json: reason });
      expect(res.status).toBe(200);
    }
    // The waiting question went with the suspension's dropped mail; the one that arrived stays.
    expect(await checkIns(waiting.requestId)).toEqual([]);
    expect(await checkIns(bySms.requestId)).toEqual([]);
    expect(await checkIns(reached.requestId)).toEqual([{ answer: null }]);
    await delivered();
    expect(mailsTo(waiting.v.input.email, before).map((m) => m.subject)).toEqual([
      'Your Setu account is suspended',
    ]);

    for (const p of [reached, waiting, bySms]) {
      const res = await accounts.reinstate.$post({ param: { uid: p.v.uid }, json: reason });
      expect(res.status).toBe(200);
    }
    await delivered();
    const afterReinstatement = t.outbox.length;
    await sendCheckIns(deps, new Date());
    await delivered();
    // The streak no one heard of is asked about now; the one already asked is not asked twice.
    expect(mailsTo(waiting.v.input.email, afterReinstatement).map((m) => m.subject)).toEqual([
      'Still able to teach on Saturdays?',
    ]);
    expect(mailsTo(reached.v.input.email, afterReinstatement)).toEqual([]);
    expect(await checkIns(waiting.requestId)).toEqual([{ answer: null }]);
    expect(await checkIns(reached.requestId)).toHaveLength(1);
    const [askedAgain] = await t.database.db
      .select({ id: partnershipCheckIns.id })
      .from(partnershipCheckIns)
      .where(eq(partnershipCheckIns.requestId, bySms.requestId));
    const sms = await t.database.db
      .select({ kind: smsOutbox.kind, checkInId: smsOutbox.checkInId })
      .from(smsOutbox)
      .where(eq(smsOutbox.userId, bySms.v.uid));
    expect(sms).toEqual([{ kind: 'check-in', checkInId: askedAgain!.id }]);
  });

  it('seeds the demo with a partner on a break and a partnership at risk, once', async () => {
    const password = 'demo-password-for-tests-2026';
    await seedDemoAccounts(t.database.db, password, t.config.publicUrl);
    await seedDemoAccounts(t.database.db, password, t.config.publicUrl);
    const cookie = await signIn(t, 'NGO', DEMO_NGO_EMAIL, password);
    const list = (await expectJson(api(t, { cookie })['partnership-health'].$get())).partnerships;
    expect(list.find((p) => p.volunteerName === DEMO_PARTNER_NAMES[2])).toMatchObject({
      state: 'at_risk',
      signals: { cancelled: 1, noShows: 1 },
    });
    const { breaks } = await expectJson(api(t, { cookie }).breaks.$get());
    expect(breaks.map((b) => [b.volunteerName, b.reason])).toEqual([
      [DEMO_PARTNER_NAMES[1], DEMO_BREAK_REASON],
    ]);
  });
});
