// /team-invitation?token=…: the link of an NGO's invitation to its team. It shows the NGO and
// the address invited, then asks for the coordinator's name and a password; the new account
// signs in as the NGO on the login page (decision 0036). A link used, expired or unknown says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Locale } from '../../../shared/locales';
import { acceptInvitationSchema, TEAM_CODES } from '../../../shared/ngo-team';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/field';
import { Link } from '../../components/link';
import { LinkFailed, LinkPage } from '../../components/link-page';
import { PasswordField } from '../../components/password-field';
import { primaryButtonClass, SubmitButton } from '../../components/submit-button';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { acceptInvitation, lookUpInvitation } from '../../features/ngo-team/api-calls';
import { sharedText } from '../../i18n/shared-text';
import { useLinkToken } from '../../link-token';
import { linkFailure, useLinkAnswer } from '../../link-answer';
import { PATHS } from '../../paths';

type Invitation = Awaited<ReturnType<typeof lookUpInvitation>>;

type View =
  | { name: 'checking' }
  | { name: 'open'; invitation: Invitation }
  | { name: 'joined'; email: string }
  | { name: 'refused'; message: string; code: string }
  | { name: 'failed'; message: string };

const CHECKING: View = { name: 'checking' };

function lookUp(token: string): Promise<View> {
  return lookUpInvitation(token).then(
    (invitation): View => ({ name: 'open', invitation }),
    linkFailure,
  );
}

export default function TeamInvitationPage() {
  const { t, i18n } = useLingui();
  const token = useLinkToken();
  const { answer: view, setAnswer: setView, retry } = useLinkAnswer(token, CHECKING, lookUp);

  const loginLink = (
    <Link to={PATHS.login} className={primaryButtonClass}>
      <Trans>Go to login</Trans>
    </Link>
  );

  return (
    <LinkPage title={t`Join an NGO's team`} narrow>
      {!token && (
        <Alert tone="error">
          {sharedText(i18n, 'This invitation link is not valid. Please ask the NGO for a new one.')}
        </Alert>
      )}
      {token && view.name === 'checking' && (
        <p role="status">
          <Trans>Checking your invitation…</Trans>
        </p>
      )}
      {view.name === 'refused' && (
        <>
          <Alert tone="error">{sharedText(i18n, view.message)}</Alert>
          {view.code === TEAM_CODES.usedLink && loginLink}
        </>
      )}
      {view.name === 'failed' && (
        <LinkFailed message={view.message} onRetry={retry} retryLabel={t`Try again`} />
      )}
      {view.name === 'open' && token && (
        <AcceptForm
          token={token}
          invitation={view.invitation}
          onJoined={(email) => setView({ name: 'joined', email })}
        />
      )}
      {view.name === 'joined' && (
        <>
          <Alert tone="success" role="status">
            <Trans>
              You joined the team. Log in as an NGO with {view.email} and your new password.
            </Trans>
          </Alert>
          {loginLink}
        </>
      )}
    </LinkPage>
  );
}

function AcceptForm({
  token,
  invitation,
  onJoined,
}: {
  token: string;
  invitation: Invitation;
  onJoined: (email: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { errors, failure, busy, submit } = useCheckedSubmit();
  const ngo = invitation.ngoName;
  const email = invitation.email;

  const accept = (event: FormEvent) =>
    submit(
      event,
      acceptInvitationSchema,
      { token, name, password, language: i18n.locale as Locale },
      async (data) => onJoined((await acceptInvitation(data)).email),
    );

  return (
    <form noValidate onSubmit={(e) => void accept(e)} className="space-y-4">
      <p>
        <Trans>
          {ngo} invites you to coordinate its volunteers on Setu. Your account will be {email}.
        </Trans>
      </p>
      <TextField
        label={t`Your name`}
        autoComplete="name"
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <PasswordField
        label={t`Choose a password`}
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      <SubmitButton busy={busy} busyText={t`Joining…`}>
        <Trans>Join the team</Trans>
      </SubmitButton>
    </form>
  );
}
