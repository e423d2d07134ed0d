// /stop-city-emails?token=…: the stop link of the "an NGO joined your city" email. It works
// without signing in and stops at once (a mail program that fetches the link runs no script, so
// only a person opening it stops anything); doing it twice is harmless.
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkPage, LinkResult } from '../../components/link-page';
import { useLinkToken } from '../../link-token';
import { useLinkAnswer } from '../../link-answer';
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

const STOPPING: Outcome = { name: 'stopping' };

function stopCityEmails(token: string): Promise<Outcome> {
  return unwrap(api['city-watch'].stop.$post({ json: { token } })).then(
    (): Outcome => ({ name: 'stopped' }),
    (error: unknown): Outcome =>
      error instanceof ApiError && error.status === 400
        ? { name: 'invalid' }
        : { name: 'failed', message: (error as Error).message },
  );
}

export default function StopCityEmailsPage() {
  const { i18n, t } = useLingui();
  const token = useLinkToken();
  const { answer: outcome, retry } = useLinkAnswer(token, STOPPING, stopCityEmails);

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
            onRetry={outcome.name === 'failed' ? retry : undefined}
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
