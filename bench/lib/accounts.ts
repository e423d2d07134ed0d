// A volunteer account made and signed in through the API, as a browser would.
import crypto from 'node:crypto';
import { volunteerInput } from '../../tests/support/factories';
import { nextAddress } from './load';

export async function signUp(url: string, address = nextAddress()) {
  const body = volunteerInput({
    email: `bench-${crypto.randomBytes(6).toString('hex')}@example.org`,
  });
  const res = await fetch(`${url}/api/accounts/volunteers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return body;
}

export function loginBody(account: { email: string; password: string }) {
  return JSON.stringify({
    userType: 'Volunteer',
    email: account.email,
    password: account.password,
  });
}

export async function signIn(
  url: string,
  account: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nextAddress() },
    body: loginBody(account),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
