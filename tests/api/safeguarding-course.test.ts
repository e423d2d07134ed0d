// Setu's safeguarding quiz through its API, on each database (docs/decisions/0038-safeguarding-
// course.md): the server draws 10 of the bank's questions without their answers, scores a
// submission once, records a pass as the 'course' check valid for 24 months in the same
// transaction, and refuses a retake within 24 hours of a failure. The clock of the 24-hour rule
// is moved by dating the failed attempt back, as other tests date invitations back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAttempts, volunteerChecks } from '../../src/server/db/schema';
import { exportOwnData } from '../../src/server/own-data/export';
import { QUESTION_BANK } from '../../src/server/safeguarding-course/question-bank';
import { courseValidUntil } from '../../src/server/safeguarding-course/quiz';
import { checkStatesOf } from '../../src/server/vetting/check-states';
import { COURSE_CODES, COURSE_MESSAGES, QUIZ_SIZE } from '../../src/shared/safeguarding-course';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { DB_KINDS } from '../support/databases';
import { nextIp } from '../support/factories';
import { api, createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';

const HOUR_MS = 3_600_000;

/** Answers to the drawn questions: right for the first `right` of them, wrong after. */
function answersFor(questionIds: readonly string[], right: number) {
  return questionIds.map((questionId, i) => {
    const q = QUESTION_BANK.find((b) => b.id === questionId)!;
    const wrong = q.options.find((o) => o.id !== q.answer)!.id;
    return { questionId, optionId: i < right ? q.answer : wrong };
  });
}

describe.each(DB_KINDS)('the safeguarding course on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const course = (cookie?: string) => api(t, { cookie })['safeguarding-course'];
  const start = (cookie: string) => course(cookie).attempts.$post();
  const submit = (cookie: string, id: number, answers: ReturnType<typeof answersFor>) =>
    course(cookie).attempts[':id'].submit.$post({ param: { id: String(id) }, json: { answers } });

  it('draws 10 questions without their answers, and a pass records the course check for 24 months', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const before = await expectJson(course(v.cookie).$get());
    expect(before).toMatchObject({
      check: { state: 'missing', validUntil: null },
      quiz: { questions: 10, toPass: 8 },
      lastResult: null,
      retakeAfter: null,
      attemptOpen: false,
    });

    const startRes = await start(v.cookie);
    const raw = await startRes.clone().text();
    const drawn = await expectJson(startRes);
    expect(drawn.questions).toHaveLength(QUIZ_SIZE);
    const ids = drawn.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(QUIZ_SIZE);
    // Nothing of the answers before submitting: no answer field, no explanation.
    expect(raw).not.toMatch(/"answer"|explanation|rightOptionId/);
    for (const id of ids) {
      expect(raw).not.toContain(QUESTION_BANK.find((q) => q.id === id)!.explanation.en);
    }
    expect(drawn.questions[0]!.text.hi).toMatch(/[\u0900-\u097F]/);

    // Starting again (a reload) continues the same attempt with the same questions.
    const again = await expectJson(start(v.cookie));
    expect(again).toEqual(drawn);
    expect((await expectJson(course(v.cookie).$get())).attemptOpen).toBe(true);

    const result = await expectJson(submit(v.cookie, drawn.attemptId, answersFor(ids, 9)));
    expect(result).toMatchObject({ score: 9, total: 10, passed: true, retakeAfter: null });
    const wrong = result.results.filter((r) => !r.correct);
    expect(wrong).toHaveLength(1);
    const missed = QUESTION_BANK.find((q) => q.id === ids[9])!;
    expect(wrong[0]).toMatchObject({
      questionId: missed.id,
      rightOptionId: missed.answer,
      explanation: missed.explanation,
    });

    const [row] = await t.database.db
      .select()
      .from(courseAttempts)
      .where(eq(courseAttempts.id, drawn.attemptId));
    expect(row).toMatchObject({ volunteerUid: v.uid, questionIds: ids, score: 9, passed: true });
    expect(Object.keys(row!.answers!).sort()).toEqual([...ids].sort());
    const validUntil = courseValidUntil(row!.submittedAt!);
    expect(result.validUntil).toBe(validUntil.toISOString());
    const months =
      (validUntil.getUTCFullYear() - row!.submittedAt!.getUTCFullYear()) * 12 +
      validUntil.getUTCMonth() -
      row!.submittedAt!.getUTCMonth();
    expect(months).toBe(24);

    // The one store of check outcomes says valid until then, and expired from then on.
    const states = async (at: Date) =>
      (await checkStatesOf(t.database.db, [v.uid], at)).get(v.uid)!.course;
    expect(await states(new Date(validUntil.getTime() - 1))).toEqual({
      state: 'valid',
      validUntil: validUntil.toISOString(),
    });
    expect((await states(validUntil)).state).toBe('expired');
    const after = await expectJson(course(v.cookie).$get());
    expect(after).toMatchObject({
      check: { state: 'valid', validUntil: validUntil.toISOString() },
      lastResult: { score: 9, total: 10, passed: true },
      retakeAfter: null,
      attemptOpen: false,
    });

    // Submitted once: the same attempt again is refused and changes nothing.
    const second = await submit(v.cookie, drawn.attemptId, answersFor(ids, 10));
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toEqual({
      error: COURSE_MESSAGES.alreadySubmitted,
      code: COURSE_CODES.alreadySubmitted,
    });
    const [still] = await t.database.db
      .select({ score: courseAttempts.score })
      .from(courseAttempts)
      .where(eq(courseAttempts.id, drawn.attemptId));
    expect(still!.score).toBe(9);

    // The own-data export holds the attempt's dates and result, not the questions.
    const exported = await exportOwnData(t.database.db, v.uid);
    expect(exported && 'safeguardingCourseAttempts' in exported).toBe(true);
    const attempts =
      exported && 'safeguardingCourseAttempts' in exported
        ? exported.safeguardingCourseAttempts
        : [];
    expect(attempts).toEqual([
      {
        startedAt: row!.startedAt.toISOString(),
        submittedAt: row!.submittedAt!.toISOString(),
        score: 9,
        outOf: 10,
        passed: true,
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain(missed.text.en);
  });

  it('refuses a retake within 24 hours of a failure, saying when, and allows it after', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const drawn = await expectJson(start(v.cookie));
    const ids = drawn.questions.map((q) => q.id);
    const result = await expectJson(submit(v.cookie, drawn.attemptId, answersFor(ids, 7)));
    expect(result).toMatchObject({ score: 7, passed: false, validUntil: null });
    expect(result.results.filter((r) => !r.correct)).toHaveLength(3);
    expect(new Date(result.retakeAfter!).getTime() - Date.now()).toBeGreaterThan(23 * HOUR_MS);
    // A failure records no check.
    const status = await expectJson(course(v.cookie).$get());
    expect(status.check.state).toBe('missing');
    expect(status.retakeAfter).toBe(result.retakeAfter);

    const refused = await start(v.cookie);
    expect(refused.status).toBe(409);
    const body = await errorOf(refused);
    expect(body.code).toBe(COURSE_CODES.retakeTooEarly);
    expect(body.error).toMatch(
      /^You can take the quiz again 24 hours after your last attempt\. You can start again after \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST\.$/,
    );

    // One minute short of 24 hours ago: still refused.
    const dateBack = (ms: number) =>
      t.database.db
        .update(courseAttempts)
        .set({ submittedAt: new Date(Date.now() - ms) })
        .where(eq(courseAttempts.id, drawn.attemptId));
    await dateBack(24 * HOUR_MS - 60_000);
    expect((await start(v.cookie)).status).toBe(409);
    // Past 24 hours: a new attempt with freshly drawn questions.
    await dateBack(24 * HOUR_MS + 1_000);
    expect((await expectJson(course(v.cookie).$get())).retakeAfter).toBeNull();
    const retake = await expectJson(start(v.cookie));
    expect(retake.attemptId).not.toBe(drawn.attemptId);
    expect(retake.questions).toHaveLength(QUIZ_SIZE);
  });

  it('refuses incomplete or foreign answers without storing anything, and other people’s attempts', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const other = await signedInVolunteer(t, {}, { vetted: false });
    const drawn = await expectJson(start(v.cookie));
    const ids = drawn.questions.map((q) => q.id);
    const all = answersFor(ids, 10);

    const short = await submit(v.cookie, drawn.attemptId, all.slice(1));
    expect(short.status).toBe(400);
    expect((await errorOf(short)).error).toBe(COURSE_MESSAGES.answerEveryQuestion);
    const notOption = await submit(v.cookie, drawn.attemptId, [
      ...all.slice(1),
      { questionId: ids[0]!, optionId: 'zz' },
    ]);
    expect(notOption.status).toBe(400);
    expect((await errorOf(notOption)).error).toBe(COURSE_MESSAGES.notAnOption);
    const malformed = await send(
      t,
      'POST',
      `/api/safeguarding-course/attempts/${drawn.attemptId}/submit`,
      { answers: 'all of them' },
      { cookie: v.cookie },
    );
    expect(malformed.status).toBe(400);
    // Another volunteer's attempt, and one that does not exist, are not found.
    expect((await submit(other.cookie, drawn.attemptId, all)).status).toBe(404);
    expect((await submit(v.cookie, 2_000_000_000, all)).status).toBe(404);
    expect(
      (
        await send(
          t,
          'POST',
          '/api/safeguarding-course/attempts/x1/submit',
          { answers: all },
          { cookie: v.cookie },
        )
      ).status,
    ).toBe(404);

    const [row] = await t.database.db
      .select()
      .from(courseAttempts)
      .where(eq(courseAttempts.id, drawn.attemptId));
    expect(row).toMatchObject({ answers: null, score: null, passed: null, submittedAt: null });
    // The rightful owner can still submit it.
    expect((await expectJson(submit(v.cookie, drawn.attemptId, all))).score).toBe(10);
  });

  it('makes one attempt of two starts at once, and scores one of two submissions at once', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const [a, b] = await Promise.all([expectJson(start(v.cookie)), expectJson(start(v.cookie))]);
    expect(a.attemptId).toBe(b.attemptId);
    const answers = answersFor(
      a.questions.map((q) => q.id),
      10,
    );
    const both = await Promise.all([
      submit(v.cookie, a.attemptId, answers),
      submit(v.cookie, a.attemptId, answers),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(courseAttempts)
      .where(eq(courseAttempts.volunteerUid, v.uid));
    expect(rows).toHaveLength(1);
  });

  it('answers only signed-in volunteers: 401 without a session, 403 for an NGO', async () => {
    const ngo = await signedInNgo(t);
    for (const cookie of [undefined, ngo.cookie]) {
      const status = cookie ? 403 : 401;
      expect((await course(cookie).$get()).status).toBe(status);
      expect((await course(cookie).attempts.$post()).status).toBe(status);
      const res = await course(cookie).attempts[':id'].submit.$post({
        param: { id: '1' },
        json: { answers: [{ questionId: 'pocso-age', optionId: 'c' }] },
      });
      expect(res.status).toBe(status);
    }
  });

  it('deletes a volunteer’s attempts and course check with their account', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const drawn = await expectJson(start(v.cookie));
    await expectJson(
      submit(
        v.cookie,
        drawn.attemptId,
        answersFor(
          drawn.questions.map((q) => q.id),
          10,
        ),
      ),
    );
    const deleted = await send(
      t,
      'POST',
      '/api/accounts/me/delete',
      { password: v.input.password },
      { cookie: v.cookie, ip: nextIp() },
    );
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const left = await t.database.db
      .select()
      .from(courseAttempts)
      .where(eq(courseAttempts.volunteerUid, v.uid));
    expect(left).toEqual([]);
    const checks = await t.database.db
      .select()
      .from(volunteerChecks)
      .where(eq(volunteerChecks.volunteerUid, v.uid));
    expect(checks).toEqual([]);
  });
});
