import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/messages';
import { feedbackSchema, LIMITS } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { Alert } from '../../components/alert';

type Values = { name: string; email: string; message: string };
type Field = keyof Values;

const EMPTY: Values = { name: '', email: '', message: '' };

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-ink aria-invalid:border-red-700';

/** The spec's feedback form (name, email, message, all required), stored by POST /api/feedback. */
export function FeedbackForm() {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(feedbackSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await unwrap(api.feedback.$post({ json: values }));
      reset(EMPTY);
      setResult({ tone: 'success', text: MESSAGES.feedbackThanks });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, MESSAGES.somethingWrong);
      for (const [field, message] of Object.entries(apiError.fields)) {
        if (field in EMPTY) setError(field as Field, { message });
      }
      setResult({ tone: 'error', text: apiError.message });
    }
  });

  const describedBy = (field: Field) => (errors[field] ? `${field}-error` : undefined);
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[field]?.message}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="feedback-heading" className="space-y-5">
      <h2 id="feedback-heading" className="text-2xl font-bold text-brand-800">
        Send us your feedback
      </h2>
      {result && (
        <Alert tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      <div>
        <label htmlFor="feedback-name" className="font-medium">
          Name
        </label>
        <input
          id="feedback-name"
          type="text"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={inputClass}
          {...register('name')}
        />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor="feedback-email" className="font-medium">
          Email
        </label>
        <input
          id="feedback-email"
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={inputClass}
          {...register('email')}
        />
        {fieldError('email')}
      </div>
      <div>
        <label htmlFor="feedback-message" className="font-medium">
          Message
        </label>
        <textarea
          id="feedback-message"
          rows={6}
          required
          maxLength={LIMITS.feedbackMessage}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={inputClass}
          {...register('message')}
        />
        {fieldError('message')}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
