/**
 * `npm run cluster`: builds once, then runs the deploy's topology on this machine (Caddy with its
 * internal CA, a release step, two app servers, an S3-compatible store, and Prometheus when it is
 * installed) on the machine's PostgreSQL and Redis, prints the addresses and stops everything on
 * Ctrl-C (docs/architecture/operations.md).
 *
 *   npm run cluster -- [--https-port 8443] [--http-port 8080] [--app-ports 3101,3102] [--s3-port 4568]
 *                      [--metrics-ports 9101,9102] [--caddy-metrics-port 9180] [--prometheus-port 9090]
 *                      [--database-url postgres://…/rota_cluster] [--redis-url redis://…]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { S3_BUCKET, startCluster } from './cluster-topology.ts';

const port = z.coerce.number().int().min(1).max(65_535);
const ports = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(',').map((item) => port.parse(item.trim())))
    .refine((list) => list.length >= 1, 'at least one port');
const optionsSchema = z.object({
  'https-port': port.default(8443),
  'http-port': port.default(8080),
  'app-ports': ports('3101,3102'),
  'metrics-ports': ports('9101,9102'),
  'caddy-metrics-port': port.default(9180),
  'prometheus-port': port.default(9090),
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
    'metrics-ports': { type: 'string' },
    'caddy-metrics-port': { type: 'string' },
    'prometheus-port': { type: 'string' },
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
if (options['metrics-ports'].length !== options['app-ports'].length) {
  console.error('cluster: --metrics-ports needs one port per app port');
  process.exit(2);
}
// Debian's `apt-get install prometheus`; without it the cluster runs unobserved.
const withPrometheus = existsSync('/usr/bin/prometheus');

const workDir = mkdtempSync(path.join(tmpdir(), 'rota-cluster-'));
const cluster = await startCluster({
  httpsPort: options['https-port'],
  httpPort: options['http-port'],
  appPorts: options['app-ports'],
  metricsPorts: options['metrics-ports'],
  caddyMetricsPort: options['caddy-metrics-port'],
  prometheus: withPrometheus ? { port: options['prometheus-port'], scrapeIntervalSeconds: 15 } : null,
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
${cluster.instances.map((instance) => `  ${instance.url}     ${instance.name} (DATA_DIR ${instance.dataDir}; metrics ${instance.metricsUrl})`).join('\n')}
  ${cluster.s3Url}     S3-compatible store (bucket ${S3_BUCKET})
  ${cluster.caddyMetricsUrl}     Caddy's metrics
  ${cluster.prometheusUrl ? `${cluster.prometheusUrl}     Prometheus (alerts at ${cluster.prometheusUrl}/alerts)` : 'Prometheus not installed (apt-get install prometheus): metrics not collected'}
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
