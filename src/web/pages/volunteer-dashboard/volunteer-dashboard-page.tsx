import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '../../../shared/messages';
import { matchingGaps, type MatchingGap } from '../../../shared/ranking';
import { DashboardCard } from '../../components/dashboard-card';
import { ProfileHeader } from '../../components/dashboard-header';
import { Link } from '../../components/link';
import { LoadState } from '../../components/load-state';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { MatchingGapsNotice } from '../../features/matching-loop/matching-gaps-notice';
import { SafeguardingCard } from '../../features/safeguarding-course/safeguarding-card';
import { ScheduleDownload } from '../../features/matching-loop/my-requests';
import { volunteerSection } from '../../features/volunteer-dashboard/volunteer-sections';
import { sharedText } from '../../i18n/shared-text';
import { PATHS, type FocusPreference } from '../../paths';
import { ExperienceCard } from './experience-card';
import { NextSteps } from './next-steps';
import { ScheduleList } from './schedule-list';
import { useVolunteerDashboard } from './use-volunteer-dashboard';

/**
 * The volunteer dashboard's Overview (the spec's /volunteer-dashboard): the profile, the next
 * session and what to do next, and the spec's cards (skills, availability, experience, schedule).
 * The other sections have their own addresses (paths.ts, VOLUNTEER_SECTIONS).
 *
 * Inside the frame's role guard: nothing is fetched for a visitor who is not a volunteer.
 */
function Overview() {
  const { i18n, t } = useLingui();
  const label = (text: string) => sharedText(i18n, text);
  const { state, reload, setBio } = useVolunteerDashboard();
  return (
    <>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your dashboard…`}
        className="mt-6"
      />
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
              <AddPreferenceLink key={gap} gap={gap} />
            ))}
          </MatchingGapsNotice>

          <NextSteps className="mt-6" />

          <SafeguardingCard className="mt-6" />

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
    </>
  );
}

/** Opens the Preferences section with the control for `gap` in focus. */
function AddPreferenceLink({ gap }: { gap: MatchingGap }) {
  const { t } = useLingui();
  const state: FocusPreference = { focusPreference: gap };
  return (
    <Link to={PATHS.volunteerPreferences} state={state} className={secondaryButtonClass}>
      {gap === 'availability' ? t`Add your availability` : t`Add your languages`}
    </Link>
  );
}

export default volunteerSection('volunteerDashboard', Overview);
