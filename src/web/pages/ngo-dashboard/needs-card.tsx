import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { useForm } from 'react-hook-form';
import {
  LIMITS,
  NEED_DUPLICATE_MESSAGE,
  needSchema,
  type NeedInput,
} from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { DashboardCard } from '../../components/dashboard-card';
import { applyServerFieldErrors, controlClass, Field } from '../../components/field';
import { schemaResolver } from '../../components/schema-resolver';
import { SubmitButton } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { useSessionGuard } from '../../use-session-guard';
import type { Need } from './use-ngo-dashboard';

/** The NGO's needs (Books, Volunteers, Funds, …), kept on the server: add and remove here. */
export function NeedsCard({
  needs,
  onChange,
  readOnly = false,
}: {
  needs: Need[];
  onChange: (update: (needs: Need[]) => Need[]) => void;
  /** A coordinator sees the needs; only the owner changes them (decision 0036). */
  readOnly?: boolean;
}) {
  const { i18n, t } = useLingui();
  const most = formatNumber(LIMITS.needsPerNgo, i18n.locale as Locale);
  const removeLabel = (need: string) => t`Remove ${need}`;
  const guard = useSessionGuard();
  const [removing, setRemoving] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NeedInput, unknown, { label: string }>({
    resolver: schemaResolver<NeedInput, typeof needSchema>(needSchema),
    defaultValues: { label: '' },
  });

  const onAdd = handleSubmit(async (values) => {
    setFailure(null);
    // Known duplicates are answered here; the server still refuses any it sees (409).
    if (needs.some((n) => n.label.toLowerCase() === values.label.toLowerCase())) {
      setError('label', { type: 'duplicate', message: NEED_DUPLICATE_MESSAGE });
      return;
    }
    try {
      const need = await unwrap(api.ngo.needs.$post({ json: values }));
      onChange((list) => [...list, need]);
      reset({ label: '' });
      setFocus('label');
    } catch (error) {
      if (guard(error)) return;
      const message = (error as Error).message;
      if (error instanceof ApiError && error.status === 409)
        setError('label', { type: 'server', message });
      else if (error instanceof ApiError && Object.keys(error.fields).length)
        applyServerFieldErrors(error.fields, ['label'], setError);
      else setFailure(message);
    }
  });

  const onRemove = async (need: Need) => {
    setFailure(null);
    setRemoving(need.id);
    try {
      await unwrap(api.ngo.needs[':id'].$delete({ param: { id: String(need.id) } }));
      onChange((list) => list.filter((n) => n.id !== need.id));
    } catch (error) {
      if (guard(error)) return;
      if (error instanceof ApiError && error.status === 404)
        onChange((list) => list.filter((n) => n.id !== need.id));
      else setFailure((error as Error).message);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <DashboardCard title={t`Needs`}>
      {needs.length ? (
        <ul className="mb-4 space-y-2">
          {needs.map((need) => (
            <li
              key={need.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2"
            >
              <span className="min-w-0 break-words font-medium">{need.label}</span>
              {!readOnly && (
                <button
                  type="button"
                  onClick={() => void onRemove(need)}
                  disabled={removing === need.id}
                  aria-label={removeLabel(need.label)}
                  className="shrink-0 rounded-md border border-red-800 px-2 py-1 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                >
                  <Trans>Remove</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-gray-700">
          <Trans>No needs listed yet.</Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-800">
          {sharedText(i18n, failure)}
        </p>
      )}
      {readOnly ? null : needs.length < LIMITS.needsPerNgo ? (
        <form noValidate onSubmit={onAdd} className="flex flex-col gap-2">
          <Field
            label={t`Add a need`}
            error={errors.label?.message && sharedText(i18n, errors.label.message)}
          >
            {(control) => (
              <input
                {...control}
                {...register('label')}
                name="label"
                maxLength={LIMITS.needLabel}
                placeholder={t`e.g. Books`}
                className={controlClass}
              />
            )}
          </Field>
          <SubmitButton busy={isSubmitting} busyText={t`Adding…`} className="self-start">
            <Trans>Add</Trans>
          </SubmitButton>
        </form>
      ) : (
        <p className="text-sm text-gray-700">
          <Trans>You have listed the most needs allowed ({most}).</Trans>
        </p>
      )}
    </DashboardCard>
  );
}
