// NGO verification against a running server, the real way: the NGO sends its details
// (PUT /api/ngo/verification, signed in through the login route) and an operator, added as
// `npm run operator -- add` does and signed in with password and TOTP, verifies it. One operator
// per server. Browser tests whose NGO must accept call this (createNgo does by default).
import { expect } from 'vitest';
import type { E2EServer } from './e2e-server';
import { VERIFICATION_DETAILS } from './ngo-verification';
import { addOperatorToServer } from './operators-e2e';
import { cookieFrom, signInOperator, type Send } from './operators';

const operators = new Map<string, Promise<string>>();

function sender(server: Pick<E2EServer, 'url'>): Send {
  return (method, path, body, cookie) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** A signed-in operator's cookie for this server (made once). */
export function operatorCookieFor(server: Pick<E2EServer, 'url' | 'dataDir'>): Promise<string> {
  let cookie = operators.get(server.url);
  if (!cookie) {
    cookie = (async () => {
      const operator = await addOperatorToServer(server);
      return (await signInOperator(sender(server), operator)).cookie;
    })();
    operators.set(server.url, cookie);
  }
  return cookie;
}

/** Sends the NGO's details as the NGO, then verifies it as an operator. */
export async function verifyNgoOnServer(
  server: Pick<E2EServer, 'url' | 'dataDir'>,
  ngo: { email: string; password: string },
): Promise<void> {
  const send = sender(server);
  const login = await send('POST', '/api/accounts/login', {
    userType: 'NGO',
    email: ngo.email,
    password: ngo.password,
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const put = await send('PUT', '/api/ngo/verification', VERIFICATION_DETAILS, cookieFrom(login));
  expect(put.status, await put.clone().text()).toBe(200);
  const operator = await operatorCookieFor(server);
  const queue = await send('GET', '/api/operator/ngos?status=pending', undefined, operator);
  expect(queue.status).toBe(200);
  const { ngos } = (await queue.json()) as { ngos: Array<{ ngoUid: string; email: string }> };
  const found = ngos.find((n) => n.email === ngo.email.trim().toLowerCase());
  expect(found, `no pending check for ${ngo.email}`).toBeDefined();
  const done = await send(
    'POST',
    `/api/operator/ngos/${found!.ngoUid}/verify`,
    undefined,
    operator,
  );
  expect(done.status, await done.clone().text()).toBe(200);
}
