import { useCallback, useEffect, useState } from 'react';
import { api, unwrap } from '../../api';
import { useSessionGuard } from '../../use-session-guard';

async function fetchDashboard() {
  return unwrap(api.volunteer.dashboard.$get());
}
export type VolunteerDashboard = Awaited<ReturnType<typeof fetchDashboard>>;

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: VolunteerDashboard };

/** The signed-in volunteer's dashboard from the server; a 401/403 sends them to /login. */
export function useVolunteerDashboard() {
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
  const setBio = (bio: string) =>
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: { ...s.data, bio } } : s));
  return { state, reload: load, setBio };
}
