import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import type { UserType } from '../../shared/options';
import { ApiError, UNREACHABLE } from '../api';
import { shownLanguage } from '../i18n/language';
import { sharedText } from '../i18n/shared-text';
import { AgreeBox } from './agree-box';
import { applyServerFieldErrors, type FieldProblem } from './field';
import { FormStatus, type Status } from './form-status';
import { useSignupOutcome } from './lazy-signup-outcome';
import { prefetchValidation, type SchemaName, type Schemas } from './lazy-validation';
import { SubmitButton } from './submit-button';
import { useFormState, type FormErrors } from './use-form-state';

/** The error type of an email that already has an account: its message is the status block. */
const EMAIL_TAKEN = 'taken';

type FocusTarget = 'first-invalid' | 'status' | 'success' | 'first-field';

type FormState<Values extends object> = ReturnType<typeof useFormState<Values, SchemaName>>;

/** What a sign-up form's own fields are given to bind themselves to it. */
export interface SignupFields<Values extends object> {
  form: FormState<Values>;
  /** Props for a TextField, SelectField or TextAreaField bound to `name`, with its problem. */
  field: (
    name: keyof Values & string,
    extra?: Parameters<FormState<Values>['register']>[1],
  ) => FieldProblem & ReturnType<FormState<Values>['register']>;
  /** Props for a CityInput or MultiSelect bound to `name`: its value, onChange and error. */
  choice: <F extends keyof Values & string>(
    name: F,
  ) => { name: F; value: Values[F]; onChange: (value: Values[F]) => void; error?: string };
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
export function SignupForm<
  Values extends { agree: boolean; email: string },
  Name extends SchemaName,
>(props: {
  /** The shared schema the form validates with, loaded when first needed. */
  schema: Name;
  empty: Values;
  send: (data: z.output<Schemas[Name]>) => Promise<unknown>;
  /** The role registered: the login page preselects it. */
  userType: UserType;
  /** The spec's failure prefix, agree alert and success alert (src/shared/messages.ts), in English. */
  failurePrefix: string;
  agreeText: string;
  registered: string;
  /** What the account does after logging in. */
  next: string;
  agreeLabel: string;
  submit: string;
  /** The submit button's text while sending. */
  busy: string;
  /** The form's own fields, in page order; the agree box, the status and the button follow. */
  children: (fields: SignupFields<Values>) => ReactNode;
}) {
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
  const form = useFormState(props.schema, props.empty);
  type Field = keyof Values & string;
  const fields = Object.keys(props.empty) as Field[];

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
      await props.send({ ...(data as object), language: shownLanguage() } as typeof data);
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
      setStatus({ tone: 'error', text: sharedText(i18n, props.failurePrefix) + reason });
      requestFocus('status');
    }
  };

  // The schemas could not be loaded: like a failed send, with the form's failure prefix.
  const onUnavailable = () => {
    setRegisteredEmail(null);
    setEmailTaken(false);
    setStatus({ tone: 'error', text: sharedText(i18n, props.failurePrefix) + UNREACHABLE });
    requestFocus('status');
  };

  const onInvalid = (invalid: FormErrors<Values>) => {
    setRegisteredEmail(null);
    setEmailTaken(false);
    setStatus(invalid.agree ? { tone: 'error', text: props.agreeText } : null);
    requestFocus('first-invalid');
  };

  /** The field's problem for Field and its kin: inline, or flagged and pointing at the status. */
  const problemOf = (name: Field): FieldProblem => {
    const error = form.errors[name];
    if (!error) return {};
    if (error.type === EMAIL_TAKEN) return { invalid: true, describedBy: statusId };
    return { error: error.message };
  };

  const { outcome, failed, prefetch } = useSignupOutcome(Boolean(registeredEmail) || emailTaken);
  const registered = sharedText(i18n, props.registered);

  if (registeredEmail) {
    // The emptied form gives way to what happened and what comes next.
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        {outcome && (
          <outcome.SignupSuccess
            panelRef={successRef}
            userType={props.userType}
            text={registered}
            email={registeredEmail}
            onAnother={() => {
              // The emptied form again, for another account, its first field focused.
              setRegisteredEmail(null);
              requestFocus('first-field');
            }}
            next={props.next}
          />
        )}
        {failed && (
          // The panel's chunk could not load: the spec's alert still says the account exists.
          <div ref={successRef} tabIndex={-1} role="alert" className="font-bold sm:col-span-2">
            {registered}
          </div>
        )}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => form.submit({ onValid, onInvalid, onUnavailable }, event)}
      onFocus={() => {
        // Fetch the schemas and the outcome while the person fills the form in.
        prefetchValidation();
        prefetch();
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      {props.children({
        form,
        field: (name, extra) => ({ ...problemOf(name), ...form.register(name, extra) }),
        choice: (name) => ({
          name,
          value: form.values[name],
          onChange: (value) => form.setValue(name, value),
          error: form.errors[name]?.message,
        }),
      })}
      <AgreeBox
        label={props.agreeLabel}
        invalid={Boolean(form.errors.agree)}
        describedBy={form.errors.agree ? statusId : undefined}
        {...form.register('agree')}
      />
      <div className="space-y-4 sm:col-span-2">
        {/* Focused when the server refuses: the spec's alert, and what to do about it. */}
        <div id={statusId} tabIndex={-1}>
          <FormStatus status={status}>
            {emailTaken && outcome && <outcome.EmailTakenHelp />}
          </FormStatus>
        </div>
        <SubmitButton busy={form.isSubmitting} busyText={props.busy}>
          {props.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
