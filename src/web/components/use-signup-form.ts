import { useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react';
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
import { applyServerFieldErrors, schemaResolver, type FieldProblem } from './field';
import type { Status } from './form-status';

/** The error type of an email that already has an account: its message is the status block. */
const EMAIL_TAKEN = 'taken';

type FocusTarget = 'first-invalid' | 'status' | 'success';

/**
 * What both registration forms share (SPEC.md §4, §8): validate with the shared schema, show the
 * spec's agree alert when the box is unticked, reset on success with the spec's message, and on
 * failure keep what was typed, show the server's field errors inline and the spec's prefix plus
 * the reason in the alert.
 *
 * Focus follows what the person needs next (issue 10): the first invalid field in page order
 * after a refused submit, the success panel after a registration, and the failure message after
 * the server refuses.
 */
export function useSignupForm<
  Values extends FieldValues & { agree: boolean; email: string },
  S extends z.ZodType,
>(options: {
  schema: S;
  empty: Values;
  send: (data: z.output<S>) => Promise<unknown>;
  failurePrefix: string;
  agreeText: string;
}) {
  const statusId = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the page shows the outcome. react-hook-form publishes its errors a
  // render after onInvalid runs, so the request waits for a render that shows its target.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const [, rerender] = useState(0);
  const requestFocus = (target: FocusTarget) => {
    pendingFocus.current = target;
    rerender((n) => n + 1);
  };
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: schemaResolver<Values, S>(options.schema),
    defaultValues: options.empty as DefaultValues<Values>,
    // react-hook-form focuses in registration order; the effect below uses page order instead.
    shouldFocusError: false,
  });
  const fields = Object.keys(options.empty) as Path<Values>[];

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const target =
      wanted === 'success'
        ? successRef.current
        : wanted === 'status'
          ? document.getElementById(statusId)
          : // Every control of these forms marks its own problem with aria-invalid.
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const onValid = async (data: z.output<S>) => {
    setStatus(null);
    setEmailTaken(false);
    setRegisteredEmail(null);
    try {
      await options.send(data);
      form.reset(options.empty);
      setRegisteredEmail(String((data as { email: string }).email));
      requestFocus('success');
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, MESSAGES.somethingWrong);
      const { email: emailMessage, ...others } = failure.fields;
      const taken = failure.status === 409 && emailMessage !== undefined;
      applyServerFieldErrors(taken ? others : failure.fields, fields, form.setError);
      // The status block already says the email is taken (with what to do): the field is only
      // flagged and points at it, so the page says it once.
      if (taken)
        form.setError('email' as Path<Values>, { type: EMAIL_TAKEN, message: emailMessage });
      setEmailTaken(taken);
      setStatus({ tone: 'error', text: options.failurePrefix + failure.message });
      requestFocus('status');
    }
  };

  const onInvalid = (invalid: FieldErrors<Values>) => {
    setRegisteredEmail(null);
    setEmailTaken(false);
    setStatus(invalid.agree ? { tone: 'error', text: options.agreeText } : null);
    requestFocus('first-invalid');
  };

  /** The field's problem for Field and its kin: inline, or flagged and pointing at the status. */
  const problemOf = (name: Path<Values>): FieldProblem => {
    const error = (form.formState.errors as Record<string, { type?: unknown; message?: unknown }>)[
      name
    ];
    if (!error) return {};
    if (error.type === EMAIL_TAKEN) return { invalid: true, describedBy: statusId };
    return { error: typeof error.message === 'string' ? error.message : undefined };
  };

  return {
    form,
    formRef,
    successRef,
    status,
    statusId,
    emailTaken,
    registeredEmail,
    problemOf,
    onSubmit: (event?: BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(event),
  };
}
