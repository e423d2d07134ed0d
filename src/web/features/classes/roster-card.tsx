import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { LoadMore, usePagedList } from '../../components/paged-list';
import { PhoneLink } from '../../components/phone-link';
import { sharedText } from '../../i18n/shared-text';
import { PausedNote } from '../matching-loop/paused-note';
import { fetchRoster, type RosterPage } from './api-calls';

/**
 * The class's volunteers by name, a page at a time, with their topic and, where the contact rule
 * allows, their email and phone.
 */
export function RosterCard({ classId }: { classId: string }) {
  const { i18n, t } = useLingui();
  const load = useCallback((before?: number) => fetchRoster(classId, before), [classId]);
  const { state, reload, more, loadMore } = usePagedList<RosterPage>(load, (shown, older) => ({
    ...older,
    volunteers: [...shown.volunteers, ...older.volunteers],
  }));
  return (
    <DashboardCard title={t`Volunteers`}>
      <LoadState state={state} reload={reload} loading={t`Loading the volunteers…`} />
      {state.status === 'ready' && (
        <>
          {state.data.volunteers.length === 0 ? (
            <p className="text-gray-700">
              <Trans>No volunteer teaches this class yet.</Trans>
            </p>
          ) : (
            <ul className="mb-3 divide-y divide-brand-100" data-testid="roster">
              {state.data.volunteers.map((v) => (
                <li key={v.requestId} className="py-2">
                  <p className="font-semibold break-words">{v.name}</p>
                  {v.topic && <p className="text-sm text-gray-700">{sharedText(i18n, v.topic)}</p>}
                  {v.paused && <PausedNote />}
                  {v.waitingForChecks && (
                    <p
                      className="text-sm font-semibold text-amber-950"
                      data-testid="roster-waiting"
                    >
                      <Trans>Waiting for checks: no session until they are valid.</Trans>
                    </p>
                  )}
                  {v.contact && (
                    <p className="text-sm break-words">
                      <a className="underline" href={`mailto:${v.contact.email}`}>
                        {v.contact.email}
                      </a>{' '}
                      · <PhoneLink phone={v.contact.phone} />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
          <LoadMore more={more} next={state.data.next} onLoad={loadMore} />
        </>
      )}
    </DashboardCard>
  );
}
