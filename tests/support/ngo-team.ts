// Coordinators for the API tests, made the way Setu makes them: the owner's invitation through
// POST /api/ngo/team/invitations, its mail's link, the acceptance, and a real sign-in.
import { expect } from 'vitest';
import { signIn } from './dashboards-factories';
import { uniqueEmail, TEST_PASSWORD } from './factories';
import { api, type TestApp } from './test-app';

/** The token of the last invitation mailed to `email` (from the link in its text). */
export function invitationToken(t: TestApp, email: string): string {
  const mail = t.outbox.filter((m) => m.to === email).at(-1);
  const token = mail && /team-invitation\?token=([^\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(token);
}

export async function invitedToken(t: TestApp, ownerCookie: string, email = uniqueEmail('coord')) {
  const res = await api(t, { cookie: ownerCookie }).ngo.team.invitations.$post({
    json: { email, language: 'en' },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { email, token: invitationToken(t, email) };
}

export interface Coordinator {
  uid: string;
  email: string;
  cookie: string;
}

/** Invites, accepts and signs in a coordinator of the owner's NGO. */
export async function signedInCoordinator(
  t: TestApp,
  ownerCookie: string,
  name = 'Asha Coordinator',
): Promise<Coordinator> {
  const { email, token } = await invitedToken(t, ownerCookie);
  const accepted = await api(t)['team-invitations'].accept.$post({
    json: { token, name, password: TEST_PASSWORD, language: 'en' },
  });
  expect(accepted.status, await accepted.clone().text()).toBe(201);
  const cookie = await signIn(t, 'NGO', email);
  const team = await api(t, { cookie: ownerCookie }).ngo.team.$get();
  const body = await team.json();
  const uid = body.members.find((m) => m.email === email)!.uid;
  return { uid, email, cookie };
}
