import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Connectable } from '../../features/matching-loop/use-connect';
import { ResultCard } from './result-card';
import type { MatchingResult } from './use-matching-search';

const gridClass = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The results in two groups: NGOs with an account first, then the spec's sample listings under
 * one label, so "Sample listing" is said once rather than on every card.
 */
export function ResultGroups({
  results,
  busyId,
  onConnect,
}: {
  results: MatchingResult[];
  busyId: number | null;
  onConnect: (ngo: Connectable) => void;
}) {
  const { t } = useLingui();
  const sampleHeadingId = useId();
  const real = results.filter((ngo) => !ngo.sample);
  const samples = results.filter((ngo) => ngo.sample);
  // One group's cards, their headings a level under the group's.
  const cards = (label: string, ngos: MatchingResult[], headingLevel: 3 | 4) => (
    <ul aria-label={label} className={gridClass}>
      {ngos.map((ngo) => (
        <li key={ngo.id}>
          <ResultCard
            ngo={ngo}
            headingLevel={headingLevel}
            busy={busyId === ngo.id}
            onConnect={onConnect}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {real.length > 0 && cards(t`Matching NGOs`, real, 3)}
      {samples.length > 0 && (
        <section aria-labelledby={sampleHeadingId} className={real.length > 0 ? 'mt-8' : ''}>
          <h3 id={sampleHeadingId} className="text-lg font-bold text-brand-800">
            <Trans>Sample listings</Trans>
          </h3>
          <p className="mb-3 text-sm text-gray-700">
            <Trans>
              These NGOs are examples with no account on Setu yet, so Connect sends them no request.
            </Trans>
          </p>
          {cards(t`Sample listings`, samples, 4)}
        </section>
      )}
    </>
  );
}
