import { describe, expect, it } from 'vitest';
import { readResetToken } from './reset-token';

describe('readResetToken', () => {
  it("reads the hash route's query first", () => {
    expect(readResetToken(new URLSearchParams('token=abc'), '?token=other')).toBe('abc');
  });

  it("falls back to the page's query when a redirect put the token before the '#'", () => {
    expect(readResetToken(new URLSearchParams(''), '?token=xyz%2B1')).toBe('xyz+1');
  });

  it('is null when there is no token', () => {
    expect(readResetToken(new URLSearchParams(''), '')).toBeNull();
    expect(readResetToken(new URLSearchParams('token=%20'), '')).toBeNull();
  });
});
