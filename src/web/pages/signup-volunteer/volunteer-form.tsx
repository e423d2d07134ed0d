import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../shared/locales';
import { MESSAGES } from '../../../shared/messages';
import { AGE_GROUPS, AVAILABILITY, LANGUAGES, SKILLS } from '../../../shared/options';
import type { VolunteerSignup } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { AgreeBox } from '../../components/agree-box';
import { CityInput } from '../../components/city-input';
import { dayPartHours } from '../../components/day-part-hours';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { FormStatus } from '../../components/form-status';
import { useSignupOutcome } from '../../components/lazy-signup-outcome';
import { MultiSelect } from '../../components/multi-select';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { useSignupForm } from '../../components/use-signup-form';
import { sharedText } from '../../i18n/shared-text';

/** What the form holds while being filled in: an empty select is '' until the schema checks it. */
export interface VolunteerFormValues {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  skills: string;
  availability: string[];
  ageGroup: string;
  languages: string[];
  bio: string;
  reason: string;
  password: string;
  agree: boolean;
}

export const EMPTY_VOLUNTEER: VolunteerFormValues = {
  fullName: '',
  email: '',
  phone: '',
  location: '',
  skills: '',
  availability: [],
  ageGroup: '',
  languages: [],
  bio: '',
  reason: '',
  password: '',
  agree: false,
};

export function VolunteerForm() {
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
    schema: 'volunteerSignupSchema',
    empty: EMPTY_VOLUNTEER,
    send: (data: VolunteerSignup) =>
      unwrap(api.accounts.volunteers.$post({ json: data })).catch((error: unknown) => {
        // The failure alert is the prefix below and the server's English reason: FormStatus
        // cannot split them, so both are given in the reader's language.
        if (error instanceof ApiError) error.message = sharedText(i18n, error.message);
        throw error;
      }),
    failurePrefix: sharedText(i18n, MESSAGES.volunteerSignupFailedPrefix),
    agreeText: MESSAGES.agreeVolunteer,
  });
  const {
    outcome,
    failed: outcomeFailed,
    prefetch: prefetchOutcome,
  } = useSignupOutcome(Boolean(registeredEmail) || emailTaken);
  // Optional (spec §5; README → The specification), but the best matches need them: say so, and that they can wait.
  const matchingHint = t`Your best matches use this. You can also add it later on your dashboard.`;
  // The spec's Morning and Evening split the day at 2 PM (decision 0024): say so where they are chosen.
  const { morning, evening } = dayPartHours(i18n.locale as Locale);
  const dayPartsHint = t`Morning is ${morning}. Evening is ${evening}.`;
  const { register, setValue, values, errors, isSubmitting } = form;

  if (registeredEmail) {
    // The emptied form gives way to what happened and what comes next.
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        {outcome && (
          <outcome.SignupSuccess
            panelRef={successRef}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored user type, not a text
            userType="Volunteer"
            text={sharedText(i18n, MESSAGES.volunteerRegistered)}
            email={registeredEmail}
            onAnother={startOver}
            next={t`Log in to see the NGOs that match you and send your first request.`}
          />
        )}
        {outcomeFailed && (
          // The panel's chunk could not load: the spec's alert still says the account exists.
          <div ref={successRef} tabIndex={-1} role="alert" className="font-bold sm:col-span-2">
            {sharedText(i18n, MESSAGES.volunteerRegistered)}
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
        label={t`Full name`}
        autoComplete="name"
        {...problemOf('fullName')}
        {...register('fullName')}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        {...problemOf('email')}
        {...register('email')}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        {...problemOf('phone')}
        {...register('phone')}
      />
      <SelectField
        label={t`Skills`}
        prompt={t`Choose a skill`}
        options={SKILLS}
        {...problemOf('skills')}
        {...register('skills')}
      />
      <div className="sm:col-span-2">
        <CityInput
          name="location"
          value={values.location}
          onChange={(value) => setValue('location', value)}
          error={errors.location?.message}
        />
      </div>
      <MultiSelect
        label={t`Availability`}
        optional
        hint={`${dayPartsHint} ${matchingHint}`}
        name="availability"
        options={AVAILABILITY}
        value={values.availability}
        onChange={(value) => setValue('availability', value)}
        error={errors.availability?.message}
      />
      <MultiSelect
        label={t`Languages`}
        optional
        hint={matchingHint}
        name="languages"
        options={LANGUAGES}
        value={values.languages}
        onChange={(value) => setValue('languages', value)}
        error={errors.languages?.message}
      />
      <SelectField
        label={t`Age group`}
        prompt={t`Choose an age group`}
        options={AGE_GROUPS}
        {...problemOf('ageGroup')}
        {...register('ageGroup')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. A long phrase is easier to remember.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextAreaField
        label={t`Bio`}
        optional
        rows={3}
        className="sm:col-span-2"
        {...problemOf('bio')}
        {...register('bio')}
      />
      <TextAreaField
        label={t`Why do you want to volunteer?`}
        rows={3}
        className="sm:col-span-2"
        {...problemOf('reason')}
        {...register('reason')}
      />
      <AgreeBox
        label={t`I agree to the terms and to be contacted by partner NGOs.`}
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
          {t`Register as a volunteer`}
        </SubmitButton>
      </div>
    </form>
  );
}
