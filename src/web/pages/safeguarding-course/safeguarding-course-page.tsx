import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { COURSE_CODES } from '../../../shared/safeguarding-course';
import { COURSE_SCREENS } from '../../../shared/safeguarding-course-text';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { Link } from '../../components/link';
import { OwnPage } from '../../components/own-page';
import { LoadState } from '../../components/load-state';
import { screenFor } from '../../components/require-role';
import {
  fetchCourseStatus,
  startQuiz,
  type QuizAttempt,
  type QuizResult,
} from '../../features/safeguarding-course/course-api';
import { passedUntil, retakeAfterText } from '../../features/safeguarding-course/course-words';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';
import { useSessionGuard } from '../../use-session-guard';
import { CourseScreens } from './course-screens';
import { QuizForm } from './quiz-form';
import { QuizResultView } from './quiz-result';

type Stage =
  | { kind: 'screens'; index: number }
  | { kind: 'quiz'; attempt: QuizAttempt }
  | { kind: 'result'; attempt: QuizAttempt; result: QuizResult };

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700';

/**
 * /safeguarding: Setu's safeguarding course, screen by screen with Next and Back, then its quiz
 * (drawn and scored by the server) and the result with an explanation for each wrong answer
 * (docs/decisions/0038-safeguarding-course.md). Volunteers only.
 */
function SafeguardingCourse() {
  const { t, i18n } = useLingui();
  const { state, reload } = useLoader(fetchCourseStatus);
  const guard = useSessionGuard();
  const [stage, setStage] = useState<Stage>({ kind: 'screens', index: 0 });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState('');
  // Each new stage's heading takes the focus, so a screen reader says where the reader is now.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [stage]);
  const go = (next: Stage) => {
    moved.current = true;
    setStage(next);
  };

  const begin = async () => {
    if (starting) return;
    setStarting(true);
    setStartError('');
    try {
      go({ kind: 'quiz', attempt: await startQuiz() });
    } catch (error) {
      if (guard(error)) return;
      if (error instanceof ApiError && error.code === COURSE_CODES.retakeTooEarly) {
        await reload();
      } else {
        setStartError(sharedText(i18n, (error as Error).message));
      }
    } finally {
      setStarting(false);
    }
  };

  const status = state.status === 'ready' ? state.data : null;
  const passed =
    status?.check.state === 'valid' && status.check.validUntil ? status.check.validUntil : null;
  return (
    <OwnPage title={<Trans>Safeguarding course</Trans>}>
      <p className="mt-2">
        <Link to={PATHS.volunteerDashboard} className={linkClass}>
          <Trans>Back to your dashboard</Trans>
        </Link>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your safeguarding course…`}
        failed={t`Could not load the course.`}
        className="mt-6"
      />
      {status && (
        <>
          {stage.kind !== 'result' && (passed || status.retakeAfter) && (
            <div className="mt-6 space-y-2" data-testid="course-status">
              {passed && (
                <Alert tone="success" role="status">
                  {passedUntil(i18n, passed)}
                </Alert>
              )}
              {status.retakeAfter && (
                <Alert tone="info" role="status">
                  {status.lastResult && <LastScore {...status.lastResult} />}{' '}
                  {retakeAfterText(i18n, status.retakeAfter)}
                </Alert>
              )}
            </div>
          )}
          {stage.kind === 'screens' && (
            <CourseScreens
              headingRef={heading}
              index={stage.index}
              onMove={(index) => go({ kind: 'screens', index })}
              quiz={{
                questions: status.quiz.questions,
                toPass: status.quiz.toPass,
                closedUntil: status.retakeAfter,
                continuing: status.attemptOpen,
                starting,
                error: startError,
                onStart: () => void begin(),
              }}
            />
          )}
          {stage.kind === 'quiz' && (
            <QuizForm
              headingRef={heading}
              attempt={stage.attempt}
              toPass={status.quiz.toPass}
              onResult={(result) => {
                go({ kind: 'result', attempt: stage.attempt, result });
                void reload();
              }}
              onAlreadySubmitted={() => {
                go({ kind: 'screens', index: COURSE_SCREENS.length - 1 });
                void reload();
              }}
            />
          )}
          {stage.kind === 'result' && (
            <QuizResultView
              headingRef={heading}
              attempt={stage.attempt}
              result={stage.result}
              toPass={status.quiz.toPass}
              onBackToCourse={() => go({ kind: 'screens', index: 0 })}
            />
          )}
        </>
      )}
    </OwnPage>
  );
}

function LastScore({ score, total }: { score: number; total: number }) {
  const { t } = useLingui();
  return <>{t`Your last quiz: ${score} of ${total} right.`}</>;
}

export default screenFor('Volunteer', SafeguardingCourse);
