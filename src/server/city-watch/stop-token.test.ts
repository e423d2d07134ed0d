import { describe, expect, it } from 'vitest';
import { stopToken, verifyStopToken } from './stop-token';

const SECRET = 'a-test-secret-of-forty-characters-xxxxxx';

describe('city-watch stop tokens', () => {
  it('gives back the account id it was made for', () => {
    expect(verifyStopToken(SECRET, stopToken(SECRET, 'user-123'))).toBe('user-123');
  });

  it('refuses a token made under another secret, for another id, or changed', () => {
    const token = stopToken(SECRET, 'user-123');
    expect(verifyStopToken('another-secret', token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('user-456').toString('base64url')}.${signature}`;
    expect(verifyStopToken(SECRET, forged)).toBeNull();
    expect(verifyStopToken(SECRET, `${token}x`)).toBeNull();
    expect(verifyStopToken(SECRET, '')).toBeNull();
    expect(verifyStopToken(SECRET, 'a.b.c')).toBeNull();
  });
});
