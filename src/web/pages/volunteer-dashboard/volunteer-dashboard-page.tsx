import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { matchingGaps, type MatchingGap } from '../../../shared/ranking';
import { DashboardCard } from '../../components/dashboard-card';
import { DashboardFrame, ProfileHeader } from '../../components/dashboard-header';
import { RequireRole } from '../../components/require-role';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { MatchingGapsNotice } from '../../features/matching-loop/matching-gaps-notice';
import { MyRequests, ScheduleDownload } from '../../features/matching-loop/my-requests';
import { CertificatesCard } from '../../features/teaching-sessions/certificates-card';
import { SessionsCard } from '../../features/teaching-sessions/sessions-card';
import {
  preferenceFieldId,
  VolunteerPreferencesForm,
} from '../../features/matching-loop/volunteer-preferences-form';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { ExperienceCard } from './experience-card';
import { ScheduleList } from './schedule-list';
import { useVolunteerDashboard } from './use-volunteer-dashboard';
import { Link } from '../../components/link';

export default function VolunteerDashboardPage() {
  return (
    <RequireRole role="Volunteer">
      <VolunteerDashboard />
    </RequireRole>
  );
}

function VolunteerDashboard() {
  const { i18n, t } = useLingui();
  const label = (text: string) => sharedText(i18n, text);
  const { state, reload, setBio } = useVolunteerDashboard();
  const [partnershipVersion, setPartnershipVersion] = useState(0);
  return (
    <DashboardFrame title={t`Volunteer Dashboard`} role="Volunteer" state={state} reload={reload}>
      {state.status === 'ready' && (
        <>
          <ProfileHeader
            name={state.data.fullName}
            accountType={state.data.userType}
            details={
              <p className="mt-1 text-gray-700">
                {label(state.data.location)} · {label(state.data.ageGroup)} ·{' '}
                {state.data.languages.map(label).join(', ') || t`No languages chosen`}
              </p>
            }
            action={
              <Link to={PATHS.volunteerMatching} className={primaryButtonClass}>
                <Trans>Start Volunteering</Trans>
              </Link>
            }
          />

          <MatchingGapsNotice gaps={matchingGaps(state.data)} className="mt-6">
            {matchingGaps(state.data).map((gap) => (
              <AddPreferenceButton key={gap} gap={gap} />
            ))}
          </MatchingGapsNotice>

          <div className="mt-6 grid gap-5 md:grid-cols-3">
            <DashboardCard title={t`Skills`}>
              <p>{label(state.data.skills)}</p>
            </DashboardCard>
            <DashboardCard title={t`Availability`}>
              {state.data.availability.length ? (
                <ul className="flex flex-wrap gap-2">
                  {state.data.availability.map((slot) => (
                    <li
                      key={slot}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                    >
                      {label(slot)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-gray-700">
                  <Trans>No times chosen yet.</Trans>
                </p>
              )}
            </DashboardCard>
            <ExperienceCard bio={state.data.bio} onSaved={setBio} />
          </div>

          <DashboardCard title={t`Schedule`} className="mt-6">
            {state.data.schedule.length ? (
              <>
                <ScheduleList entries={state.data.schedule} />
                <div className="mt-4">
                  <ScheduleDownload />
                </div>
              </>
            ) : (
              <p>{label(MESSAGES.noSchedule)}</p>
            )}
          </DashboardCard>
        </>
      )}
      {/* Outside the ready block: a dashboard reload does not reset these forms. */}
      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <VolunteerPreferencesForm onSaved={() => void reload()} />
        <MyRequests
          onChange={() => {
            setPartnershipVersion((n) => n + 1);
            void reload();
          }}
        />
      </div>
      <SessionsCard className="mt-6" refreshKey={partnershipVersion} />
      <CertificatesCard className="mt-6" refreshKey={partnershipVersion} />
    </DashboardFrame>
  );
}

/** Brings the preferences form's control for `gap` into view and focus (it sits further down). */
function AddPreferenceButton({ gap }: { gap: MatchingGap }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      onClick={() => {
        const control = document.getElementById(preferenceFieldId(gap));
        control?.scrollIntoView({ block: 'center' });
        control?.focus({ preventScroll: true });
      }}
    >
      {gap === 'availability' ? t`Add your availability` : t`Add your languages`}
    </button>
  );
}
