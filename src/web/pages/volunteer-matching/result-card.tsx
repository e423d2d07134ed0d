import { useId } from 'react';
import { DemoLabel } from '../../components/demo-label';
import { FullLabel } from '../../components/full-label';
import { SampleLabel } from '../../features/matching-loop';
import type { MatchingResult } from './use-matching-search';

/** One NGO of the results: name, location, days, topics and times, and Connect. */
export function ResultCard({
  ngo,
  onConnect,
}: {
  ngo: MatchingResult;
  onConnect: (ngo: MatchingResult) => void;
}) {
  const id = useId();
  const rows: Array<[string, string]> = [
    ['Location', ngo.location],
    ['Days', ngo.availability.join(', ')],
    ['Topics', ngo.topics.join(', ')],
    ['Times', ngo.availabilityTimes.join(', ')],
  ];
  return (
    <article
      aria-labelledby={id}
      className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="break-words text-lg font-bold text-brand-800">
        {ngo.name}
      </h2>
      {(ngo.sample || ngo.demo) && (
        <div className="mt-1">{ngo.sample ? <SampleLabel /> : <DemoLabel />}</div>
      )}
      {ngo.full && (
        <div className="mt-1">
          <FullLabel />
        </div>
      )}
      <dl className="mt-2 flex-1 space-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap gap-x-1">
            <dt className="font-semibold">{term}:</dt>
            <dd className="break-words">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() => onConnect(ngo)}
        className="mt-4 self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Connect<span className="sr-only"> with {ngo.name}</span>
      </button>
    </article>
  );
}
