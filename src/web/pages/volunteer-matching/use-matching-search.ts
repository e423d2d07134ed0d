import { startTransition, useEffect, useRef, useState } from 'react';
import type { MatchingFilterInput } from '../../../shared/schemas';
import { api, unwrap } from '../../api';
import { readFilters } from './filters';
import { loadMatchingTexts } from '../../features/matching-loop/matching-texts';

async function fetchPage(query: string, offset: number) {
  const filters = readFilters(new URLSearchParams(query));
  // A day from a hand-edited URL may be anything: the server answers it with a 400.
  const day = filters.day as NonNullable<MatchingFilterInput['day']>;
  const afterFive = filters.afterFive as NonNullable<MatchingFilterInput['afterFive']>;
  const page = await unwrap(
    api.matching.$get({ query: { ...filters, day, afterFive, offset: String(offset) } }),
  );
  // A listing's extra checks are worded in shared-matching: its texts come with the first one.
  if (page.results.some((result) => result.requiredChecks.length > 0)) await loadMatchingTexts();
  return page;
}
export type MatchingPage = Awaited<ReturnType<typeof fetchPage>>;
export type MatchingResult = MatchingPage['results'][number];

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & MatchingPage);

/** Which search an answer belongs to: a newer navigation shows "loading", never old results. */
type Tagged = { tag: string; state: State };

/**
 * Runs the search of the URL's query whenever a navigation happens (`searchKey` is the history
 * entry's key, so submitting the same filters again searches again) and loads further pages on
 * demand. Answers of an older search are dropped.
 */
export function useMatchingSearch(query: string, searchKey: string) {
  const [attempt, setAttempt] = useState(0);
  const tag = `${searchKey}|${attempt}|${query}`;
  const [tagged, setTagged] = useState<Tagged>({ tag: '', state: { status: 'loading' } });
  const state: State = tagged.tag === tag ? tagged.state : { status: 'loading' };
  const setState = (update: State | ((s: State) => State)) =>
    setTagged((t) => ({ tag, state: typeof update === 'function' ? update(t.state) : update }));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const current = useRef(0);

  useEffect(() => {
    const id = ++current.current;
    setMoreError(null);
    fetchPage(query, 0).then(
      (page) => {
        // Up to 100 result cards: as a transition React renders them in slices, so the page
        // keeps answering input meanwhile instead of blocking for the whole list.
        if (id === current.current)
          startTransition(() => setTagged({ tag, state: { status: 'ready', ...page } }));
      },
      (error: Error) => {
        if (id === current.current)
          setTagged({ tag, state: { status: 'error', message: error.message } });
      },
    );
  }, [query, tag]);

  const loadMore = async () => {
    if (state.status !== 'ready' || state.nextOffset === null || loadingMore) return;
    const id = current.current;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchPage(query, state.nextOffset);
      if (id === current.current)
        setState((s) =>
          s.status === 'ready'
            ? { status: 'ready', ...page, results: [...s.results, ...page.results] }
            : s,
        );
    } catch (error) {
      if (id === current.current) setMoreError((error as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  return { state, retry: () => setAttempt((n) => n + 1), loadMore, loadingMore, moreError };
}
