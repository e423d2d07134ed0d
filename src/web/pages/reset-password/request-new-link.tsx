import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/field';
import { FormStatus, type Status } from '../../components/form-status';
import { SubmitButton } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { requestPasswordReset } from '../login/request-reset';

/** Asks for a fresh reset email when the link is missing, expired or used. */
export function RequestNewLink() {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    setBusy(true);
    setStatus(await requestPasswordReset(email));
    setBusy(false);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="request-new-link">
      <h2 id="request-new-link" className="text-xl font-semibold">
        <Trans>Get a new reset link</Trans>
      </h2>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormStatus status={status && { ...status, text: sharedText(i18n, status.text) }} />
      <SubmitButton busy={busy} busyText={t`Sending…`}>
        <Trans>Send a new link</Trans>
      </SubmitButton>
    </form>
  );
}
