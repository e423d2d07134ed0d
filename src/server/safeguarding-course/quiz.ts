// The quiz's rules without the database (docs/decisions/0038-safeguarding-course.md): drawing
// questions, scoring answers, when a failed quiz opens again, and how long a pass lasts. The
// clock and the random source are arguments, so tests decide them.
import crypto from 'node:crypto';
import {
  QUIZ_PASS_SCORE,
  QUIZ_RETAKE_HOURS,
  QUIZ_SIZE,
  type BilingualText,
} from '../../shared/safeguarding-course';
import { CHECK_VALID_MONTHS } from '../../shared/vetting';
import { indiaClock, indiaInstant } from '../../shared/time';
import type { BankQuestion } from './question-bank';

/** A random integer in [0, max): crypto's, so the draw cannot be guessed. */
export type RandomInt = (max: number) => number;
const cryptoInt: RandomInt = (max) => crypto.randomInt(max);

/** `count` distinct question ids from the bank, in random order (a partial Fisher–Yates shuffle). */
export function drawQuestionIds(
  bank: readonly Pick<BankQuestion, 'id'>[],
  count = QUIZ_SIZE,
  randomInt: RandomInt = cryptoInt,
): string[] {
  if (bank.length < count) throw new Error(`The bank holds ${bank.length} questions, not ${count}`);
  const ids = bank.map((q) => q.id);
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(ids.length - i);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids.slice(0, count);
}

/** A drawn question as the browser sees it before submitting: no answer, no explanation. */
export function questionForQuiz(q: BankQuestion) {
  return {
    id: q.id,
    text: q.text,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
  };
}

export interface QuestionResult {
  questionId: string;
  chosenOptionId: string;
  correct: boolean;
  rightOptionId: string;
  /** Shown beside a wrong answer. */
  explanation: BilingualText;
}

export type ScoreResult =
  | { ok: true; score: number; passed: boolean; results: QuestionResult[] }
  | { ok: false; reason: 'incomplete' | 'not-an-option' };

/**
 * Scores the answers to the drawn questions: every drawn question answered once with one of its
 * own options, or the answers are refused as a whole (nothing is scored).
 */
export function scoreAnswers(
  bank: readonly BankQuestion[],
  questionIds: readonly string[],
  answers: readonly { questionId: string; optionId: string }[],
): ScoreResult {
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  if (chosen.size !== answers.length || chosen.size !== questionIds.length) {
    return { ok: false, reason: 'incomplete' };
  }
  const results: QuestionResult[] = [];
  for (const id of questionIds) {
    const question = bank.find((q) => q.id === id);
    const optionId = chosen.get(id);
    if (!question || optionId === undefined) return { ok: false, reason: 'incomplete' };
    if (!question.options.some((o) => o.id === optionId)) {
      return { ok: false, reason: 'not-an-option' };
    }
    results.push({
      questionId: id,
      chosenOptionId: optionId,
      correct: optionId === question.answer,
      rightOptionId: question.answer,
      explanation: question.explanation,
    });
  }
  const score = results.filter((r) => r.correct).length;
  return { ok: true, score, passed: score >= QUIZ_PASS_SCORE, results };
}

const HOUR_MS = 3_600_000;

/** When a failed attempt submitted at `submittedAt` lets the volunteer start another. */
export const retakeOpensAt = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + QUIZ_RETAKE_HOURS * HOUR_MS);

/**
 * When the quiz opens again for a volunteer whose last submitted attempt is `last`, or null when
 * it is open at `now` (no attempt, a pass, or a failure 24 hours ago or more).
 */
export function retakeAfter(
  last: { passed: boolean | null; submittedAt: Date | null } | undefined,
  now: Date,
): Date | null {
  if (!last?.submittedAt || last.passed) return null;
  const opens = retakeOpensAt(last.submittedAt);
  return opens > now ? opens : null;
}

/**
 * The end of a pass made at `passedAt`: the same time of day in India, the course's validity
 * (24 months) later; a day the later month lacks (29 February) becomes that month's last.
 */
export function courseValidUntil(passedAt: Date): Date {
  const months = CHECK_VALID_MONTHS.course ?? 0;
  const local = indiaClock(passedAt);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const start = indiaInstant(year, month, day, local.getUTCHours(), local.getUTCMinutes());
  return new Date(start.getTime() + (passedAt.getTime() % 60_000));
}
