// The NGO dashboard's "Verification" card: where the check stands, why it matters
// (an unverified NGO can publish and receive requests but not accept one), and the form that
// sends the registration details, first or again after a rejection or a revocation.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import {
  ngoVerificationSchema,
  REGISTRATION_TYPE_LABELS,
  REGISTRATION_TYPES,
  type RegistrationType,
} from '../../../shared/ngo-verification';
import { Alert } from '../../components/alert';
import { controlClass, Field, TextField } from '../../components/field';
import { issuesByField, serverFields } from '../../components/form-errors';
import { LoadState } from '../../components/load-state';
import {
  CancelButton,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { fetchVerification, submitVerification, type VerificationAnswer } from './api-calls';

const FIELDS = [
  'registrationType',
  'registrationNumber',
  'darpanId',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = {
  registrationType: '',
  registrationNumber: '',
  darpanId: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
};

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: VerificationAnswer };

const sentOn = (iso: string | null, locale: Locale) =>
  iso ? formatDate(new Date(iso), locale) : '';

export function NgoVerificationCard({ onSent }: { onSent?: () => void } = {}) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState(false);

  const reload = useCallback(async () => {
    try {
      const data = await fetchVerification();
      setLoad({ status: 'ready', data });
    } catch (error) {
      setLoad({ status: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const locale = i18n.locale as Locale;
  const data = load.status === 'ready' ? load.data : null;
  const canSend =
    data !== null &&
    (data.status === 'none' || data.status === 'rejected' || data.status === 'revoked');
  const showForm = data !== null && (editing || data.status === 'none');
  const sentDate = sentOn(data?.submittedAt ?? null, locale);
  const reason = data?.reason ?? '';

  return (
    <section
      aria-labelledby={headingId}
      data-testid="verification-card"
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-brand-800">
        <Trans>Verification</Trans>
      </h2>
      <LoadState
        state={load}
        loading={t`Loading your verification…`}
        failed={t`Could not load your verification.`}
      />
      {data && (
        <div className="space-y-3">
          <p data-testid="verification-status" className="font-semibold">
            {data.status === 'none' && <Trans>Not sent yet.</Trans>}
            {data.status === 'pending' && (
              <Trans>Waiting for Setu’s check (sent on {sentDate}).</Trans>
            )}
            {data.status === 'verified' && <Trans>Your NGO is verified.</Trans>}
            {data.status === 'rejected' && <Trans>Setu could not verify your NGO.</Trans>}
            {data.status === 'revoked' && <Trans>Setu has withdrawn your verification.</Trans>}
          </p>
          {(data.status === 'rejected' || data.status === 'revoked') && data.reason && (
            <p className="break-words">
              <Trans>Reason: {reason}</Trans>
            </p>
          )}
          {data.status === 'verified' ? (
            <p className="text-gray-700">
              <Trans>
                Volunteers see your NGO as verified. You can accept their requests, and you see each
                other’s contact details once you accept.
              </Trans>
            </p>
          ) : (
            <p className="text-gray-700" data-testid="verification-why">
              <Trans>
                Until Setu has checked your registration, you can publish your profile and receive
                requests, but you cannot accept one: contact details are shared only with verified
                NGOs.
              </Trans>
            </p>
          )}
          {showForm ? (
            <VerificationForm
              initial={data.details ? { ...data.details } : EMPTY}
              onCancel={data.status === 'none' ? undefined : () => setEditing(false)}
              onSent={(answer) => {
                setLoad({ status: 'ready', data: answer });
                setEditing(false);
                onSent?.();
              }}
            />
          ) : (
            (canSend || data.status === 'pending') && (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setEditing(true)}
              >
                {data.status === 'pending' ? t`Change the details` : t`Send the details again`}
              </button>
            )
          )}
        </div>
      )}
    </section>
  );
}

function VerificationForm({
  initial,
  onSent,
  onCancel,
}: {
  initial: Values;
  onSent: (answer: VerificationAnswer) => void;
  onCancel?: () => void;
}) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = (found: Partial<Record<FieldName, string>>) => {
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(),
      );
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ngoVerificationSchema.safeParse(values);
    if (!parsed.success) {
      const found = issuesByField<typeof errors>(parsed.error);
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSent(await submitVerification(values as never));
    } catch (error) {
      const found = serverFields<typeof errors>(error);
      if (found) {
        setErrors(found);
        focusFirstInvalid(found);
      } else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: Exclude<FieldName, 'registrationType'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      <Field label={t`Registration type`} error={errors.registrationType}>
        {(control) => (
          <select
            {...control}
            name="registrationType"
            value={values.registrationType}
            onChange={(e) => setValues((v) => ({ ...v, registrationType: e.target.value }))}
            className={controlClass}
          >
            <option value="">{t`Choose a registration type`}</option>
            {REGISTRATION_TYPES.map((type: RegistrationType) => (
              <option key={type} value={type}>
                {sharedText(i18n, REGISTRATION_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t`Registration number`}
        autoComplete="off"
        {...text('registrationNumber')}
      />
      <TextField
        label={t`NGO Darpan ID`}
        optional
        hint={t`As on NGO Darpan, for example JH/2017/0123456.`}
        autoComplete="off"
        {...text('darpanId')}
      />
      <TextField label={t`Contact name`} autoComplete="name" {...text('contactName')} />
      <TextField
        label={t`Contact email`}
        type="email"
        autoComplete="email"
        {...text('contactEmail')}
      />
      <TextField label={t`Contact phone`} type="tel" autoComplete="tel" {...text('contactPhone')} />
      <p className="text-sm text-gray-700">
        <Trans>Setu uses these details only to check your NGO; volunteers do not see them.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? t`Sending…` : t`Send for verification`}
        </button>
        {onCancel && <CancelButton onCancel={onCancel} />}
      </div>
    </form>
  );
}
