import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserType } from '../../shared/options';
import { EmailConfirmationBanner } from '../features/email-confirmation/email-confirmation-banner';
import { sharedText } from '../i18n/shared-text';
import { PATHS } from '../paths';
import type { Loaded } from '../use-loader';
import { LoadState } from './load-state';
import { LogoutButton } from './logout-button';
import { ProfilePicture } from './profile-picture/profile-picture';
import { Link } from './link';

/**
 * A dashboard's page: its heading, the email-confirmation banner for `role`, the dashboard data's
 * loading and error states, then `children` (what the page shows, ready or not).
 */
export function DashboardFrame({
  title,
  role,
  state,
  reload,
  children,
}: {
  title: string;
  role: UserType;
  state: Loaded<unknown>;
  reload: () => Promise<void> | void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold text-brand-800">{title}</h1>
      {/* The NGO dashboard's first steps link here (pages/ngo-dashboard/section-link.tsx). */}
      <div id="email-confirmation" tabIndex={-1} className="outline-none">
        <EmailConfirmationBanner role={role} className="mt-6" />
      </div>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your dashboard…`}
        className="mt-6"
      />
      {children}
    </div>
  );
}

/**
 * The dashboard's profile band: the picture, the account's name (the user label) and type, and
 * beside them `action` (the page's main way on, if any), Logout and the link to the account page.
 */
export function ProfileHeader({
  name,
  accountType,
  details,
  action,
}: {
  name: string;
  /** As stored ("NGO", "Volunteer"); shown in the reader's language. */
  accountType: string;
  /** More lines under the account type. */
  details?: ReactNode;
  action?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const userType = sharedText(i18n, accountType);
  return (
    <section
      aria-label={t`Your profile`}
      className="mt-6 flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 shadow-sm sm:flex-row sm:items-center"
    >
      <ProfilePicture name={name} />
      <div className="flex-1 text-center sm:text-left">
        <p className="break-words text-2xl font-bold" data-testid="user-label">
          {name}
        </p>
        <p className="mt-1 text-gray-700">
          <Trans>
            Account type: <span className="font-semibold text-brand-800">{userType}</span>
          </Trans>
        </p>
        {details}
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        {action}
        <LogoutButton />
        <Link
          to={PATHS.account}
          className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <Trans>Your account and data</Trans>
        </Link>
      </div>
    </section>
  );
}
