// A volunteer's offers to cover a session another volunteer cancelled: Accept or Decline while
// open, and what became of the others (docs/decisions/0042-substitutes.md). Shown above the
// sessions on the volunteer's Sessions page, only when there is an offer.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { ActionOutcome } from '../../components/action-outcome';
import { DashboardCard } from '../../components/dashboard-card';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { sessionWhen } from '../teaching-sessions/session-words';
import { SessionHeading } from '../teaching-sessions/session-heading';
import { useBusyAction } from '../teaching-sessions/use-sending';
import { acceptOffer, declineOffer, fetchOffers, type CoverOffer } from './api-calls';
import { smallButtonClass } from '../../components/submit-button';

export function CoverOffersCard({
  className = '',
  onAccepted,
}: {
  className?: string;
  /** The session is theirs now: the sessions list reloads. */
  onAccepted?: () => void;
}) {
  const { t, i18n } = useLingui();
  const { state, reload } = useLoader(fetchOffers);
  const { busy, error, run } = useBusyAction<string>();
  const [notice, setNotice] = useState<(() => string) | null>(null);
  if (state.status !== 'ready' || state.data.offers.length === 0) return null;

  const answer = (o: CoverOffer, how: 'accept' | 'decline', when: string) =>
    run(`${how}-${o.sessionId}`, async () => {
      setNotice(null);
      try {
        if (how === 'accept') {
          await acceptOffer(o.sessionId);
          setNotice(
            () => () => t`You cover the session of ${when}. It is listed under Your sessions.`,
          );
          onAccepted?.();
        } else {
          await declineOffer(o.sessionId);
          setNotice(() => () => t`You declined the session of ${when}.`);
        }
      } finally {
        await reload();
      }
    });

  return (
    <DashboardCard title={t`Cover offers`} className={className}>
      <p className="mb-3 text-gray-700">
        <Trans>
          A volunteer cannot come to these classes. The first volunteer to accept teaches the
          session.
        </Trans>
      </p>
      <ActionOutcome tone="error" message={error && sharedText(i18n, error)} />
      <ActionOutcome message={notice?.()} onDismiss={() => setNotice(null)} />
      <ul className="divide-y divide-brand-100">
        {state.data.offers.map((o) => (
          <OfferItem
            key={o.sessionId}
            offer={o}
            busy={busy !== null}
            onAnswer={(how, when) => void answer(o, how, when)}
          />
        ))}
      </ul>
    </DashboardCard>
  );
}

function OfferItem({
  offer: o,
  busy,
  onAnswer,
}: {
  offer: CoverOffer;
  busy: boolean;
  onAnswer: (how: 'accept' | 'decline', when: string) => void;
}) {
  const { t, i18n } = useLingui();
  const when = sessionWhen(o.startsAt, o.endsAt, i18n.locale as Locale);
  const topic = o.topic ? sharedText(i18n, o.topic) : '';
  const where = o.mode === 'online' ? t`Online` : sharedText(i18n, o.city);
  return (
    <li className="py-3" data-testid="cover-offer" data-status={o.status}>
      <SessionHeading when={when} details={[topic, o.ngoName, where]} />
      {o.status === 'open' ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={smallButtonClass}
            disabled={busy}
            onClick={() => onAnswer('accept', when)}
          >
            <Trans>
              Accept<span className="sr-only"> the session of {when}</span>
            </Trans>
          </button>
          <button
            type="button"
            className={smallButtonClass}
            disabled={busy}
            onClick={() => onAnswer('decline', when)}
          >
            <Trans>
              Decline<span className="sr-only"> the session of {when}</span>
            </Trans>
          </button>
        </div>
      ) : (
        <p className="text-sm text-gray-800">
          {o.status === 'accepted' && <Trans>You cover this session.</Trans>}
          {o.status === 'declined' && <Trans>You declined.</Trans>}
          {o.status === 'taken' && <Trans>Another volunteer took it first.</Trans>}
          {o.status === 'closed' && <Trans>This offer has closed.</Trans>}
        </p>
      )}
    </li>
  );
}
