import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bioSchema, LIMITS, type BioInput } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import {
  applyServerFieldErrors,
  controlClass,
  Field,
  schemaResolver,
} from '../../components/field';
import { secondaryButtonClass, SubmitButton } from '../../components/submit-button';
import { useSessionGuard } from '../../use-session-guard';
import { DashboardCard } from '../../components/dashboard-card';

/** The bio, or a friendly "not added yet" with an inline form to add or edit it. */
export function ExperienceCard({ bio, onSaved }: { bio: string; onSaved: (bio: string) => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <DashboardCard title="Experience">
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
            <p className="text-gray-700">You have not added your experience yet.</p>
          )}
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={`${secondaryButtonClass} mt-4`}
          >
            {bio ? 'Edit experience' : 'Add your experience'}
          </button>
        </>
      )}
    </DashboardCard>
  );
}

function BioForm({ bio, onDone }: { bio: string; onDone: (saved?: string) => void }) {
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
        label="Your experience"
        error={errors.bio?.message}
        hint={`Teaching, mentoring or other work with children (up to ${LIMITS.freeText} characters).`}
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
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting} busyText="Saving…">
          Save
        </SubmitButton>
        <button type="button" onClick={() => onDone()} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
