// /stop-city-emails?token=…: the stop link of the "an NGO joined your city" email. It works
// without signing in and stops at once (a mail program that fetches the link runs no script, so
// only a person opening it stops anything); doing it twice is harmless.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LinkPage, LinkResult } from '../../components/link-page';
import { useLinkToken } from '../../link-token';
import { api, ApiError, unwrap } from '../../api';
import { Alert } from '../../components/alert';
import { primaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { Link } from '../../components/link';

type Outcome =
  | { name: 'stopping' }
  | { name: 'stopped' }
  | { name: 'invalid' }
  | { name: 'failed'; message: string };

export default function StopCityEmailsPage() {
  const { i18n, t } = useLingui();
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>({ name: 'stopping' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setOutcome({ name: 'stopping' });
    unwrap(api['city-watch'].stop.$post({ json: { token } })).then(
      () => current && setOutcome({ name: 'stopped' }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 400) setOutcome({ name: 'invalid' });
        else setOutcome({ name: 'failed', message: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <LinkPage title={t`Emails about NGOs joining Setu`}>
      {token && outcome.name === 'stopping' ? (
        <p role="status" className="text-gray-700">
          <Trans>Stopping the emails…</Trans>
        </p>
      ) : (
        <>
          <LinkResult
            testId="stop-city-emails-result"
            focus={outcome.name !== 'stopping'}
            onRetry={outcome.name === 'failed' ? () => setAttempt((n) => n + 1) : undefined}
            retryLabel={t`Try again`}
            onward={
              <Link to={PATHS.volunteerMatching} className={primaryButtonClass}>
                <Trans>Find NGOs</Trans>
              </Link>
            }
          >
            {!token || outcome.name === 'invalid' ? (
              <Alert tone="error">
                <Trans>
                  This link is not valid. Open the whole link from the email and try again.
                </Trans>
              </Alert>
            ) : outcome.name === 'stopped' ? (
              <Alert tone="success">
                <Trans>
                  Done: Setu will send you no more emails about NGOs joining Setu in your city. Your
                  account and your requests stay as they are.
                </Trans>
              </Alert>
            ) : outcome.name === 'failed' ? (
              <Alert tone="error">{sharedText(i18n, outcome.message)}</Alert>
            ) : null}
          </LinkResult>
        </>
      )}
    </LinkPage>
  );
}
