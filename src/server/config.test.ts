import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      trustProxy: false,
      seedDemo: true,
    });
    // Either loopback name works when PUBLIC_URL is not set.
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000']),
    );
  });

  it('trusts only PUBLIC_URL when it is set, and https turns on secure cookies', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://setu.example.org/', PORT: '8080' });
    expect(config.publicUrl).toBe('https://setu.example.org');
    expect(config.trustedOrigins).toEqual(['https://setu.example.org']);
    expect(config.secureCookies).toBe(true);
  });

  it('reads the SMS gateway and its DLT ids, each kind its own template', () => {
    const config = loadConfig({
      SMS_SMPP_URL: 'smpps://setu:secret@smpp.example.in:3550',
      SMS_DLT_ENTITY_ID: '1101234567890123456',
      SMS_DLT_TEMPLATE_SESSION_REMINDER: '1107161234567890123',
    });
    expect(config.sms).toEqual({
      smppUrl: 'smpps://setu:secret@smpp.example.in:3550',
      sender: 'SETUIN',
      dltEntityId: '1101234567890123456',
      dltTemplates: { 'session-reminder': '1107161234567890123' },
    });
    expect(loadConfig({}).sms.smppUrl).toBeUndefined();
    expect(() => loadConfig({ SMS_SMPP_URL: 'http://host:2775' })).toThrow(/SMS_SMPP_URL/);
    expect(() => loadConfig({ SMS_DLT_TEMPLATE_CHECK_IN: 'abc' })).toThrow(
      /SMS_DLT_TEMPLATE_CHECK_IN/,
    );
    expect(() => loadConfig({ SMS_SENDER: 'setu' })).toThrow(/SMS_SENDER/);
  });

  it('demo accounts default off on PostgreSQL, which needs AUTH_SECRET', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', AUTH_SECRET: secret }).seedDemo).toBe(
      false,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://h/db' })).toThrow(/AUTH_SECRET/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET/],
  ])('refuses %o with a one-line explanation', (env, pattern) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(pattern);
    expect((error as Error).message).not.toContain('\n');
  });
});
