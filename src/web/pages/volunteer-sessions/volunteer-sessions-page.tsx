import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CoverOffersCard } from '../../features/substitutes/offers-card';
import { BreaksCard } from '../../features/breaks/breaks-card';
import { ScheduleDownload } from '../../features/matching-loop/my-requests';
import { SessionsCard } from '../../features/teaching-sessions/sessions-card';
import { volunteerSection } from '../../features/volunteer-dashboard/volunteer-sections';

/**
 * The volunteer's Sessions: offers to cover another volunteer's session, the weeks ahead and those
 * that have ended (cancel, "I taught this"), a break (src/server/breaks), and the calendar file of
 * every weekly time.
 */
function Sessions() {
  const { t } = useLingui();
  // An accepted cover offer adds its session to the list; a break cancels or restores some.
  const [version, setVersion] = useState(0);
  return (
    <>
      <CoverOffersCard className="mt-6" onAccepted={() => setVersion((n) => n + 1)} />
      <SessionsCard className="mt-6" refreshKey={version} />
      <BreaksCard className="mt-6" side="volunteer" onChange={() => setVersion((n) => n + 1)} />
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
