/**
 * The server process itself (server.ts): it refuses to start without the shared secrets in
 * production on PostgreSQL, and on SIGTERM it fails readiness at once while it keeps answering
 * (docs/architecture/operations.md). Each test starts its own process and ends it by its id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/paths.ts';
import { createTestDatabase } from '#tests/api-harness.ts';
import { SERVER_MALLOC_ARENAS, SERVER_NODE_FLAGS } from '#tests/e2e/server-process.ts';
import { freePort } from '#tests/free-port.ts';
import { SERVER_COMPILE_CACHE_DIR } from '../../scripts/warm-compile-cache.ts';

const serverFile = path.resolve(import.meta.dirname, 'server.ts');
const started: ChildProcess[] = [];
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  for (const drop of drops.splice(0)) await drop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-server-'));
  dirs.push(dataDir);
  return dataDir;
}

function startServer(env: Record<string, string>, dataDir = newDataDir(), nodeArgs: string[] = []) {
  const { TEST_DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, serverFile], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLIENT_BUILD_DIR: path.join(dataDir, 'no-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A module hook that writes `package <name>` on stderr for every package the process loads. */
const REPORT_PACKAGES = `data:text/javascript,${encodeURIComponent(`
  import { registerHooks } from 'node:module';
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const name = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url)?.[1];
      if (name) process.stderr.write('package ' + name + '\\n');
      return resolved;
    },
  });
`)}`;

/** Starts a server on the suite's database (a new SQLite file, or a schema of TEST_DATABASE_URL). */
async function startServerOnTestDatabase(env: Record<string, string>, nodeArgs: string[] = []) {
  const port = await freePort();
  const dataDir = newDataDir();
  const database = await createTestDatabase(dataDir);
  await database.connection.db.destroy();
  drops.push(database.drop);
  const server = startServer(
    { NODE_ENV: 'test', PORT: String(port), DATABASE_URL: database.url, ...env },
    dataDir,
    nodeArgs,
  );
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      expect((await fetch(`${base}${apiPaths.readiness}`)).status).toBe(200);
    },
    // The server's start (migrations, seed) on a busy machine: a hang detector, not a bound.
    { timeout: 90_000, interval: 100 },
  );
  return { ...server, base };
}

describe('the server process', () => {
  it('refuses to start in production on PostgreSQL without JWT_SECRET, in one line naming it', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(
      'Configuração inválida: JWT_SECRET é obrigatória em produção com PostgreSQL (DATABASE_URL postgres://) (valor: não definida)\n',
    );
  });

  it('refuses to sell with Stripe in production without the seller, in one line naming the variable', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51AbCdEfGhIjKlMnOp',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123456789abcdef',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(
      'Configuração inválida: SELLER_LEGAL_NAME é obrigatória com PAYMENT_PROVIDER=stripe em produção (quem vende precisa se identificar) (valor: não definida)\n',
    );
  });

  it('on SIGTERM fails /readyz at once and keeps answering through the drain', async () => {
    // A drain far longer than the test: whatever the machine's load, the test looks inside it.
    const server = await startServerOnTestDatabase({ SHUTDOWN_DRAIN_MS: '600000' });
    const { base } = server;

    server.child.kill('SIGTERM');
    await vi.waitFor(
      async () => {
        expect((await fetch(`${base}${apiPaths.readiness}`)).status).toBe(503);
      },
      { timeout: 15_000 },
    );
    const ready = await fetch(`${base}${apiPaths.readiness}`);
    expect(await ready.json()).toEqual({ status: 'draining', database: 'ok' });
    const served = await fetch(`${base}${apiPaths.highlightedVoyages}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect((await fetch(`${base}${apiPaths.liveness}`)).status).toBe(200);
    expect(server.child.exitCode).toBe(null);
  });

  it('loads no SDK of a service it is not configured for, nor a library only a rare request needs (docs/architecture/performance.md, docs/decisions/162, docs/decisions/163)', async () => {
    const server = await startServerOnTestDatabase({ PAYMENT_PROVIDER: 'sandbox' }, [
      '--import',
      REPORT_PACKAGES,
    ]);
    const packages = new Set(server.output().match(/(?<=^package ).+$/gm));
    expect(packages).toContain('fastify');
    for (const sdk of [
      'stripe',
      'ioredis',
      '@aws-sdk/client-s3',
      'prom-client',
      '@opentelemetry/api',
      '@opentelemetry/sdk-node',
      '@fastify/otel',
      // Loaded with the first e-mail and the first passkey ceremony.
      'nodemailer',
      '@simplewebauthn/server',
    ]) {
      expect(packages).not.toContain(sdk);
    }
  });
});

describe('`npm run serve`', () => {
  it('runs the server as the tests and the bench run it: memory settings and compile cache (docs/architecture/performance.md)', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.serve).toBe(
      `MALLOC_ARENA_MAX=${SERVER_MALLOC_ARENAS} NODE_COMPILE_CACHE=${SERVER_COMPILE_CACHE_DIR} exec node ${SERVER_NODE_FLAGS.join(' ')} src/server/server.ts`,
    );
  });
});
