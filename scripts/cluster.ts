/**
 * `npm run cluster`: builds once, then runs the deploy's topology on this machine (Caddy with its
 * internal CA, a release step, two app servers, an S3-compatible store) on the machine's PostgreSQL
 * and Redis, prints the addresses and stops everything on Ctrl-C (docs/decisions/088).
 *
 *   npm run cluster -- [--https-port 8443] [--http-port 8080] [--app-ports 3101,3102] [--s3-port 4568]
 *                      [--database-url postgres://…/rota_cluster] [--redis-url redis://…]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { S3_BUCKET, startCluster } from './cluster-topology.ts';

const port = z.coerce.number().int().min(1).max(65_535);
const optionsSchema = z.object({
  'https-port': port.default(8443),
  'http-port': port.default(8080),
  'app-ports': z
    .string()
    .default('3101,3102')
    .transform((value) => value.split(',').map((item) => port.parse(item.trim())))
    .refine((ports) => ports.length >= 1, 'at least one port'),
  's3-port': port.default(4568),
  'database-url': z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/rota_cluster'),
  'redis-url': z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// URL')
    .default('redis://127.0.0.1:6379'),
});

const { values } = parseArgs({
  options: {
    'https-port': { type: 'string' },
    'http-port': { type: 'string' },
    'app-ports': { type: 'string' },
    's3-port': { type: 'string' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});
const parsed = optionsSchema.safeParse(values);
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  console.error(`cluster: --${String(issue?.path[0])} ${issue?.message}`);
  process.exit(2);
}
const options = parsed.data;

const workDir = mkdtempSync(path.join(tmpdir(), 'rota-cluster-'));
const cluster = await startCluster({
  httpsPort: options['https-port'],
  httpPort: options['http-port'],
  appPorts: options['app-ports'],
  s3Port: options['s3-port'],
  databaseUrl: options['database-url'],
  redisUrl: options['redis-url'],
  redisKeyPrefix: 'rota-cluster:',
  workDir,
  build: true,
  echo: (name, line) => console.log(`${name.padEnd(20)} │ ${line}`),
}).catch((error: unknown) => {
  console.error(
    `cluster: ${error instanceof Error ? error.message : String(error)} (logs in ${workDir}/logs)`,
  );
  process.exit(1);
});

console.log(`
Rota Amazônia cluster
  ${cluster.httpsUrl}     Caddy (TLS from its internal CA: ${path.join(workDir, 'caddy/data/caddy/pki/authorities/local/root.crt')})
  ${cluster.httpUrl}      redirects to HTTPS
${cluster.instances.map((instance) => `  ${instance.url}     ${instance.name} (DATA_DIR ${instance.dataDir})`).join('\n')}
  ${cluster.s3Url}     S3-compatible store (bucket ${S3_BUCKET})
  ${options['database-url']}   ${options['redis-url']}
Ctrl-C stops everything.`);

let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster…`);
  await cluster.stop();
  rmSync(workDir, { recursive: true, force: true });
  console.log('Cluster stopped.');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
