import { useCallback, useEffect, useState } from 'react';
import { api, unwrap } from '../../api';
import { useSessionGuard } from '../../use-session-guard';

async function fetchDashboard() {
  return unwrap(api.ngo.dashboard.$get());
}
export type NgoDashboard = Awaited<ReturnType<typeof fetchDashboard>>;
export type Need = NgoDashboard['needs'][number];

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: NgoDashboard };

/** The signed-in NGO's dashboard from the server; a 401/403 sends it to /login. */
export function useNgoDashboard() {
  const guard = useSessionGuard();
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', data: await fetchDashboard() });
    } catch (error) {
      if (!guard(error)) setState({ status: 'error', message: (error as Error).message });
    }
  }, [guard]);
  useEffect(() => {
    void load();
  }, [load]);
  const setNeeds = (update: (needs: Need[]) => Need[]) =>
    setState((s) =>
      s.status === 'ready'
        ? { status: 'ready', data: { ...s.data, needs: update(s.data.needs) } }
        : s,
    );
  return { state, reload: load, setNeeds };
}
