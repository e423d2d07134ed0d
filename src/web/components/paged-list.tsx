// Lists that load a page at a time: the operators' audit log and undelivered mail (?before=…), and
// a class's roster and sessions. An answer that comes after the list was reloaded is dropped.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { secondaryButtonClass } from './submit-button';
import { sharedText } from '../i18n/shared-text';
import type { Loaded } from '../use-loader';

/** A page of a list: its rows, and where the next (older) page starts, null at the end. */
interface Page {
  next: number | null;
}

interface More {
  busy: boolean;
  error?: string;
}

/**
 * Loads the first page, again whenever `load` changes, and older pages on `loadMore`, which
 * `join` appends to what is shown. `loadMore` resolves with what was shown before the new page.
 */
export function usePagedList<Answer extends Page>(
  load: (before?: number) => Promise<Answer>,
  join: (shown: Answer, older: Answer) => Answer,
) {
  const [state, setState] = useState<Loaded<Answer>>({ status: 'loading' });
  const [more, setMore] = useState<More>({ busy: false });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const id = ++latest.current;
    setState({ status: 'loading' });
    try {
      const answer = await load();
      if (id === latest.current) setState({ status: 'ready', data: answer });
    } catch (error) {
      if (id === latest.current) setState({ status: 'error', message: (error as Error).message });
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = async (): Promise<Answer | undefined> => {
    if (state.status !== 'ready') return undefined;
    const shown = state.data;
    const before = shown.next;
    if (before === null) return undefined;
    const id = latest.current;
    setMore({ busy: true });
    try {
      const older = await load(before);
      if (id !== latest.current) return undefined;
      setState({ status: 'ready', data: join(shown, older) });
      setMore({ busy: false });
      return shown;
    } catch (error) {
      setMore({ busy: false, error: (error as Error).message });
      return undefined;
    }
  };

  return { state, setState, reload, more, loadMore };
}

/** Under the list: why the last page failed, and Load more while older rows remain. */
export function LoadMore({
  more,
  next,
  onLoad,
}: {
  more: More;
  next: number | null;
  onLoad: () => Promise<unknown>;
}) {
  const { i18n, t } = useLingui();
  return (
    <>
      {more.error && (
        <p role="alert" className="text-red-800">
          {sharedText(i18n, more.error)}
        </p>
      )}
      {next !== null && (
        <button
          type="button"
          onClick={() => void onLoad()}
          disabled={more.busy}
          aria-busy={more.busy || undefined}
          className={secondaryButtonClass}
        >
          {more.busy ? t`Loading…` : t`Load more`}
        </button>
      )}
    </>
  );
}

/**
 * A list loaded whole but shown a page at a time (the requests an NGO received): the first
 * `size`, then `size` more on each Show more.
 */
export function useShownPart<T>(items: readonly T[], size = 10) {
  const [count, setCount] = useState(size);
  return {
    shown: items.slice(0, count),
    left: Math.max(0, items.length - count),
    showMore: () => setCount((c) => c + size),
  };
}

/** Under a list shown in part: Show more while some are left. */
export function ShowMore({ left, onMore }: { left: number; onMore: () => void }) {
  const { t } = useLingui();
  if (left === 0) return null;
  return (
    <button type="button" onClick={onMore} className={`${secondaryButtonClass} mt-3`}>
      {t`Show more (${left} more)`}
    </button>
  );
}
