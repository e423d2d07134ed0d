import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AGE_GROUPS, LANGUAGES, TIME_RANGES, TOPICS, WEEKDAYS } from '../../../shared/options';
import { ngoMatchingProfileSchema, type NgoMatchingProfile } from '../../../shared/schemas';
import { ApiError } from '../../api';
import { CityInput } from '../../components/city-input';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import {
  applyServerFieldErrors,
  controlClass,
  Field,
  schemaResolver,
} from '../../components/field';
import { FormStatus, type Status } from '../../components/form-status';
import { MultiSelect } from '../../components/multi-select';
import { SubmitButton } from '../../components/submit-button';
import { publishingText } from './publishing';
import { fetchNgoProfile, saveNgoProfile, type NgoProfileAnswer } from './api-calls';
import { useLoader } from '../../use-loader';

interface Values {
  topics: string[];
  days: string[];
  timeSlots: string[];
  languages: string[];
  ageGroup: string;
  location: string;
  volunteersNeeded: number;
  description: string;
  published: boolean;
}
const FIELDS: (keyof Values)[] = [
  'topics',
  'days',
  'timeSlots',
  'languages',
  'ageGroup',
  'location',
  'volunteersNeeded',
  'description',
  'published',
];

function initialValues({ profile, defaults }: NgoProfileAnswer): Values {
  if (profile) {
    return {
      topics: profile.topics,
      days: profile.days,
      timeSlots: profile.timeSlots,
      languages: profile.languages,
      ageGroup: profile.ageGroup ?? '',
      location: profile.location,
      volunteersNeeded: profile.volunteersNeeded,
      description: profile.description,
      published: profile.published,
    };
  }
  // No profile yet: the server's draft from what the NGO wrote at sign-up.
  return {
    topics: defaults.topics,
    days: defaults.days,
    timeSlots: defaults.timeSlots,
    languages: defaults.languages,
    ageGroup: defaults.ageGroup ?? '',
    location: defaults.location,
    volunteersNeeded: defaults.volunteersNeeded,
    description: defaults.description,
    published: true,
  };
}

/**
 * The NGO's matching profile: what it teaches, when, in which languages, to whom, where and how
 * many volunteers it needs. Published, it appears in matching and on /ngoList.
 */
export function NgoMatchingProfileForm({ onSaved }: { onSaved?: () => void }) {
  const { state, reload } = useLoader(fetchNgoProfile);
  return (
    <DashboardCard title="Matching profile" className="md:col-span-3">
      <LoadState state={state} reload={reload} loading="Loading your matching profile…" />
      {state.status === 'ready' && <ProfileForm answer={state.data} onSaved={onSaved} />}
    </DashboardCard>
  );
}

function ProfileForm({ answer, onSaved }: { answer: NgoProfileAnswer; onSaved?: () => void }) {
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
          ? 'Your matching profile is published. Volunteers can now find you and send requests.'
          : 'Your matching profile is saved but not published. Volunteers cannot find you.',
      });
      onSaved?.();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, (error as Error).message);
      applyServerFieldErrors(failure.fields, FIELDS, setError);
      setStatus({ tone: 'error', text: failure.message });
    }
  };

  const publishing = publishingText(published, useWatch({ control, name: 'published' }));

  const multi = (
    name: 'topics' | 'days' | 'timeSlots' | 'languages',
    label: string,
    options: readonly string[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={label}
          name={field.name}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          buttonRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="space-y-5"
      aria-label="Matching profile"
    >
      {!saved && <FromSignup signup={answer.defaults} />}
      <div className="grid gap-5 sm:grid-cols-2">
        {multi('topics', 'Teaching topics', TOPICS)}
        {multi('days', 'Days', WEEKDAYS)}
        {multi('timeSlots', 'Time slots', TIME_RANGES)}
        {multi('languages', 'Languages of instruction', LANGUAGES)}
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
        <Field label="Volunteers needed" error={errors.volunteersNeeded?.message}>
          {(c) => (
            <input
              {...c}
              {...register('volunteersNeeded', { valueAsNumber: true })}
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
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
                inputLabel="City where you teach"
              />
            )}
          />
        </div>
        <Field
          label="Description for volunteers"
          optional
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(c) => (
            <textarea {...c} {...register('description')} rows={3} className={controlClass} />
          )}
        </Field>
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          {...register('published')}
          aria-describedby={statusId}
          className="mt-1 size-5 accent-brand-700"
        />
        <span>
          <span className="font-semibold">Publish my profile</span>
          <span className="block text-sm text-gray-700">
            Volunteers can find you and send requests. Untick to stop new requests.
          </span>
        </span>
      </label>
      <p id={statusId} data-testid="publish-status" className="font-medium text-gray-800">
        {publishing.status}
      </p>
      <FormStatus status={status} />
      <SubmitButton busy={isSubmitting} busyText="Saving…">
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
        We filled this in from your sign-up. Check it before you save: nothing is saved yet.
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Your schedule</dt>
        <dd className="break-words">{signup.schedule}</dd>
        <dt className="font-semibold">Volunteers you need</dt>
        <dd className="whitespace-pre-line break-words">{signup.volunteerReqs}</dd>
      </dl>
    </div>
  );
}
