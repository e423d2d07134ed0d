import { Plural, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { DashboardCard } from '../../components/dashboard-card';
import { DashboardFrame, ProfileHeader } from '../../components/dashboard-header';
import { screenFor } from '../../components/require-role';
import { fetchClasses } from '../../features/classes/api-calls';
import { ClassesCard } from '../../features/classes/classes-card';
import { IncomingRequests } from '../../features/matching-loop/incoming-requests';
import { CertificatesCard } from '../../features/teaching-sessions/certificates-card';
import { SessionsCard } from '../../features/teaching-sessions/sessions-card';
import { NgoMatchingProfileForm } from '../../features/matching-loop/ngo-matching-profile-form';
import { useLoader } from '../../use-loader';
import { NeedsCard } from './needs-card';
import { SECTIONS } from './section-link';
import { ToDoCard } from './to-do-card';
import { useNgoDashboard } from './use-ngo-dashboard';
import { NgoVerificationCard } from '../../features/ngo-verification/ngo-verification-card';
import { TermsCard } from '../../features/terms/terms-card';
import { TeamCard } from '../../features/ngo-team/team-card';
import { CoverCard } from '../../features/substitutes/cover-card';
import { AtRiskCard } from '../../features/partnership-health/at-risk-card';
import { BreaksCard } from '../../features/breaks/breaks-card';

/**
 * A section a first-screen link leads to: focusable, so the keyboard lands there too, and kept
 * clear of the screen's top edge when scrolled to.
 */
function LinkedSection(props: { id: string; className: string; children: ReactNode }) {
  return (
    <div id={props.id} tabIndex={-1} className={`${props.className} scroll-mt-4 outline-none`}>
      {props.children}
    </div>
  );
}

/**
 * First what needs doing and the classes (each class's page holds its sessions); then the
 * terms and holidays, the requests, the profile, the counts and the certificates, and the
 * verification.
 */
function NgoDashboard() {
  const { i18n, t } = useLingui();
  const { state, reload, setNeeds } = useNgoDashboard();
  // Publishing the profile for the first time gives the requests list a listing to show.
  const [profileVersion, setProfileVersion] = useState(0);
  const [partnershipVersion, setPartnershipVersion] = useState(0);
  const classes = useLoader(fetchClasses, `${profileVersion}-${partnershipVersion}`);
  // Until the dashboard has loaded, the owner-only sections wait (a coordinator never sees them).
  const isOwner = state.status === 'ready' && state.data.teamRole === 'owner';
  return (
    <DashboardFrame title={t`NGO Dashboard`} role="NGO" state={state} reload={reload}>
      {state.status === 'ready' && (
        <>
          <ProfileHeader name={state.data.ngoName} accountType={state.data.userType} />
          <ToDoCard dashboard={state.data} classes={classes.state} />
        </>
      )}
      {/* Outside the ready block: a dashboard reload does not reset these forms. */}
      <ClassesCard className="mt-6" state={classes.state} reload={classes.reload} />
      <SessionsCard className="mt-6" refreshKey={partnershipVersion} summaryOnly />
      <AtRiskCard className="mt-6" />
      <BreaksCard
        className="mt-6"
        side="ngo"
        onChange={() => setPartnershipVersion((n) => n + 1)}
      />
      <TermsCard className="mt-6" onChange={() => setPartnershipVersion((n) => n + 1)} />
      <CoverCard className="mt-6" />
      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <LinkedSection id={SECTIONS.requests} className="md:col-span-3">
          <IncomingRequests
            onChange={() => {
              setPartnershipVersion((n) => n + 1);
              void reload();
            }}
            refreshKey={profileVersion}
          />
        </LinkedSection>
        {isOwner && (
          <LinkedSection id={SECTIONS.profile} className="md:col-span-3">
            <NgoMatchingProfileForm
              onSaved={() => {
                setProfileVersion((n) => n + 1);
                void reload();
              }}
            />
          </LinkedSection>
        )}
      </div>
      {state.status === 'ready' && (
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
          <NeedsCard needs={state.data.needs} onChange={setNeeds} readOnly={!isOwner} />
          <DashboardCard title={t`Description`}>
            <p className="whitespace-pre-line break-words">{state.data.description}</p>
          </DashboardCard>
        </div>
      )}
      <CertificatesCard className="mt-6" refreshKey={partnershipVersion} />
      {isOwner && (
        <>
          <TeamCard className="mt-6" />
          <LinkedSection id={SECTIONS.verification} className="mt-6">
            <NgoVerificationCard onSent={() => void reload()} />
          </LinkedSection>
        </>
      )}
    </DashboardFrame>
  );
}

export default screenFor('NGO', NgoDashboard);
