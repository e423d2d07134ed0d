import { Controller } from 'react-hook-form';
import { MESSAGES } from '../../../shared/messages';
import { AGE_GROUPS, AVAILABILITY, LANGUAGES, SKILLS } from '../../../shared/options';
import { volunteerSignupSchema, type VolunteerSignup } from '../../../shared/schemas';
import { api, unwrap } from '../../api';
import { AgreeBox } from '../../components/agree-box';
import { CityInput } from '../../components/city-input';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { FormStatus } from '../../components/form-status';
import { MultiSelect } from '../../components/multi-select';
import { PasswordField } from '../../components/password-field';
import { EmailTakenHelp, SignupSuccess } from '../../components/signup-outcome';
import { SubmitButton } from '../../components/submit-button';
import { useSignupForm } from '../../components/use-signup-form';

// Optional (SPEC.md §5), but the best matches need them: say so, and that they can wait.
const MATCHING_HINT = 'Your best matches use this. You can also add it later on your dashboard.';

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
  } = useSignupForm({
    schema: volunteerSignupSchema,
    empty: EMPTY_VOLUNTEER,
    send: (data: VolunteerSignup) => unwrap(api.accounts.volunteers.$post({ json: data })),
    failurePrefix: MESSAGES.volunteerSignupFailedPrefix,
    agreeText: MESSAGES.agreeVolunteer,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      {registeredEmail && (
        <SignupSuccess
          panelRef={successRef}
          userType="Volunteer"
          text={MESSAGES.volunteerRegistered}
          email={registeredEmail}
          next="Log in to see the NGOs that match you and send your first request."
        />
      )}
      <TextField
        label="Full name"
        autoComplete="name"
        {...problemOf('fullName')}
        {...register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...problemOf('email')}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        {...problemOf('phone')}
        {...register('phone')}
      />
      <SelectField
        label="Skills"
        prompt="Choose a skill"
        options={SKILLS}
        {...problemOf('skills')}
        {...register('skills')}
      />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <CityInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="availability"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Availability"
            optional
            hint={MATCHING_HINT}
            name={field.name}
            options={AVAILABILITY}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            buttonRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Languages"
            optional
            hint={MATCHING_HINT}
            name={field.name}
            options={LANGUAGES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            buttonRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectField
        label="Age group"
        prompt="Choose an age group"
        options={AGE_GROUPS}
        {...problemOf('ageGroup')}
        {...register('ageGroup')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. A long phrase is easier to remember."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextAreaField
        label="Bio"
        optional
        rows={3}
        className="sm:col-span-2"
        {...problemOf('bio')}
        {...register('bio')}
      />
      <TextAreaField
        label="Why do you want to volunteer?"
        rows={3}
        className="sm:col-span-2"
        {...problemOf('reason')}
        {...register('reason')}
      />
      <AgreeBox
        label="I agree to the terms and to be contacted by partner NGOs."
        invalid={Boolean(errors.agree)}
        describedBy={errors.agree ? statusId : undefined}
        {...register('agree')}
      />
      <div className="space-y-4 sm:col-span-2">
        {/* Focused when the server refuses: the spec's alert, and what to do about it. */}
        <div id={statusId} tabIndex={-1}>
          <FormStatus status={status}>{emailTaken && <EmailTakenHelp />}</FormStatus>
        </div>
        <SubmitButton busy={isSubmitting} busyText="Registering…">
          Register as a volunteer
        </SubmitButton>
      </div>
    </form>
  );
}
