// Operators' sign-in (issue 13): password, then TOTP (set up at the first sign-in, with one-time
// recovery codes); a session without the second factor, an idle one, or anyone who is not an
// operator reaches no operator route.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operatorSessions } from '../../src/server/db/schema';
import { currentTotp } from '../../src/server/operators/totp';
import { OPERATOR_CODES } from '../../src/shared/operators';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { cookieFrom, createOperator, signInOperator, type Send } from '../support/operators';
import { createTestApp, send, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('operator sign-in on %s', (kind) => {
  let t: TestApp;
  let call: Send;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A new client address per request keeps the per-address limits out of these tests.
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

    const wrong = await call('POST', '/api/operator/auth/second-factor', { code: '000000' }, cookie);
    expect(wrong.status).toBe(400);
    const right = await call(
      'POST',
      '/api/operator/auth/second-factor',
      { code: currentTotp(first.secret) },
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
      expect((await call('GET', '/api/operator/auth/me', undefined, cookie)).status).toBe(401);
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
      const body = (await res.json()) as { fields?: Record<string, string> };
      expect(Object.keys(body.fields ?? {})).toEqual(['email']);
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
      t.database.db.update(auditLog).set({ reason: 'x' }).where(eq(auditLog.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(auditLog).where(eq(auditLog.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });
});
