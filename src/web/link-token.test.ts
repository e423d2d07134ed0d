import { describe, expect, it } from 'vitest';
import { readLinkToken } from './link-token';

describe('readLinkToken', () => {
  it("reads the hash route's query first", () => {
    expect(readLinkToken(new URLSearchParams('token=abc'), '?token=other')).toBe('abc');
  });

  it("falls back to the page's query when a redirect put the token before the '#'", () => {
    expect(readLinkToken(new URLSearchParams(''), '?token=xyz%2B1')).toBe('xyz+1');
  });

  it('is null when there is no token', () => {
    expect(readLinkToken(new URLSearchParams(''), '')).toBeNull();
    expect(readLinkToken(new URLSearchParams('token=%20'), '')).toBeNull();
  });
});
