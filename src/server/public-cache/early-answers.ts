// A public read that is kept in memory is answered here, before Hono, its request object and its
// middleware: those cost a kept answer about twice what writing it does, which put the API's
// public reads at a fifth of a bare Hono route (docs/decisions/0050-early-public-answers.md).
// Only a request the middleware would treat as any other gets here: a GET without a cookie or a
// body, for a target an earlier request was answered from the cache for, taking gzip or nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { apiAnswerHeaders, requestId } from '../http/security';
import { requestLogger, type Logger } from '../logger';
import { acceptsGzip, answerParts } from './answer';
import type { PublicReads } from './public-reads';

/** True when it answered the request; otherwise the request goes on to Hono untouched. */
export type EarlyAnswers = ((req: IncomingMessage, res: ServerResponse) => boolean) & {
  /** How many requests it answered, for the tests that show it is the path taken. */
  readonly answered: () => number;
};

export function createEarlyAnswers({
  publicReads,
  config,
  logger,
}: {
  publicReads: PublicReads;
  config: Config;
  logger: Logger;
}): EarlyAnswers {
  const securityHeaders = apiAnswerHeaders(config).map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  );
  const log = requestLogger(logger);
  let answered = 0;
  const early = (req: IncomingMessage, res: ServerResponse): boolean => {
    const { headers } = req;
    // A cookie may hold a session: its answer is that user's (no-store, a refreshed cookie).
    if (req.method !== 'GET' || headers.cookie !== undefined) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined)
      return false;
    const acceptEncoding = headers['accept-encoding'];
    const takesGzip = acceptsGzip(acceptEncoding);
    // Deflate or brotli alone: hono/compress would make one, so Hono answers.
    if (acceptEncoding !== undefined && !takesGzip) return false;
    const target = req.url ?? '';
    const answer = publicReads.keptFor(target);
    if (!answer) return false;
    const started = performance.now();
    const incomingId = headers['x-request-id'];
    const id = requestId(typeof incomingId === 'string' ? incomingId : undefined);
    const parts = answerParts(answer, { ifNoneMatch: headers['if-none-match'], takesGzip });
    // In name order, as Hono's answers have them.
    const sent = [...securityHeaders, ...parts.headers, ['x-request-id', id] as const].sort(
      ([a], [b]) => (a < b ? -1 : 1),
    );
    res.writeHead(parts.status, sent.flat());
    res.end(parts.body ?? undefined);
    answered += 1;
    const query = target.indexOf('?');
    log({
      requestId: id,
      method: 'GET',
      path: query === -1 ? target : target.slice(0, query),
      status: parts.status,
      ms: Math.round(performance.now() - started),
    });
    return true;
  };
  return Object.assign(early, { answered: () => answered });
}
