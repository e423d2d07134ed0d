// Until the account's email address is confirmed, the dashboards and the matching
// page say why Connect, publishing and accepting are refused, and offer a new link. Shown only to
// a signed-in person of `role`; a confirmed address shows nothing. It checks again when the tab
// comes back into view, so confirming in another tab makes it go.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CONFIRM_LINK_HOURS } from '../../../shared/email-confirmation';
import type { UserType } from '../../../shared/options';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { secondaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { useSignedInAs } from '../../session';
import {
  fetchConfirmationStatus,
  resendConfirmationLink,
  type ConfirmationStatus,
} from './api-calls';

type Check =
  { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & ConfirmationStatus);
type Resend =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'error'; message: string };

export function EmailConfirmationBanner({
  role,
  className = '',
}: {
  role: UserType;
  className?: string;
}) {
  const signedInAs = useSignedInAs();
  if (signedInAs !== role) return null;
  return <Banner role={role} className={className} />;
}

function Banner({ role, className }: { role: UserType; className: string }) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const [check, setCheck] = useState<Check>({ status: 'loading' });
  const [resend, setResend] = useState<Resend>({ status: 'idle' });
  const latest = useRef(0);

  const load = useCallback(async (quiet: boolean) => {
    const id = ++latest.current;
    if (!quiet) setCheck({ status: 'loading' });
    try {
      const answer = await fetchConfirmationStatus();
      if (id === latest.current) setCheck({ status: 'ready', ...answer });
    } catch (error) {
      if (id !== latest.current) return;
      // A session that ended is the page's own business (its data calls lead to login).
      if (error instanceof ApiError && error.status === 401) setCheck({ status: 'loading' });
      else if (!quiet) setCheck({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    void load(false);
    const again = () => {
      if (document.visibilityState === 'visible') void load(true);
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
    };
  }, [load]);

  const sendAgain = async () => {
    setResend({ status: 'sending' });
    try {
      const answer = await resendConfirmationLink();
      if (answer.confirmed) {
        void load(true);
        setResend({ status: 'idle' });
      } else setResend({ status: 'sent' });
    } catch (error) {
      setResend({ status: 'error', message: sharedText(i18n, (error as Error).message) });
    }
  };

  if (check.status === 'loading') return null;
  if (check.status === 'error') {
    return (
      <div className={`space-y-3 ${className}`}>
        <Alert tone="error">
          <Trans>We could not check whether your email address is confirmed.</Trans>
        </Alert>
        <button type="button" onClick={() => void load(false)} className={secondaryButtonClass}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (check.confirmed) return null;

  const email = check.email;
  const hours = CONFIRM_LINK_HOURS;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="email-confirmation-banner"
      className={`rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-4 text-gray-900 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-bold">
        <Trans>Confirm your email address</Trans>
      </h2>
      <p className="mt-1 break-words">
        {role === 'Volunteer' ? (
          <Trans>
            We sent a link to <strong>{email}</strong>. Open it to confirm that the address is
            yours: until then you cannot connect with NGOs.
          </Trans>
        ) : (
          <Trans>
            We sent a link to <strong>{email}</strong>. Open it to confirm that the address is
            yours: until then you cannot publish your profile or accept requests.
          </Trans>
        )}
      </p>
      <p className="mt-1">
        <Trans>No email? Look in your spam folder, or ask for a new link.</Trans>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void sendAgain()}
          disabled={resend.status === 'sending'}
          aria-busy={resend.status === 'sending' || undefined}
          className={secondaryButtonClass}
        >
          {resend.status === 'sending' ? t`Sending…` : t`Resend the link`}
        </button>
        <p role="status" className="font-medium">
          {resend.status === 'sent' && (
            <Trans>
              We sent a new link to {email}. It works for {hours} hours.
            </Trans>
          )}
        </p>
      </div>
      {resend.status === 'error' && (
        <div className="mt-3">
          <Alert tone="error">{resend.message}</Alert>
        </div>
      )}
    </section>
  );
}
