/**
 * The deploy's topology on one machine (docs/architecture/operations.md), as compose.yaml describes it for
 * container hosts: Caddy in front (deploy/Caddyfile, its internal CA), a release step (migrate and
 * seed once), two app servers started from the build with `npm run serve`, an S3-compatible store
 * (s3rver) on loopback, all on one PostgreSQL and one Redis given by the caller, and Prometheus
 * scraping the instances and Caddy with deploy/prometheus's alert rules when asked for.
 * `npm run cluster` (scripts/cluster.ts) and the cluster suite (tests/cluster/) both start it here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  createWriteStream,
  mkdirSync,
  readFileSync,
  type WriteStream,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Agent, fetch as undiciFetch } from 'undici';

export interface ClusterOptions {
  /** Caddy's HTTPS and HTTP ports (the HTTP one redirects to HTTPS). */
  httpsPort: number;
  httpPort: number;
  /** One app server per port. */
  appPorts: number[];
  /** Each app server's metrics listener (METRICS_PORT), one per app port; Caddy never proxies them. */
  metricsPorts: number[];
  /** Caddy's own metrics listener. */
  caddyMetricsPort: number;
  /** Prometheus's address, or null to run without it (`npm run cluster` when it is not installed). */
  prometheus: { port: number; scrapeIntervalSeconds: number } | null;
  s3Port: number;
  /** The cluster's own PostgreSQL database; created when missing. */
  databaseUrl: string;
  redisUrl: string;
  /** Every key and channel of this cluster starts with it (one Redis may serve several). */
  redisKeyPrefix: string;
  /** Caddy's storage and CA, each instance's DATA_DIR, the bucket's files and the logs. */
  workDir: string;
  /** Run `npm run build` first (the suite builds once itself, then starts without building). */
  build: boolean;
  /** More variables for the app servers and the release step (limits, drain time…). */
  appEnv?: Record<string, string>;
  /** Where each process's output goes besides its log file (npm run cluster: the terminal). */
  echo?: (name: string, line: string) => void;
}

export interface AppInstance {
  name: string;
  port: number;
  url: string;
  /** Its /metrics, on its own listener. */
  metricsUrl: string;
  dataDir: string;
  /** The server's process (npm run serve forwards signals to it). */
  process: () => ChildProcess | undefined;
  /** Sends a signal; resolves when the process has exited. */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  /** Starts it (again, after it exited) and waits until it is ready. */
  restart: () => Promise<void>;
}

export interface Cluster {
  httpsUrl: string;
  httpUrl: string;
  s3Url: string;
  caddyMetricsUrl: string;
  /** Prometheus's address (its web UI and API), when it runs. */
  prometheusUrl: string | null;
  /** Caddy's root certificate (its internal CA), to trust the HTTPS address. */
  caCertificate: string;
  instances: AppInstance[];
  /** Shared by every instance: what a real deploy keeps in its secret store. */
  secrets: { jwtSecret: string; paymentWebhookSecret: string };
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');
export const S3_BUCKET = 'rota-uploads';
const S3_CREDENTIAL = 'S3RVER';
const STOP_TIMEOUT_MS = 15_000;

interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

function startService(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logs: { dir: string; echo?: ClusterOptions['echo'] },
): Service {
  const log: WriteStream = createWriteStream(path.join(logs.dir, `${name}.log`), { flags: 'a' });
  // Its own process group: a terminal's Ctrl-C reaches only this script, which stops each service in order.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (!logs.echo) return;
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) logs.echo(name, line);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      log.end();
      resolve(code ?? (signal ? 128 : null));
    });
    child.once('error', (error) => {
      log.write(`${String(error)}\n`);
      resolve(null);
    });
  });
  return { name, child, exited };
}

const running = (service: Service) => service.child.exitCode === null && service.child.signalCode === null;

/** Stops a service: the signal to its leader, then, if it is still there after a while, SIGKILL to its group. */
async function stopService(service: Service, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (!running(service)) return service.child.exitCode;
  service.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const result = await Promise.race([service.exited, timeout]);
  clearTimeout(timer);
  if (result !== 'timeout') return result;
  killGroup(service);
  return service.exited;
}

/**
 * SIGKILL to a service's process group, only while its leader still runs: a group id is never
 * reused while its leader lives, so this can only reach what the cluster started.
 */
function killGroup(service: Service) {
  if (service.child.pid === undefined || !running(service)) return;
  try {
    process.kill(-service.child.pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, service?: Service) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service && !running(service)) throw new Error(`${service.name} exited before ${what}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runToEnd(service: Service, what: string) {
  const code = await service.exited;
  if (code !== 0) throw new Error(`${what} failed (exit ${code}); see ${service.name}.log`);
}

/**
 * What every service starts from: the path and a home, nothing of the caller's environment (a test
 * runner's NODE_ENV=test would change the build and the servers).
 */
function serviceEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LANG: 'C.UTF-8' };
}

/** `npm run build` as the cluster runs it (a release's one build); its output goes to `logDir`. */
export async function buildRelease(logDir: string) {
  mkdirSync(logDir, { recursive: true });
  const build = startService('build', 'npm', ['run', 'build'], serviceEnv(), { dir: logDir });
  await runToEnd(build, 'npm run build');
}

/** Creates the cluster's database when it does not exist yet (the release step then migrates it). */
export async function ensureDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusable database name: ${name}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Starts the whole topology and resolves once Caddy answers through both instances. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const logDir = path.join(options.workDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const logs = { dir: logDir, ...(options.echo ? { echo: options.echo } : {}) };
  const services: Service[] = [];
  const stopAll = async () => {
    for (const service of services.toReversed()) await stopService(service);
  };
  // Whatever happens to this process, nothing it started outlives it.
  const onExit = () => {
    for (const service of services) killGroup(service);
  };
  process.once('exit', onExit);

  try {
    const baseEnv = serviceEnv();

    if (options.build) await buildRelease(logDir);

    const s3Dir = path.join(options.workDir, 's3');
    mkdirSync(s3Dir, { recursive: true });
    const s3 = startService(
      's3',
      path.join(ROOT, 'node_modules/.bin/s3rver'),
      ['--directory', s3Dir, '--address', '127.0.0.1', '--port', String(options.s3Port), '--silent'].concat([
        '--configure-bucket',
        S3_BUCKET,
      ]),
      baseEnv,
      logs,
    );
    services.push(s3);
    const s3Url = `http://127.0.0.1:${options.s3Port}`;
    await waitFor('the S3 store', async () => (await fetch(s3Url)).status < 500, 20_000, s3);

    await ensureDatabase(options.databaseUrl);
    const secrets = {
      jwtSecret: randomBytes(48).toString('base64url'),
      paymentWebhookSecret: randomBytes(48).toString('base64url'),
    };
    const httpsUrl = `https://127.0.0.1:${options.httpsPort}`;
    const appEnv = (dataDir: string, port: number): NodeJS.ProcessEnv => ({
      ...baseEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: httpsUrl,
      JWT_SECRET: secrets.jwtSecret,
      PAYMENT_WEBHOOK_SECRET: secrets.paymentWebhookSecret,
      PAYMENT_PROVIDER: 'sandbox',
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      S3_ENDPOINT: s3Url,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_CREDENTIAL,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIAL,
      S3_FORCE_PATH_STYLE: 'true',
      // Only Caddy, on loopback, may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      MIGRATE_ON_START: 'false',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      ...options.appEnv,
    });

    const appInstance = (name: string, port: number, metricsPort: number, dataDir: string): AppInstance => {
      const url = `http://127.0.0.1:${port}`;
      let service: Service | undefined;
      return {
        name,
        port,
        url,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        dataDir,
        process: () => service?.child,
        signal: async (signal) => (service ? stopService(service, signal) : null),
        restart: async () => {
          const env = { ...appEnv(dataDir, port), METRICS_PORT: String(metricsPort) };
          service = startService(name, 'npm', ['run', 'serve'], env, logs);
          services.push(service);
          const started = service;
          await waitFor(
            `${name} to be ready`,
            async () => (await fetch(`${url}/readyz`)).ok,
            60_000,
            started,
          );
        },
      };
    };

    // The release: migrate and seed once, before any instance starts.
    const releaseDir = path.join(options.workDir, 'release');
    for (const step of ['db:migrate', 'db:seed']) {
      const release = startService(
        `release-${step.replace(':', '-')}`,
        'npm',
        ['run', step],
        appEnv(releaseDir, 0),
        logs,
      );
      services.push(release);
      await runToEnd(release, `npm run ${step}`);
    }

    const instances = options.appPorts.map((port, index) => {
      const metricsPort = options.metricsPorts[index];
      if (metricsPort === undefined) throw new Error(`no metrics port for app${index + 1}`);
      return appInstance(`app${index + 1}`, port, metricsPort, path.join(options.workDir, `app${index + 1}`));
    });
    await Promise.all(instances.map((instance) => instance.restart()));

    const caddyDir = path.join(options.workDir, 'caddy');
    const caddy = startService(
      'caddy',
      '/usr/bin/caddy',
      ['run', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
      {
        ...baseEnv,
        XDG_DATA_HOME: path.join(caddyDir, 'data'),
        XDG_CONFIG_HOME: path.join(caddyDir, 'config'),
        SITE_ADDRESS: httpsUrl,
        TLS_ISSUER: 'internal',
        HTTPS_PORT: String(options.httpsPort),
        HTTP_PORT: String(options.httpPort),
        UPSTREAMS: options.appPorts.map((port) => `127.0.0.1:${port}`).join(' '),
        METRICS_PORT: String(options.caddyMetricsPort),
        METRICS_BIND: '127.0.0.1',
      },
      logs,
    );
    services.push(caddy);
    const caFile = path.join(caddyDir, 'data/caddy/pki/authorities/local/root.crt');
    await waitFor(
      "Caddy's certificate authority",
      async () => readFileSync(caFile, 'utf8').includes('BEGIN CERTIFICATE'),
      30_000,
      caddy,
    );
    const caCertificate = readFileSync(caFile, 'utf8');
    const dispatcher = new Agent({ connect: { ca: caCertificate } });
    await waitFor(
      'Caddy to reach the instances',
      async () => (await undiciFetch(`${httpsUrl}/readyz`, { dispatcher })).ok,
      30_000,
      caddy,
    );
    await dispatcher.close();

    const caddyMetricsUrl = `http://127.0.0.1:${options.caddyMetricsPort}/metrics`;
    let prometheusUrl: string | null = null;
    if (options.prometheus) {
      prometheusUrl = `http://127.0.0.1:${options.prometheus.port}`;
      const prometheus = startPrometheus(options.workDir, options.prometheus, {
        instances: instances.map((each) => new URL(each.metricsUrl).host),
        caddy: new URL(caddyMetricsUrl).host,
        logs,
      });
      services.push(prometheus);
      await waitFor(
        'Prometheus',
        async () => (await fetch(`${prometheusUrl}/-/ready`)).ok,
        30_000,
        prometheus,
      );
    }

    return {
      httpsUrl,
      httpUrl: `http://127.0.0.1:${options.httpPort}`,
      s3Url,
      caddyMetricsUrl,
      prometheusUrl,
      caCertificate,
      instances,
      secrets,
      stop: async () => {
        await stopAll();
        process.off('exit', onExit);
      },
    };
  } catch (error) {
    await stopAll();
    process.off('exit', onExit);
    throw error;
  }
}

/**
 * Prometheus as deploy/prometheus/prometheus.yml runs it, with the cluster's loopback addresses:
 * the same jobs and the same alert rules file (no host exporter here, so no `node` job).
 */
function startPrometheus(
  workDir: string,
  { port, scrapeIntervalSeconds }: { port: number; scrapeIntervalSeconds: number },
  targets: { instances: string[]; caddy: string; logs: { dir: string; echo?: ClusterOptions['echo'] } },
): Service {
  const dir = path.join(workDir, 'prometheus');
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(ROOT, 'deploy/prometheus/alerts.yml'), path.join(dir, 'alerts.yml'));
  const interval = `${scrapeIntervalSeconds}s`;
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global:',
      `  scrape_interval: ${interval}`,
      `  evaluation_interval: ${interval}`,
      'rule_files: [alerts.yml]',
      'scrape_configs:',
      '  - job_name: rota',
      `    static_configs: [{ targets: ${JSON.stringify(targets.instances)} }]`,
      '  - job_name: caddy',
      `    static_configs: [{ targets: ${JSON.stringify([targets.caddy])} }]`,
      '',
    ].join('\n'),
  );
  return startService(
    'prometheus',
    '/usr/bin/prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    serviceEnv(),
    targets.logs,
  );
}
