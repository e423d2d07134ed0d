// The operators' second factor: RFC 6238 TOTP through otpauth (30 s steps, 6 digits, SHA-1, the
// defaults every authenticator app reads), and one-time recovery codes kept as SHA-256 hashes
// (they are random, about 50 bits each, so a slow hash adds nothing).
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Setu';
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address an authenticator app reads from a QR code or a link. */
export function totpUri(secret: string, label: string): string {
  return totpFor(secret, label).toString();
}

const PERIOD_SECONDS = 30;

/**
 * The time step (Unix seconds / 30) of the code when it is the current one or one step either
 * side (clocks drift), else null. The caller refuses a step at or before the last one used.
 */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpFor(secret, 'check').validate({ token: digits, window: 1, timestamp });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator would show now (tests, and nothing else, need this). */
export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totpFor(secret, 'now').generate({ timestamp });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7m2-x9qp" (no 0/o, 1/l/i to misread), shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

export function hashRecoveryCode(code: string): string {
  const normal = code.trim().toLowerCase().replace(/\s+/g, '');
  return crypto.createHash('sha256').update(normal).digest('hex');
}
