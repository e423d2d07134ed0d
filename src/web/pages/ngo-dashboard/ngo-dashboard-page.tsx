import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { LogoutButton } from '../../components/logout-button';
import { ProfilePicture } from '../../components/profile-picture/profile-picture';
import { RequireRole } from '../../components/require-role';
import { EmailConfirmationBanner } from '../../features/email-confirmation/email-confirmation-banner';
import { IncomingRequests } from '../../features/matching-loop/incoming-requests';
import { CertificatesCard } from '../../features/teaching-sessions/certificates-card';
import { SessionsCard } from '../../features/teaching-sessions/sessions-card';
import { NgoMatchingProfileForm } from '../../features/matching-loop/ngo-matching-profile-form';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { NeedsCard } from './needs-card';
import { useNgoDashboard } from './use-ngo-dashboard';
import { NgoVerificationCard } from '../../features/ngo-verification/ngo-verification-card';

export default function NgoDashboardPage() {
  return (
    <RequireRole role="NGO">
      <NgoDashboard />
    </RequireRole>
  );
}

function NgoDashboard() {
  const { i18n, t } = useLingui();
  const { state, reload, setNeeds } = useNgoDashboard();
  const userType = state.status === 'ready' ? sharedText(i18n, state.data.userType) : '';
  // Publishing the profile for the first time gives the requests list a listing to show.
  const [profileVersion, setProfileVersion] = useState(0);
  const [partnershipVersion, setPartnershipVersion] = useState(0);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold text-brand-800">
        <Trans>NGO Dashboard</Trans>
      </h1>
      <EmailConfirmationBanner role="NGO" className="mt-6" />
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your dashboard…`}
        className="mt-6"
      />
      {state.status === 'ready' && (
        <>
          <section
            aria-label={t`Your profile`}
            className="mt-6 flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 shadow-sm sm:flex-row sm:items-center"
          >
            <ProfilePicture name={state.data.ngoName} />
            <div className="flex-1 text-center sm:text-left">
              <p className="break-words text-2xl font-bold" data-testid="user-label">
                {state.data.ngoName}
              </p>
              <p className="mt-1 text-gray-700">
                <Trans>
                  Account type: <span className="font-semibold text-brand-800">{userType}</span>
                </Trans>
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:items-end">
              <LogoutButton />
              <Link
                to={PATHS.account}
                className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                <Trans>Your account and data</Trans>
              </Link>
            </div>
          </section>

          <div className="mt-6 grid gap-5 md:grid-cols-3">
            <DashboardCard title={t`Volunteer Partners`}>
              <p className="text-3xl font-extrabold text-brand-700" data-testid="partner-count">
                {formatNumber(state.data.partners.count, i18n.locale as Locale)}
              </p>
              <p className="mb-3 text-gray-700">
                <Plural
                  value={state.data.partners.count}
                  one="volunteer works with you"
                  other="volunteers work with you"
                />
              </p>
              {state.data.partners.names.length > 0 && (
                <ul aria-label={t`Partner names`} className="space-y-1">
                  {state.data.partners.names.map((name, index) => (
                    <li key={`${name}-${index}`} className="break-words">
                      {name}
                    </li>
                  ))}
                </ul>
              )}
            </DashboardCard>
            <NeedsCard needs={state.data.needs} onChange={setNeeds} />
            <DashboardCard title={t`Description`}>
              <p className="whitespace-pre-line break-words">{state.data.description}</p>
            </DashboardCard>
          </div>
        </>
      )}
      {/* Outside the ready block: a dashboard reload does not reset these forms. */}
      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <NgoMatchingProfileForm onSaved={() => setProfileVersion((n) => n + 1)} />
        <IncomingRequests
          onChange={() => {
            setPartnershipVersion((n) => n + 1);
            void reload();
          }}
          refreshKey={profileVersion}
        />
      </div>
      <SessionsCard className="mt-6" refreshKey={partnershipVersion} />
      <CertificatesCard className="mt-6" refreshKey={partnershipVersion} />
      <div className="mt-6">
        <NgoVerificationCard />
      </div>
    </div>
  );
}
