/**
 * A loopback TCP proxy a test can cut, stall and restore: cut destroys every open connection and
 * refuses new ones (accepted, then closed at once), as a database that restarts does; stall stops
 * forwarding without closing anything (a host gone without a word) and holds new connections
 * silent; restore drops what was stalled and lets connections through again. The machine's own
 * servers are never touched.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently passed through (both ends open). */
  readonly open: number;
  cut: () => void;
  stall: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  let mode: 'open' | 'cut' | 'stalled' = 'open';

  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    if (mode === 'stalled') {
      held.add(client);
      client.on('data', () => {});
      client.on('error', () => client.destroy()).on('close', () => held.delete(client));
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy did not bind');

  const destroyAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    for (const client of held) client.destroy();
    held.clear();
  };

  return {
    port: address.port,
    get open() {
      return pairs.size;
    },
    cut: () => {
      mode = 'cut';
      destroyAll();
    },
    stall: () => {
      mode = 'stalled';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Read and drop what arrives, so an end from either side is still noticed.
        client.on('data', () => {}).resume();
        upstream.on('data', () => {}).resume();
      }
    },
    restore: () => {
      if (mode === 'stalled') destroyAll();
      mode = 'open';
    },
    close: async () => {
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
