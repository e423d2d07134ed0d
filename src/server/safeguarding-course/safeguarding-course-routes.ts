// /api/safeguarding-course: the signed-in volunteer's course state, starting a quiz attempt (the
// server draws the questions) and submitting it once (the server scores it). Volunteers only:
// 401 without a session, 403 for other accounts (docs/decisions/0038-safeguarding-course.md).
import { Hono } from 'hono';
import { COURSE_MESSAGES, quizAnswersSchema } from '../../shared/safeguarding-course';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireRole } from '../http/session';
import { jsonBody, serialIdOr } from '../http/validate';
import { courseStatus, startAttempt, submitAttempt } from './attempts';

export function safeguardingCourseRoutes({ database, config }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireRole(db, 'volunteer'))
    .get('/', async (c) => c.json(await courseStatus(db, c.get('user')!.id, new Date())))
    .post('/attempts', async (c) => c.json(await startAttempt(db, c.get('user')!.id, new Date())))
    .post('/attempts/:id/submit', jsonBody(quizAnswersSchema), async (c) => {
      const attemptId = serialIdOr(c.req.param('id'), () =>
        apiError(404, COURSE_MESSAGES.attemptNotFound),
      );
      const result = await submitAttempt(db, {
        volunteerUid: c.get('user')!.id,
        attemptId,
        answers: c.req.valid('json').answers,
        now: new Date(),
        publicUrl: config.publicUrl,
      });
      return c.json(result);
    });
}
