// A TCP relay with a slow uplink, like a phone's: what the client sends reaches the server at
// about `bytesPerSecond`, answers come back at full speed. On loopback an upload is over before
// the server has answered; through this relay the server answers while the client still sends,
// as it does for real users. A reset from either side is passed on as a reset.
import net from 'node:net';

export interface SlowUplink {
  /** http://127.0.0.1:<port> of the relay. */
  url: string;
  /** Where connections go; set before the first connection. */
  target: { host: string; port: number };
  close(): Promise<void>;
}

const TICK_MS = 20;

export async function startSlowUplink(bytesPerSecond: number): Promise<SlowUplink> {
  const perTick = Math.max(1, Math.round((bytesPerSecond * TICK_MS) / 1000));
  const sockets = new Set<net.Socket>();
  const relay: SlowUplink = {
    url: '',
    target: { host: '127.0.0.1', port: 0 },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(relay.target.port, relay.target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.pipe(client);
    upstream.on('error', () => client.resetAndDestroy());
    client.on('error', () => upstream.resetAndDestroy());

    // Uplink: hold each chunk and let it through a slice per tick.
    client.on('data', (chunk: Buffer) => {
      client.pause();
      let offset = 0;
      const step = () => {
        if (upstream.destroyed) return;
        upstream.write(chunk.subarray(offset, offset + perTick));
        offset += perTick;
        if (offset < chunk.length) setTimeout(step, TICK_MS);
        else client.resume();
      };
      step();
    });
    client.on('end', () => {
      // Half-close once everything held back has gone through.
      const finish = () => (client.isPaused() ? setTimeout(finish, TICK_MS) : upstream.end());
      finish();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return relay;
}
