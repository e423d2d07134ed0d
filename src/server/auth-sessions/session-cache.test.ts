import { describe, expect, it } from 'vitest';
import { keepFor } from './session-cache';

describe('keepFor', () => {
  const DAY = 86_400_000;
  const now = Date.UTC(2026, 4, 1);

  it('is the time until better-auth would refresh a fresh session (a day after its last)', () => {
    // Just made or refreshed: 7 days left; a refresh is due after one day of it.
    expect(keepFor(new Date(now + 7 * DAY), now)).toBe(DAY);
    expect(keepFor(new Date(now + 7 * DAY - 1000), now)).toBe(DAY - 1000);
  });

  it('is nothing once a refresh is due or the session has expired', () => {
    expect(keepFor(new Date(now + 6 * DAY), now)).toBe(0);
    expect(keepFor(new Date(now + 2 * DAY), now)).toBeLessThan(0);
    expect(keepFor(new Date(now - 1), now)).toBeLessThan(0);
  });

  it('never reaches past the expiry', () => {
    for (const left of [1, 1000, DAY, 7 * DAY]) {
      expect(keepFor(new Date(now + left), now)).toBeLessThanOrEqual(left);
    }
  });
});
