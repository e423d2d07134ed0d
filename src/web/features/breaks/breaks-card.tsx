// The "Breaks" card: the breaks taken or to come on the signed-in side's partnerships, with their
// reason and when the sessions come back; the side that took one may end it early. For a
// volunteer, the form to take one (docs/features.md → Breaks and partnership health).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { formatDate } from '../../../shared/intl-format';
import { instantInIndia } from '../../../shared/time';
import { Alert } from '../../components/alert';
import { ActionOutcome } from '../../components/action-outcome';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { secondaryButtonClass, smallButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { endBreak, fetchBreaks, type SeenBreak } from './api-calls';
import { BreakForm } from './break-form';
import { takenText } from './break-words';

const day = (date: string, locale: Locale) => formatDate(instantInIndia(date)!, locale, 'medium');

export function BreaksCard({
  className = '',
  side,
  initialRequestId,
  onChange,
}: {
  className?: string;
  side: 'volunteer' | 'ngo';
  /** Opens the form on this partnership (the check-in's "take a break"). */
  initialRequestId?: number;
  /** After a break was taken or ended: the sessions list reloads. */
  onChange?: () => void;
}) {
  const { i18n, t } = useLingui();
  const { state, reload } = useLoader(fetchBreaks);
  const [formOpen, setFormOpen] = useState(initialRequestId !== undefined);
  const [notice, setNotice] = useState<string | null>(null);

  const done = async (text: string) => {
    setFormOpen(false);
    setNotice(text);
    await reload();
    onChange?.();
  };

  return (
    <DashboardCard title={t`Breaks`} className={className}>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading breaks…`}
        failed={t`Could not load the breaks.`}
      >
        {(data) => (
          <>
            <ActionOutcome message={notice} onDismiss={() => setNotice(null)} />
            {data.breaks.length === 0 ? (
              <p className="text-gray-700">
                {side === 'volunteer'
                  ? t`You are not taking a break.`
                  : t`No volunteer is on a break.`}
              </p>
            ) : (
              <ul aria-label={t`Breaks`} className="space-y-3">
                {data.breaks.map((b) => (
                  <BreakItem
                    key={b.id}
                    b={b}
                    side={side}
                    onEnded={() => void done(t`The break has ended: the sessions are back.`)}
                  />
                ))}
              </ul>
            )}
            {side === 'volunteer' &&
              data.partnerships.length > 0 &&
              (formOpen ? (
                <BreakForm
                  partnerships={data.partnerships}
                  today={data.today}
                  initialRequestId={initialRequestId}
                  onTaken={(cancelled) => void done(takenText(i18n, cancelled))}
                />
              ) : (
                <button
                  type="button"
                  className={`${secondaryButtonClass} mt-3`}
                  onClick={() => {
                    setNotice(null);
                    setFormOpen(true);
                  }}
                >
                  {t`Take a break`}
                </button>
              ))}
            <p className="mt-3 text-sm text-gray-700">
              <Trans>A break lasts 1 to 8 weeks, for exams or travel.</Trans>
            </p>
          </>
        )}
      </LoadState>
    </DashboardCard>
  );
}

function BreakItem({ b, side, onEnded }: { b: SeenBreak; side: string; onEnded: () => void }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const who = side === 'volunteer' ? b.ngoName : b.volunteerName;
  const from = day(b.startsOn, locale);
  const until = day(b.endsOn, locale);
  const back = day(b.resumesOn, locale);
  const end = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await endBreak(b.id);
      onEnded();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-lg border border-brand-100 p-3">
      <p className="font-semibold break-words">{who}</p>
      <p>
        {b.takenBy === 'ngo'
          ? t`Class paused from ${from} to ${until}. Sessions come back on ${back}.`
          : t`On a break from ${from} to ${until}. Sessions come back on ${back}.`}
      </p>
      <p className="break-words text-gray-700">{t`Reason: ${b.reason}`}</p>
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      {b.mine && (
        <button
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          className={`${smallButtonClass} mt-2`}
          onClick={() => void end()}
        >
          {t`End the break now`}
        </button>
      )}
    </li>
  );
}
