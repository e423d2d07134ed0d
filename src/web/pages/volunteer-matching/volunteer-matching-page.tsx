import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/alert';
import { LogoutButton } from '../../components/logout-button';
import { PageHeader } from '../../components/page-header';
import { secondaryButtonClass } from '../../components/submit-button';
import { storedUserType } from '../../storage';
import { FilterForm } from './filter-form';
import { readFilters, toSearchParams } from './filters';
import { ResultCard } from './result-card';
import { useMatchingSearch } from './use-matching-search';
import {
  BestMatches,
  ConnectNoticeBar,
  NearMisses,
  useConnect,
} from '../../features/matching-loop';

/** /volunteer-matching: the search of NGOs, open to anyone (SPEC.md §2, §5, §6). */
export default function VolunteerMatchingPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = toSearchParams(readFilters(params)).toString();
  const { state, retry, loadMore, loadingMore, moreError } = useMatchingSearch(query, location.key);
  const signedIn = storedUserType() !== null;
  const isVolunteer = storedUserType() === 'Volunteer';
  // A request changes the best matches' "Request pending"; the key reloads them.
  const [requested, setRequested] = useState(0);
  const { connect, notice, dismiss, busyId, dialog } = useConnect(() => setRequested((n) => n + 1));

  return (
    <>
      <PageHeader title="Find NGOs to volunteer with">
        <p>Choose a topic, a day or a city, then search. Empty filters show every NGO.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {signedIn && (
          <div className="mb-4 flex justify-end">
            <LogoutButton />
          </div>
        )}
        {/* Remounted per search so Back/Forward also restore the form's fields. */}
        <FilterForm
          key={`${location.key}:${query}`}
          initial={readFilters(params)}
          onSearch={(filters) => {
            dismiss();
            setParams(toSearchParams(filters));
          }}
        />

        <ConnectNoticeBar notice={notice} onDismiss={dismiss} />
        {dialog}
        {isVolunteer && (
          <div className="mt-8">
            <BestMatches
              onConnect={(n) => void connect(n)}
              busyId={busyId}
              refreshKey={requested}
            />
          </div>
        )}

        <div className="mt-8">
          {state.status === 'loading' && (
            <p role="status" className="text-gray-700">
              Searching NGOs…
            </p>
          )}
          {state.status === 'error' && (
            <div className="space-y-3">
              <Alert tone="error">{state.message}</Alert>
              <button type="button" onClick={retry} className={secondaryButtonClass}>
                Try again
              </button>
            </div>
          )}
          {state.status === 'ready' && (
            <>
              <p role="status" className="mb-4 font-medium">
                {state.total === 0
                  ? MESSAGES.noMatches
                  : `Showing ${state.results.length} of ${state.total}${state.totalCapped ? '+' : ''} ${state.total === 1 ? 'NGO' : 'NGOs'}.`}
              </p>
              {state.total === 0 && (
                <NearMisses
                  filters={readFilters(params)}
                  onConnect={(n) => void connect(n)}
                  busyId={busyId}
                />
              )}
              {state.results.length > 0 && (
                <ul aria-label="Matching NGOs" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {state.results.map((ngo) => (
                    <li key={ngo.id}>
                      <ResultCard ngo={ngo} onConnect={(n) => void connect(n)} />
                    </li>
                  ))}
                </ul>
              )}
              {moreError && (
                <div className="mt-4">
                  <Alert tone="error">{moreError}</Alert>
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
                    {loadingMore ? 'Loading…' : 'Load more'}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
