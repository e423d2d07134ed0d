import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../shared/locales';
import { MESSAGES } from '../../../shared/messages';
import { AGE_GROUPS, AVAILABILITY, LANGUAGES, SKILLS } from '../../../shared/options';
import type { VolunteerSignup } from '../../../shared/schemas';
import { api, unwrap } from '../../api';
import { CityInput } from '../../components/city-input';
import { dayPartHours } from '../../components/day-part-hours';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { MultiSelect } from '../../components/multi-select';
import { PasswordField } from '../../components/password-field';
import { SignupForm } from '../../components/signup-form';

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
  // Optional (spec §5; README → The specification), but the best matches need them: say so, and that they can wait.
  const matchingHint = t`Your best matches use this. You can also add it later on your dashboard.`;
  // The spec's Morning and Evening split the day at 2 PM (decision 0024): say so where they are chosen.
  const { morning, evening } = dayPartHours(i18n.locale as Locale);
  const dayPartsHint = t`Morning is ${morning}. Evening is ${evening}.`;
  return (
    <SignupForm
      schema="volunteerSignupSchema"
      empty={EMPTY_VOLUNTEER}
      send={(data: VolunteerSignup) => unwrap(api.accounts.volunteers.$post({ json: data }))}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored user type, not a text
      userType="Volunteer"
      failurePrefix={MESSAGES.volunteerSignupFailedPrefix}
      agreeText={MESSAGES.agreeVolunteer}
      registered={MESSAGES.volunteerRegistered}
      next={t`Log in to see the NGOs that match you and send your first request.`}
      agreeLabel={t`I agree to the terms and to be contacted by partner NGOs.`}
      submit={t`Register as a volunteer`}
      busy={t`Registering…`}
    >
      {({ field, choice, form: { register, errors } }) => (
        <>
          <TextField label={t`Full name`} autoComplete="name" {...field('fullName')} />
          <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
          <TextField label={t`Phone`} type="tel" autoComplete="tel" {...field('phone')} />
          <SelectField
            label={t`Skills`}
            prompt={t`Choose a skill`}
            options={SKILLS}
            {...field('skills')}
          />
          <div className="sm:col-span-2">
            <CityInput {...choice('location')} />
          </div>
          <MultiSelect
            label={t`Availability`}
            optional
            hint={`${dayPartsHint} ${matchingHint}`}
            options={AVAILABILITY}
            {...choice('availability')}
          />
          <MultiSelect
            label={t`Languages`}
            optional
            hint={matchingHint}
            options={LANGUAGES}
            {...choice('languages')}
          />
          <SelectField
            label={t`Age group`}
            prompt={t`Choose an age group`}
            options={AGE_GROUPS}
            {...field('ageGroup')}
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
            {...field('bio')}
          />
          <TextAreaField
            label={t`Why do you want to volunteer?`}
            rows={3}
            className="sm:col-span-2"
            {...field('reason')}
          />
        </>
      )}
    </SignupForm>
  );
}
