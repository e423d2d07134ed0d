import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DemoLabel } from '../../components/demo-label';
import { FullLabel } from '../../components/full-label';
import { sharedText } from '../../i18n/shared-text';
import { fetchNearMisses } from './api-calls';
import { sharedList } from './listing-words';
import { ConnectButton, ConnectNote, SampleLabel } from './connect-button';
import { ReportConcern } from '../../components/report-concern-button';
import type { Connectable } from './use-connect';
import { useLoader } from '../../use-loader';
import { withMatchingTexts } from './matching-texts';
import { VerifiedLabel } from '../../components/verified-label';

/** The closest NGOs when the search found nothing, each with what differs from the search. */
export function NearMisses({
  filters,
  onConnect,
  busyId,
}: {
  filters: { topic: string; day: string; location: string };
  onConnect: (listing: Connectable) => void;
  busyId: number | null;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { state } = useLoader(
    // Shown once the words of the differences (shared-matching) are there too.
    () => withMatchingTexts(fetchNearMisses(filters)),
    JSON.stringify([filters.topic, filters.day, filters.location]),
  );
  if (state.status !== 'ready' || state.data.nearMisses.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-brand-800">
        <Trans>Close to your search</Trans>
      </h2>
      <ul aria-label={t`Near-misses`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {state.data.nearMisses.map((ngo) => (
          <li key={ngo.id}>
            <NearMissCard
              ngo={ngo}
              details={`${sharedText(i18n, ngo.location)} · ${sharedList(i18n, ngo.topics)} · ${sharedList(i18n, ngo.availability)}`}
              differences={ngo.differences}
              busy={busyId === ngo.id}
              onConnect={onConnect}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A listing close to what was looked for, saying first what differs ("in Mumbai"). */
export function NearMissCard({
  ngo,
  details,
  differences,
  busy,
  requestStatus,
  headingLevel = 3,
  onConnect,
}: {
  ngo: Connectable & { demo: boolean; full?: boolean; verified?: boolean };
  details: string;
  differences: string[];
  busy: boolean;
  requestStatus?: string | null;
  headingLevel?: 3 | 4;
  onConnect: (listing: Connectable) => void;
}) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-gray-300 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="break-words text-lg font-bold text-brand-800">{ngo.name}</Heading>
        {ngo.sample && <SampleLabel />}
        {ngo.demo && <DemoLabel />}
        {ngo.full && <FullLabel />}
        {!ngo.sample && <VerifiedLabel verified={ngo.verified === true} />}
      </div>
      <p className="font-medium" data-testid="near-miss-differences">
        {differences.map((difference) => sharedText(i18n, difference)).join(' · ')}
      </p>
      <p className="break-words text-sm text-gray-700">{details}</p>
      <ConnectNote listing={ngo} requestStatus={requestStatus} />
      <div className="mt-auto pt-1">
        <ConnectButton
          listing={ngo}
          busy={busy}
          requestStatus={requestStatus}
          onConnect={onConnect}
        />
      </div>
      <ReportConcern targetKind="listing" targetId={ngo.id} name={ngo.name} />
    </article>
  );
}
