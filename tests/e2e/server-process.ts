/** Starts the real server (`node src/server/server.ts`) on a free port with a fresh data directory. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_COMPILE_CACHE_DIR } from '../../scripts/warm-compile-cache.ts';
import { createTestDatabase } from '../api-harness.ts';
import { freePort } from '../free-port.ts';
import { SERVER_START_TIMEOUT_MS } from '../spawned-server.ts';

/** The flags `npm run serve` runs the server with (package.json; docs/architecture/performance.md). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];
/** glibc's malloc arenas, as `npm run serve` limits them (docs/architecture/performance.md). */
export const SERVER_MALLOC_ARENAS = '2';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's database, for tests that prepare data the API cannot make (a 320-paragraph voyage). */
  databaseUrl: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  // A hang detector: migrations and the seed on a busy machine can take well over 30 s.
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

const LOG_TAIL_CHARS = 64 * 1024;

export interface StartServerOptions {
  /**
   * Where the server's standard output goes: kept here (the last 64 KB, to explain a failed start),
   * or drained by a process of its own, as a log collector would (`npm run bench`: this process
   * then measures, and its own work must not slow the server's log down).
   */
  output?: 'kept' | 'collector';
  /**
   * The host name the site is reached by (PUBLIC_URL and `baseUrl`). Passkeys need a domain, not an
   * address, as their relying party: their tests use 'localhost'.
   */
  publicHost?: '127.0.0.1' | 'localhost';
}

/** A process that reads a pipe and drops what it reads, as fast as the pipe fills. */
export function spawnLogCollector(): ChildProcess {
  return spawn('cat', [], { stdio: ['pipe', 'ignore', 'inherit'] });
}

export async function startServer(
  extraEnv: Record<string, string> = {},
  { output = 'kept', publicHost = '127.0.0.1' }: StartServerOptions = {},
): Promise<RunningServer> {
  if (!existsSync('build/client/__spa-fallback.html')) {
    throw new Error('No client build: run `npm run build` before the browser tests.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-e2e-'));
  const database = await createTestDatabase(dataDir);
  await database.connection.db.destroy();
  const port = await freePort();
  const listening = `http://127.0.0.1:${port}`;
  const baseUrl = `http://${publicHost}:${port}`;
  let log = '';
  const collector = output === 'collector' ? spawnLogCollector() : undefined;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/server.ts'], {
    env: {
      ...process.env,
      // As `npm run serve`: the build's compiled server modules, two malloc arenas.
      NODE_COMPILE_CACHE: path.resolve(SERVER_COMPILE_CACHE_DIR),
      MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Nothing routes by readiness here: a stop closes at once.
      SHUTDOWN_DRAIN_MS: '0',
      // The suite signs in many times from one address; the limits themselves have API tests.
      RATE_LIMIT_LOGIN_MAX: '10000',
      RATE_LIMIT_LOGIN_EMAIL_MAX: '10000',
      RATE_LIMIT_REGISTER_MAX: '10000',
      RATE_LIMIT_RECOVERY_MAX: '10000',
      RATE_LIMIT_RESET_MAX: '10000',
      // Named explicitly: only the simulated provider lets a browser test pay (decision 100).
      PAYMENT_PROVIDER: 'sandbox',
      ...extraEnv,
    },
    stdio: ['ignore', collector?.stdin ?? 'pipe', 'pipe'],
  });
  // The collector's end of the pipe is the server's now.
  collector?.stdin?.destroy();
  // The tail is enough to explain a failed start; a server logging every request (the bench) must
  // not fill this process's memory.
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForHealth(listening, child, () => log);
  return {
    baseUrl,
    dataDir,
    databaseUrl: database.url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      collector?.kill();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
