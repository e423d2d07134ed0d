import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { sharedText } from '../../i18n/shared-text';
import { LogoutButton } from '../../components/logout-button';
import { PageHeader } from '../../components/page-header';
import { secondaryButtonClass } from '../../components/submit-button';
import { loadScreenCatalogs } from '../../i18n/language';
import { storedUserType } from '../../storage';
import { FilterForm } from './filter-form';
import { FILTER_KEYS, readFilters, toSearchParams, type Filters } from './filters';
import { resultCountText } from './result-count';
import { ResultGroups } from './result-groups';
import { useMatchingSearch } from './use-matching-search';
import { ConnectNoticeBar } from '../../features/matching-loop/connect-notice';
import { BestMatches, NearMisses } from '../../features/matching-loop/lazy-suggestions';
import { useConnect } from '../../features/matching-loop/use-connect';

// Only a signed-in volunteer can see the banner, so a visitor's first load carries neither its
// code nor its texts (decision 0018); if its texts cannot load, it shows in English.
const EmailConfirmationBanner = lazy(() =>
  Promise.all([
    import('../../features/email-confirmation/email-confirmation-banner'),
    loadScreenCatalogs(['features/email-confirmation']).catch(() => {}),
  ]).then(([banner]) => ({ default: banner.EmailConfirmationBanner })),
);

// Shown only when a search finds nothing, so not part of the page's first load.
const WiderSearch = lazy(() =>
  import('./wider-search').then((module) => ({ default: module.WiderSearch })),
);

/** /volunteer-matching: the search of NGOs, open to anyone (spec §2, §5, §6; README → The specification). */
export default function VolunteerMatchingPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = readFilters(params);
  const query = toSearchParams(filters).toString();
  const { state, retry, loadMore, loadingMore, moreError } = useMatchingSearch(query, location.key);
  const { t, i18n } = useLingui();
  const signedIn = storedUserType() !== null;
  const isVolunteer = storedUserType() === 'Volunteer';
  // A request changes the best matches' "Request pending"; the key reloads them.
  const [requested, setRequested] = useState(0);
  const { connect, notice, dismiss, busyId, dialog } = useConnect(() => setRequested((n) => n + 1));
  const onConnect = (ngo: Parameters<typeof connect>[0]) => void connect(ngo);

  const formId = useId();
  const resultsHeadingId = useId();
  // On a phone the form fills the first screen: after a search it folds into "Filters (n)".
  const [filtersOpen, setFiltersOpen] = useState(query === '');
  const activeFilters = FILTER_KEYS.filter((key) => filters[key]).length;

  // The results sit below the form (and a volunteer's best matches): once a search the person
  // started has answered, take them there, or nothing seems to happen.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const searchedFrom = useRef<string | null>(null);
  // A volunteer's best matches sit above the results: scrolling before they show would leave
  // the heading pushed down by them.
  const [bestSettled, setBestSettled] = useState(!isVolunteer);
  const onBestSettled = useCallback(() => setBestSettled(true), []);
  useEffect(() => {
    if (searchedFrom.current === null || searchedFrom.current === location.key) return;
    if (state.status === 'loading' || !bestSettled) return;
    searchedFrom.current = null;
    resultsHeading.current?.scrollIntoView({ block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  }, [location.key, state.status, bestSettled]);

  const search = (next: Filters) => {
    dismiss();
    setFiltersOpen(false);
    searchedFrom.current = location.key;
    setParams(toSearchParams(next));
  };

  const status =
    state.status === 'loading'
      ? t`Searching NGOs…`
      : state.status === 'ready'
        ? resultCountText(i18n, {
            shown: state.results.length,
            total: state.total,
            totalCapped: state.totalCapped,
          })
        : '';

  return (
    <>
      <PageHeader title={t`Find NGOs to volunteer with`}>
        <p>
          <Trans>Choose a topic, a day or a city, then search. Empty filters show every NGO.</Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {signedIn && (
          <div className="mb-4 flex justify-end">
            <LogoutButton />
          </div>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <EmailConfirmationBanner role="Volunteer" className="mb-4" />
          </Suspense>
        )}
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={formId}
          onClick={() => setFiltersOpen((open) => !open)}
          className={`${secondaryButtonClass} mb-3 w-full sm:hidden`}
        >
          {activeFilters > 0 ? t`Filters (${activeFilters})` : t`Filters`}
          <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
        </button>
        {/* Remounted per search so Back/Forward also restore the form's fields. */}
        <FilterForm
          key={`${location.key}:${query}`}
          id={formId}
          initial={filters}
          collapsed={!filtersOpen}
          onSearch={search}
        />

        <ConnectNoticeBar notice={notice} onDismiss={dismiss} />
        {dialog}
        {isVolunteer && (
          <div className="mt-8">
            <Suspense
              fallback={
                <p role="status" className="text-gray-700">
                  {t`Finding your best matches…`}
                </p>
              }
            >
              <BestMatches
                onConnect={onConnect}
                busyId={busyId}
                refreshKey={requested}
                onSettled={onBestSettled}
              />
            </Suspense>
          </div>
        )}

        {/* While results load, the section holds a screen's height, so the footer does not
            show and then jump down when they arrive (a layout shift on a phone). */}
        <section
          aria-labelledby={resultsHeadingId}
          className={`mt-8 ${state.status === 'loading' ? 'min-h-screen' : ''}`}
        >
          <h2
            id={resultsHeadingId}
            ref={resultsHeading}
            tabIndex={-1}
            className="scroll-mt-20 text-2xl font-bold text-brand-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
          >
            <Trans>Search results</Trans>
          </h2>
          {/* Always on the page, so screen readers announce each new count. */}
          <p role="status" aria-live="polite" className="mb-4 mt-1 font-medium">
            {status}
          </p>
          {state.status === 'error' && (
            <div className="space-y-3">
              <Alert tone="error">{sharedText(i18n, state.message)}</Alert>
              <button type="button" onClick={retry} className={secondaryButtonClass}>
                <Trans>Try again</Trans>
              </button>
            </div>
          )}
          {state.status === 'ready' && (
            <>
              {state.total === 0 && (
                <>
                  <Suspense fallback={null}>
                    <WiderSearch filters={filters} onSearch={search} />
                  </Suspense>
                  <Suspense fallback={null}>
                    <NearMisses filters={filters} onConnect={onConnect} busyId={busyId} />
                  </Suspense>
                </>
              )}
              <ResultGroups results={state.results} busyId={busyId} onConnect={onConnect} />
              {moreError && (
                <div className="mt-4">
                  <Alert tone="error">{sharedText(i18n, moreError)}</Alert>
                </div>
              )}
              {state.nextOffset !== null && (
                <div className="mt-6 text-center">
                  <button
                    type="button"
                    onClick={() => void loadMore()}
                    disabled={loadingMore}
                    className={secondaryButtonClass}
                  >
                    {loadingMore ? t`Loading…` : t`Load more`}
                  </button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
