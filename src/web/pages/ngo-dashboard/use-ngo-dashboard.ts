import { api, unwrap } from '../../api';
import { useLoader } from '../../use-loader';

async function fetchDashboard() {
  return unwrap(api.ngo.dashboard.$get());
}
export type NgoDashboard = Awaited<ReturnType<typeof fetchDashboard>>;
export type Need = NgoDashboard['needs'][number];

/** The signed-in NGO's dashboard from the server; a 401/403 sends it to /login. */
export function useNgoDashboard() {
  const { state, reload, update } = useLoader(fetchDashboard);
  const setNeeds = (change: (needs: Need[]) => Need[]) =>
    update((data) => ({ ...data, needs: change(data.needs) }));
  return { state, reload, setNeeds };
}
