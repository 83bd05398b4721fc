/**
 * A real S3-protocol server on loopback for tests (s3rver, in a temp folder, on a free port): the
 * app's object storage talks to it through the official SDK, as it would to a bucket.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The S3_* variables that point the app at it. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * Starts the server with one bucket. By default a fresh temp folder (removed on close), a random
 * bucket name and a port the system picks; a long-lived local setup can name all three.
 */
export async function startS3Server(
  options: { directory?: string; bucket?: string; port?: number } = {},
): Promise<TestS3Server> {
  const directory = options.directory ?? mkdtempSync(path.join(tmpdir(), 'rota-s3-'));
  const bucket = options.bucket ?? `rota-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver checks request signatures against its one account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      // Kept-alive sockets of the SDK would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
