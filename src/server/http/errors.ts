import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

function jsonError(
  status: ContentfulStatusCode,
  body: Record<string, unknown>,
  headers: Record<string, string>,
): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    }),
  });
}

/** An error the client can act on: always JSON `{ error, fields? }`, never a stack trace. */
export function apiError(
  status: ContentfulStatusCode,
  error: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
): HTTPException {
  return jsonError(status, fields ? { error, fields } : { error }, headers);
}

/**
 * What an unknown path answers, and a path naming nothing; the web translates it through
 * src/web/i18n/shared-messages.ts.
 */
export const NOT_FOUND_MESSAGE = 'Not found.';

export const notFound = (): HTTPException => apiError(404, NOT_FOUND_MESSAGE);

/**
 * An error with a machine-readable code beside the message, `{ error, code }`: the client
 * branches on the code (src/shared's *_CODES) and shows the message.
 */
export function codedError(
  status: ContentfulStatusCode,
  error: string,
  code: string,
  headers: Record<string, string> = {},
): HTTPException {
  return jsonError(status, { error, code }, headers);
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  query?: unknown;
  params?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** PostgreSQL's own errors (pg and PGlite): a SQLSTATE code beside a severity. */
const isDatabaseError = (e: ErrorLike) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';

/** Drizzle's wrapper: its message is the SQL followed by every parameter value. */
const isQueryError = (e: ErrorLike) => 'query' in e && 'params' in e;

/**
 * What the log may keep of an unexpected error: its type, code and where it was thrown, never
 * the values. A database error's message and detail can quote what was sent (`invalid input
 * syntax for type integer: "…"`, `Key (email)=(…)`), and drizzle's message lists the SQL
 * parameters (name, email, phone), so only their code and the schema names they point at stay.
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { type: typeof error };
  const e = error as ErrorLike;
  const entry: Record<string, unknown> = {
    type: text(error.constructor?.name) ?? text(e.name) ?? 'Error',
    code: text(e.code),
  };
  if (isDatabaseError(e)) {
    entry.table = text(e.table);
    entry.column = text(e.column);
    entry.constraint = text(e.constraint);
  } else if (!isQueryError(e)) {
    entry.message = text(e.message);
  }
  if (depth === 0 && error instanceof Error && error.stack) {
    // Frames only: the stack's first line repeats the message.
    entry.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  }
  if (e.cause && depth < 4) entry.cause = errorForLog(e.cause, depth + 1);
  for (const key of Object.keys(entry)) if (entry[key] === undefined) delete entry[key];
  return entry;
}
