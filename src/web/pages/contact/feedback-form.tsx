import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../shared/form-rules';
import { MESSAGES } from '../../../shared/messages';
import { api, ApiError, UNREACHABLE, unwrap } from '../../api';
import { Alert } from '../../components/alert';
import { applyServerFieldErrors } from '../../components/field';
import { prefetchValidation } from '../../components/lazy-validation';
import { useFormState } from '../../components/use-form-state';
import { sharedText } from '../../i18n/shared-text';

type Values = { name: string; email: string; message: string };
type Field = keyof Values;

const EMPTY: Values = { name: '', email: '', message: '' };
const FIELDS = Object.keys(EMPTY) as Field[];

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-ink aria-invalid:border-red-700';

/**
 * The spec's feedback form (name, email, message, all required), stored by POST /api/feedback.
 * Its state is the public forms' small useFormState rather than react-hook-form, which would put
 * the contact page over its first-load budget (decision 0018).
 */
export function FeedbackForm() {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, isSubmitting, register, setError, reset, submit } = useFormState(
    'feedbackSchema',
    EMPTY,
  );
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = (event: FormEvent) =>
    submit(
      {
        onValid: async (data) => {
          setResult(null);
          try {
            await unwrap(api.feedback.$post({ json: data }));
            reset();
            setResult({ tone: 'success', text: MESSAGES.feedbackThanks });
          } catch (error) {
            const apiError =
              error instanceof ApiError ? error : new ApiError(0, MESSAGES.somethingWrong);
            applyServerFieldErrors(apiError.fields, FIELDS, setError);
            setResult({ tone: 'error', text: apiError.message });
          }
        },
        onInvalid: (found) => {
          const first = FIELDS.find((field) => found[field]);
          formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        },
        // The schemas could not be loaded: say so as a failed send would.
        onUnavailable: () => setResult({ tone: 'error', text: UNREACHABLE }),
      },
      event,
    );

  const control = (field: Field) => ({
    id: `feedback-${field}`,
    ...register(field),
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
    className: inputClass,
  });
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {sharedText(i18n, errors[field].message)}
      </p>
    );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={prefetchValidation}
      noValidate
      aria-labelledby="feedback-heading"
      className="space-y-5"
    >
      <h2 id="feedback-heading" className="text-2xl font-bold text-brand-800">
        <Trans>Send us your feedback</Trans>
      </h2>
      {result && (
        <Alert tone={result.tone} onDismiss={() => setResult(null)}>
          {/* Kept in English (a spec message or the server's), shown in the reader's language. */}
          {sharedText(i18n, result.text)}
        </Alert>
      )}
      <div>
        <label htmlFor="feedback-name" className="font-medium">
          <Trans>Name</Trans>
        </label>
        <input type="text" autoComplete="name" maxLength={LIMITS.name} {...control('name')} />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor="feedback-email" className="font-medium">
          <Trans>Email</Trans>
        </label>
        <input type="email" autoComplete="email" maxLength={LIMITS.email} {...control('email')} />
        {fieldError('email')}
      </div>
      <div>
        <label htmlFor="feedback-message" className="font-medium">
          <Trans>Message</Trans>
        </label>
        <textarea rows={6} maxLength={LIMITS.feedbackMessage} {...control('message')} />
        {fieldError('message')}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? t`Sending…` : t`Send feedback`}
      </button>
    </form>
  );
}
