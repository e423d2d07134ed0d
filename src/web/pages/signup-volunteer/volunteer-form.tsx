import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { AGE_GROUPS, AVAILABILITY, LANGUAGES, SKILLS } from '../../../shared/options';
import { volunteerSignupSchema, type VolunteerSignup } from '../../../shared/schemas';
import { api, unwrap } from '../../api';
import { CityInput } from '../../components/city-input';
import { controlClass, Field } from '../../components/field';
import { FormStatus } from '../../components/form-status';
import { useSignupForm } from '../../components/use-signup-form';
import { MultiSelect } from '../../components/multi-select';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { PATHS } from '../../paths';
import { AgreeBox } from '../../components/agree-box';

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
  const { form, status, statusId, onSubmit } = useSignupForm({
    schema: volunteerSignupSchema,
    empty: EMPTY_VOLUNTEER,
    send: (data: VolunteerSignup) => unwrap(api.accounts.volunteers.$post({ json: data })),
    successText: MESSAGES.volunteerRegistered,
    failurePrefix: MESSAGES.volunteerSignupFailedPrefix,
    agreeText: MESSAGES.agreeVolunteer,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <Field label="Full name" error={errors.fullName?.message}>
        {(c) => (
          <input
            {...c}
            {...register('fullName')}
            type="text"
            autoComplete="name"
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(c) => (
          <input
            {...c}
            {...register('email')}
            type="email"
            autoComplete="email"
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        {(c) => (
          <input
            {...c}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Skills" error={errors.skills?.message}>
        {(c) => (
          <select {...c} {...register('skills')} className={controlClass}>
            <option value="">Choose a skill</option>
            {SKILLS.map((skill) => (
              <option key={skill}>{skill}</option>
            ))}
          </select>
        )}
      </Field>
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
      <Field label="Age group" error={errors.ageGroup?.message}>
        {(c) => (
          <select {...c} {...register('ageGroup')} className={controlClass}>
            <option value="">Choose an age group</option>
            {AGE_GROUPS.map((group) => (
              <option key={group}>{group}</option>
            ))}
          </select>
        )}
      </Field>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. A long phrase is easier to remember."
        error={errors.password?.message}
        {...register('password')}
      />
      <Field label="Bio" optional error={errors.bio?.message} className="sm:col-span-2">
        {(c) => <textarea {...c} {...register('bio')} rows={3} className={controlClass} />}
      </Field>
      <Field
        label="Why do you want to volunteer?"
        error={errors.reason?.message}
        className="sm:col-span-2"
      >
        {(c) => <textarea {...c} {...register('reason')} rows={3} className={controlClass} />}
      </Field>
      <AgreeBox
        label="I agree to the terms and to be contacted by partner NGOs."
        invalid={Boolean(errors.agree)}
        describedBy={errors.agree ? statusId : undefined}
        {...register('agree')}
      />
      <div className="space-y-4 sm:col-span-2">
        <FormStatus id={statusId} status={status}>
          {status?.tone === 'success' && (
            <p>
              <Link to={PATHS.login} className="font-semibold text-brand-800 underline">
                Log in to your dashboard
              </Link>
            </p>
          )}
        </FormStatus>
        <SubmitButton busy={isSubmitting} busyText="Registering…">
          Register as a volunteer
        </SubmitButton>
      </div>
    </form>
  );
}
