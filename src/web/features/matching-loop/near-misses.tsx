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
          <li
            key={ngo.id}
            className="flex flex-col gap-2 rounded-2xl border border-gray-300 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="break-words text-lg font-bold text-brand-800">{ngo.name}</h3>
              {ngo.sample && <SampleLabel />}
              {ngo.demo && <DemoLabel />}
              {ngo.full && <FullLabel />}
            </div>
            <p className="text-sm text-gray-700">
              {ngo.location} · {ngo.topics.join(', ')} · {ngo.availability.join(', ')}
            </p>
            <p className="font-medium" data-testid="near-miss-differences">
              {ngo.differences.join(' · ')}
            </p>
            <div className="mt-auto pt-1">
              <ConnectButton listing={ngo} busy={busyId === ngo.id} onConnect={onConnect} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
