import { describe, expect, it } from 'vitest';
import { QUIZ_PASS_SCORE, QUIZ_SIZE } from '../../shared/safeguarding-course';
import { QUESTION_BANK } from './question-bank';
import {
  courseValidUntil,
  drawQuestionIds,
  questionForQuiz,
  retakeAfter,
  scoreAnswers,
} from './quiz';

const HOUR_MS = 3_600_000;

/** Answers to the drawn questions: the right one for the first `right`, a wrong one after. */
function answersFor(ids: readonly string[], right: number) {
  return ids.map((id, i) => {
    const q = QUESTION_BANK.find((b) => b.id === id)!;
    const wrong = q.options.find((o) => o.id !== q.answer)!.id;
    return { questionId: id, optionId: i < right ? q.answer : wrong };
  });
}

describe('the question bank', () => {
  it('holds at least 20 questions, each with distinct ids, its answer among its options, and both languages', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(20);
    expect(new Set(QUESTION_BANK.map((q) => q.id)).size).toBe(QUESTION_BANK.length);
    for (const q of QUESTION_BANK) {
      expect(q.options.length, q.id).toBeGreaterThanOrEqual(3);
      expect(new Set(q.options.map((o) => o.id)).size, q.id).toBe(q.options.length);
      expect(
        q.options.map((o) => o.id),
        q.id,
      ).toContain(q.answer);
      for (const text of [q.text, q.explanation, ...q.options.map((o) => o.text)]) {
        expect(text.en.trim(), q.id).not.toBe('');
        expect(text.hi, q.id).toMatch(/[\u0900-\u097F]|^\d+$/);
      }
    }
  });
});

describe('drawing questions', () => {
  it('draws 10 distinct questions of the bank, differently from draw to draw', () => {
    const draws = Array.from({ length: 20 }, () => drawQuestionIds(QUESTION_BANK));
    for (const ids of draws) {
      expect(ids).toHaveLength(QUIZ_SIZE);
      expect(new Set(ids).size).toBe(QUIZ_SIZE);
      for (const id of ids) expect(QUESTION_BANK.some((q) => q.id === id)).toBe(true);
    }
    expect(new Set(draws.map((ids) => ids.join())).size).toBeGreaterThan(1);
  });

  it('follows the random source it is given, and every question can be drawn', () => {
    const first = drawQuestionIds(QUESTION_BANK, QUIZ_SIZE, () => 0);
    expect(first).toEqual(QUESTION_BANK.slice(0, QUIZ_SIZE).map((q) => q.id));
    const last = drawQuestionIds(QUESTION_BANK, QUIZ_SIZE, (max) => max - 1);
    expect(new Set(last).size).toBe(QUIZ_SIZE);
    expect(last[0]).toBe(QUESTION_BANK.at(-1)!.id);
  });

  it('refuses to draw more than the bank holds', () => {
    expect(() => drawQuestionIds(QUESTION_BANK.slice(0, 5))).toThrow(/holds 5/);
  });

  it('sends no answer or explanation with a question', () => {
    const shown = questionForQuiz(QUESTION_BANK[0]!);
    expect(Object.keys(shown).sort()).toEqual(['id', 'options', 'text']);
    expect(JSON.stringify(shown)).not.toContain(QUESTION_BANK[0]!.explanation.en);
    expect(shown.options.every((o) => Object.keys(o).sort().join() === 'id,text')).toBe(true);
  });
});

describe('scoring', () => {
  const ids = QUESTION_BANK.slice(0, QUIZ_SIZE).map((q) => q.id);

  it('passes at 8 of 10 and fails at 7, with each wrong answer’s right option and explanation', () => {
    expect(QUIZ_PASS_SCORE).toBe(8);
    const pass = scoreAnswers(QUESTION_BANK, ids, answersFor(ids, 8));
    expect(pass).toMatchObject({ ok: true, score: 8, passed: true });
    const fail = scoreAnswers(QUESTION_BANK, ids, answersFor(ids, 7));
    expect(fail).toMatchObject({ ok: true, score: 7, passed: false });
    if (!fail.ok) throw new Error('scored');
    const wrong = fail.results.filter((r) => !r.correct);
    expect(wrong.map((r) => r.questionId)).toEqual(ids.slice(7));
    expect(wrong[0]!.rightOptionId).toBe(QUESTION_BANK[7]!.answer);
    expect(wrong[0]!.explanation).toEqual(QUESTION_BANK[7]!.explanation);
    expect(scoreAnswers(QUESTION_BANK, ids, answersFor(ids, 10))).toMatchObject({ score: 10 });
  });

  it('refuses answers that miss a question, repeat one, answer another, or name no option', () => {
    const all = answersFor(ids, 10);
    expect(scoreAnswers(QUESTION_BANK, ids, all.slice(1))).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    expect(scoreAnswers(QUESTION_BANK, ids, [...all.slice(1), all[1]!])).toMatchObject({
      ok: false,
    });
    const other = QUESTION_BANK[QUIZ_SIZE]!;
    expect(
      scoreAnswers(QUESTION_BANK, ids, [
        ...all.slice(1),
        { questionId: other.id, optionId: other.answer },
      ]),
    ).toMatchObject({ ok: false, reason: 'incomplete' });
    expect(
      scoreAnswers(QUESTION_BANK, ids, [...all.slice(1), { questionId: ids[0]!, optionId: 'z' }]),
    ).toEqual({ ok: false, reason: 'not-an-option' });
  });
});

describe('the 24-hour rule and the pass’s validity', () => {
  const submittedAt = new Date('2026-11-27T10:00:00Z');

  it('keeps the quiz closed for 24 hours after a failure, and never after a pass', () => {
    const failed = { passed: false, submittedAt };
    const opens = new Date(submittedAt.getTime() + 24 * HOUR_MS);
    expect(retakeAfter(failed, new Date(submittedAt.getTime() + HOUR_MS))).toEqual(opens);
    expect(retakeAfter(failed, new Date(opens.getTime() - 1))).toEqual(opens);
    expect(retakeAfter(failed, opens)).toBeNull();
    expect(retakeAfter({ passed: true, submittedAt }, submittedAt)).toBeNull();
    expect(retakeAfter(undefined, submittedAt)).toBeNull();
    expect(retakeAfter({ passed: null, submittedAt: null }, submittedAt)).toBeNull();
  });

  it('lasts 24 months to the minute in India, ending on the month’s last day when needed', () => {
    expect(courseValidUntil(submittedAt).toISOString()).toBe('2028-11-27T10:00:00.000Z');
    // 1:30 on 28 February 2028 in India is still 27 February in UTC: India's date counts.
    expect(courseValidUntil(new Date('2026-02-27T20:00:00Z')).toISOString()).toBe(
      '2028-02-27T20:00:00.000Z',
    );
    // 29 February 2028 in India has no 29 February two years later.
    expect(courseValidUntil(new Date('2028-02-29T06:30:15Z')).toISOString()).toBe(
      '2030-02-28T06:30:15.000Z',
    );
  });
});
