import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { ApiError, UNREACHABLE } from '../api';
import { shownLanguage } from '../i18n/language';
import { sharedText } from '../i18n/shared-text';
import { applyServerFieldErrors, type FieldProblem } from './field';
import type { Status } from './form-status';
import { prefetchValidation, type SchemaName, type Schemas } from './lazy-validation';
import { useFormState, type FormErrors } from './use-form-state';

/** The error type of an email that already has an account: its message is the status block. */
const EMAIL_TAKEN = 'taken';

type FocusTarget = 'first-invalid' | 'status' | 'success' | 'first-field';

export interface SignupOptions<Values, Name extends SchemaName> {
  /** The shared schema the form validates with, loaded when first needed. */
  schema: Name;
  empty: Values;
  send: (data: z.output<Schemas[Name]>) => Promise<unknown>;
  /** The spec's failure prefix (src/shared/messages.ts), in English: shown in the reader's language. */
  failurePrefix: string;
  /** The spec's agree alert, in English. */
  agreeText: string;
}

/**
 * What both registration forms share (spec §4, §8; README → The specification): validate with the shared schema (loaded
 * when first needed, see lazy-validation.ts), show the
 * spec's agree alert when the box is unticked, reset on success with the spec's message, and on
 * failure keep what was typed, show the server's field errors inline and the spec's prefix plus
 * the reason in the alert.
 *
 * Focus follows what the person needs next: the first invalid field in page order
 * after a refused submit, the success panel after a registration, and the failure message after
 * the server refuses. After a registration the panel replaces the emptied form: an empty form
 * under it read as if nothing had been saved.
 */
export function useSignupForm<
  Values extends { agree: boolean; email: string },
  Name extends SchemaName,
>(options: SignupOptions<Values, Name>) {
  const { i18n } = useLingui();
  const statusId = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the page shows the outcome: the errors show a render after they are
  // found, so the request waits for a render that shows its target.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const [, rerender] = useState(0);
  const requestFocus = (target: FocusTarget) => {
    pendingFocus.current = target;
    rerender((n) => n + 1);
  };
  const form = useFormState(options.schema, options.empty);
  type Field = keyof Values & string;
  const fields = Object.keys(options.empty) as Field[];

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const target =
      wanted === 'success'
        ? successRef.current
        : wanted === 'first-field'
          ? formRef.current?.querySelector<HTMLElement>('input, select, textarea, button')
          : wanted === 'status'
            ? document.getElementById(statusId)
            : // Every control of these forms marks its own problem with aria-invalid.
              formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const onValid = async (data: z.output<Schemas[Name]>) => {
    setStatus(null);
    setEmailTaken(false);
    setRegisteredEmail(null);
    try {
      // The account keeps the language the person signed up in, for its emails.
      await options.send({ ...(data as object), language: shownLanguage() } as typeof data);
      form.reset();
      setRegisteredEmail(String((data as { email: string }).email));
      requestFocus('success');
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, MESSAGES.somethingWrong);
      const { email: emailMessage, ...others } = failure.fields;
      const taken = failure.status === 409 && emailMessage !== undefined;
      applyServerFieldErrors(taken ? others : failure.fields, fields, form.setError);
      // The status block already says the email is taken (with what to do): the field is only
      // flagged and points at it, so the page says it once.
      if (taken) form.setError('email' as Field, { type: EMAIL_TAKEN, message: emailMessage });
      setEmailTaken(taken);
      // The alert is the prefix and the server's English reason: FormStatus cannot split them, so
      // both are given in the reader's language here.
      const reason = sharedText(i18n, failure.message);
      setStatus({ tone: 'error', text: sharedText(i18n, options.failurePrefix) + reason });
      requestFocus('status');
    }
  };

  // The schemas could not be loaded: like a failed send, with the form's failure prefix.
  const onUnavailable = () => {
    setRegisteredEmail(null);
    setEmailTaken(false);
    setStatus({ tone: 'error', text: sharedText(i18n, options.failurePrefix) + UNREACHABLE });
    requestFocus('status');
  };

  const onInvalid = (invalid: FormErrors<Values>) => {
    setRegisteredEmail(null);
    setEmailTaken(false);
    setStatus(invalid.agree ? { tone: 'error', text: options.agreeText } : null);
    requestFocus('first-invalid');
  };

  /** The field's problem for Field and its kin: inline, or flagged and pointing at the status. */
  const problemOf = (name: Field): FieldProblem => {
    const error = form.errors[name];
    if (!error) return {};
    if (error.type === EMAIL_TAKEN) return { invalid: true, describedBy: statusId };
    return { error: error.message };
  };

  return {
    form,
    /** Props for a TextField, SelectField or TextAreaField bound to `name`, with its problem. */
    field: (name: Field, extra?: Parameters<typeof form.register>[1]) => ({
      ...problemOf(name),
      ...form.register(name, extra),
    }),
    /** Props for a CityInput or MultiSelect bound to `name`: its value, onChange and error. */
    choice: <F extends Field>(name: F) => ({
      name,
      value: form.values[name],
      onChange: (value: Values[F]) => form.setValue(name, value),
      error: form.errors[name]?.message,
    }),
    formRef,
    successRef,
    status,
    statusId,
    emailTaken,
    registeredEmail,
    onSubmit: (event?: FormEvent) => form.submit({ onValid, onInvalid, onUnavailable }, event),
    /** After a registration: the emptied form again, for another account, its first field focused. */
    startOver: () => {
      setRegisteredEmail(null);
      requestFocus('first-field');
    },
    /** For the form's onFocus: fetch the schemas while the person fills it in. */
    onFocus: prefetchValidation,
  };
}
