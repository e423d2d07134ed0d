import { api, unwrap } from '../../api';
import { useLoader } from '../../use-loader';

async function fetchDashboard() {
  return unwrap(api.volunteer.dashboard.$get());
}
export type VolunteerDashboard = Awaited<ReturnType<typeof fetchDashboard>>;

/** The signed-in volunteer's dashboard from the server; a 401/403 sends them to /login. */
export function useVolunteerDashboard() {
  const { state, reload, update } = useLoader(fetchDashboard);
  const setBio = (bio: string) => update((data) => ({ ...data, bio }));
  return { state, reload, setBio };
}
