import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PATHS } from '../../paths';
import { clearStoredLogin } from '../../storage';
import { NewPasswordForm } from './new-password-form';
import { RequestNewLink } from './request-new-link';
import { readResetToken } from './reset-token';

type Stage = { name: 'form' } | { name: 'done' } | { name: 'refused'; message: string };

export default function ResetPasswordPage() {
  const [routeSearch] = useSearchParams();
  const token = readResetToken(routeSearch, window.location.search);
  const [stage, setStage] = useState<Stage>({ name: 'form' });

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">Reset your password</h1>
      <div className="mt-6 space-y-6">
        {!token ? (
          <>
            <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-800">
              This page needs the link from your reset email. Enter your email below and we will
              send you a new one, or use Forgot Password? on the{' '}
              <Link to={PATHS.login} className="font-semibold underline">
                login page
              </Link>
              .
            </p>
            <RequestNewLink />
          </>
        ) : stage.name === 'done' ? (
          <>
            <Alert tone="success">
              Your password has been changed. Log in with your new password.
            </Alert>
            <Link
              to={PATHS.login}
              className="inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Go to login
            </Link>
          </>
        ) : stage.name === 'refused' ? (
          <>
            <Alert tone="error">{stage.message}</Alert>
            <RequestNewLink />
          </>
        ) : (
          <>
            <p className="text-gray-700">Choose a new password for your Setu account.</p>
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
      </div>
    </section>
  );
}
