import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { matchingGaps, type MatchingGap } from '../../../shared/ranking';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { LogoutButton } from '../../components/logout-button';
import { ProfilePicture } from '../../components/profile-picture/profile-picture';
import { RequireRole } from '../../components/require-role';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import {
  MatchingGapsNotice,
  MyRequests,
  preferenceFieldId,
  ScheduleDownload,
  VolunteerPreferencesForm,
} from '../../features/matching-loop';
import { PATHS } from '../../paths';
import { ExperienceCard } from './experience-card';
import { ScheduleList } from './schedule-list';
import { useVolunteerDashboard } from './use-volunteer-dashboard';

export default function VolunteerDashboardPage() {
  return (
    <RequireRole role="Volunteer">
      <VolunteerDashboard />
    </RequireRole>
  );
}

function VolunteerDashboard() {
  const { state, reload, setBio } = useVolunteerDashboard();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold text-brand-800">Volunteer Dashboard</h1>
      <LoadState state={state} reload={reload} loading="Loading your dashboard…" className="mt-6" />
      {state.status === 'ready' && (
        <>
          <section
            aria-label="Your profile"
            className="mt-6 flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 shadow-sm sm:flex-row sm:items-center"
          >
            <ProfilePicture name={state.data.fullName} />
            <div className="flex-1 text-center sm:text-left">
              <p className="break-words text-2xl font-bold" data-testid="user-label">
                {state.data.fullName}
              </p>
              <p className="mt-1 text-gray-700">
                Account type:{' '}
                <span className="font-semibold text-brand-800">{state.data.userType}</span>
              </p>
              <p className="mt-1 text-gray-700">
                {state.data.location} · {state.data.ageGroup} ·{' '}
                {state.data.languages.join(', ') || 'No languages chosen'}
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:items-end">
              <Link to={PATHS.volunteerMatching} className={primaryButtonClass}>
                Start Volunteering
              </Link>
              <LogoutButton />
            </div>
          </section>

          <MatchingGapsNotice gaps={matchingGaps(state.data)} className="mt-6">
            {matchingGaps(state.data).map((gap) => (
              <AddPreferenceButton key={gap} gap={gap} />
            ))}
          </MatchingGapsNotice>

          <div className="mt-6 grid gap-5 md:grid-cols-3">
            <DashboardCard title="Skills">
              <p>{state.data.skills}</p>
            </DashboardCard>
            <DashboardCard title="Availability">
              {state.data.availability.length ? (
                <ul className="flex flex-wrap gap-2">
                  {state.data.availability.map((slot) => (
                    <li
                      key={slot}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                    >
                      {slot}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-gray-700">No times chosen yet.</p>
              )}
            </DashboardCard>
            <ExperienceCard bio={state.data.bio} onSaved={setBio} />
          </div>

          <DashboardCard title="Schedule" className="mt-6">
            {state.data.schedule.length ? (
              <>
                <ScheduleList entries={state.data.schedule} />
                <div className="mt-4">
                  <ScheduleDownload />
                </div>
              </>
            ) : (
              <p>{MESSAGES.noSchedule}</p>
            )}
          </DashboardCard>
        </>
      )}
      {/* Outside the ready block: a dashboard reload does not reset these forms. */}
      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <VolunteerPreferencesForm onSaved={() => void reload()} />
        <MyRequests onChange={() => void reload()} />
      </div>
    </div>
  );
}

/** Brings the preferences form's control for `gap` into view and focus (it sits further down). */
function AddPreferenceButton({ gap }: { gap: MatchingGap }) {
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
      {gap === 'availability' ? 'Add your availability' : 'Add your languages'}
    </button>
  );
}
