import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionGuard } from './use-session-guard';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Loads server data for a screen, again whenever `key` changes; a 401/403 goes to /login
 * (useSessionGuard). An older answer never overwrites a newer one. `reload` refetches without
 * blanking the screen.
 */
export function useLoader<T>(fetcher: () => Promise<T>, key: string | number = '') {
  const guard = useSessionGuard();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  const fetchRef = useRef(fetcher);
  // Declared before the loading effect, so a new key loads with the new fetcher.
  useEffect(() => {
    fetchRef.current = fetcher;
  });

  const load = useCallback(async () => {
    const id = ++latest.current;
    try {
      const data = await fetchRef.current();
      if (id === latest.current) setState({ status: 'ready', data });
    } catch (error) {
      if (id !== latest.current || guard(error)) return;
      setState({ status: 'error', message: (error as Error).message });
    }
  }, [guard]);

  useEffect(() => {
    setState({ status: 'loading' });
    void load();
  }, [load, key]);
  // Back online, the screen refreshes itself (answers read offline were the worker's kept ones).
  useEffect(() => {
    const again = () => void load();
    addEventListener('online', again);
    return () => removeEventListener('online', again);
  }, [load]);

  const set = useCallback((data: T) => {
    latest.current++;
    setState({ status: 'ready', data });
  }, []);
  /** Changes loaded data in place (after a successful edit), keeping any other state as it is. */
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s));
  }, []);
  return { state, reload: load, set, update };
}
