/**
 * Redis for tests: the machine's shared server with a key prefix of the test's own, or a private
 * `redis-server` on a free port that a test may stop and start again (an outage and a return).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/** The machine's Redis (127.0.0.1:6379 unless TEST_REDIS_URL says otherwise). */
export const SHARED_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A prefix no other test uses: every key and channel a test app touches starts with it. */
export function uniqueRedisPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes the keys under `prefix` (never anything else) and closes the connection. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM) and waits until it is gone. */
  stop: () => Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start: () => Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as on a hung host. */
  freeze: () => void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw: () => void;
  /** Stops it for good and removes its folder. */
  close: () => Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-redis-'));
  let server: ChildProcess | undefined;

  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          child.stdout?.off('data', onData);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`redis-server left (${code}): ${output}`)));
    });
    child.stdout?.resume();
    child.stderr?.resume();
  };

  const stop = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    close: async () => {
      server?.kill('SIGCONT');
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
