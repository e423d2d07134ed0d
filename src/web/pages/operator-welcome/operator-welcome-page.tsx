// #/operator/welcome?token=…: where the link `npm run operator -- add EMAIL` prints leads. A new
// operator chooses a password (the same one-time token and form as a password reset), then goes
// to the operator sign-in, where the authenticator app is set up.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LinkPage } from '../../components/link-page';
import { useLinkToken } from '../../link-token';
import { INVALID_RESET_LINK } from '../../../shared/messages';
import { Alert } from '../../components/alert';
import { primaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { NewPasswordForm } from '../reset-password/new-password-form';
import { checkResetLink } from '../reset-password/reset-link-status';
import { Link } from '../../components/link';

type Stage = 'checking' | 'form' | 'done' | 'refused';

export default function OperatorWelcomePage() {
  const { i18n, t } = useLingui();
  const token = useLinkToken();
  const [stage, setStage] = useState<Stage>(token ? 'checking' : 'refused');

  useEffect(() => {
    if (!token) return;
    let current = true;
    void checkResetLink(token).then((status) => {
      if (current) setStage(status === 'invalid' ? 'refused' : 'form');
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <LinkPage title={t`Set your operator password`} narrow>
      {stage === 'checking' ? (
        <p role="status" className="text-gray-700">
          <Trans>Checking your link…</Trans>
        </p>
      ) : stage === 'done' ? (
        <>
          <Alert tone="success">
            <Trans>
              Your password is set. Sign in as an operator now: you will set up an authenticator app
              there.
            </Trans>
          </Alert>
          <Link to={PATHS.operatorSignIn} className={`inline-block ${primaryButtonClass}`}>
            <Trans>Go to operator sign-in</Trans>
          </Link>
        </>
      ) : stage === 'refused' ? (
        <>
          <Alert tone="error">{sharedText(i18n, INVALID_RESET_LINK)}</Alert>
          <p className="text-gray-700">
            <Trans>
              Ask the person who added you for a new link (npm run operator -- add), or sign in if
              your password is already set.
            </Trans>
          </p>
          <Link to={PATHS.operatorSignIn} className="font-semibold text-brand-800 underline">
            <Trans>Go to operator sign-in</Trans>
          </Link>
        </>
      ) : (
        <>
          <p className="text-gray-700">
            <Trans>
              You were added as a Setu operator. Choose the password for your operator account.
            </Trans>
          </p>
          <NewPasswordForm
            token={token!}
            onDone={() => setStage('done')}
            onInvalidToken={() => setStage('refused')}
          />
        </>
      )}
    </LinkPage>
  );
}
