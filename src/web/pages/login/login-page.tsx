import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sharedText } from '../../i18n/shared-text';
import { loginReason, preselectedUserType, readLoginState } from '../../login-return';
import { PATHS } from '../../paths';
import { LoginForm } from './login-form';
import { Link } from '../../components/link';

export default function LoginPage() {
  const { i18n } = useLingui();
  const location = useLocation();
  const returnState = readLoginState(location.state);
  const reason = loginReason(returnState);
  const reasonRef = useRef<HTMLParagraphElement>(null);

  // The page came up on its own (a Connect, an ended session): say why first, where focus is.
  useEffect(() => {
    if (reason) reasonRef.current?.focus();
  }, [reason, location.key]);

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">
        <Trans>Login</Trans>
      </h1>
      {reason && (
        <p
          ref={reasonRef}
          tabIndex={-1}
          className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 font-medium text-brand-800"
        >
          {sharedText(i18n, reason)}
        </p>
      )}
      <p className="mt-2 mb-8 text-gray-700">
        <Trans>
          New to Setu?{' '}
          <Link to={PATHS.joinUs} className="font-semibold text-brand-800 underline">
            Join as a volunteer or an NGO
          </Link>
          .
        </Trans>
      </p>
      {/* Remounted per visit, so a new reason also brings its preselected role. */}
      <LoginForm
        key={location.key}
        returnState={returnState}
        initialUserType={preselectedUserType(returnState)}
      />
    </section>
  );
}
