import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the client can act on: always JSON `{ error, fields? }`, never a stack trace. */
export function apiError(
  status: ContentfulStatusCode,
  error: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify(fields ? { error, fields } : { error }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    }),
  });
}
