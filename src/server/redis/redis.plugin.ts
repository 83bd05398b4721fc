/**
 * The Redis every instance shares when REDIS_URL is set (docs/decisions/084): rate-limit counters
 * and the catalogue's change announcements. Redis is a help, never a dependency of an answer: no
 * command waits for a connection (no offline queue), none waits more than a second, and the client
 * reconnects by itself for as long as the process lives.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Env } from '#server/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis, or null when REDIS_URL is not set (everything then stays per process). */
    redis: Redis | null;
    /** A key or channel name under REDIS_KEY_PREFIX. */
    redisKey: (name: string) => string;
  }
}

const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * A client that fails fast while Redis is away and comes back on its own. `role` names it in the
 * logs, which say once when Redis goes away and once when it is back. The client library loads
 * here, so an instance without REDIS_URL never holds it (docs/architecture/performance.md).
 */
export async function connectRedis(url: string, log: FastifyBaseLogger, role: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  watchConnection(redis, log, role);
  return redis;
}

/** Logs the outage and the return, not every failed reconnection attempt. */
export function watchConnection(redis: Redis, log: FastifyBaseLogger, role: string): void {
  let available = true;
  redis.on('error', (error: Error) => {
    if (!available) return;
    available = false;
    log.warn({ err: error, redis: role }, 'Redis unreachable: shared limits and announcements skipped');
  });
  redis.on('ready', () => {
    if (available) return;
    available = true;
    log.info({ redis: role }, 'Redis reachable again');
  });
}

/** Resolves once the client is ready, has failed once, or after the connect timeout: start-up never waits on Redis. */
export function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

export const redisPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    app.decorate('redisKey', (name: string) => `${env.REDIS_KEY_PREFIX}${name}`);
    if (!env.REDIS_URL) {
      app.decorate('redis', null);
      return;
    }
    const redis = await connectRedis(env.REDIS_URL, app.log, 'commands');
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await firstConnection(redis);
  },
  { name: 'redis' },
);
