import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulClose } from './graceful-close';

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

async function listening(answer: 'later' | 'at once' = 'later') {
  const server = http.createServer((_req, res) => {
    if (answer === 'at once') res.end('done');
    else setTimeout(() => res.end('done'), 50);
  });
  servers.push(server);
  const close = gracefulClose(server, { drainMs: 100, graceMs: 500 });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return { close, port };
}

/** A raw connection, so the test decides when the request's bytes are sent. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  return { socket, ended };
}

const REQUEST = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';

describe('closing the server gracefully', () => {
  it('answers a request sent just after the stop on a connection opened before it', async () => {
    const { close, port } = await listening();
    const late = await connect(port);
    const closed = close();
    // The bytes arrive after close() began: Node's own close would have reset this connection.
    await new Promise((r) => setTimeout(r, 100));
    late.socket.write(REQUEST);
    const answer = await late.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toMatch(/done$/);
    await closed;
  });

  it('says the connection closes on an answer written as its request arrives', async () => {
    // As src/server/public-cache/early-answers.ts writes a kept answer: inside the handler.
    const { close, port } = await listening('at once');
    const late = await connect(port);
    const closed = close();
    await new Promise((r) => setTimeout(r, 100));
    late.socket.write(REQUEST);
    const answer = await late.ended;
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toMatch(/done$/);
    await closed;
  });

  it('takes in a connection still in the accept queue when the stop begins', async () => {
    const { close, port } = await listening();
    // connect() and close() in the same turn: the server has not accepted the connection yet.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(REQUEST));
    const closed = close();
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    const error = new Promise<string>((resolve) => socket.on('error', (e) => resolve(String(e))));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await Promise.race([ended, error]);
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    await closed;
  });

  it('answers the next request on a keep-alive connection that arrives just after the stop', async () => {
    const { close, port } = await listening();
    const kept = await connect(port);
    kept.socket.write(REQUEST);
    await new Promise((r) => setTimeout(r, 150)); // answered, now between requests
    const closed = close();
    await new Promise((r) => setTimeout(r, 100));
    kept.socket.write(REQUEST);
    const answer = await kept.ended;
    expect(answer.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(answer).toMatch(/connection: close/i);
    await closed;
  });

  it('finishes a request in flight and closes idle keep-alive and silent connections', async () => {
    const { close, port } = await listening();
    const idle = await connect(port);
    idle.socket.write(REQUEST);
    await new Promise((r) => setTimeout(r, 150)); // answered, now idle and kept alive
    const busy = await connect(port);
    busy.socket.write(REQUEST);
    const silent = await connect(port);
    await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    await close();
    expect(await idle.ended).toMatch(/^HTTP\/1\.1 200/);
    expect(await busy.ended).toMatch(/done$/);
    // Connections that send nothing more are closed after the grace period.
    expect(await silent.ended).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});
