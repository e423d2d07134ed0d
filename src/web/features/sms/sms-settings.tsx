// The account page's SMS settings (docs/decisions/0044-sms.md): the phone, the consent with the
// time it was given, and switching SMS off. The same schema as the API checks the form first.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { smsSettingsSchema } from '../../../shared/sms';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/checkbox-field';
import { controlClass, Field } from '../../components/field';
import { issuesByField } from '../../components/form-errors';
import { LoadState } from '../../components/load-state';
import { secondaryButtonClass, SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../api';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { useSessionGuard } from '../../use-session-guard';
import { fetchSmsSettings, saveSmsSettings, switchOffSms, type SmsSettings } from './api-calls';

export function SmsSettingsPanel() {
  const { t } = useLingui();
  const { state, reload, set } = useLoader(fetchSmsSettings);
  return (
    <LoadState
      state={state}
      reload={reload}
      loading={t`Loading your SMS settings…`}
      failed={t`Could not load your SMS settings.`}
      className="mt-3"
    >
      {(settings) => <SmsForm settings={settings} onSaved={set} />}
    </LoadState>
  );
}

function SmsForm({
  settings,
  onSaved,
}: {
  settings: SmsSettings;
  onSaved: (settings: SmsSettings) => void;
}) {
  const { t, i18n } = useLingui();
  const guard = useSessionGuard();
  const phoneRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState(settings.phone ?? '');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; consent?: string }>({});
  const [busy, setBusy] = useState<'save' | 'off' | null>(null);
  // What the last action did, kept as what happened rather than as text, so the words follow a
  // change of language made after it.
  const [outcome, setOutcome] = useState<'on' | 'off' | 'unreachable' | { error: string } | null>(
    null,
  );
  const locale = i18n.locale as Locale;
  const when = (iso: string) => formatDateTime(iso, locale, 'long');

  async function run(kind: 'save' | 'off', call: () => Promise<SmsSettings>) {
    setBusy(kind);
    setOutcome(null);
    try {
      const saved = await call();
      onSaved(saved);
      setConsent(false);
      setOutcome(kind === 'save' ? 'on' : 'off');
    } catch (caught) {
      if (guard(caught)) return;
      if (caught instanceof ApiError && Object.keys(caught.fields).length) {
        setErrors(caught.fields);
        return;
      }
      setOutcome(
        caught instanceof ApiError && caught.status === 0
          ? 'unreachable'
          : { error: (caught as Error).message },
      );
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = smsSettingsSchema.safeParse({ phone, consent });
    if (!parsed.success) {
      const found = issuesByField<typeof errors>(parsed.error);
      setErrors(found);
      (found.phone ? phoneRef : consentRef).current?.focus();
      return;
    }
    void run('save', () => saveSmsSettings({ phone, consent: true }));
  }

  return (
    <>
      <p className="mt-3 leading-relaxed">
        <Trans>
          Setu can send you session reminders, cancellations, substitute offers and check-ins by SMS
          instead of email. Reply 1 to a reminder to confirm the session, 2 to cancel it. Reply STOP
          to any SMS to switch them off.
        </Trans>
      </p>
      <p className="mt-3 font-semibold" data-testid="sms-status">
        {settings.consentedAt ? (
          <Trans>
            SMS are on for {settings.phone}. You agreed on {when(settings.consentedAt)}.
          </Trans>
        ) : settings.stoppedAt ? (
          settings.stoppedVia === 'reply' ? (
            <Trans>SMS are off: you replied STOP on {when(settings.stoppedAt)}.</Trans>
          ) : (
            <Trans>SMS are off: you switched them off on {when(settings.stoppedAt)}.</Trans>
          )
        ) : (
          <Trans>SMS are off.</Trans>
        )}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          label={t`Mobile number`}
          hint={t`10 digits, for example 98765 43210.`}
          error={errors.phone}
        >
          {(control) => (
            <input
              {...control}
              ref={phoneRef}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setErrors((e) => ({ ...e, phone: undefined }));
              }}
              className={`${controlClass} max-w-xs`}
            />
          )}
        </Field>
        <CheckboxField
          ref={consentRef}
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            setErrors((e) => ({ ...e, consent: undefined }));
          }}
          error={errors.consent && sharedText(i18n, errors.consent)}
          label={<Trans>I agree to receive SMS from Setu on this number.</Trans>}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy === 'save'} busyText={t`Saving…`}>
            {settings.consentedAt ? <Trans>Save number</Trans> : <Trans>Switch SMS on</Trans>}
          </SubmitButton>
          {settings.consentedAt && (
            <button
              type="button"
              disabled={busy !== null}
              aria-busy={busy === 'off' || undefined}
              onClick={() => void run('off', switchOffSms)}
              className={secondaryButtonClass}
            >
              {busy === 'off' ? t`Switching off…` : t`Switch SMS off`}
            </button>
          )}
        </div>
        {(outcome === 'on' || outcome === 'off') && (
          <Alert tone="success" role="status">
            {outcome === 'on' ? t`SMS are on.` : t`SMS are off.`}
          </Alert>
        )}
        {outcome === 'unreachable' && (
          <Alert tone="error">{t`Could not reach Setu. Check your connection and try again.`}</Alert>
        )}
        {typeof outcome === 'object' && outcome && (
          <Alert tone="error">{sharedText(i18n, outcome.error)}</Alert>
        )}
      </form>
    </>
  );
}
