// An NGO's team, typed from the server's router (src/server/ngo-team): the owner's card reads and
// changes it; the invitation page looks an invitation up and accepts it.
import type { Locale } from '../../../shared/locales';
import { api, unwrap, type InferResponseType } from '../../api';

export type TeamData = InferResponseType<typeof api.ngo.team.$get, 200>;
export type TeamHistory = InferResponseType<typeof api.ngo.team.history.$get, 200>;

export function fetchTeam() {
  return unwrap(api.ngo.team.$get());
}

export function fetchTeamHistory() {
  return unwrap(api.ngo.team.history.$get());
}

export function inviteCoordinator(email: string, language: Locale) {
  return unwrap(api.ngo.team.invitations.$post({ json: { email, language } }));
}

export function withdrawInvitation(id: number) {
  return unwrap(api.ngo.team.invitations[':id'].$delete({ param: { id: String(id) } }));
}

export function removeCoordinator(uid: string) {
  return unwrap(api.ngo.team.members[':uid'].$delete({ param: { uid } }));
}

export function lookUpInvitation(token: string) {
  return unwrap(api['team-invitations'].$get({ query: { token } }));
}

export function acceptInvitation(json: {
  token: string;
  name: string;
  password: string;
  language: Locale;
}) {
  return unwrap(api['team-invitations'].accept.$post({ json }));
}
