import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bioSchema, LIMITS, type BioInput } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { applyServerFieldErrors, controlClass, Field } from '../../components/field';
import { schemaResolver } from '../../components/schema-resolver';
import { CancelButton, secondaryButtonClass, SubmitButton } from '../../components/submit-button';
import { useSessionGuard } from '../../use-session-guard';
import { DashboardCard } from '../../components/dashboard-card';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { sharedText } from '../../i18n/shared-text';

/** The bio, or a friendly "not added yet" with an inline form to add or edit it. */
export function ExperienceCard({ bio, onSaved }: { bio: string; onSaved: (bio: string) => void }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  return (
    <DashboardCard title={t`Experience`}>
      {editing ? (
        <BioForm
          bio={bio}
          onDone={(saved) => {
            if (saved !== undefined) onSaved(saved);
            setEditing(false);
          }}
        />
      ) : (
        <>
          {bio ? (
            <p className="whitespace-pre-line break-words">{bio}</p>
          ) : (
            <p className="text-gray-700">
              <Trans>You have not added your experience yet.</Trans>
            </p>
          )}
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={`${secondaryButtonClass} mt-4`}
          >
            {bio ? t`Edit experience` : t`Add your experience`}
          </button>
        </>
      )}
    </DashboardCard>
  );
}

function BioForm({ bio, onDone }: { bio: string; onDone: (saved?: string) => void }) {
  const { i18n, t } = useLingui();
  const limit = formatNumber(LIMITS.freeText, i18n.locale as Locale);
  const guard = useSessionGuard();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BioInput, unknown, { bio: string }>({
    resolver: schemaResolver<BioInput, typeof bioSchema>(bioSchema),
    defaultValues: { bio },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await unwrap(api.volunteer.bio.$put({ json: values }));
      onDone(saved.bio);
    } catch (error) {
      if (guard(error)) return;
      if (error instanceof ApiError) applyServerFieldErrors(error.fields, ['bio'], setError);
      setFailure((error as Error).message);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <Field
        label={t`Your experience`}
        error={errors.bio?.message && sharedText(i18n, errors.bio.message)}
        hint={t`Teaching, mentoring or other work with children (up to ${limit} characters).`}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('bio')}
            name="bio"
            rows={5}
            className={controlClass}
            autoFocus
          />
        )}
      </Field>
      {failure && !errors.bio && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {sharedText(i18n, failure)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting} busyText={t`Saving…`}>
          <Trans>Save</Trans>
        </SubmitButton>
        <CancelButton onCancel={() => onDone()} />
      </div>
    </form>
  );
}
