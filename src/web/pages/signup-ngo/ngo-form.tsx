import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '../../../shared/messages';
import { AREAS_OF_WORK } from '../../../shared/options';
import { normalizeWebsite } from '../../../shared/form-rules';
import type { NgoSignup } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { AgreeBox } from '../../components/agree-box';
import { CityInput } from '../../components/city-input';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { FormStatus } from '../../components/form-status';
import { useSignupOutcome } from '../../components/lazy-signup-outcome';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { useSignupForm } from '../../components/use-signup-form';
import { sharedText } from '../../i18n/shared-text';

/** What the form holds while being filled in: an empty select is '' until the schema checks it. */
export interface NgoFormValues {
  ngoName: string;
  contactPerson: string;
  email: string;
  password: string;
  phone: string;
  location: string;
  website: string;
  areaOfWork: string;
  volunteerReqs: string;
  schedule: string;
  description: string;
  agree: boolean;
}

export const EMPTY_NGO: NgoFormValues = {
  ngoName: '',
  contactPerson: '',
  email: '',
  password: '',
  phone: '',
  location: '',
  website: '',
  areaOfWork: '',
  volunteerReqs: '',
  schedule: '',
  description: '',
  agree: false,
};

export function NgoForm() {
  const { t, i18n } = useLingui();
  const {
    form,
    formRef,
    successRef,
    status,
    statusId,
    emailTaken,
    registeredEmail,
    problemOf,
    onSubmit,
    onFocus,
    startOver,
  } = useSignupForm({
    schema: 'ngoSignupSchema',
    empty: EMPTY_NGO,
    send: (data: NgoSignup) =>
      unwrap(api.accounts.ngos.$post({ json: data })).catch((error: unknown) => {
        // The failure alert is the prefix below and the server's English reason: FormStatus
        // cannot split them, so both are given in the reader's language.
        if (error instanceof ApiError) error.message = sharedText(i18n, error.message);
        throw error;
      }),
    failurePrefix: sharedText(i18n, MESSAGES.ngoSignupFailedPrefix),
    agreeText: MESSAGES.agreeNgo,
  });
  const {
    outcome,
    failed: outcomeFailed,
    prefetch: prefetchOutcome,
  } = useSignupOutcome(Boolean(registeredEmail) || emailTaken);
  const { register, setValue, values, errors, isSubmitting } = form;

  if (registeredEmail) {
    // The emptied form gives way to what happened and what comes next.
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        {outcome && (
          <outcome.SignupSuccess
            panelRef={successRef}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored user type, not a text
            userType="NGO"
            text={sharedText(i18n, MESSAGES.ngoRegistered)}
            email={registeredEmail}
            onAnother={startOver}
            next={t`Log in to publish your profile, so volunteers near you can find you and offer to teach.`}
          />
        )}
        {outcomeFailed && (
          // The panel's chunk could not load: the spec's alert still says the account exists.
          <div ref={successRef} tabIndex={-1} role="alert" className="font-bold sm:col-span-2">
            {sharedText(i18n, MESSAGES.ngoRegistered)}
          </div>
        )}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        onFocus();
        prefetchOutcome();
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label={t`NGO name`}
        autoComplete="organization"
        {...problemOf('ngoName')}
        {...register('ngoName')}
      />
      <TextField
        label={t`Contact person`}
        autoComplete="name"
        {...problemOf('contactPerson')}
        {...register('contactPerson')}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        {...problemOf('email')}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        {...problemOf('phone')}
        {...register('phone')}
      />
      <TextField
        label={t`Website`}
        optional
        type="url"
        autoComplete="url"
        placeholder="www.example.org"
        {...problemOf('website')}
        {...register('website', {
          // Show the https:// the schema adds, so what is stored is what the person saw.
          onBlur: (event) => setValue('website', normalizeWebsite(event.target.value)),
        })}
      />
      <div className="sm:col-span-2">
        <CityInput
          name="location"
          value={values.location}
          onChange={(value) => setValue('location', value)}
          error={errors.location?.message}
        />
      </div>
      <SelectField
        label={t`Area of work`}
        prompt={t`Choose an area`}
        options={AREAS_OF_WORK}
        {...problemOf('areaOfWork')}
        {...register('areaOfWork')}
      />
      <TextField
        label={t`Schedule`}
        hint={t`When volunteers are needed, e.g. weekday mornings.`}
        {...problemOf('schedule')}
        {...register('schedule')}
      />
      <TextAreaField
        label={t`Volunteer requirements`}
        rows={3}
        className="sm:col-span-2"
        {...problemOf('volunteerReqs')}
        {...register('volunteerReqs')}
      />
      <TextAreaField
        label={t`Description`}
        rows={4}
        className="sm:col-span-2"
        {...problemOf('description')}
        {...register('description')}
      />
      <AgreeBox
        label={t`I confirm the information above is accurate.`}
        invalid={Boolean(errors.agree)}
        describedBy={errors.agree ? statusId : undefined}
        {...register('agree')}
      />
      <div className="space-y-4 sm:col-span-2">
        {/* Focused when the server refuses: the spec's alert, and what to do about it. */}
        <div id={statusId} tabIndex={-1}>
          <FormStatus status={status}>
            {emailTaken && outcome && <outcome.EmailTakenHelp />}
          </FormStatus>
        </div>
        <SubmitButton busy={isSubmitting} busyText={t`Registering…`}>
          {t`Register the NGO`}
        </SubmitButton>
      </div>
    </form>
  );
}
