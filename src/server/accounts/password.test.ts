import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id at OWASP minimum parameters with a random salt', async () => {
    const a = await hashPassword('A-long-enough-pass');
    const b = await hashPassword('A-long-enough-pass');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword({ hash: a, password: 'A-long-enough-pass' })).toBe(true);
    expect(await verifyPassword({ hash: a, password: 'A-long-enough-pasS' })).toBe(false);
  });

  it('answers false, never throws, for a hash that is not argon2', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'whatever' })).toBe(false);
    expect(await verifyPassword({ hash: '', password: 'whatever' })).toBe(false);
  });
});

describe('common passwords', () => {
  it('ships a list of at least 10,000 entries', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
  });

  it('matches regardless of case, and lets uncommon passwords through', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('Setu-7f3a9c-pass')).toBe(false);
  });
});
