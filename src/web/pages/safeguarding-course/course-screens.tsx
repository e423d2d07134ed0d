import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { COURSE_SCREENS } from '../../../shared/safeguarding-course-text';
import { Alert } from '../../components/alert';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { retakeAfterText } from '../../features/safeguarding-course/course-words';

export interface QuizStart {
  questions: number;
  toPass: number;
  /** When a failed quiz opens again; null when it is open. */
  closedUntil: string | null;
  /** An attempt was started and not submitted: the button continues it. */
  continuing: boolean;
  starting: boolean;
  error: string;
  onStart: () => void;
}

/** The course's screens, one at a time with Back and Next; the last one starts the quiz. */
export function CourseScreens({
  headingRef,
  index,
  onMove,
  quiz,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  index: number;
  onMove: (index: number) => void;
  quiz: QuizStart;
}) {
  const { t, i18n } = useLingui();
  const screen = COURSE_SCREENS[index]!;
  const last = index === COURSE_SCREENS.length - 1;
  const number = index + 1;
  const count = COURSE_SCREENS.length;
  const { questions, toPass } = quiz;
  return (
    <section
      aria-labelledby="course-screen-heading"
      className="mt-6 rounded-2xl border border-brand-100 p-5 shadow-sm sm:p-6"
    >
      <p className="text-sm font-semibold text-gray-700">{t`Screen ${number} of ${count}`}</p>
      <h2
        id="course-screen-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold text-brand-800"
      >
        {i18n._(screen.title)}
      </h2>
      <div className="mt-4 space-y-3 leading-relaxed">
        {screen.intro.map((paragraph) => (
          <p key={paragraph.id}>{i18n._(paragraph)}</p>
        ))}
        <ul className="list-disc space-y-2 pl-5">
          {screen.points.map((point) => (
            <li key={point.id}>{i18n._(point)}</li>
          ))}
        </ul>
      </div>
      {last && (
        <div className="mt-6 space-y-3">
          <h3 className="text-lg font-bold text-brand-800">
            <Trans>The quiz</Trans>
          </h3>
          <p>
            {t`${questions} questions about this course. You pass with ${toPass} right answers.`}
          </p>
          {quiz.closedUntil && <p>{retakeAfterText(i18n, quiz.closedUntil)}</p>}
          {quiz.error && <Alert tone="error">{quiz.error}</Alert>}
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {index > 0 && (
          <button type="button" className={secondaryButtonClass} onClick={() => onMove(index - 1)}>
            <Trans>Back</Trans>
          </button>
        )}
        {!last && (
          <button type="button" className={primaryButtonClass} onClick={() => onMove(index + 1)}>
            <Trans>Next</Trans>
          </button>
        )}
        {last && !quiz.closedUntil && (
          <button
            type="button"
            className={primaryButtonClass}
            onClick={quiz.onStart}
            aria-busy={quiz.starting}
          >
            {quiz.continuing ? t`Continue the quiz` : t`Start the quiz`}
          </button>
        )}
      </div>
    </section>
  );
}
