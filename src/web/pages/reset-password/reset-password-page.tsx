import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { LinkPage } from '../../components/link-page';
import { useLinkToken } from '../../link-token';
import { INVALID_RESET_LINK } from '../../../shared/messages';
import { Alert } from '../../components/alert';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { clearStoredLogin } from '../../storage';
import { NewPasswordForm } from './new-password-form';
import { RequestNewLink } from './request-new-link';
import { checkResetLink } from './reset-link-status';
import { Link } from '../../components/link';

type Stage =
  { name: 'checking' } | { name: 'form' } | { name: 'done' } | { name: 'refused'; message: string };

export default function ResetPasswordPage() {
  const { i18n, t } = useLingui();
  const token = useLinkToken();
  const [stage, setStage] = useState<Stage>({ name: 'checking' });
  const refusedRef = useRef<HTMLDivElement>(null);

  // A used or expired link says so at once, not after two passwords were typed.
  useEffect(() => {
    if (!token) return;
    let current = true;
    setStage({ name: 'checking' });
    void checkResetLink(token).then((status) => {
      if (!current) return;
      setStage(
        status === 'invalid' ? { name: 'refused', message: INVALID_RESET_LINK } : { name: 'form' },
      );
    });
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    if (stage.name === 'refused') refusedRef.current?.focus();
  }, [stage.name]);

  return (
    <LinkPage title={t`Reset your password`} narrow>
      {!token ? (
        <>
          <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-800">
            <Trans>
              This page needs the link from your reset email. Enter your email below and we will
              send you a new one, or use Forgot Password? on the{' '}
              <Link to={PATHS.login} className="font-semibold underline">
                login page
              </Link>
              .
            </Trans>
          </p>
          <RequestNewLink />
        </>
      ) : stage.name === 'checking' ? (
        <p role="status" className="text-gray-700">
          <Trans>Checking your reset link…</Trans>
        </p>
      ) : stage.name === 'done' ? (
        <>
          <Alert tone="success">
            <Trans>Your password has been changed. Log in with your new password.</Trans>
          </Alert>
          <Link
            to={PATHS.login}
            className="inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Go to login</Trans>
          </Link>
        </>
      ) : stage.name === 'refused' ? (
        <>
          {/* Focused, so the message is what is read and seen first. */}
          <div ref={refusedRef} tabIndex={-1} className="outline-none">
            <Alert tone="error">{sharedText(i18n, stage.message)}</Alert>
          </div>
          <RequestNewLink />
        </>
      ) : (
        <>
          <p className="text-gray-700">
            <Trans>Choose a new password for your Setu account.</Trans>
          </p>
          <NewPasswordForm
            token={token}
            onDone={() => {
              // The reset ended every session of the account, this browser's included.
              clearStoredLogin();
              setStage({ name: 'done' });
            }}
            onInvalidToken={(message) => setStage({ name: 'refused', message })}
          />
        </>
      )}
    </LinkPage>
  );
}
