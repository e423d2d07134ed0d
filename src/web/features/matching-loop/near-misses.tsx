import { useId } from 'react';
import { DemoLabel } from '../../components/demo-label';
import { FullLabel } from '../../components/full-label';
import { fetchNearMisses } from './api-calls';
import { ConnectButton, SampleLabel } from './connect-button';
import type { Connectable } from './use-connect';
import { useLoader } from '../../use-loader';

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
  const headingId = useId();
  const { state } = useLoader(
    () => fetchNearMisses(filters),
    JSON.stringify([filters.topic, filters.day, filters.location]),
  );
  if (state.status !== 'ready' || state.data.nearMisses.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-brand-800">
        Close to your search
      </h2>
      <ul aria-label="Near-misses" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {state.data.nearMisses.map((ngo) => (
          <li key={ngo.id}>
            <NearMissCard
              ngo={ngo}
              details={`${ngo.location} · ${ngo.topics.join(', ')} · ${ngo.availability.join(', ')}`}
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
  ngo: Connectable & { demo: boolean; full?: boolean };
  details: string;
  differences: string[];
  busy: boolean;
  requestStatus?: string | null;
  headingLevel?: 3 | 4;
  onConnect: (listing: Connectable) => void;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-gray-300 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="break-words text-lg font-bold text-brand-800">{ngo.name}</Heading>
        {ngo.sample && <SampleLabel />}
        {ngo.demo && <DemoLabel />}
        {ngo.full && <FullLabel />}
      </div>
      <p className="font-medium" data-testid="near-miss-differences">
        {differences.join(' · ')}
      </p>
      <p className="break-words text-sm text-gray-700">{details}</p>
      <div className="mt-auto pt-1">
        <ConnectButton
          listing={ngo}
          busy={busy}
          requestStatus={requestStatus}
          onConnect={onConnect}
        />
      </div>
    </article>
  );
}
