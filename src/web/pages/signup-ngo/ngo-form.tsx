import { useId, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { AREAS_OF_WORK } from '../../../shared/options';
import { ngoSignupSchema, type NgoSignup } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { AgreeBox } from '../../components/agree-box';
import { CityInput } from '../../components/city-input';
import {
  applyServerFieldErrors,
  controlClass,
  Field,
  schemaResolver,
} from '../../components/field';
import { FormStatus, type Status } from '../../components/form-status';
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

const FIELDS = Object.keys(EMPTY_NGO) as (keyof NgoFormValues)[];

export function NgoForm() {
  const statusId = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NgoFormValues, unknown, NgoSignup>({
    resolver: schemaResolver(ngoSignupSchema),
    defaultValues: EMPTY_NGO,
  });

  const onValid = async (data: NgoSignup) => {
    setStatus(null);
    try {
      await unwrap(api.accounts.ngos.$post({ json: data }));
      reset(EMPTY_NGO);
      setStatus({ tone: 'success', text: MESSAGES.ngoRegistered });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, MESSAGES.somethingWrong);
      applyServerFieldErrors(failure.fields, FIELDS, setError);
      setStatus({ tone: 'error', text: MESSAGES.ngoSignupFailedPrefix + failure.message });
    }
  };

  const onInvalid = (invalid: FieldErrors<NgoFormValues>) => {
    setStatus(invalid.agree ? { tone: 'error', text: MESSAGES.agreeNgo } : null);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid gap-5 sm:grid-cols-2"
    >
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
