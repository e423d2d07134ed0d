import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Fields that hold personal data or secrets, wherever a log call puts them (top level or one
 * object down, e.g. `err.params`). Logs are read by more people and kept longer than the
 * database, so they keep what was asked and what went wrong, never who asked.
 */
export const REDACTED_FIELDS = [
  'name',
  'fullName',
  'ngoName',
  'contactPerson',
  'email',
  'to',
  'phone',
  'password',
  'newPassword',
  'token',
  'cookie',
  'authorization',
  'query',
  'params',
] as const;

export const REDACTED = '[redacted]';

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'setu' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
        censor: REDACTED,
      },
    },
    destination,
  );
}

/**
 * The logger of the one line per request. Its fields are fixed (request id, method, path without
 * the query, status, milliseconds) and hold nothing to redact, while the redaction pass over
 * REDACTED_FIELDS cost about twice the rest of the line (20 µs against 7 µs per line, measured:
 * docs/decisions/0016-cached-public-reads.md). So this child has none; every other call keeps it.
 */
export function requestLogger(logger: Logger): (line: RequestLine) => void {
  const child = logger.child({}, { redact: [] });
  return (line) => child.info(line, 'request');
}

/** The one line per request, wherever the request was answered (src/server/app.ts). */
export interface RequestLine {
  requestId: string;
  method: string;
  /** Without the query string: query values are whatever people typed. */
  path: string;
  status: number;
  ms: number;
}
