import { useLingui } from '@lingui/react/macro';
import { ScheduleDownload } from '../../features/matching-loop/my-requests';
import { SessionsCard } from '../../features/teaching-sessions/sessions-card';
import { volunteerSection } from '../../features/volunteer-dashboard/volunteer-sections';

/**
 * The volunteer's Sessions: the weeks ahead and those that have ended (cancel, "I taught this"),
 * and the calendar file of every weekly time.
 */
function Sessions() {
  const { t } = useLingui();
  return (
    <>
      <SessionsCard className="mt-6" />
      <section aria-label={t`Calendar`} className="mt-4">
        <p className="mb-2 text-gray-700">
          {t`Add every weekly session to your phone's or computer's calendar.`}
        </p>
        <ScheduleDownload />
      </section>
    </>
  );
}

export default volunteerSection('volunteerSessions', Sessions);
