import { Controller } from 'react-hook-form';
import { MESSAGES } from '../../../shared/messages';
import { AREAS_OF_WORK } from '../../../shared/options';
import { ngoSignupSchema, normalizeWebsite, type NgoSignup } from '../../../shared/schemas';
import { api, unwrap } from '../../api';
import { AgreeBox } from '../../components/agree-box';
import { CityInput } from '../../components/city-input';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { FormStatus } from '../../components/form-status';
import { PasswordField } from '../../components/password-field';
import { EmailTakenHelp, SignupSuccess } from '../../components/signup-outcome';
import { SubmitButton } from '../../components/submit-button';
import { useSignupForm } from '../../components/use-signup-form';

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
    schema: ngoSignupSchema,
    empty: EMPTY_NGO,
    send: (data: NgoSignup) => unwrap(api.accounts.ngos.$post({ json: data })),
    failurePrefix: MESSAGES.ngoSignupFailedPrefix,
    agreeText: MESSAGES.agreeNgo,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      {registeredEmail && (
        <SignupSuccess
          panelRef={successRef}
          userType="NGO"
          text={MESSAGES.ngoRegistered}
          email={registeredEmail}
          next="Log in to publish your profile, so volunteers near you can find you and offer to teach."
        />
      )}
      <TextField
        label="NGO name"
        autoComplete="organization"
        {...problemOf('ngoName')}
        {...register('ngoName')}
      />
      <TextField
        label="Contact person"
        autoComplete="name"
        {...problemOf('contactPerson')}
        {...register('contactPerson')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...problemOf('email')}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        {...problemOf('phone')}
        {...register('phone')}
      />
      <TextField
        label="Website"
        optional
        type="url"
        autoComplete="url"
        placeholder="www.example.org"
        {...problemOf('website')}
        {...register('website', {
          // Show the https:// the schema adds, so what is stored is what the person saw.
          onBlur: (event: { target: HTMLInputElement }) =>
            setValue('website', normalizeWebsite(event.target.value)),
        })}
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
      <SelectField
        label="Area of work"
        prompt="Choose an area"
        options={AREAS_OF_WORK}
        {...problemOf('areaOfWork')}
        {...register('areaOfWork')}
      />
      <TextField
        label="Schedule"
        hint="When volunteers are needed, e.g. weekday mornings."
        {...problemOf('schedule')}
        {...register('schedule')}
      />
      <TextAreaField
        label="Volunteer requirements"
        rows={3}
        className="sm:col-span-2"
        {...problemOf('volunteerReqs')}
        {...register('volunteerReqs')}
      />
      <TextAreaField
        label="Description"
        rows={4}
        className="sm:col-span-2"
        {...problemOf('description')}
        {...register('description')}
      />
      <AgreeBox
        label="I confirm the information above is accurate."
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
          Register the NGO
        </SubmitButton>
      </div>
    </form>
  );
}
