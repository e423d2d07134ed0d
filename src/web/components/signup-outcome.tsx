import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode, type Ref } from 'react';
import { CONFIRM_LINK_HOURS } from '../../shared/email-confirmation';
import type { UserType } from '../../shared/options';
import { afterSignupState } from '../login-return';
import { PATHS } from '../paths';
import { primaryButtonClass, secondaryButtonClass } from './submit-button';
import { Link } from './link';

const linkClass = 'font-semibold text-brand-800 underline';

/**
 * What a new account sees after registering: at the top of the form, focused, so it
 * is in view on a phone. The spec's alert (spec §8; README → The specification) is its heading, word for word; what comes
 * next and the way to the login follow.
 */
export function SignupSuccess({
  panelRef,
  text,
  email,
  next,
  userType,
  onAnother,
}: {
  panelRef: Ref<HTMLDivElement>;
  /** The role just registered: the login page preselects it. */
  userType: UserType;
  /** The spec's success alert. */
  text: string;
  email: string;
  /** What the account does after logging in. */
  next: string;
  /** Brings back the emptied form, for registering another account. */
  onAnother: () => void;
}) {
  const headingId = useId();
  const hours = CONFIRM_LINK_HOURS;
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border-l-4 border-green-700 bg-green-50 px-5 py-4 text-green-900 sm:col-span-2"
    >
      <div role="alert">
        <h2 id={headingId} className="text-xl font-bold">
          {text}
        </h2>
      </div>
      <p>
        <Trans>
          Your account for <strong className="break-all">{email}</strong> is ready.
        </Trans>{' '}
        {next}
      </p>
      {/* What the email gate (src/shared/email-confirmation.ts) holds back until the link is opened. */}
      <p>
        {userType === 'NGO' ? (
          <Trans>
            We have sent a confirmation email to <strong className="break-all">{email}</strong>.
            Open its link within {hours} hours to confirm your address: you can publish your profile
            and accept volunteers once it is confirmed.
          </Trans>
        ) : (
          <Trans>
            We have sent a confirmation email to <strong className="break-all">{email}</strong>.
            Open its link within {hours} hours to confirm your address: you can connect with NGOs
            once it is confirmed.
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={PATHS.login} state={afterSignupState(userType)} className={primaryButtonClass}>
          <Trans>Log in to your dashboard</Trans>
        </Link>
        <button type="button" onClick={onAnother} className={secondaryButtonClass}>
          <Trans>Register another account</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * Follows the spec's failure alert when the email already has an account: the person most
 * likely registered before, so offer the login and the password reset instead of a dead end.
 */
export function EmailTakenHelp(): ReactNode {
  return (
    <p>
      <Trans>
        Is it yours?{' '}
        <Link to={PATHS.login} className={linkClass}>
          Log in
        </Link>{' '}
        instead, or{' '}
        <Link to={PATHS.resetPassword} className={linkClass}>
          reset your password
        </Link>{' '}
        if you have forgotten it.
      </Trans>
    </p>
  );
}
