// The course page's calls: its state, starting the quiz (the server draws the questions) and
// submitting the answers (the server scores them).
import type { QuizAnswers } from '../../../shared/safeguarding-course';
import { api, unwrap } from '../../api';

const course = api['safeguarding-course'];

export const fetchCourseStatus = () => unwrap(course.$get());
export type CourseStatus = Awaited<ReturnType<typeof fetchCourseStatus>>;

export const startQuiz = () => unwrap(course.attempts.$post());
export type QuizAttempt = Awaited<ReturnType<typeof startQuiz>>;
export type QuizQuestion = QuizAttempt['questions'][number];

export const submitQuiz = (attemptId: number, answers: QuizAnswers['answers']) =>
  unwrap(
    course.attempts[':id'].submit.$post({ param: { id: String(attemptId) }, json: { answers } }),
  );
export type QuizResult = Awaited<ReturnType<typeof submitQuiz>>;
