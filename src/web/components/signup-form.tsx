import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserType } from '../../shared/options';
import { sharedText } from '../i18n/shared-text';
import { AgreeBox } from './agree-box';
import { FormStatus } from './form-status';
import { useSignupOutcome } from './lazy-signup-outcome';
import type { SchemaName } from './lazy-validation';
import { SubmitButton } from './submit-button';
import { useSignupForm, type SignupOptions } from './use-signup-form';

/** The class of the "Log in" link in a sign-up page's introduction. */
export const signupLoginLinkClass = 'font-semibold text-brand-800 underline';

/** A sign-up page: its heading, the introduction (with the way to log in) and the form. */
export function SignupPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-2 mb-8 text-gray-700">{intro}</p>
      {children}
    </section>
  );
}

/** What a sign-up form's own fields are given to bind themselves to the form (field, choice, …). */
export type SignupFields<
  Values extends { agree: boolean; email: string },
  Name extends SchemaName,
> = ReturnType<typeof useSignupForm<Values, Name>>;

/**
 * Both registration forms (spec §4, §8): the fields a form lays out itself (`children`, in page
 * order), then the agree box, the status and the submit button; after a registration, the
 * success panel in the form's place. The rules (validation, the server's answer, focus) are
 * useSignupForm's, which takes these props as its options.
 */
export function SignupForm<
  Values extends { agree: boolean; email: string },
  Name extends SchemaName,
>(
  props: SignupOptions<Values, Name> & {
    /** The role registered: the login page preselects it. */
    userType: UserType;
    /** The spec's success alert (src/shared/messages.ts), in English. */
    registered: string;
    /** What the account does after logging in. */
    next: string;
    agreeLabel: string;
    submit: string;
    /** The submit button's text while sending. */
    busy: string;
    children: (fields: SignupFields<Values, Name>) => ReactNode;
  },
) {
  const { i18n } = useLingui();
  const signup = useSignupForm(props);
  const { form, formRef, successRef, status, statusId, emailTaken, registeredEmail } = signup;
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
            onAnother={signup.startOver}
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
      onSubmit={signup.onSubmit}
      onFocus={() => {
        signup.onFocus();
        prefetch();
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      {props.children(signup)}
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
