// Operators' sign-in: password, then TOTP (set up at the first sign-in, with one-time recovery
// codes; each code works once); a session without the second factor, an idle one, or anyone who
// is not an operator reaches no operator route, /api/operator/auth/me included.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operatorSessions, operators } from '../../src/server/db/schema';
import { SECOND_FACTOR_LIMIT } from '../../src/server/operators/operator-auth-routes';
import { currentTotp } from '../../src/server/operators/totp';
import { OPERATOR_CODES } from '../../src/shared/operators';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import {
  cookieFrom,
  createOperator,
  freshTotp,
  signInOperator,
  type Send,
} from '../support/operators';
import { api, createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('operator sign-in on %s', (kind) => {
  let t: TestApp;
  let call: Send;
  let ip = 0;
  // A new client address per request keeps the per-address limits out of these tests.
  const client = (cookie?: string) =>
    api(t, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` }).operator.auth;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });
  });
  afterAll(() => t.close());

  it('sets up TOTP at the first sign-in, then asks for a code each time', async () => {
    const operator = await createOperator(t.database.db);
    const first = await signInOperator(call, operator);
    expect(first.recoveryCodes).toHaveLength(10);
    expect(new Set(first.recoveryCodes).size).toBe(10);
    expect((await call('GET', '/api/operator/audit', undefined, first.cookie)).status).toBe(200);

    // Second sign-in: no new secret is handed out; the app's code is asked for.
    const again = await call('POST', '/api/operator/auth/sign-in', operator);
    expect(again.status).toBe(200);
    const body = await again.json();
    expect(body).toEqual({ stage: 'verify' });
    const cookie = cookieFrom(again);
    const me = await call('GET', '/api/operator/auth/me', undefined, cookie);
    expect(await me.json()).toMatchObject({ stage: 'verify', email: operator.email });
    // Half signed in reaches nothing.
    const blocked = await call('GET', '/api/operator/audit', undefined, cookie);
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).code).toBe(OPERATOR_CODES.secondFactorRequired);

    const wrong = await call(
      'POST',
      '/api/operator/auth/second-factor',
      { code: '000000' },
      cookie,
    );
    expect(wrong.status).toBe(400);
    const right = await call(
      'POST',
      '/api/operator/auth/second-factor',
      { code: await freshTotp(first.secret) },
      cookie,
    );
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ stage: 'signed-in' });
    expect((await call('GET', '/api/operator/audit', undefined, cookie)).status).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const operator = await createOperator(t.database.db);
    const { recoveryCodes } = await signInOperator(call, operator);
    const useCode = async () => {
      const res = await call('POST', '/api/operator/auth/sign-in', operator);
      const cookie = cookieFrom(res);
      const done = await call(
        'POST',
        '/api/operator/auth/second-factor',
        { recoveryCode: recoveryCodes[0] },
        cookie,
      );
      return done.status;
    };
    expect(await useCode()).toBe(200);
    expect(await useCode()).toBe(400);
  });

  it('ends a session idle for 12 hours', async () => {
    const operator = await createOperator(t.database.db);
    const { cookie } = await signInOperator(call, operator);
    await t.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '12 hours 1 minute'` });
    const res = await call('GET', '/api/operator/audit', undefined, cookie);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe(OPERATOR_CODES.idle);
    // The session itself is gone: signing in again is the only way back.
    expect((await call('GET', '/api/operator/audit', undefined, cookie)).status).toBe(404);
  });

  it('refuses volunteers, NGOs and visitors, even with a volunteer’s right password', async () => {
    const volunteer = await signedInVolunteer(t);
    const ngo = await signedInNgo(t);
    for (const cookie of [undefined, volunteer.cookie, ngo.cookie]) {
      expect((await call('GET', '/api/operator/audit', undefined, cookie)).status).toBe(404);
      const me = await call('GET', '/api/operator/auth/me', undefined, cookie);
      expect(me.status).toBe(404);
      expect(await me.json()).toEqual({ error: 'Not found.' });
    }
    const asOperator = await call('POST', '/api/operator/auth/sign-in', {
      email: volunteer.input.email,
      password: volunteer.input.password,
    });
    expect(asOperator.status).toBe(401);
    expect(asOperator.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
  });

  it('answers a control character in the email with a field error, not a server error', async () => {
    // Found by the fuzzer: PostgreSQL refuses NUL in text, so it must never reach a query.
    for (const email of ['\u0000asha@example.org', 'asha\u0007@example.org']) {
      const res = await call('POST', '/api/operator/auth/sign-in', { email, password: 'x' });
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['email']);
    }
  });

  it('logs an operator added, in a table that refuses changes', async () => {
    const operator = await createOperator(t.database.db);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, operator.userId));
    expect(rows).toMatchObject([{ action: 'operator-added', actorUid: 'cli' }]);
    await expect(
      t.database.db.update(auditLog).set({ targetKind: 'x' }).where(eq(auditLog.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(auditLog).where(eq(auditLog.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });

  /** Password only: a session waiting for its code. */
  const passwordOnly = async (operator: { email: string; password: string }) => {
    const res = await call('POST', '/api/operator/auth/sign-in', {
      email: operator.email,
      password: operator.password,
    });
    expect(res.status).toBe(200);
    return cookieFrom(res);
  };
  const secondFactor = (cookie: string, code: string) =>
    client(cookie)['second-factor'].$post({ json: { code } });

  it('takes each code once: a replay of its step or an earlier one is refused', async () => {
    const operator = await createOperator(t.database.db);
    const { secret } = await signInOperator(call, operator);
    const now = Date.now();
    const code = currentTotp(secret, now + 30_000);
    expect((await secondFactor(await passwordOnly(operator), code)).status).toBe(200);
    // The same code again, then the code of the step before it (still inside the clock window).
    const replay = await secondFactor(await passwordOnly(operator), code);
    expect(replay.status).toBe(400);
    expect(
      (await secondFactor(await passwordOnly(operator), currentTotp(secret, now))).status,
    ).toBe(400);
    const [row] = await t.database.db
      .select({ step: operators.totpLastStep })
      .from(operators)
      .where(eq(operators.userId, operator.userId));
    expect(row!.step).toBe(Math.floor((now + 30_000) / 30_000));
  });

  it('lets only one of two sign-ins with the same code at once through', async () => {
    const operator = await createOperator(t.database.db);
    const { secret } = await signInOperator(call, operator);
    const [a, b] = [await passwordOnly(operator), await passwordOnly(operator)];
    const code = currentTotp(secret, Date.now() + 30_000);
    const answers = await Promise.all([secondFactor(a, code), secondFactor(b, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect((await call('GET', '/api/operator/audit', undefined, winner)).status).toBe(200);
    expect((await call('GET', '/api/operator/audit', undefined, loser)).status).toBe(403);
  });

  it('lets only one of two set-up confirmations with the same first code through', async () => {
    const operator = await createOperator(t.database.db);
    const a = await passwordOnly(operator);
    const me = await expectJson(client(a).me.$get());
    if (me.stage !== 'setup') throw new Error(`a first sign-in is at ${me.stage}`);
    const { secret } = me;
    const b = await passwordOnly(operator);
    const code = currentTotp(secret);
    const answers = await Promise.all([secondFactor(a, code), secondFactor(b, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = answers.find((r) => r.status === 200)!;
    const signedIn = await winner.json();
    expect('recoveryCodes' in signedIn && signedIn.recoveryCodes).toHaveLength(10);
  });

  it('does not count a right code as a failed guess', async () => {
    const operator = await createOperator(t.database.db);
    const { secret } = await signInOperator(call, operator);
    const cookie = await passwordOnly(operator);
    for (let i = 0; i < SECOND_FACTOR_LIMIT.limit - 1; i++) {
      expect((await secondFactor(cookie, '000000')).status).toBe(400);
    }
    expect((await secondFactor(cookie, await freshTotp(secret))).status).toBe(200);
    // Nine wrong codes so far: the tenth is still answered, the eleventh is refused.
    const next = await passwordOnly(operator);
    expect((await secondFactor(next, '000000')).status).toBe(400);
    expect((await secondFactor(next, '000000')).status).toBe(429);
  });

  it('keeps the same key through reloads until a first code confirms it', async () => {
    const operator = await createOperator(t.database.db);
    const credentials = { email: operator.email, password: operator.password };
    const first = await client()['sign-in'].$post({ json: credentials });
    const setup = await expectJson(first);
    if (setup.stage !== 'setup') throw new Error(`a first sign-in is at ${setup.stage}`);
    const cookie = cookieFrom(first);
    // A reload asks /me: the same key and QR address come back.
    const reloaded = await call('GET', '/api/operator/auth/me', undefined, cookie);
    expect(await reloaded.json()).toEqual({
      email: operator.email,
      stage: 'setup',
      secret: setup.secret,
      uri: setup.uri,
    });
    // Signing in again before confirming hands out the same key too.
    const again = await client()['sign-in'].$post({ json: credentials });
    expect(await expectJson(again)).toMatchObject({ stage: 'setup', secret: setup.secret });
    const confirmed = await secondFactor(cookieFrom(again), await freshTotp(setup.secret));
    expect(confirmed.status).toBe(200);
    // Once confirmed, the key is never shown again.
    const later = await passwordOnly(operator);
    expect(await (await call('GET', '/api/operator/auth/me', undefined, later)).json()).toEqual({
      email: operator.email,
      stage: 'verify',
    });
  });
});
