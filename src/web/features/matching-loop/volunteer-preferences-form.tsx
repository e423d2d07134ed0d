import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AVAILABILITY, LANGUAGES, TOPICS } from '../../../shared/options';
import type { Locale } from '../../../shared/locales';
import { volunteerPreferencesSchema, type VolunteerPreferences } from '../../../shared/schemas';
import { ApiError } from '../../api';
import { DashboardCard } from '../../components/dashboard-card';
import { applyServerFieldErrors } from '../../components/field';
import { LoadState } from '../../components/load-state';
import { schemaResolver } from '../../components/schema-resolver';
import { FormStatus, type Status } from '../../components/form-status';
import { dayPartHours } from '../../components/day-part-hours';
import { secondaryButtonClass, SubmitButton } from '../../components/submit-button';
import { fetchPreferences, savePreferences, type PreferencesAnswer } from './api-calls';
import { CodeOfConductDialog } from './code-of-conduct-dialog';
import { AgeGroupField, CityField, MultiSelectField } from './preference-fields';
import { formatDateTime } from '../../../shared/intl-format';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { ExactHoursField, type ExactHoursValue } from '../availability/exact-hours-field';

interface Values {
  preferredTopics: string[];
  availability: string[];
  exactHours: ExactHoursValue[];
  languages: string[];
  ageGroup: string;
  location: string;
}
/** The id of a preference's control, so the dashboard's call to add it can bring focus there. */
export const preferenceFieldId = (name: 'availability' | 'languages') => `preferences-${name}`;

const FIELDS: (keyof Values)[] = [
  'preferredTopics',
  'availability',
  'exactHours',
  'languages',
  'ageGroup',
  'location',
];

/**
 * The volunteer's matching preferences: preferred topics (optional) and the availability,
 * languages, age group and city from registration, validated exactly as at sign-up. Also the
 * code-of-conduct status, with the text to read and accept.
 */
export function VolunteerPreferencesForm({ onSaved }: { onSaved?: () => void }) {
  const { i18n, t } = useLingui();
  const { state, reload, set } = useLoader(fetchPreferences);
  const [reading, setReading] = useState(false);
  const accepted = (version: string, at: string) => {
    const when = formatDateTime(at, i18n.locale as Locale);
    return t`You accepted version ${version} on ${when}.`;
  };
  return (
    <DashboardCard title={t`Matching preferences`} className="md:col-span-3">
      <LoadState state={state} reload={reload} loading={t`Loading your preferences…`} />
      {state.status === 'ready' && (
        <div className="space-y-6">
          <PreferencesForm
            answer={state.data}
            onSaved={(answer) => {
              set(answer);
              onSaved?.();
            }}
          />
          <div className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
            <h3 className="font-bold">
              <Trans>Child-safety code of conduct</Trans>
            </h3>
            <p className="mt-1" data-testid="my-code-of-conduct">
              {state.data.codeOfConduct.accepted && state.data.codeOfConduct.acceptedAt
                ? accepted(
                    String(state.data.codeOfConduct.acceptedVersion),
                    state.data.codeOfConduct.acceptedAt,
                  )
                : t`Read and accept it before you send your first request to an NGO.`}
            </p>
            <button
              type="button"
              onClick={() => setReading(true)}
              className={`${secondaryButtonClass} mt-3`}
            >
              <Trans>Read the code of conduct</Trans>
            </button>
            <CodeOfConductDialog
              open={reading}
              onClose={() => setReading(false)}
              onAccepted={() => {
                setReading(false);
                void reload();
              }}
            />
          </div>
        </div>
      )}
    </DashboardCard>
  );
}

function PreferencesForm({
  answer,
  onSaved,
}: {
  answer: PreferencesAnswer;
  onSaved: (answer: PreferencesAnswer) => void;
}) {
  const { i18n, t } = useLingui();
  const [status, setStatus] = useState<Status | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, VolunteerPreferences>({
    resolver: schemaResolver(volunteerPreferencesSchema),
    defaultValues: answer.preferences,
  });

  const onValid = async (data: VolunteerPreferences) => {
    setStatus(null);
    try {
      const saved = await savePreferences(data);
      setStatus({
        tone: 'success',
        text: t`Your preferences are saved. Your best matches now use them.`,
      });
      onSaved(saved);
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, (error as Error).message);
      applyServerFieldErrors(failure.fields, FIELDS, setError);
      setStatus({ tone: 'error', text: sharedText(i18n, failure.message) });
    }
  };

  // The spec's Morning and Evening split the day at 2 PM (decision 0024): say so where they are chosen.
  const { morning, evening } = dayPartHours(i18n.locale as Locale);
  const dayPartsHint = t`Morning is ${morning}. Evening is ${evening}.`;
  const list = (
    name: 'preferredTopics' | 'availability' | 'languages',
    label: string,
    options: readonly string[],
  ) => (
    <MultiSelectField
      control={control}
      name={name}
      label={label}
      options={options}
      buttonId={name === 'preferredTopics' ? undefined : preferenceFieldId(name)}
      placeholder={name === 'preferredTopics' ? t`Any topic` : t`Select…`}
      hint={name === 'availability' ? dayPartsHint : undefined}
    />
  );
  return (
    <form
      noValidate
      aria-label={t`Matching preferences`}
      onSubmit={handleSubmit(onValid)}
      className="grid gap-5 sm:grid-cols-2"
    >
      {list('preferredTopics', t`Preferred topics`, TOPICS)}
      {list('availability', t`Availability`, AVAILABILITY)}
      {list('languages', t`Languages`, LANGUAGES)}
      <ExactHoursField control={control} register={register} errors={errors} />
      <AgeGroupField registered={register('ageGroup')} error={errors.ageGroup?.message} />
      <div className="sm:col-span-2">
        <CityField control={control} name="location" />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <FormStatus status={status} />
        <SubmitButton busy={isSubmitting} busyText={t`Saving…`}>
          <Trans>Save preferences</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
