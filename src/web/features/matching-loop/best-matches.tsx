import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { DemoLabel } from '../../components/demo-label';
import { secondaryButtonClass } from '../../components/submit-button';
import { fetchBestMatches, type BestMatch } from './api-calls';
import { PATHS } from '../../paths';
import { ConnectButton, SampleLabel } from './connect-button';
import { MatchingGapsNotice } from './matching-gaps-notice';
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
  /** Changing it reloads (e.g. after a request, to show "Request pending"). */
  refreshKey?: number;
}) {
  const headingId = useId();
  const { state, reload } = useLoader(fetchBestMatches, refreshKey);
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-1 text-2xl font-bold text-brand-800">
        Best matches for you
      </h2>
      <p className="mb-4 text-gray-700">
        Ranked by shared days and times, your topics, city, languages and age group, and how many
        volunteers each NGO still needs.
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
          <p>No NGO fits your availability yet. Add more days on your dashboard.</p>
        ) : (
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
        ))}
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
        {match.location} · {match.availability.join(', ')} · {match.availabilityTimes.join(', ')}
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
