// The running server's side door for `npm run backup`. PGlite is single-process and the server
// holds DATA_DIR's lock, so only the server can read a consistent snapshot. A Unix socket in
// DATA_DIR, mode 0600, lets only Setu's own user ask for one.
//
// Protocol: the client sends "backup\n"; the server answers one JSON line, {"ok":true,"bytes":N}
// followed by N bytes of gzipped tarball, or {"ok":false,"error":"…"}, then closes.
// `npm run operator` sends "operator {json}\n" (operators/operator-commands.ts) and gets one JSON
// line, {"ok":true,"result":…} or {"ok":false,"error":"…","refused":true|false}.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

/** A client that has not sent its command within this time is dropped. */
const COMMAND_TIMEOUT_MS = 10_000;
/** The longest command line: an operator request carries an email and a password. */
const MAX_COMMAND_CHARS = 4096;

interface Reply {
  ok: boolean;
  bytes?: number;
  error?: string;
  result?: unknown;
  /** Operator commands: the request was refused (a message for the person), not a failure. */
  refused?: boolean;
}

/** Answers an operator command; throws a RefusedError for a refusal the person can act on. */
export type OperatorHandler = (request: unknown) => Promise<unknown>;

export class RefusedError extends Error {}

/** Listens on DATA_DIR/control.sock; the returned function stops listening and removes it. */
export async function listenForControl(options: {
  dataDir: string;
  snapshot: () => Promise<Uint8Array>;
  logger: Logger;
  /** `npm run operator` while this server holds the database. */
  operators?: OperatorHandler;
}): Promise<() => Promise<void>> {
  const { dataDir, snapshot, logger, operators } = options;
  const socketPath = controlSocketPath(dataDir);
  const waiting = new Set<net.Socket>();

  const answerOperator = async (socket: net.Socket, json: string) => {
    let reply: Reply;
    try {
      if (!operators) throw new Error('this server does not take operator commands');
      let request: unknown;
      try {
        request = JSON.parse(json);
      } catch {
        throw new RefusedError('The operator command is not JSON.');
      }
      reply = { ok: true, result: await operators(request) };
    } catch (error) {
      const refused = error instanceof RefusedError || (error as Error).name === 'OperatorError';
      if (!refused) logger.error({ err: error }, 'operator command failed');
      reply = { ok: false, refused, error: error instanceof Error ? error.message : String(error) };
    }
    socket.end(`${JSON.stringify(reply)}\n`);
  };

  const answer = async (socket: net.Socket, command: string) => {
    if (command.startsWith('operator ')) {
      await answerOperator(socket, command.slice('operator '.length));
      return;
    }
    if (command !== 'backup') {
      socket.end(
        `${JSON.stringify({ ok: false, error: `unknown command "${command.slice(0, 40)}"` } satisfies Reply)}\n`,
      );
      return;
    }
    try {
      const data = await snapshot();
      logger.info({ bytes: data.length }, 'backup taken for npm run backup');
      socket.write(`${JSON.stringify({ ok: true, bytes: data.length } satisfies Reply)}\n`);
      socket.end(data);
    } catch (error) {
      logger.error({ err: error }, 'backup failed');
      const message = error instanceof Error ? error.message : String(error);
      socket.end(`${JSON.stringify({ ok: false, error: message } satisfies Reply)}\n`);
    }
  };

  const server = net.createServer((socket) => {
    waiting.add(socket);
    socket.on('error', () => {});
    socket.setTimeout(COMMAND_TIMEOUT_MS, () => socket.destroy());
    let input = '';
    const onData = (chunk: Buffer) => {
      input += chunk.toString('utf8');
      const end = input.indexOf('\n');
      if (end === -1) {
        if (input.length > MAX_COMMAND_CHARS) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      waiting.delete(socket);
      void answer(socket, input.slice(0, end).trim());
    };
    socket.on('data', onData);
    socket.once('close', () => waiting.delete(socket));
  });

  try {
    // Only the process holding DATA_DIR's lock gets here, so a socket left behind is a killed
    // server's and is stale.
    fs.rmSync(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // bind() runs synchronously inside listen(), so the narrowed umask covers the socket's
      // creation (no moment where others could connect) and nothing else this process creates.
      const previous = process.umask(0o177);
      try {
        server.listen(socketPath, () => {
          server.off('error', reject);
          resolve();
        });
      } finally {
        process.umask(previous);
      }
    });
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    // Serving matters more than live backups; a stopped server can still be backed up.
    logger.warn(
      { err: error, socketPath },
      'no control socket: npm run backup works only while this server is stopped',
    );
    return async () => {};
  }

  return async () => {
    for (const socket of waiting) socket.destroy();
    // Waits for a backup being sent to finish.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(socketPath, { force: true });
  };
}

/** Unreachable: no server listens there (no socket, or a stale one). */
export class NoServerError extends Error {}

/** Asks the server running on DATA_DIR for a backup. Throws NoServerError when none answers. */
export async function requestBackup(dataDir: string): Promise<Uint8Array> {
  const socketPath = controlSocketPath(dataDir);
  const received = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath);
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(new NoServerError(`No Setu server answers on ${socketPath}.`));
      } else reject(error);
    });
  });
  const end = received.indexOf('\n');
  let reply: Reply;
  try {
    reply = JSON.parse(received.subarray(0, end === -1 ? received.length : end).toString('utf8'));
  } catch {
    throw new Error('The running server gave an answer that is not a backup.');
  }
  if (!reply.ok) throw new Error(`The running server could not take the backup: ${reply.error}`);
  const data = received.subarray(end + 1);
  if (data.length !== reply.bytes) {
    throw new Error(
      `The running server's backup arrived cut short (${data.length} of ${reply.bytes} bytes).`,
    );
  }
  return data;
}

/**
 * Sends an operator command to the server running on DATA_DIR. Throws NoServerError when none
 * answers, RefusedError for a refusal (its message is for the person).
 */
export async function requestOperatorCommand(dataDir: string, request: unknown): Promise<unknown> {
  const socketPath = controlSocketPath(dataDir);
  const received = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(socketPath);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`operator ${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(new NoServerError(`No Setu server answers on ${socketPath}.`));
      } else reject(error);
    });
  });
  let reply: Reply;
  try {
    reply = JSON.parse(received.trim()) as Reply;
  } catch {
    throw new Error(
      received.trim()
        ? 'The running server gave an answer that is not an operator answer.'
        : 'The running server closed the connection without answering (is it older than npm run operator? Restart it).',
    );
  }
  if (!reply.ok) {
    if (reply.refused) throw new RefusedError(reply.error ?? 'Refused.');
    throw new Error(`The running server could not do it: ${reply.error}`);
  }
  return reply.result;
}
