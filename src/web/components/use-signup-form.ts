import { useId, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { ApiError } from '../api';
import { applyServerFieldErrors, schemaResolver } from './field';
import type { Status } from './form-status';

/**
 * What both registration forms share (SPEC.md §4, §8): validate with the shared schema, show the
 * spec's agree alert when the box is unticked, reset on success with the spec's message, and on
 * failure keep what was typed, show the server's field errors inline and the spec's prefix plus
 * the reason in the alert.
 */
export function useSignupForm<
  Values extends FieldValues & { agree: boolean },
  S extends z.ZodType,
>(options: {
  schema: S;
  empty: Values;
  send: (data: z.output<S>) => Promise<unknown>;
  successText: string;
  failurePrefix: string;
  agreeText: string;
}) {
  const statusId = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: schemaResolver<Values, S>(options.schema),
    defaultValues: options.empty as DefaultValues<Values>,
  });
  const fields = Object.keys(options.empty) as Path<Values>[];

  const onValid = async (data: z.output<S>) => {
    setStatus(null);
    try {
      await options.send(data);
      form.reset(options.empty);
      setStatus({ tone: 'success', text: options.successText });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, MESSAGES.somethingWrong);
      applyServerFieldErrors(failure.fields, fields, form.setError);
      setStatus({ tone: 'error', text: options.failurePrefix + failure.message });
    }
  };

  const onInvalid = (invalid: FieldErrors<Values>) => {
    setStatus(invalid.agree ? { tone: 'error', text: options.agreeText } : null);
  };

  return { form, status, statusId, onSubmit: form.handleSubmit(onValid, onInvalid) };
}
