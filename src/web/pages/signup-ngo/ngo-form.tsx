import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { AREAS_OF_WORK } from '../../../shared/options';
import { ngoSignupSchema, type NgoSignup } from '../../../shared/schemas';
import { api, unwrap } from '../../api';
import { AgreeBox } from '../../components/agree-box';
import { CityInput } from '../../components/city-input';
import { controlClass, Field } from '../../components/field';
import { FormStatus } from '../../components/form-status';
import { useSignupForm } from '../../components/use-signup-form';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { PATHS } from '../../paths';

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
  const { form, status, statusId, onSubmit } = useSignupForm({
    schema: ngoSignupSchema,
    empty: EMPTY_NGO,
    send: (data: NgoSignup) => unwrap(api.accounts.ngos.$post({ json: data })),
    successText: MESSAGES.ngoRegistered,
    failurePrefix: MESSAGES.ngoSignupFailedPrefix,
    agreeText: MESSAGES.agreeNgo,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <Field label="NGO name" error={errors.ngoName?.message}>
        {(c) => (
          <input
            {...c}
            {...register('ngoName')}
            type="text"
            autoComplete="organization"
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Contact person" error={errors.contactPerson?.message}>
        {(c) => (
          <input
            {...c}
            {...register('contactPerson')}
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
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
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
      <Field label="Website" optional error={errors.website?.message}>
        {(c) => (
          <input
            {...c}
            {...register('website')}
            type="url"
            autoComplete="url"
            placeholder="https://"
            className={controlClass}
          />
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
      <Field label="Area of work" error={errors.areaOfWork?.message}>
        {(c) => (
          <select {...c} {...register('areaOfWork')} className={controlClass}>
            <option value="">Choose an area</option>
            {AREAS_OF_WORK.map((area) => (
              <option key={area}>{area}</option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Schedule"
        hint="When volunteers are needed, e.g. weekday mornings."
        error={errors.schedule?.message}
      >
        {(c) => <input {...c} {...register('schedule')} type="text" className={controlClass} />}
      </Field>
      <Field
        label="Volunteer requirements"
        error={errors.volunteerReqs?.message}
        className="sm:col-span-2"
      >
        {(c) => (
          <textarea {...c} {...register('volunteerReqs')} rows={3} className={controlClass} />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(c) => <textarea {...c} {...register('description')} rows={4} className={controlClass} />}
      </Field>
      <AgreeBox
        label="I confirm the information above is accurate."
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
          Register the NGO
        </SubmitButton>
      </div>
    </form>
  );
}
