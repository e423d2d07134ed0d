// /check-in?token=…: what the venue's QR code opens on the volunteer's phone (the phone's own
// camera reads it; no app). Signed out, the login page comes first and returns here. The server
// checks the code and the account and records the check-in (docs/decisions/0047-check-in.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import type { Locale } from '../../../shared/locales';
import { formatTime } from '../../../shared/intl-format';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { Link } from '../../components/link';
import { LinkPage, LinkResult } from '../../components/link-page';
import { primaryButtonClass } from '../../components/submit-button';
import { checkInWith, type CheckedIn } from '../../features/check-in/api-calls';
import { sessionWhen } from '../../features/teaching-sessions/session-words';
import { sharedText } from '../../i18n/shared-text';
import { linkFailure, useLinkAnswer } from '../../link-answer';
import { useLinkToken } from '../../link-token';
import { loginState } from '../../login-return';
import { DASHBOARDS, PATHS } from '../../paths';
import { storedUserType } from '../../storage';

type Answer =
  | { name: 'checking' }
  | { name: 'done'; checkedIn: CheckedIn }
  | { name: 'signedOut' }
  | { name: 'refused'; message: string }
  | { name: 'failed'; message: string };

const CHECKING: Answer = { name: 'checking' };

function ask(token: string): Promise<Answer> {
  return checkInWith(token).then(
    (checkedIn): Answer => ({ name: 'done', checkedIn }),
    (error: unknown): Answer => {
      if (error instanceof ApiError && error.status === 401) return { name: 'signedOut' };
      return linkFailure(error);
    },
  );
}

export default function CheckInPage() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const location = useLocation();
  const userType = storedUserType();
  const token = useLinkToken();
  // Signed out: nothing is asked; the login page brings the volunteer back to this link.
  const { answer, retry } = useLinkAnswer(userType ? token : null, CHECKING, ask);
  if (!userType || answer.name === 'signedOut') {
    return (
      <Navigate
        to={PATHS.login}
        replace
        state={loginState(location, { sessionEnded: answer.name === 'signedOut' })}
      />
    );
  }
  const dashboard = (
    <Link to={DASHBOARDS[userType]} className={primaryButtonClass}>
      <Trans>Go to your dashboard</Trans>
    </Link>
  );
  return (
    <LinkPage title={t`Check in`} narrow>
      {!token && (
        <Alert tone="error">
          {sharedText(
            i18n,
            'This check-in code is not valid. Scan the code on the coordinator’s phone again.',
          )}
        </Alert>
      )}
      {token && answer.name === 'checking' && (
        <p role="status" aria-busy="true">
          <Trans>Checking you in…</Trans>
        </p>
      )}
      {answer.name !== 'checking' && (
        <LinkResult
          testId="check-in-result"
          focus
          onRetry={answer.name === 'failed' ? retry : undefined}
          retryLabel={t`Try again`}
          onward={dashboard}
        >
          {answer.name === 'done' && <Done checkedIn={answer.checkedIn} locale={locale} />}
          {(answer.name === 'refused' || answer.name === 'failed') && (
            <Alert tone="error">{sharedText(i18n, answer.message)}</Alert>
          )}
        </LinkResult>
      )}
    </LinkPage>
  );
}

function Done({ checkedIn, locale }: { checkedIn: CheckedIn; locale: Locale }) {
  const ngo = checkedIn.ngoName;
  const when = sessionWhen(checkedIn.startsAt, checkedIn.endsAt, locale);
  const at = formatTime(new Date(checkedIn.checkedInAt), locale);
  return (
    <Alert tone="success" role="status">
      {checkedIn.again ? (
        <Trans>
          You had already checked in at {ngo} for the session of {when}, at {at}.
        </Trans>
      ) : (
        <Trans>
          You are checked in at {ngo} for the session of {when}, at {at}. Your session is recorded
          as taught. Have a good class!
        </Trans>
      )}
    </Alert>
  );
}
