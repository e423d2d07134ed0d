import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '../../../shared/messages';
import { AREAS_OF_WORK } from '../../../shared/options';
import { normalizeWebsite } from '../../../shared/form-rules';
import type { NgoSignup } from '../../../shared/schemas';
import { api, unwrap } from '../../api';
import { CityInput } from '../../components/city-input';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { PasswordField } from '../../components/password-field';
import { SignupForm } from '../../components/signup-form';

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
  const { t } = useLingui();
  return (
    <SignupForm
      schema="ngoSignupSchema"
      empty={EMPTY_NGO}
      send={(data: NgoSignup) => unwrap(api.accounts.ngos.$post({ json: data }))}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored user type, not a text
      userType="NGO"
      failurePrefix={MESSAGES.ngoSignupFailedPrefix}
      agreeText={MESSAGES.agreeNgo}
      registered={MESSAGES.ngoRegistered}
      next={t`Log in to publish your profile, so volunteers near you can find you and offer to teach.`}
      agreeLabel={t`I confirm the information above is accurate.`}
      submit={t`Register the NGO`}
      busy={t`Registering…`}
    >
      {({ field, choice, form: { register, errors, setValue } }) => (
        <>
          <TextField label={t`NGO name`} autoComplete="organization" {...field('ngoName')} />
          <TextField label={t`Contact person`} autoComplete="name" {...field('contactPerson')} />
          <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            hint={t`At least 8 characters.`}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField label={t`Phone`} type="tel" autoComplete="tel" {...field('phone')} />
          <TextField
            label={t`Website`}
            optional
            type="url"
            autoComplete="url"
            placeholder="www.example.org"
            {...field('website', {
              // Show the https:// the schema adds, so what is stored is what the person saw.
              onBlur: (event) => setValue('website', normalizeWebsite(event.target.value)),
            })}
          />
          <div className="sm:col-span-2">
            <CityInput {...choice('location')} />
          </div>
          <SelectField
            label={t`Area of work`}
            prompt={t`Choose an area`}
            options={AREAS_OF_WORK}
            {...field('areaOfWork')}
          />
          <TextField
            label={t`Schedule`}
            hint={t`When volunteers are needed, e.g. weekday mornings.`}
            {...field('schedule')}
          />
          <TextAreaField
            label={t`Volunteer requirements`}
            rows={3}
            className="sm:col-span-2"
            {...field('volunteerReqs')}
          />
          <TextAreaField
            label={t`Description`}
            rows={4}
            className="sm:col-span-2"
            {...field('description')}
          />
        </>
      )}
    </SignupForm>
  );
}
