import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useId } from 'react';
import { mergeSlots } from '../../../shared/slots';
import { DemoLabel } from '../../components/demo-label';
import { FullLabel } from '../../components/full-label';
import { ConnectButton, ConnectNote } from '../../features/matching-loop/connect-button';
import type { Connectable } from '../../features/matching-loop/use-connect';
import { ReportConcern } from '../../components/report-concern-button';
import {
  sharedList,
  shortDay,
  shownLocale,
  teachingTimesLine,
  timeRangeText,
} from '../../features/matching-loop/listing-words';
import { sharedText } from '../../i18n/shared-text';
import type { MatchingResult } from './use-matching-search';
import { VerifiedLabel } from '../../components/verified-label';
import { ListingChecks } from '../../features/matching-loop/listing-checks';

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
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const days = sharedList(i18n, ngo.availability) || '—';
  const location = ngo.location ? sharedText(i18n, ngo.location) : '—';
  const topics = sharedList(i18n, ngo.topics) || '—';
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
          {!ngo.sample && <VerifiedLabel verified={ngo.verified} />}
        </div>
        <div className="shrink-0">
          <ConnectButton listing={ngo} busy={busy} onConnect={onConnect} />
        </div>
      </div>
      {/* Two short lines instead of a labelled row per fact; the labels stay for screen readers. */}
      <p className="break-words text-sm">
        <span className="sr-only">
          <Trans>Location:</Trans>{' '}
        </span>
        {location}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">
          <Trans>. Topics:</Trans>{' '}
        </span>
        {topics}
      </p>
      {ngo.teachingTimes.length > 0 ? (
        <p className="break-words text-sm text-gray-700" data-testid="teaching-times">
          <span className="sr-only">
            <Trans>Teaching times:</Trans>{' '}
          </span>
          {ngo.mode === 'online' && (
            <>
              <Trans>Online</Trans>
              {' · '}
            </>
          )}
          {teachingTimesLine(ngo.teachingTimes, locale)}
        </p>
      ) : (
        <p className="break-words text-sm text-gray-700">
          <span className="sr-only">
            <Trans>Days: {days}. Times:</Trans>{' '}
          </span>
          <span aria-hidden="true">
            {ngo.availability.map((day) => shortDay(day, locale)).join(', ') || '—'}
            {' · '}
          </span>
          {times.length === 0
            ? '—'
            : times.map((range, i) => (
                <Fragment key={range}>
                  {i > 0 && ', '}
                  <span className="whitespace-nowrap">{timeRangeText(range, locale)}</span>
                </Fragment>
              ))}
        </p>
      )}
      <ListingChecks checks={ngo.requiredChecks} />
      <ConnectNote listing={ngo} />
      <div className="mt-auto pt-1">
        <ReportConcern targetKind="listing" targetId={ngo.id} name={ngo.name} />
      </div>
    </article>
  );
}
