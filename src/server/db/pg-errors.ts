// PostgreSQL error codes, looked for through the causes drivers and Drizzle wrap them in.
export const PG_CODES = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function hasPgCode(error: unknown, code: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === code) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** PostgreSQL's unique_violation, as raised by pg and PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, PG_CODES.uniqueViolation);
}
