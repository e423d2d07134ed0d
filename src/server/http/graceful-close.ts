// Closing the HTTP server without dropping a request a client has already sent. Two things reset
// such requests when a busy event loop (PGlite runs on it) has not caught up with the kernel:
// closing the listener resets connections still waiting in its accept queue, and Node's close()
// destroys every keep-alive connection between requests, including one whose next request is
// already on its way. So the listener stays open for a short drain first (every answer now says
// "Connection: close"), and then each connection without a request in progress gets a grace
// period to deliver one; busy connections close once their answer is written.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface SocketState {
  /** Requests being answered on it now. */
  busy: number;
  /** A request arrived after the stop began: it is answered, then the connection closes. */
  lateRequest: boolean;
}

export function gracefulClose(
  server: Server,
  { drainMs = 250, graceMs = 1_000 }: { drainMs?: number; graceMs?: number } = {},
): () => Promise<void> {
  const sockets = new Map<Socket, SocketState>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, lateRequest: false });
    socket.once('close', () => sockets.delete(socket));
  });
  // First: an answer written at once (src/server/public-cache/early-answers.ts) must already
  // know that the connection closes after it.
  server.prependListener('request', (req, res) => {
    const state = sockets.get(req.socket);
    if (state) {
      state.busy += 1;
      if (closing) state.lateRequest = true;
    }
    if (closing) res.shouldKeepAlive = false;
    res.once('close', () => {
      if (state) state.busy -= 1;
      if (closing && state?.busy === 0) req.socket.destroySoon();
    });
  });

  // Node's close() calls this instead of dropping the connections between requests.
  server.closeIdleConnections = () => {
    for (const [socket, state] of sockets) {
      if (state.busy > 0) continue;
      void afterPoll(graceMs).then(() => {
        if (state.busy === 0 && !state.lateRequest) socket.destroy();
      });
    }
  };

  return async () => {
    closing = true;
    await afterPoll(drainMs);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/**
 * `ms` from now, and after the event loop's next poll phase: connections and bytes that waited
 * in the kernel while the loop was busy are taken in before the caller acts (timers run before
 * the poll phase, setImmediate after it).
 */
function afterPoll(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(() => setImmediate(resolve), ms).unref());
}
