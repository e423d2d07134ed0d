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
