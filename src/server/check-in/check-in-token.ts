// The check-in code's token: the class session it is for (the listing, the class and the
// session time's start and end) with an HMAC-SHA256 of them under a key derived from the server's
// secret, so nobody can make one for another session or stretch its time, and nothing needs
// storing. Its window is read from the token itself: open from 30 minutes before the start until
// the end (docs/decisions/0047-check-in.md).
import crypto from 'node:crypto';
import { CHECK_IN_OPENS_BEFORE_MS } from '../../shared/check-in';

const PURPOSE = 'setu check-in v1';

export interface CheckInTarget {
  listingId: number;
  classId: string;
  startsAt: Date;
  endsAt: Date;
}

function mac(secret: string, payload: string): Buffer {
  const key = crypto.createHmac('sha256', secret).update(PURPOSE).digest();
  return crypto.createHmac('sha256', key).update(payload, 'utf8').digest();
}

const payloadOf = (t: CheckInTarget) =>
  [t.listingId, t.classId, t.startsAt.getTime(), t.endsAt.getTime()].join('.');

export function checkInToken(secret: string, target: CheckInTarget): string {
  const payload = payloadOf(target);
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const CLASS_ID = /^[a-z]+-\d{4}-\d{4}$/;
const DIGITS = /^\d{1,15}$/;

/** The session a token was made for, or null when it is not one of Setu's (or was changed). */
export function readCheckInToken(secret: string, token: string): CheckInTarget | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [listing, classId, starts, ends, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (![listing, starts, ends].every((n) => DIGITS.test(n)) || !CLASS_ID.test(classId)) return null;
  // Compared as text, not as decoded bytes: base64url's last character has spare bits, and a
  // token spelled another way must not pass as the same code.
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(
    mac(secret, [listing, classId, starts, ends].join('.')).toString('base64url'),
    'utf8',
  );
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return {
    listingId: Number(listing),
    classId,
    startsAt: new Date(Number(starts)),
    endsAt: new Date(Number(ends)),
  };
}

/** When a session's code (and its online join) is open. */
export function checkInWindow(session: Pick<CheckInTarget, 'startsAt' | 'endsAt'>) {
  return {
    opensAt: new Date(session.startsAt.getTime() - CHECK_IN_OPENS_BEFORE_MS),
    closesAt: session.endsAt,
  };
}

/** Where `now` falls against the window: before it, in it, or after it (the end included). */
export function windowState(
  session: Pick<CheckInTarget, 'startsAt' | 'endsAt'>,
  now: Date,
): 'early' | 'open' | 'expired' {
  const { opensAt, closesAt } = checkInWindow(session);
  if (now.getTime() < opensAt.getTime()) return 'early';
  if (now.getTime() > closesAt.getTime()) return 'expired';
  return 'open';
}
