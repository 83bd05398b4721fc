/**
 * A loopback TCP proxy a test can cut and restore: cut destroys every open connection and refuses
 * new ones (accepted, then closed at once), as a database that restarts or a network that drops
 * does; restore lets connections through again. The machine's own servers are never touched.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently passed through (both ends open). */
  readonly open: number;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let cut = false;

  const server = createServer((client) => {
    if (cut) {
      client.destroy();
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
  };

  return {
    port: address.port,
    get open() {
      return pairs.size;
    },
    cut: () => {
      cut = true;
      destroyAll();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
