// /join/:sessionId: "Join the class" of an online session. The server records the volunteer's
// join time (only the session's volunteer, and only from 30 minutes before the start to the
// end), then this page forwards to the NGO's meeting link (docs/decisions/0047-check-in.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { Link } from '../../components/link';
import { LinkPage, LinkResult } from '../../components/link-page';
import { screenFor } from '../../components/require-role';
import { primaryButtonClass } from '../../components/submit-button';
import { joinClass } from '../../features/check-in/api-calls';
import { sharedText } from '../../i18n/shared-text';
import { linkFailure, useLinkAnswer } from '../../link-answer';
import { PATHS } from '../../paths';
import { useSessionGuard } from '../../use-session-guard';

type Answer =
  | { name: 'joining' }
  | { name: 'open'; meetingLink: string }
  | { name: 'refused'; message: string; status: number }
  | { name: 'failed'; message: string };

const JOINING: Answer = { name: 'joining' };

function ask(sessionId: string): Promise<Answer> {
  return joinClass(sessionId).then(
    ({ meetingLink }): Answer => ({ name: 'open', meetingLink }),
    linkFailure,
  );
}

function JoinClass() {
  const { t, i18n } = useLingui();
  const { sessionId = '' } = useParams();
  const { answer, retry } = useLinkAnswer(sessionId, JOINING, ask);
  const guard = useSessionGuard();
  useEffect(() => {
    if (answer.name === 'open') window.location.replace(answer.meetingLink);
    // An ended login goes to the login page, which comes back here.
    if (answer.name === 'refused' && answer.status === 401) {
      guard(new ApiError(401, answer.message));
    }
  }, [answer, guard]);
  return (
    <LinkPage title={t`Join the class`} narrow>
      {answer.name === 'joining' && (
        <p role="status" aria-busy="true">
          <Trans>Opening the class…</Trans>
        </p>
      )}
      {answer.name !== 'joining' && (
        <LinkResult
          testId="join-result"
          focus
          onRetry={answer.name === 'failed' ? retry : undefined}
          retryLabel={t`Try again`}
          onward={
            <Link to={PATHS.volunteerSessions} className={primaryButtonClass}>
              <Trans>Your sessions</Trans>
            </Link>
          }
        >
          {answer.name === 'open' && (
            <p role="status">
              <Trans>
                Opening the class. If it does not open,{' '}
                <a href={answer.meetingLink} className="font-semibold text-brand-800 underline">
                  open the meeting link
                </a>
                .
              </Trans>
            </p>
          )}
          {(answer.name === 'refused' || answer.name === 'failed') && (
            <Alert tone="error">{sharedText(i18n, answer.message)}</Alert>
          )}
        </LinkResult>
      )}
    </LinkPage>
  );
}

export default screenFor('Volunteer', JoinClass);
