import { describe, expect, it } from 'vitest';
import { checkInToken, readCheckInToken, windowState, type CheckInTarget } from './check-in-token';

const SECRET = 'a-test-secret-of-forty-characters-xxxxxx';
const MINUTE = 60_000;
// Saturday 11:00-12:00 in India (05:30-06:30 UTC).
const target: CheckInTarget = {
  listingId: 42,
  classId: 'saturday-1100-1200',
  startsAt: new Date('2026-12-05T05:30:00Z'),
  endsAt: new Date('2026-12-05T06:30:00Z'),
};
const at = (offsetMinutes: number) => new Date(target.startsAt.getTime() + offsetMinutes * MINUTE);

describe('check-in tokens', () => {
  it('gives back the session it was made for', () => {
    expect(readCheckInToken(SECRET, checkInToken(SECRET, target))).toEqual(target);
  });

  it('refuses a token of another secret, one changed in any part, and malformed ones', () => {
    const token = checkInToken(SECRET, target);
    expect(readCheckInToken('another-secret-of-forty-characters-yyyy', token)).toBeNull();
    const parts = token.split('.');
    const changed = (i: number, value: string) =>
      parts.map((p, j) => (j === i ? value : p)).join('.');
    expect(readCheckInToken(SECRET, changed(0, '43'))).toBeNull();
    expect(readCheckInToken(SECRET, changed(1, 'sunday-1100-1200'))).toBeNull();
    // A later end would keep the code open longer.
    expect(
      readCheckInToken(SECRET, changed(3, String(target.endsAt.getTime() + MINUTE))),
    ).toBeNull();
    expect(readCheckInToken(SECRET, `${token}x`)).toBeNull();
    // The signature's last character spelled with other spare bits decodes to the same bytes.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBits = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(Buffer.from(`${token.slice(0, -1)}${sameBits}`.split('.')[4]!, 'base64url')).toEqual(
      Buffer.from(token.split('.')[4]!, 'base64url'),
    );
    expect(readCheckInToken(SECRET, `${token.slice(0, -1)}${sameBits}`)).toBeNull();
    expect(readCheckInToken(SECRET, '')).toBeNull();
    expect(readCheckInToken(SECRET, 'a.b.c.d.e')).toBeNull();
    expect(readCheckInToken(SECRET, `${token}.extra`)).toBeNull();
  });
});

describe('the check-in window', () => {
  it('opens 30 minutes before the start and closes at the end', () => {
    expect(windowState(target, at(-31))).toBe('early');
    expect(windowState(target, new Date(at(-30).getTime() - 1))).toBe('early');
    expect(windowState(target, at(-30))).toBe('open');
    expect(windowState(target, at(0))).toBe('open');
    expect(windowState(target, at(60))).toBe('open');
    expect(windowState(target, new Date(at(60).getTime() + 1))).toBe('expired');
    expect(windowState(target, at(24 * 60))).toBe('expired');
  });
});
