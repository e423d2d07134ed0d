import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { mergeSlots } from '../../../shared/slots';
import { LoadState } from '../../components/load-state';
import { DemoLabel } from '../../components/demo-label';
import { secondaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { askCityWatch, fetchBestMatches, type BestMatch, type OtherCityMatch } from './api-calls';
import { PATHS } from '../../paths';
import { ConnectButton, ConnectNote, SampleLabel } from './connect-button';
import { ReportConcern } from '../../components/report-concern-button';
import { MatchingGapsNotice } from './matching-gaps-notice';
import { NearMissCard } from './near-misses';
import { sharedList, shownLocale, teachingTimesLine, timeRangeText } from './listing-words';
import type { Connectable } from './use-connect';
import { useLoader } from '../../use-loader';
import { withMatchingTexts } from './matching-texts';
import { VerifiedLabel } from '../../components/verified-label';
import { ListingChecks } from './listing-checks';
import { Link } from '../../components/link';

/** The matches, once the words of their reasons (shared-matching) are there too. */
const fetchMatchesAndTexts = () => withMatchingTexts(fetchBestMatches());

/** "Best matches for you": a signed-in volunteer's ranked matches, each with why in words. */
export function BestMatches({
  onConnect,
  busyId,
  refreshKey = 0,
  onSettled,
}: {
  onConnect: (listing: Connectable) => void;
  busyId: number | null;
  /** Changing it reloads, in place: the cards (and the focused Connect button) stay. */
  refreshKey?: number;
  /** Called once the matches (or their error) show: the page's height above the results is known. */
  onSettled?: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { state, reload } = useLoader(fetchMatchesAndTexts);
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
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
  const city = state.status === 'ready' && state.data.city ? sharedText(i18n, state.data.city) : '';
  // No registered NGO to ask in their city: offer to tell them when one joins (city-watch).
  const deadEnd =
    state.status === 'ready' &&
    city !== '' &&
    state.data.cityWatchAsked !== null &&
    (state.data.matches.length === 0 || onlySamples);
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-1 text-2xl font-bold text-brand-800">
        <Trans>Best matches for you</Trans>
      </h2>
      <p className="mb-4 text-gray-700">
        <Trans>
          NGOs in your city that teach at their centre, and NGOs that teach online in a language you
          speak, ranked by how their teaching times fit yours, your topics, languages and age group,
          and how many volunteers each NGO still needs.
        </Trans>
      </p>
      <LoadState state={state} reload={reload} loading={t`Finding your best matches…`} />
      {state.status === 'ready' && (
        <MatchingGapsNotice gaps={state.data.missing} className="mb-4">
          <Link to={PATHS.volunteerDashboard} className={secondaryButtonClass}>
            <Trans>Go to your dashboard</Trans>
          </Link>
        </MatchingGapsNotice>
      )}
      {deadEnd && <CityWatchOffer city={city} asked={state.data.cityWatchAsked === true} />}
      {state.status === 'ready' &&
        (state.data.matches.length === 0 ? (
          <p>
            {city
              ? t`No NGO in ${city} is looking for volunteers on Setu yet.`
              : t`No NGO in your city is looking for volunteers on Setu yet.`}
          </p>
        ) : (
          <>
            {onlySamples && (
              <p className="mb-4 rounded-lg border-l-4 border-gray-400 bg-gray-50 px-4 py-3">
                {city ? (
                  <Trans>
                    No NGO in {city} has joined Setu yet, so these are{' '}
                    <strong>sample listings</strong>: they show what Setu finds for you, but nobody
                    is behind them to answer a request.
                  </Trans>
                ) : (
                  <Trans>
                    No NGO in your city has joined Setu yet, so these are{' '}
                    <strong>sample listings</strong>: they show what Setu finds for you, but nobody
                    is behind them to answer a request.
                  </Trans>
                )}
              </p>
            )}
            <ol aria-label={t`Best matches`} className="grid gap-4 md:grid-cols-2">
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

/** "Tell me when an NGO in ‹city› joins Setu": one email, the first time one publishes there. */
function CityWatchOffer({ city, asked }: { city: string; asked: boolean }) {
  const { i18n } = useLingui();
  const [done, setDone] = useState(asked);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (asked) setDone(true);
  }, [asked]);
  // The button goes once pressed: focus moves to what it says now.
  useEffect(() => {
    if (done && pressed.current) doneRef.current?.focus();
  }, [done]);
  const ask = async () => {
    if (busy) return;
    pressed.current = true;
    setBusy(true);
    setError('');
    try {
      await askCityWatch();
      setDone(true);
    } catch (caught) {
      setError(sharedText(i18n, (caught as Error).message));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mb-4" data-testid="city-watch">
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="font-medium outline-none">
          <Trans>
            We will email you once, when an NGO in {city} joins Setu. The email has a link to stop.
          </Trans>
        </p>
      ) : (
        <>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => void ask()}
            className={secondaryButtonClass}
          >
            <Trans>Tell me when an NGO in {city} joins Setu</Trans>
          </button>
          {error && (
            <p role="alert" className="mt-2 font-medium text-red-800">
              {error}
            </p>
          )}
        </>
      )}
    </div>
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
  const { i18n, t } = useLingui();
  const locale = shownLocale(i18n);
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="flex h-full flex-col gap-2 rounded-2xl border border-brand-100 bg-brand-50/40 p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white">
          <Trans>
            <span className="sr-only">Rank </span>
            {rank}
          </Trans>
        </span>
        <h3 id={id} className="break-words text-lg font-bold text-brand-800">
          {match.name}
        </h3>
        {match.sample && <SampleLabel />}
        {match.demo && <DemoLabel />}
        {!match.sample && <VerifiedLabel verified={match.verified} />}
      </div>
      <p className="break-words font-medium" data-testid="match-reason">
        {sharedText(i18n, match.reason)}
      </p>
      <p className="text-sm text-gray-700" data-testid="match-times">
        {match.mode === 'online' ? t`Online` : sharedText(i18n, match.location)} ·{' '}
        {match.teachingTimes?.length
          ? teachingTimesLine(match.teachingTimes, locale)
          : `${sharedList(i18n, match.availability)} · ${mergeSlots(match.availabilityTimes)
              .map((range) => timeRangeText(range, locale))
              .join(', ')}`}
      </p>
      <ListingChecks checks={match.requiredChecks} />
      <ConnectNote listing={match} requestStatus={match.requestStatus} />
      <div className="mt-auto pt-2">
        <ConnectButton
          listing={match}
          busy={busy}
          requestStatus={match.requestStatus}
          onConnect={onConnect}
        />
      </div>
      <ReportConcern targetKind="listing" targetId={match.id} name={match.name} />
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
  const { t, i18n } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="mb-1 text-xl font-bold text-brand-800">
        <Trans>Close, but in another city</Trans>
      </h3>
      <p className="mb-3 text-gray-700">
        <Trans>These NGOs teach at their centre, so they are not among your best matches.</Trans>
      </p>
      <ul aria-label={t`Near-misses in other cities`} className="grid gap-4 md:grid-cols-3">
        {matches.map((match) => (
          <li key={match.id}>
            <NearMissCard
              ngo={match}
              differences={match.differences}
              details={sharedText(i18n, match.reason)}
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
