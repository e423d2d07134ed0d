import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Link } from '../../components/link';
import { secondaryButtonClass } from '../../components/submit-button';
import type { QuizAttempt, QuizResult } from '../../features/safeguarding-course/course-api';
import {
  inLanguage,
  passedUntil,
  retakeAfterText,
} from '../../features/safeguarding-course/course-words';
import { PATHS } from '../../paths';
import { StageSection } from './stage-section';

/** The quiz's result: the score, pass or not, and each wrong answer with its explanation. */
export function QuizResultView({
  headingRef,
  attempt,
  result,
  toPass,
  onBackToCourse,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  attempt: QuizAttempt;
  result: QuizResult;
  toPass: number;
  onBackToCourse: () => void;
}) {
  const { t, i18n } = useLingui();
  const { score, total } = result;
  const wrong = result.results.filter((r) => !r.correct);
  return (
    <StageSection
      id="result-heading"
      headingRef={headingRef}
      title={result.passed ? t`You passed` : t`Not passed this time`}
      className="mt-6 space-y-4"
    >
      <p data-testid="quiz-score" className="text-lg">
        {t`You answered ${score} of ${total} questions right.`}{' '}
        {!result.passed && t`You need ${toPass} to pass.`}
      </p>
      {result.passed && result.validUntil && (
        <p className="font-semibold text-green-900">{passedUntil(i18n, result.validUntil)}</p>
      )}
      {result.retakeAfter && <p>{retakeAfterText(i18n, result.retakeAfter)}</p>}
      {wrong.length > 0 && (
        <>
          <h3 className="text-xl font-bold text-brand-800">
            <Trans>What to look at again</Trans>
          </h3>
          <ol className="space-y-4">
            {wrong.map((r) => {
              const question = attempt.questions.find((q) => q.id === r.questionId)!;
              const option = (id: string) =>
                inLanguage(i18n, question.options.find((o) => o.id === id)!.text);
              return (
                <li key={r.questionId} className="rounded-2xl border border-brand-100 p-4">
                  <p className="font-semibold">{inLanguage(i18n, question.text)}</p>
                  <p className="mt-2">
                    <Trans>Your answer:</Trans> {option(r.chosenOptionId)}
                  </p>
                  <p>
                    <Trans>The right answer:</Trans> {option(r.rightOptionId)}
                  </p>
                  <p className="mt-2 leading-relaxed">{inLanguage(i18n, r.explanation)}</p>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButtonClass} onClick={onBackToCourse}>
          <Trans>Read the course again</Trans>
        </button>
        <Link to={PATHS.volunteerDashboard} className={secondaryButtonClass}>
          <Trans>Back to your dashboard</Trans>
        </Link>
      </div>
    </StageSection>
  );
}
