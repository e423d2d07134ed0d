import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { LANGUAGES, TOPICS } from '../../../shared/options';
import { ngoMatchingProfileSchema, type NgoMatchingProfile } from '../../../shared/schemas';
import { ApiError } from '../../api';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { applyServerFieldErrors, TextAreaField, TextField } from '../../components/field';
import { schemaResolver } from '../../components/schema-resolver';
import { FormStatus, type Status } from '../../components/form-status';
import { SubmitButton } from '../../components/submit-button';
import { publishingText } from './publishing';
import { fetchNgoProfile, saveNgoProfile, type NgoProfileAnswer } from './api-calls';
import { sharedError, sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { ListingPlaceFields } from './listing-place-fields';
import { AgeGroupField, CityField, MultiSelectField } from './preference-fields';
import { RequiredChecksField } from '../vetting/required-checks-field';
import { EMPTY_TIME, TeachingTimesField, type TeachingTimeValue } from './teaching-times-field';
import { Detail } from '../../components/detail';

export interface ProfileValues {
  topics: string[];
  teachingTimes: TeachingTimeValue[];
  languages: string[];
  ageGroup: string;
  location: string;
  volunteersNeeded: number;
  description: string;
  published: boolean;
  mode: 'in-person' | 'online';
  venueAddress: string;
  venueLandmark: string;
  mapLink: string;
  meetingLink: string;
  requiredChecks: string[];
}
type Values = ProfileValues;

/** What the profile form hands each group of its fields. */
export interface ProfileFieldsProps<Saved extends FieldValues> {
  control: Control<ProfileValues, unknown, Saved>;
  register: UseFormRegister<ProfileValues>;
  errors: FieldErrors<ProfileValues>;
}
const FIELDS: (keyof Values)[] = [
  'topics',
  'teachingTimes',
  'languages',
  'ageGroup',
  'location',
  'volunteersNeeded',
  'description',
  'published',
  'mode',
  'venueAddress',
  'venueLandmark',
  'mapLink',
  'meetingLink',
  'requiredChecks',
];

function initialValues({ profile, defaults }: NgoProfileAnswer): Values {
  // No profile yet: the server's draft from what the NGO wrote at sign-up.
  const from = profile ?? {
    ...defaults,
    published: true,
    mode: 'in-person' as const,
    venueAddress: '',
    venueLandmark: '',
    mapLink: '',
    meetingLink: '',
    requiredChecks: [],
  };
  return {
    topics: from.topics,
    teachingTimes: from.teachingTimes.length ? from.teachingTimes : [EMPTY_TIME],
    languages: from.languages,
    ageGroup: from.ageGroup ?? '',
    location: from.location,
    volunteersNeeded: from.volunteersNeeded,
    description: from.description,
    published: from.published,
    mode: from.mode,
    venueAddress: from.venueAddress,
    venueLandmark: from.venueLandmark,
    mapLink: from.mapLink,
    meetingLink: from.meetingLink,
    requiredChecks: from.requiredChecks,
  };
}

/**
 * The NGO's matching profile: what it teaches, when, in which languages, to whom, where and how
 * many volunteers it needs. Published, it appears in matching and on /ngoList.
 */
export function NgoMatchingProfileForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useLingui();
  const { state, reload } = useLoader(fetchNgoProfile);
  return (
    <DashboardCard title={t`Matching profile`} className="md:col-span-3">
      <LoadState state={state} reload={reload} loading={t`Loading your matching profile…`} />
      {state.status === 'ready' && <ProfileForm answer={state.data} onSaved={onSaved} />}
    </DashboardCard>
  );
}

function ProfileForm({ answer, onSaved }: { answer: NgoProfileAnswer; onSaved?: () => void }) {
  const { i18n, t } = useLingui();
  const shared = (text: string | undefined) => sharedError(i18n, text);
  const [status, setStatus] = useState<Status | null>(null);
  const [saved, setSaved] = useState(answer.profile);
  const published = saved?.published ?? false;
  const statusId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, NgoMatchingProfile>({
    resolver: schemaResolver(ngoMatchingProfileSchema),
    defaultValues: initialValues(answer),
  });

  const onValid = async (data: NgoMatchingProfile) => {
    setStatus(null);
    try {
      const { profile } = await saveNgoProfile(data);
      reset(initialValues({ ...answer, profile }));
      setSaved(profile);
      setStatus({
        tone: 'success',
        text: profile.published
          ? t`Your matching profile is published. Volunteers can now find you and send requests.`
          : t`Your matching profile is saved but not published. Volunteers cannot find you.`,
      });
      onSaved?.();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, (error as Error).message);
      applyServerFieldErrors(failure.fields, FIELDS, setError);
      setStatus({ tone: 'error', text: sharedText(i18n, failure.message) });
    }
  };

  const publishing = publishingText(published, useWatch({ control, name: 'published' }), i18n);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="space-y-5"
      aria-label={t`Matching profile`}
    >
      {!saved && <FromSignup signup={answer.defaults} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <MultiSelectField
          control={control}
          name="topics"
          label={t`Teaching topics`}
          options={TOPICS}
        />
        <MultiSelectField
          control={control}
          name="languages"
          label={t`Languages of instruction`}
          options={LANGUAGES}
        />
        <TeachingTimesField control={control} register={register} errors={errors} />
        <AgeGroupField registered={register('ageGroup')} error={errors.ageGroup?.message} />
        <TextField
          label={t`Volunteers needed`}
          error={shared(errors.volunteersNeeded?.message)}
          {...register('volunteersNeeded', { valueAsNumber: true })}
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
        />
        <div className="sm:col-span-2">
          <CityField control={control} name="location" inputLabel={t`City where you teach`} />
        </div>
        <ListingPlaceFields control={control} register={register} errors={errors} />
        <TextAreaField
          label={t`Description for volunteers`}
          optional
          error={shared(errors.description?.message)}
          className="sm:col-span-2"
          {...register('description')}
          rows={3}
        />
        <RequiredChecksField registered={register('requiredChecks')} className="sm:col-span-2" />
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          {...register('published')}
          aria-describedby={statusId}
          className="mt-1 size-5 accent-brand-700"
        />
        <span>
          <span className="font-semibold">
            <Trans>Publish my profile</Trans>
          </span>
          <span className="block text-sm text-gray-700">
            <Trans>Volunteers can find you and send requests. Untick to stop new requests.</Trans>
          </span>
        </span>
      </label>
      <p id={statusId} data-testid="publish-status" className="font-medium text-gray-800">
        {publishing.status}
      </p>
      <FormStatus status={status} />
      <SubmitButton busy={isSubmitting} busyText={t`Saving…`}>
        {publishing.button}
      </SubmitButton>
    </form>
  );
}

/** Before the first save: what the form was filled in from, to check against. */
function FromSignup({ signup }: { signup: NgoProfileAnswer['defaults'] }) {
  return (
    <div className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-800">
      <p className="font-semibold">
        <Trans>
          We filled this in from your sign-up. Check it before you save: nothing is saved yet.
        </Trans>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Detail term={<Trans>Your schedule</Trans>} className="break-words">
          {signup.schedule}
        </Detail>
        <Detail term={<Trans>Volunteers you need</Trans>} written>
          {signup.volunteerReqs}
        </Detail>
      </dl>
    </div>
  );
}
