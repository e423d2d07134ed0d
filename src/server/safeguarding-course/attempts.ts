// A volunteer's quiz attempts on the database (docs/decisions/0038-safeguarding-course.md): the
// course's state, starting an attempt (the server draws its questions), submitting it once, and
// the attempts' dates and results for the own-data export. A pass records the 'course' check
// through recordCheckOutcome in the attempt's own transaction. Every change here first holds the
// volunteer (holdVolunteer: the account, then the volunteer's row, in the order the account's
// deletion takes them): two starts at once make one attempt, and a start or a submission racing
// the deletion waits for it (then 401) instead of deadlocking on the attempt's row or failing the
// new attempt's foreign key.
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseAttempts } from '../db/schema';
import { isoOrNull } from '../db/rows';
import { holdVolunteer } from '../volunteers/lock-volunteer';
import { apiError, codedError } from '../http/errors';
import { checkStatesOf, recordCheckOutcome } from '../vetting/check-states';
import {
  COURSE_CODES,
  COURSE_MESSAGES,
  QUIZ_PASS_SCORE,
  QUIZ_SIZE,
} from '../../shared/safeguarding-course';
import { formatDateTime } from '../../shared/intl-format';
import { INDIA_ZONE_NAME } from '../../shared/time';
import { QUESTION_BANK } from './question-bank';
import {
  courseValidUntil,
  drawQuestionIds,
  questionForQuiz,
  retakeAfter,
  scoreAnswers,
  type RandomInt,
} from './quiz';

async function lastSubmitted(db: Pick<Db, 'select'>, volunteerUid: string) {
  const [last] = await db
    .select({
      score: courseAttempts.score,
      passed: courseAttempts.passed,
      submittedAt: courseAttempts.submittedAt,
    })
    .from(courseAttempts)
    .where(
      and(eq(courseAttempts.volunteerUid, volunteerUid), isNotNull(courseAttempts.submittedAt)),
    )
    .orderBy(desc(courseAttempts.submittedAt), desc(courseAttempts.id))
    .limit(1);
  return last;
}

/** The course's state for its page and the dashboard: the check, the last result, the 24 h rule. */
export async function courseStatus(db: Db, volunteerUid: string, now: Date) {
  const states = await checkStatesOf(db, [volunteerUid], now);
  const last = await lastSubmitted(db, volunteerUid);
  const [open] = await db
    .select({ id: courseAttempts.id })
    .from(courseAttempts)
    .where(and(eq(courseAttempts.volunteerUid, volunteerUid), isNull(courseAttempts.submittedAt)));
  return {
    check: states.get(volunteerUid)!.course,
    quiz: { questions: QUIZ_SIZE, toPass: QUIZ_PASS_SCORE },
    lastResult: last
      ? {
          score: last.score ?? 0,
          total: QUIZ_SIZE,
          passed: last.passed === true,
          submittedAt: isoOrNull(last.submittedAt)!,
        }
      : null,
    retakeAfter: isoOrNull(retakeAfter(last, now)),
    /** An attempt started and not submitted: starting again continues it. */
    attemptOpen: Boolean(open),
  };
}

/** The refusal of a retake before 24 hours have passed, saying when (India's time). */
function retakeRefusal(opens: Date) {
  const when = `${formatDateTime(opens, 'en')} ${INDIA_ZONE_NAME}`;
  return codedError(
    409,
    `${COURSE_MESSAGES.retakeTooEarly} You can start again after ${when}.`,
    COURSE_CODES.retakeTooEarly,
  );
}

/**
 * Starts an attempt with freshly drawn questions, or continues the one already open (so a reload
 * does not draw new questions); refused within 24 hours of a failed attempt.
 */
export async function startAttempt(db: Db, volunteerUid: string, now: Date, randomInt?: RandomInt) {
  return db.transaction(async (tx) => {
    await holdVolunteer(tx, volunteerUid);
    const [open] = await tx
      .select({ id: courseAttempts.id, questionIds: courseAttempts.questionIds })
      .from(courseAttempts)
      .where(
        and(eq(courseAttempts.volunteerUid, volunteerUid), isNull(courseAttempts.submittedAt)),
      );
    let attempt = open;
    if (!attempt) {
      const opens = retakeAfter(await lastSubmitted(tx, volunteerUid), now);
      if (opens) throw retakeRefusal(opens);
      [attempt] = await tx
        .insert(courseAttempts)
        .values({
          volunteerUid,
          questionIds: drawQuestionIds(QUESTION_BANK, QUIZ_SIZE, randomInt),
          startedAt: now,
        })
        .returning({ id: courseAttempts.id, questionIds: courseAttempts.questionIds });
    }
    return {
      attemptId: attempt!.id,
      questions: attempt!.questionIds.map((id) =>
        questionForQuiz(QUESTION_BANK.find((q) => q.id === id)!),
      ),
    };
  });
}

/**
 * Scores an open attempt of this volunteer and stores it, once: a second submission (or one
 * racing it) is refused.
 * A pass records the course check valid for 24 months in the same transaction.
 */
export async function submitAttempt(
  db: Db,
  input: {
    volunteerUid: string;
    attemptId: number;
    answers: { questionId: string; optionId: string }[];
    now: Date;
    /** Setu's address, for the gate's emails (a pass may let sessions go ahead). */
    publicUrl: string;
  },
) {
  const { volunteerUid, attemptId, answers, now } = input;
  return db.transaction(async (tx) => {
    await holdVolunteer(tx, volunteerUid);
    const [attempt] = await tx
      .select({
        questionIds: courseAttempts.questionIds,
        submittedAt: courseAttempts.submittedAt,
      })
      .from(courseAttempts)
      .where(and(eq(courseAttempts.id, attemptId), eq(courseAttempts.volunteerUid, volunteerUid)))
      .for('update');
    if (!attempt) throw apiError(404, COURSE_MESSAGES.attemptNotFound);
    if (attempt.submittedAt) {
      throw codedError(409, COURSE_MESSAGES.alreadySubmitted, COURSE_CODES.alreadySubmitted);
    }
    const scored = scoreAnswers(QUESTION_BANK, attempt.questionIds, answers);
    if (!scored.ok) {
      throw apiError(
        400,
        scored.reason === 'incomplete'
          ? COURSE_MESSAGES.answerEveryQuestion
          : COURSE_MESSAGES.notAnOption,
      );
    }
    await tx
      .update(courseAttempts)
      .set({
        answers: Object.fromEntries(answers.map((a) => [a.questionId, a.optionId])),
        score: scored.score,
        passed: scored.passed,
        submittedAt: now,
      })
      .where(eq(courseAttempts.id, attemptId));
    const validUntil = scored.passed ? courseValidUntil(now) : null;
    if (validUntil) {
      await recordCheckOutcome(tx, {
        volunteerUid,
        kind: 'course',
        outcome: 'valid',
        validUntil,
        decidedBy: 'setu',
        now,
        publicUrl: input.publicUrl,
      });
    }
    return {
      score: scored.score,
      total: QUIZ_SIZE,
      passed: scored.passed,
      validUntil: isoOrNull(validUntil),
      retakeAfter: isoOrNull(retakeAfter({ passed: scored.passed, submittedAt: now }, now)),
      results: scored.results,
    };
  });
}

/** The attempts' dates and results, oldest first, for the own-data export (not the questions). */
export async function courseAttemptsOf(db: Pick<Db, 'select'>, volunteerUid: string) {
  const rows = await db
    .select({
      startedAt: courseAttempts.startedAt,
      submittedAt: courseAttempts.submittedAt,
      score: courseAttempts.score,
      passed: courseAttempts.passed,
    })
    .from(courseAttempts)
    .where(eq(courseAttempts.volunteerUid, volunteerUid))
    .orderBy(asc(courseAttempts.startedAt), asc(courseAttempts.id));
  return rows.map((r) => ({
    startedAt: isoOrNull(r.startedAt),
    submittedAt: isoOrNull(r.submittedAt),
    score: r.score,
    outOf: QUIZ_SIZE,
    passed: r.passed,
  }));
}
