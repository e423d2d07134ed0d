// Operators for tests, made and signed in the real way: addOperator as the CLI calls it, then
// the password and a TOTP code computed from the secret the set-up step hands out.
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { auditLog, auditReasons } from '../../src/server/db/schema';
import { addOperator } from '../../src/server/operators/operator-accounts';
import { currentTotp } from '../../src/server/operators/totp';
import { strongPassword, uniqueEmail } from './factories';

const STEP_MS = 30_000;
/** The last time step this process made a code for, per secret. */
const lastStep = new Map<string, number>();

/**
 * A code the server has not seen yet: each code works once (one per 30-second step), so a second
 * sign-in within the same step takes the next step's code (the server accepts one step ahead for
 * clock drift), and waits for the clock when that one was spent too.
 */
export async function freshTotp(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const nowStep = Math.floor(now / STEP_MS);
    const step = Math.max(nowStep, (lastStep.get(secret) ?? -Infinity) + 1);
    if (step <= nowStep + 1) {
      lastStep.set(secret, step);
      return currentTotp(secret, step * STEP_MS);
    }
    await sleep((nowStep + 1) * STEP_MS - now + 50);
  }
}

export interface TestOperator {
  userId: string;
  email: string;
  password: string;
}

export async function createOperator(
  db: Db,
  email = uniqueEmail('operator'),
): Promise<TestOperator> {
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
  if (first.status !== 200)
    throw new Error(`operator sign-in: ${first.status} ${await first.text()}`);
  const cookie = cookieFrom(first);
  const body = (await first.json()) as { stage: string; secret?: string };
  const secret = body.secret ?? operator.secret;
  if (!secret) throw new Error('operator sign-in: no secret to make a code from');
  const second = await send(
    'POST',
    '/api/operator/auth/second-factor',
    { code: await freshTotp(secret) },
    cookie,
  );
  if (second.status !== 200) {
    throw new Error(`operator second factor: ${second.status} ${await second.text()}`);
  }
  const done = (await second.json()) as { recoveryCodes?: string[] };
  return { cookie: cookieFrom(second, cookie), secret, recoveryCodes: done.recoveryCodes ?? [] };
}

/** Audit rows in the order written, each with the reason kept beside it ('' when none). */
export async function auditRows(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ ...getTableColumns(auditLog), reason: auditReasons.reason })
    .from(auditLog)
    .leftJoin(auditReasons, eq(auditReasons.auditId, auditLog.id))
    .where(where)
    .orderBy(asc(auditLog.id));
  return rows.map((r) => ({ ...r, reason: r.reason ?? '' }));
}
