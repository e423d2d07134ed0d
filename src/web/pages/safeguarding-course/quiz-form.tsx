import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { COURSE_CODES } from '../../../shared/safeguarding-course';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { primaryButtonClass } from '../../components/submit-button';
import {
  submitQuiz,
  type QuizAttempt,
  type QuizResult,
} from '../../features/safeguarding-course/course-api';
import { inLanguage } from '../../features/safeguarding-course/course-words';
import { sharedText } from '../../i18n/shared-text';
import { useSessionGuard } from '../../use-session-guard';
import { StageSection } from './stage-section';

/**
 * The quiz: each question a fieldset whose legend is the question, with one radio button per
 * option (arrow keys move between them, as radio groups do). Submitted once; a question left
 * unanswered is said beside it, and the first one takes the focus.
 */
export function QuizForm({
  headingRef,
  attempt,
  toPass,
  onResult,
  onAlreadySubmitted,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  attempt: QuizAttempt;
  toPass: number;
  onResult: (result: QuizResult) => void;
  onAlreadySubmitted: () => void;
}) {
  const { t, i18n } = useLingui();
  const guard = useSessionGuard();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const count = attempt.questions.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const unanswered = attempt.questions.filter((q) => !chosen[q.id]).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length) {
      form.current
        ?.querySelector<HTMLInputElement>(`input[name="question-${unanswered[0]}"]`)
        ?.focus();
      return;
    }
    setSending(true);
    setError('');
    try {
      const answers = attempt.questions.map((q) => ({ questionId: q.id, optionId: chosen[q.id]! }));
      onResult(await submitQuiz(attempt.attemptId, answers));
    } catch (e) {
      if (guard(e)) return;
      if (e instanceof ApiError && e.code === COURSE_CODES.alreadySubmitted) onAlreadySubmitted();
      else setError(sharedText(i18n, (e as Error).message));
    } finally {
      setSending(false);
    }
  };

  return (
    <StageSection
      id="quiz-heading"
      headingRef={headingRef}
      title={<Trans>Quiz</Trans>}
      className="mt-6"
    >
      <p className="mt-2">
        {t`Answer all ${count} questions. You pass with ${toPass} right answers.`}
      </p>
      <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-5">
        {attempt.questions.map((q, i) => {
          const number = i + 1;
          const unanswered = missing.includes(q.id) && !chosen[q.id];
          const errorId = `question-${q.id}-error`;
          return (
            <fieldset
              key={q.id}
              aria-describedby={unanswered ? errorId : undefined}
              className={`rounded-2xl border p-4 sm:p-5 ${unanswered ? 'border-red-700' : 'border-brand-100'}`}
            >
              <legend className="px-1 font-semibold text-brand-800">
                {t`Question ${number} of ${count}`}: {inLanguage(i18n, q.text)}
              </legend>
              {unanswered && (
                <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
                  <Trans>Choose an answer.</Trans>
                </p>
              )}
              <div className="mt-2 space-y-2">
                {q.options.map((o) => {
                  const id = `question-${q.id}-${o.id}`;
                  return (
                    <div key={o.id} className="flex items-start gap-3">
                      <input
                        type="radio"
                        id={id}
                        name={`question-${q.id}`}
                        value={o.id}
                        checked={chosen[q.id] === o.id}
                        onChange={() => setChosen((c) => ({ ...c, [q.id]: o.id }))}
                        aria-invalid={unanswered || undefined}
                        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                      />
                      <label htmlFor={id} className="leading-snug">
                        {inLanguage(i18n, o.text)}
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {missing.some((id) => !chosen[id]) && (
          <Alert tone="error">
            {t`Some questions have no answer yet. Choose an answer for each question.`}
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <button type="submit" className={primaryButtonClass} aria-busy={sending}>
          {sending ? t`Sending your answers…` : t`Submit answers`}
        </button>
      </form>
    </StageSection>
  );
}
