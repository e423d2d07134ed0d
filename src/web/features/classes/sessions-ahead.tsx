import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { Alert } from '../../components/alert';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { LoadMore, usePagedList } from '../../components/paged-list';
import { CheckInCodePanel } from '../check-in/check-in-code';
import { SessionItem } from '../teaching-sessions/sessions-card';
import { sessionWhen } from '../teaching-sessions/session-words';
import { fetchClassSessions, type SessionsPage } from './api-calls';

const joinTimes = (shown: SessionsPage, older: SessionsPage): SessionsPage => ({
  ...older,
  times: [...shown.times, ...older.times],
});

/**
 * The class's sessions still to come, a couple of weeks at a time, each volunteer's with Cancel
 * and Move (the other side is told by email), and at a venue each time's check-in code.
 */
export function SessionsAhead({ classId }: { classId: string }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const load = useCallback(
    (before?: number) => fetchClassSessions(classId, 'ahead', before),
    [classId],
  );
  const { state, reload, more, loadMore } = usePagedList<SessionsPage>(load, joinTimes);
  // Kept as words to say, not said: after a language switch the notice reads in the new one.
  const [notice, setNotice] = useState<(() => string) | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <DashboardCard title={t`Sessions ahead`}>
      <LoadState state={state} reload={reload} loading={t`Loading the sessions…`} />
      {notice && (
        <div ref={noticeRef} tabIndex={-1} data-testid="sessions-notice" className="mb-3">
          <Alert tone="success" role="status" onDismiss={() => setNotice(null)}>
            {notice()}
          </Alert>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          {state.data.times.length === 0 && (
            <p className="text-gray-700">
              <Trans>No sessions ahead.</Trans>
            </p>
          )}
          {state.data.times.map((time) => (
            <section key={time.startsAt} className="mb-4" data-testid="session-time">
              <h3 className="font-bold text-gray-900">
                {sessionWhen(time.startsAt, time.endsAt, locale)}
              </h3>
              {/* At the venue, the coordinator's phone shows the time's check-in code. */}
              {time.sessions.some((s) => s.place?.mode === 'in-person') && (
                <CheckInCodePanel
                  classId={classId}
                  startsAt={time.startsAt}
                  when={sessionWhen(time.startsAt, time.endsAt, locale)}
                />
              )}
              <ul className="divide-y divide-brand-100">
                {time.sessions.map((s) => (
                  <SessionItem
                    key={s.id}
                    session={s}
                    role="ngo"
                    locale={locale}
                    other={s.volunteerName}
                    onNotice={(text) => {
                      setNotice(() => text);
                      void reload();
                    }}
                  />
                ))}
              </ul>
            </section>
          ))}
          <LoadMore more={more} next={state.data.next} onLoad={loadMore} />
        </>
      )}
    </DashboardCard>
  );
}
