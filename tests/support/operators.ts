// Operators for tests, made and signed in the real way: addOperator as the CLI calls it, then
// the password and a TOTP code computed from the secret the set-up step hands out.
import type { Db } from '../../src/server/db/client';
import { addOperator } from '../../src/server/operators/operator-accounts';
import { currentTotp } from '../../src/server/operators/totp';
import { strongPassword, uniqueEmail } from './account-factories';

export interface TestOperator {
  userId: string;
  email: string;
  password: string;
}

export async function createOperator(db: Db, email = uniqueEmail('operator')): Promise<TestOperator> {
  const password = strongPassword();
  const { userId } = await addOperator(db, { email, password });
  return { userId, email, password };
}

/** Something that answers HTTP like Setu: an in-process app (API tests) or a running server. */
export type Send = (
  method: string,
  path: string,
  body: unknown,
  cookie?: string,
) => Promise<Response>;

export function cookieFrom(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * Signs the operator in through /api/operator/auth: password, then (first time) the set-up with
 * a code for the new secret. Returns the session cookie, the secret for later sign-ins and the
 * recovery codes shown at set-up.
 */
export async function signInOperator(
  send: Send,
  operator: TestOperator & { secret?: string },
): Promise<{ cookie: string; secret: string; recoveryCodes: string[] }> {
  const first = await send('POST', '/api/operator/auth/sign-in', {
    email: operator.email,
    password: operator.password,
  });
  if (first.status !== 200) throw new Error(`operator sign-in: ${first.status} ${await first.text()}`);
  const cookie = cookieFrom(first);
  const body = (await first.json()) as { stage: string; secret?: string };
  const secret = body.secret ?? operator.secret;
  if (!secret) throw new Error('operator sign-in: no secret to make a code from');
  const second = await send('POST', '/api/operator/auth/second-factor', { code: currentTotp(secret) }, cookie);
  if (second.status !== 200) {
    throw new Error(`operator second factor: ${second.status} ${await second.text()}`);
  }
  const done = (await second.json()) as { recoveryCodes?: string[] };
  return { cookie: cookieFrom(second, cookie), secret, recoveryCodes: done.recoveryCodes ?? [] };
}
