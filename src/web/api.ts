// The typed API client: its types come from the server's router, never by hand.
import { hc, type InferResponseType } from 'hono/client';
import type { ApiType } from '../server/app';

export const api = hc<ApiType>('/api', {
  init: { credentials: 'same-origin' },
});

export type { InferResponseType };

/** What a request that never reached the server says (offline, a dropped connection). */
export const UNREACHABLE = 'Could not reach Setu. Check your connection and try again.';

/** The JSON error every API failure carries. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
  /** A machine-readable reason where the client must react to it (e.g. 'INVALID_TOKEN'). */
  code?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
    /** The whole JSON answer, for the few errors that carry more (e.g. a login's accountType). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Resolves to the JSON body of a 2xx response, or throws an ApiError with the server's message.
 * Generic over the whole response so a route with several typed answers (a union) works too.
 */
export async function unwrap<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  response: Promise<R>,
) {
  type T = Awaited<ReturnType<R['json']>>;
  let res;
  try {
    res = await response;
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  if (res.ok) return (await res.json()) as Exclude<T, ApiErrorBody>;
  let body: Partial<ApiErrorBody> & Record<string, unknown> = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON (e.g. a proxy's error page)
  }
  throw new ApiError(
    res.status,
    body.error ?? 'Something went wrong. Please try again later.',
    body.fields,
    body.code,
    body,
  );
}
