// The vetting gate (docs/decisions/0041-vetting-gate.md) on each database: an NGO accepts before
// the checks are done and the partnership waits with no session; the course passed through its
// quiz and the ID verified by an operator let it go ahead, from then on; a police clearance that
// runs out on a clock the test sets holds it again (its coming sessions cancelled, both sides
// told) until it is renewed; a check the NGO adds holds a running partnership; two settles at
// once mail once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnershipGateHolds, teachingSessions } from '../../src/server/db/schema';
import { QUESTION_BANK } from '../../src/server/safeguarding-course/question-bank';
import { recordCheckOutcome } from '../../src/server/vetting/check-states';
import { pngFile } from '../../src/server/vetting-documents/test-files';
import { settleDueGates } from '../../src/server/vetting-gate/settle';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { nextIp } from '../support/factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import { documentCalls } from '../support/vetting-documents';
import {
  api,
  createTestApp,
  expectJson,
  mailDelivered,
  send,
  type TestApp,
} from '../support/test-app';
import type { NgoSignup } from '../../src/shared/schemas';
import {
  acceptCode,
  act,
  ngoSide,
  pendingRequest,
  publishProfile,
  volunteerSide,
} from './requests-fixtures';

const DAY_MS = 86_400_000;

describe.each(DB_KINDS)('the vetting gate on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;
  let operatorCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Gate Shiksha' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 30 });
    const call: Send = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: nextIp() });
    operatorCookie = (await signInOperator(call, await createOperator(t.database.db))).cookie;
  }, 240_000);
  afterAll(() => t.close());

  const { uploadId, queue, decide } = documentCalls(
    () => t,
    () => operatorCookie,
  );

  async function accepted(name: string, vetted: boolean, listingId = listing, cookie = ngo.cookie) {
    const v = await signedInVolunteer(t, { fullName: name }, { vetted });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listingId);
    expect((await act(t, cookie, requestId, 'accept')).status).toBe(200);
    return { v, requestId };
  }

  const sessionRows = (requestId: number) =>
    t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(teachingSessions.startsAt);

  async function mineOf(cookie: string, requestId: number) {
    const answer = await expectJson(api(t, { cookie }).requests.$get());
    return answer.requests.find((r) => r.id === requestId)!;
  }

  /** The volunteer's police clearance verified at `now`, valid until `until`. */
  const clearanceValid = (volunteerUid: string, until: Date, now: Date) =>
    recordCheckOutcome(t.database.db, {
      volunteerUid,
      kind: 'police_clearance',
      outcome: 'valid',
      validUntil: until,
      decidedBy: 'test',
      now,
      publicUrl: t.config.publicUrl,
    });

  const mailsTo = (to: string, since: number) => t.outbox.slice(since).filter((m) => m.to === to);
  /** What a sweep wrote, delivered (the job queue kicks the outbox after a sweep that mails). */
  const delivered = async () => {
    await mailDelivered(t);
    await t.mail.deliverDue();
  };

  async function passCourse(cookie: string) {
    const course = api(t, { cookie })['safeguarding-course'];
    const drawn = await expectJson(course.attempts.$post());
    const answers = drawn.questions.map((q) => ({
      questionId: q.id,
      optionId: QUESTION_BANK.find((b) => b.id === q.id)!.answer,
    }));
    const result = await expectJson(
      course.attempts[':id'].submit.$post({
        param: { id: String(drawn.attemptId) },
        json: { answers },
      }),
    );
    expect(result).toMatchObject({ passed: true });
  }

  it('holds an accepted partnership with no session until the course and the ID are done, then runs it from then on', async () => {
    const before = t.outbox.length;
    const { v, requestId } = await accepted('Waiting Volunteer', false);
    await mailDelivered(t);
    const [acceptance] = mailsTo(v.input.email, before);
    expect(acceptance!.text).toContain('Your sessions start once these checks are complete:');
    expect(acceptance!.text).toContain('- the safeguarding course\n- the identity check');

    // Accepted, waiting: the volunteer and the NGO both see what it waits for; no session exists.
    const mine = volunteerSide(await expectJson(api(t, { cookie: v.cookie }).requests.$get()));
    expect(mine.requests.find((r) => r.id === requestId)).toMatchObject({
      status: 'accepted',
      paused: false,
      waitingForChecks: { reason: 'waiting', missing: ['course', 'identity'] },
    });
    const theirs = ngoSide(await expectJson(api(t, { cookie: ngo.cookie }).requests.$get()));
    expect(theirs.requests.find((r) => r.id === requestId)).toMatchObject({
      waitingForChecks: { reason: 'waiting', missing: ['course', 'identity'] },
      checks: [
        { kind: 'course', state: 'missing' },
        { kind: 'identity', state: 'missing' },
      ],
    });
    const listed = await (
      await send(t, 'GET', '/api/sessions', undefined, { cookie: v.cookie })
    ).json();
    expect(listed.paused).toEqual([
      expect.objectContaining({ requestId, cause: 'checks', ngoName: 'Gate Shiksha' }),
    ]);
    expect(await sessionRows(requestId)).toEqual([]);

    // The course alone is not enough.
    await passCourse(v.cookie);
    expect((await mineOf(v.cookie, requestId)).waitingForChecks).toEqual({
      reason: 'waiting',
      missing: ['identity'],
    });
    expect(await sessionRows(requestId)).toEqual([]);

    // The operator verifies the ID: in that transaction the gate lets it go ahead.
    expect((await uploadId(v.cookie, await pngFile())).status).toBe(200);
    const doc = (await queue()).find((d) => d.volunteerName === 'Waiting Volunteer')!;
    const released = t.outbox.length;
    const decidedAt = Date.now();
    expect((await decide(doc.id, 'verify')).status).toBe(200);
    expect((await mineOf(v.cookie, requestId)).waitingForChecks).toBeNull();
    const rows = await sessionRows(requestId);
    expect(rows).toHaveLength(8);
    // None in the weeks it waited.
    expect(rows.every((s) => s.startsAt.getTime() > decidedAt - 1000)).toBe(true);
    await mailDelivered(t);
    expect(mailsTo(v.input.email, released).map((m) => m.subject)).toContain(
      'Checks complete: sessions go ahead',
    );
    expect(
      mailsTo(ngo.input.email, released)
        .map((m) => m.text)
        .join('\n'),
    ).toContain('Every check your listing requires is valid now for Waiting Volunteer');
  });

  it('holds a running partnership when its police clearance runs out, cancels what is to come, and resumes on renewal', async () => {
    const asker = await signedInNgo(t, { ngoName: 'Clearance Trust' });
    const asking = await publishProfile(t, asker.cookie, { requiredChecks: ['police_clearance'] });
    const v = await signedInVolunteer(t, { fullName: 'Clearance Volunteer' });
    const now = new Date();
    const pccEnds = new Date(now.getTime() + 10 * DAY_MS);
    await clearanceValid(v.uid, pccEnds, now);
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, asking);
    expect((await act(t, asker.cookie, requestId, 'accept')).status).toBe(200);
    expect((await mineOf(v.cookie, requestId)).waitingForChecks).toBeNull();
    expect(await sessionRows(requestId)).toHaveLength(8);

    // The sweep before the end changes nothing; after it, the partnership is held.
    expect(
      await settleDueGates(t.database.db, { now, publicUrl: t.config.publicUrl }),
    ).toMatchObject({ held: 0 });
    const before = t.outbox.length;
    const later = new Date(pccEnds.getTime() + 60_000);
    expect(
      await settleDueGates(t.database.db, { now: later, publicUrl: t.config.publicUrl }),
    ).toMatchObject({ held: 1, released: 0 });
    const rows = await sessionRows(requestId);
    for (const s of rows) {
      if (s.startsAt > later)
        expect(s).toMatchObject({ status: 'cancelled', cancelledBy: 'checks' });
      else expect(s.status).toBe('scheduled');
    }
    expect(rows.some((s) => s.startsAt > later)).toBe(true);
    const [hold] = await t.database.db
      .select()
      .from(partnershipGateHolds)
      .where(eq(partnershipGateHolds.requestId, requestId));
    expect(hold).toMatchObject({
      reason: 'expired',
      missing: ['police_clearance'],
      releasedAt: null,
    });
    await delivered();
    const toVolunteer = mailsTo(v.input.email, before);
    const toNgo = mailsTo(asker.input.email, before);
    expect(toVolunteer.map((m) => m.subject)).toEqual(['Sessions paused: a check is needed']);
    expect(toVolunteer[0]!.text).toContain(
      'because a check it requires has expired:\n- the police clearance certificate',
    );
    expect(toNgo.map((m) => m.subject)).toEqual(['Sessions paused: a check is needed']);
    expect(toNgo[0]!.text).toContain('Your partnership with Clearance Volunteer is paused');
    // A second sweep tells no one again.
    await settleDueGates(t.database.db, { now: later, publicUrl: t.config.publicUrl });
    await delivered();
    expect(mailsTo(v.input.email, before)).toHaveLength(1);

    // Renewed: the cancelled sessions still to come go ahead again, and both sides hear it.
    await clearanceValid(v.uid, new Date(later.getTime() + 365 * DAY_MS), later);
    const after = await sessionRows(requestId);
    for (const s of after.filter((row) => row.startsAt > later)) {
      expect(s).toMatchObject({ status: 'scheduled', cancelledBy: null });
    }
    await delivered();
    expect(mailsTo(asker.input.email, before).map((m) => m.subject)).toEqual([
      'Sessions paused: a check is needed',
      'Checks complete: sessions go ahead',
    ]);
  });

  it('holds running partnerships when the NGO adds a check, and lets them go when it takes it back', async () => {
    const adder = await signedInNgo(t, { ngoName: 'Adds Later' });
    const own = await publishProfile(t, adder.cookie);
    const { v, requestId } = await accepted('Running Volunteer', true, own, adder.cookie);
    expect((await mineOf(v.cookie, requestId)).waitingForChecks).toBeNull();

    await publishProfile(t, adder.cookie, { requiredChecks: ['references'] });
    expect((await mineOf(v.cookie, requestId)).waitingForChecks).toEqual({
      reason: 'waiting',
      missing: ['references'],
    });
    const cancelled = (await sessionRows(requestId)).filter((s) => s.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);

    await publishProfile(t, adder.cookie, { requiredChecks: [] });
    expect((await mineOf(v.cookie, requestId)).waitingForChecks).toBeNull();
    const rows = await sessionRows(requestId);
    expect(
      rows.filter((s) => s.startsAt.getTime() > Date.now() && s.status === 'scheduled').length,
    ).toBeGreaterThan(0);
  });

  it('mails once when two sweeps settle the same expiry at once', async () => {
    const asker = await signedInNgo(t, { ngoName: 'Twice Trust' });
    const asking = await publishProfile(t, asker.cookie, { requiredChecks: ['police_clearance'] });
    const v = await signedInVolunteer(t, { fullName: 'Raced Volunteer' });
    const now = new Date();
    await clearanceValid(v.uid, new Date(now.getTime() + DAY_MS), now);
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, asking);
    expect((await act(t, asker.cookie, requestId, 'accept')).status).toBe(200);
    const before = t.outbox.length;
    const later = new Date(now.getTime() + 2 * DAY_MS);
    const settle = () =>
      settleDueGates(t.database.db, { now: later, publicUrl: t.config.publicUrl });
    const [a, b] = await Promise.all([settle(), settle()]);
    expect(a.held + b.held).toBe(1);
    await delivered();
    expect(mailsTo(v.input.email, before)).toHaveLength(1);
    expect(mailsTo(asker.input.email, before)).toHaveLength(1);
    const holds = await t.database.db
      .select()
      .from(partnershipGateHolds)
      .where(and(eq(partnershipGateHolds.requestId, requestId)));
    expect(holds).toHaveLength(1);
  });
});
