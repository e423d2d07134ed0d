import { Fragment, useId } from 'react';
import { mergeSlots } from '../../../shared/slots';
import { DemoLabel } from '../../components/demo-label';
import { FullLabel } from '../../components/full-label';
import { ConnectButton, type Connectable } from '../../features/matching-loop';
import type { MatchingResult } from './use-matching-search';

/**
 * One NGO of the results, kept short so a phone shows several at once: name and Connect on one
 * row, then where, what and when. Sample listings carry no label of their own: their section
 * says it once.
 */
export function ResultCard({
  ngo,
  headingLevel,
  busy,
  onConnect,
}: {
  ngo: MatchingResult;
  headingLevel: 3 | 4;
  busy: boolean;
  onConnect: (ngo: Connectable) => void;
}) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const days = ngo.availability.join(', ');
  // Each range on one line: "4:00 PM – 5:00 PM" never breaks in the middle.
  const times = mergeSlots(ngo.availabilityTimes);
  return (
    <article
      aria-labelledby={id}
      className="flex h-full flex-col gap-1 rounded-xl border border-brand-100 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Heading id={id} className="break-words font-bold leading-snug text-brand-800">
            {ngo.name}
          </Heading>
          {ngo.demo && <DemoLabel />}
          {ngo.full && <FullLabel />}
        </div>
        <div className="shrink-0">
          <ConnectButton listing={ngo} busy={busy} onConnect={onConnect} />
        </div>
      </div>
      {/* Two short lines instead of a labelled row per fact; the labels stay for screen readers. */}
      <p className="break-words text-sm">
        <span className="sr-only">Location: </span>
        {ngo.location || '—'}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">. Topics: </span>
        {ngo.topics.join(', ') || '—'}
      </p>
      <p className="break-words text-sm text-gray-700">
        <span className="sr-only">Days: {days || '—'}. Times: </span>
        <span aria-hidden="true">
          {ngo.availability.map(shortDay).join(', ') || '—'}
          {' · '}
        </span>
        {times.length === 0
          ? '—'
          : times.map((range, i) => (
              <Fragment key={range}>
                {i > 0 && ', '}
                <span className="whitespace-nowrap">{range}</span>
              </Fragment>
            ))}
      </p>
    </article>
  );
}

/** "Monday" → "Mon": the days line fits a phone's width; screen readers get the full names. */
function shortDay(day: string): string {
  return day.slice(0, 3);
}
