import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { DashboardCard } from '../../components/dashboard-card';
import { Link } from '../../components/link';
import { LoadState } from '../../components/load-state';
import { screenFor } from '../../components/require-role';
import { fetchClass } from '../../features/classes/api-calls';
import { PastSessions } from '../../features/classes/class-attendance';
import { className } from '../../features/classes/class-words';
import { RosterCard } from '../../features/classes/roster-card';
import { PauseClassCard } from '../../features/breaks/pause-class-card';
import { SessionsAhead } from '../../features/classes/sessions-ahead';
import { ClassNotes } from '../../features/session-notes/class-notes';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';

/**
 * One class of the NGO: its time and capacity, its volunteers, its sessions ahead (cancel, move),
 * its past sessions with their attendance, and the notes written after them.
 */
function NgoClass() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { classId = '' } = useParams();
  const load = useCallback(() => fetchClass(classId), [classId]);
  const { state, reload } = useLoader(load, classId);
  const data = state.status === 'ready' ? state.data : null;
  const inClass = formatNumber(data?.volunteers ?? 0, locale);
  const accepted = formatNumber(data?.listing.accepted ?? 0, locale);
  const needed = formatNumber(data?.listing.needed ?? 0, locale);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link
        to={PATHS.ngoDashboard}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        <span aria-hidden="true">← </span>
        <Trans>NGO Dashboard</Trans>
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold text-brand-800">
        {data ? t`Class: ${className(i18n, data)}` : t`Class`}
      </h1>
      <LoadState state={state} reload={reload} loading={t`Loading the class…`} className="mt-6" />
      {data && (
        <>
          <p className="mt-3 text-gray-800" data-testid="class-capacity">
            {t({
              message: plural(data.volunteers, {
                one: `${inClass} volunteer in this class.`,
                other: `${inClass} volunteers in this class.`,
              }),
            })}{' '}
            {t`Your listing asks for ${needed} volunteers in all and works with ${accepted}.`}
          </p>
          {!data.listed && (
            <p className="mt-2 text-gray-700">
              <Trans>
                This time is no longer one of your teaching times; its volunteers keep it until they
                move on.
              </Trans>
            </p>
          )}
          <div className="mt-6 grid gap-5 md:grid-cols-3">
            <div className="md:col-span-1">
              <RosterCard classId={classId} />
              <div className="mt-5">
                <PauseClassCard classId={classId} />
              </div>
            </div>
            <div className="space-y-5 md:col-span-2">
              <PastSessions classId={classId} />
              <SessionsAhead classId={classId} />
              <DashboardCard title={t`Notes from this class`}>
                <ClassNotes day={data.day} timeSlot={data.timeSlot} />
              </DashboardCard>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export default screenFor('NGO', NgoClass);
