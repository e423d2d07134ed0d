// The NGO dashboard's "Cover for cancelled sessions": the sessions a volunteer cancelled, each
// with "Find cover" (while more than 3 hours away) or how the search stands, and the NGO's
// standing choice to look for cover on every cancellation (docs/decisions/0042-substitutes.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { ActionOutcome } from '../../components/action-outcome';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { sessionWhen } from '../teaching-sessions/session-words';
import { SessionHeading } from '../teaching-sessions/session-heading';
import { useBusyAction } from '../teaching-sessions/use-sending';
import { fetchNgoCover, findCover, setAlwaysCover, type CoveredSession } from './api-calls';
import { smallButtonClass } from '../../components/submit-button';

export function CoverCard({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { state, reload, update } = useLoader(fetchNgoCover);
  const { busy, error, run } = useBusyAction<number | 'always'>();
  const [notice, setNotice] = useState<(() => string) | null>(null);
  const alwaysId = useId();

  const find = (s: CoveredSession, when: string) =>
    run(s.id, async () => {
      setNotice(null);
      await findCover(s.id);
      setNotice(() => () => t`Setu is asking volunteers who fit to cover ${when}.`);
      await reload();
    });
  const toggle = (always: boolean) =>
    run('always', async () => {
      setNotice(null);
      await setAlwaysCover(always);
      update((data) => ({ ...data, always }));
    });

  return (
    <DashboardCard title={t`Cover for cancelled sessions`} className={className}>
      <p className="mb-3 text-gray-700">
        <Trans>
          When a volunteer cancels a session, Setu can ask other volunteers who fit the class to
          cover it, five at a time, until 3 hours before it starts. The first to accept teaches it.
        </Trans>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading the cancelled sessions…`}
        failed={t`Could not load the cancelled sessions.`}
      />
      <ActionOutcome tone="error" message={error && sharedText(i18n, error)} />
      <ActionOutcome message={notice?.()} onDismiss={() => setNotice(null)} />
      {state.status === 'ready' && (
        <>
          <div className="mb-4 flex items-start gap-2">
            <input
              id={alwaysId}
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={state.data.always}
              disabled={busy === 'always'}
              onChange={(e) => void toggle(e.target.checked)}
            />
            <label htmlFor={alwaysId} className="text-gray-900">
              <Trans>Always look for cover when a volunteer cancels</Trans>
            </label>
          </div>
          {state.data.sessions.length === 0 ? (
            <p className="text-gray-700">
              <Trans>No session cancelled by a volunteer is coming up.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-brand-100">
              {state.data.sessions.map((s) => (
                <CoverItem
                  key={s.id}
                  session={s}
                  busy={busy === s.id}
                  onFind={(when) => void find(s, when)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardCard>
  );
}

function CoverItem({
  session: s,
  busy,
  onFind,
}: {
  session: CoveredSession;
  busy: boolean;
  onFind: (when: string) => void;
}) {
  const { i18n } = useLingui();
  const when = sessionWhen(s.startsAt, s.endsAt, i18n.locale as Locale);
  const topic = s.topic ? sharedText(i18n, s.topic) : '';
  const volunteer = s.volunteerName;
  const coveredBy = s.coveredByName ?? '';
  return (
    <li className="py-3" data-testid="cover-session" data-cover={s.cover}>
      <SessionHeading when={when} details={[topic, volunteer]} />
      <p className="text-sm text-gray-800">
        {s.cover === 'covered' && <Trans>Covered by {coveredBy}.</Trans>}
        {s.cover === 'searching' && <Trans>Searching: Setu is asking volunteers who fit.</Trans>}
        {s.cover === 'none' && <Trans>No one was found to cover it.</Trans>}
        {s.cover === 'not-asked' && <Trans>Cancelled by the volunteer. Not covered.</Trans>}
      </p>
      {s.canAsk && (
        <button
          type="button"
          className={`${smallButtonClass} mt-2`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => onFind(when)}
        >
          <Trans>
            Find cover<span className="sr-only"> for {when}</span>
          </Trans>
        </button>
      )}
    </li>
  );
}
