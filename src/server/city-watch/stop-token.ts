// The stop link of the "an NGO joined your city" email works without signing in: its token is the
// account id with an HMAC-SHA256 of it under a key derived from the server's secret, so nobody
// can make one for someone else, and nothing needs storing. It never expires: a stop link must
// work whenever the email is read.
import crypto from 'node:crypto';

const PURPOSE = 'setu city-watch stop v1';

function mac(secret: string, uid: string): Buffer {
  const key = crypto.createHmac('sha256', secret).update(PURPOSE).digest();
  return crypto.createHmac('sha256', key).update(uid, 'utf8').digest();
}

export function stopToken(secret: string, uid: string): string {
  return `${Buffer.from(uid, 'utf8').toString('base64url')}.${mac(secret, uid).toString('base64url')}`;
}

/** The account id a token was made for, or null when it is not one of Setu's. */
export function verifyStopToken(secret: string, token: string): string | null {
  const [encodedUid, signature, ...rest] = token.split('.');
  if (!encodedUid || !signature || rest.length) return null;
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, uid);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return uid;
}
