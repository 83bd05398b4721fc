/**
 * The real server (`node src/server/server.ts`) as a child process on a free port, over a data
 * directory and database the test prepared: for tests that kill it, restart it or run a script
 * beside it. No client build needed (the API and /healthz answer without one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** How long a spawned server may take to answer its health check before the test gives up. */
export const SERVER_START_TIMEOUT_MS = 120_000;

export interface SpawnedServer {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  /** Sends a signal and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function spawnServer({
  dataDir,
  databaseUrl,
  env = {},
}: {
  dataDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<SpawnedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['src/server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED: 'false',
      PASSWORD_HASH_COST: 'test',
      CLIENT_BUILD_DIR: path.join(dataDir, 'no-client-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A hang detector: migrations and the seed on a busy machine can take well over 30 s.
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    process: child,
    output: () => log,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
