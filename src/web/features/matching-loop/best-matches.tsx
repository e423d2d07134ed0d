import { useEffect, useId, useRef } from 'react';
import { mergeSlots } from '../../../shared/slots';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { DemoLabel } from '../../components/demo-label';
import { secondaryButtonClass } from '../../components/submit-button';
import { fetchBestMatches, type BestMatch, type OtherCityMatch } from './api-calls';
import { PATHS } from '../../paths';
import { ConnectButton, SampleLabel } from './connect-button';
import { MatchingGapsNotice } from './matching-gaps-notice';
import { NearMissCard } from './near-misses';
import type { Connectable } from './use-connect';
import { useLoader } from '../../use-loader';

/** "Best matches for you": a signed-in volunteer's ranked matches, each with why in words. */
export function BestMatches({
  onConnect,
  busyId,
  refreshKey = 0,
}: {
  onConnect: (listing: Connectable) => void;
  busyId: number | null;
  /** Changing it reloads, in place: the cards (and the focused Connect button) stay. */
  refreshKey?: number;
}) {
  const headingId = useId();
  const { state, reload } = useLoader(fetchBestMatches);
  const loadedKey = useRef(refreshKey);
  useEffect(() => {
    if (loadedKey.current === refreshKey) return;
    loadedKey.current = refreshKey;
    void reload();
  }, [refreshKey, reload]);
  const onlySamples =
    state.status === 'ready' &&
    state.data.matches.length > 0 &&
    state.data.matches.every((m) => m.sample);
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-1 text-2xl font-bold text-brand-800">
        Best matches for you
      </h2>
      <p className="mb-4 text-gray-700">
        NGOs in your city (you teach at their centre), ranked by shared days and times, your topics,
        languages and age group, and how many volunteers each NGO still needs.
      </p>
      {state.status === 'loading' && (
        <p role="status" className="text-gray-700">
          Finding your best matches…
        </p>
      )}
      {state.status === 'error' && (
        <div className="space-y-3">
          <Alert tone="error">{state.message}</Alert>
          <button type="button" onClick={() => void reload()} className={secondaryButtonClass}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <MatchingGapsNotice gaps={state.data.missing} className="mb-4">
          <Link to={PATHS.volunteerDashboard} className={secondaryButtonClass}>
            Go to your dashboard
          </Link>
        </MatchingGapsNotice>
      )}
      {state.status === 'ready' &&
        (state.data.matches.length === 0 ? (
          <p>No NGO in {state.data.city || 'your city'} is looking for volunteers on Setu yet.</p>
        ) : (
          <>
            {onlySamples && (
              <p className="mb-4 rounded-lg border-l-4 border-gray-400 bg-gray-50 px-4 py-3">
                No NGO in {state.data.city || 'your city'} has joined Setu yet, so these are{' '}
                <strong>sample listings</strong>: they show what Setu finds for you, but nobody is
                behind them to answer a request.
              </p>
            )}
            <ol aria-label="Best matches" className="grid gap-4 md:grid-cols-2">
              {state.data.matches.map((match, index) => (
                <li key={match.id}>
                  <MatchCard
                    match={match}
                    rank={index + 1}
                    busy={busyId === match.id}
                    onConnect={onConnect}
                  />
                </li>
              ))}
            </ol>
          </>
        ))}
      {state.status === 'ready' && state.data.otherCities.length > 0 && (
        <OtherCities matches={state.data.otherCities} busyId={busyId} onConnect={onConnect} />
      )}
    </section>
  );
}

function MatchCard({
  match,
  rank,
  busy,
  onConnect,
}: {
  match: BestMatch;
  rank: number;
  busy: boolean;
  onConnect: (listing: Connectable) => void;
}) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="flex h-full flex-col gap-2 rounded-2xl border border-brand-100 bg-brand-50/40 p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white">
          <span className="sr-only">Rank </span>
          {rank}
        </span>
        <h3 id={id} className="break-words text-lg font-bold text-brand-800">
          {match.name}
        </h3>
        {match.sample && <SampleLabel />}
        {match.demo && <DemoLabel />}
      </div>
      <p className="break-words font-medium" data-testid="match-reason">
        {match.reason}
      </p>
      <p className="text-sm text-gray-700">
        {match.location} · {match.availability.join(', ')} ·{' '}
        {mergeSlots(match.availabilityTimes).join(', ')}
      </p>
      <div className="mt-auto pt-2">
        <ConnectButton
          listing={match}
          busy={busy}
          requestStatus={match.requestStatus}
          onConnect={onConnect}
        />
      </div>
    </article>
  );
}

/** Good fits elsewhere: near-misses, since teaching is in person, each saying where it is. */
function OtherCities({
  matches,
  busyId,
  onConnect,
}: {
  matches: OtherCityMatch[];
  busyId: number | null;
  onConnect: (listing: Connectable) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="mb-1 text-xl font-bold text-brand-800">
        Close, but in another city
      </h3>
      <p className="mb-3 text-gray-700">
        Volunteers teach at the NGO&rsquo;s centre, so these are not among your best matches.
      </p>
      <ul aria-label="Near-misses in other cities" className="grid gap-4 md:grid-cols-3">
        {matches.map((match) => (
          <li key={match.id}>
            <NearMissCard
              ngo={match}
              differences={match.differences}
              details={match.reason}
              busy={busyId === match.id}
              requestStatus={match.requestStatus}
              headingLevel={4}
              onConnect={onConnect}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
