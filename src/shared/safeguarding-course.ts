// The rules of Setu's safeguarding quiz (docs/decisions/0038-safeguarding-course.md), shared by
// the server that draws and scores it and the screen that shows it. The questions, their right
// answers and explanations stay on the server (src/server/safeguarding-course/question-bank.ts):
// the browser receives a question's right answer only once its attempt is submitted. The course's
// own texts are in safeguarding-course-text.ts.
import { z } from 'zod';

/** Questions drawn for each attempt. */
export const QUIZ_SIZE = 10;
/** The pass mark, in percent of QUIZ_SIZE. */
export const QUIZ_PASS_PERCENT = 80;
/** Right answers needed to pass: 8 of 10. */
export const QUIZ_PASS_SCORE = Math.ceil((QUIZ_SIZE * QUIZ_PASS_PERCENT) / 100);
/** After a failed attempt, the quiz opens again this many hours after its submission. */
export const QUIZ_RETAKE_HOURS = 24;

/** A text the server sends in both of Setu's languages; the screen shows the reader's. */
export interface BilingualText {
  en: string;
  hi: string;
}

export const COURSE_MESSAGES = {
  retakeTooEarly: 'You can take the quiz again 24 hours after your last attempt.',
  alreadySubmitted: 'This attempt was already submitted. Start a new attempt to try again.',
  attemptNotFound: 'No such quiz attempt.',
  answerEveryQuestion: 'Answer every question before you submit.',
  notAnOption: 'One of the answers is not one of its question’s options.',
} as const;

/** Machine-readable reasons beside the message, so the screen says them in its language. */
export const COURSE_CODES = {
  retakeTooEarly: 'RETAKE_TOO_EARLY',
  alreadySubmitted: 'ALREADY_SUBMITTED',
} as const;

const id = z.string().min(1).max(40);

/** What the quiz form sends: one chosen option per drawn question. */
export const quizAnswersSchema = z.object({
  answers: z
    .array(z.object({ questionId: id, optionId: id }), {
      error: COURSE_MESSAGES.answerEveryQuestion,
    })
    .min(1, COURSE_MESSAGES.answerEveryQuestion)
    .max(QUIZ_SIZE, COURSE_MESSAGES.answerEveryQuestion),
});
export type QuizAnswers = z.input<typeof quizAnswersSchema>;
