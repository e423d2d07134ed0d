// /confirm-email?token=…: the link of the confirmation email. It confirms the address
// at once and says how it went: confirmed, expired or not valid, with the way on (the dashboard
// when signed in, where a new link can be asked for; otherwise login).
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkPage, LinkResult } from '../../components/link-page';
import { useLinkToken } from '../../link-token';
import { useLinkAnswer } from '../../link-answer';
import { CONFIRM_LINK_CODES } from '../../../shared/email-confirmation';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { primaryButtonClass } from '../../components/submit-button';
import { confirmEmailLink } from '../../features/email-confirmation/api-calls';
import { sharedText } from '../../i18n/shared-text';
import { DASHBOARDS, PATHS } from '../../paths';
import { useSignedInAs } from '../../session';
import { Link } from '../../components/link';

type Outcome =
  | { name: 'checking' }
  | { name: 'confirmed' }
  | { name: 'refused'; code: string; message: string }
  | { name: 'failed'; message: string };

const CHECKING: Outcome = { name: 'checking' };

/**
 * One request per token and page load: a link works once, so a second render (React's strict
 * mode, a remount) must read the first answer rather than use the link again.
 */
const answers = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let answer = answers.get(token);
  if (!answer) {
    answer = confirmEmailLink(token).then(
      (): Outcome => ({ name: 'confirmed' }),
      (error: unknown): Outcome => {
        answers.delete(token); // a network failure may be tried again
        if (error instanceof ApiError && error.status === 400) {
          return { name: 'refused', code: error.code ?? '', message: error.message };
        }
        return { name: 'failed', message: (error as Error).message };
      },
    );
    answers.set(token, answer);
  }
  return answer;
}

export default function ConfirmEmailPage() {
  const { i18n, t } = useLingui();
  const token = useLinkToken();
  const signedInAs = useSignedInAs();
  const { answer: outcome, retry } = useLinkAnswer(token, CHECKING, confirmOnce);

  const onward = signedInAs ? (
    <Link to={DASHBOARDS[signedInAs]} className={primaryButtonClass}>
      <Trans>Go to your dashboard</Trans>
    </Link>
  ) : (
    <Link to={PATHS.login} className={primaryButtonClass}>
      <Trans>Log in</Trans>
    </Link>
  );

  return (
    <LinkPage title={t`Confirm your email address`}>
      {!token ? (
        <>
          <Alert tone="error">
            <Trans>
              This page needs the link from your confirmation email. Open the link in the email, or
              log in and ask for a new one on your dashboard.
            </Trans>
          </Alert>
          {onward}
        </>
      ) : outcome.name === 'checking' ? (
        <p role="status" className="text-gray-700">
          <Trans>Confirming your email address…</Trans>
        </p>
      ) : (
        <>
          <LinkResult
            testId="confirm-email-result"
            focus
            onRetry={outcome.name === 'failed' ? retry : undefined}
            retryLabel={t`Try again`}
            onward={onward}
          >
            {outcome.name === 'confirmed' ? (
              <Alert tone="success">
                <Trans>
                  Your email address is confirmed. You can now connect with NGOs, or publish your
                  NGO’s profile and accept volunteers.
                </Trans>
              </Alert>
            ) : outcome.name === 'refused' ? (
              <Alert tone="error">
                {sharedText(i18n, outcome.message)}
                {outcome.code === CONFIRM_LINK_CODES.invalid && (
                  <>
                    {' '}
                    <Trans>If you confirmed already, there is nothing more to do.</Trans>
                  </>
                )}
              </Alert>
            ) : (
              <Alert tone="error">{sharedText(i18n, outcome.message)}</Alert>
            )}
          </LinkResult>
        </>
      )}
    </LinkPage>
  );
}
