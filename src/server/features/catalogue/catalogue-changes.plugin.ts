/**
 * A catalogue change reaches every instance at once (docs/decisions/085): each clear of the
 * product list's cache is published on a Redis channel, and every other instance subscribed to it
 * drops its own copy. Without Redis, or while it is away, the cache's 10 s expiry is the fallback.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { firstConnection, watchConnection } from '#server/redis/redis.plugin.ts';
import { forgetProductLists, watchProductListClears } from './product-list-cache.ts';

const CHANNEL = 'catalogue-changed';
const SUBSCRIBE_WAIT_MS = 2_000;

export const catalogueChangesPlugin = fp(
  async (app: FastifyInstance) => {
    const { redis } = app;
    if (!redis) return;
    const channel = app.redisKey(CHANNEL);
    // Its own announcements come back to it too: the message names the sender, who ignores them.
    const instance = randomUUID();

    const subscriber = redis.duplicate();
    watchConnection(subscriber, app.log, 'subscriber');
    let subscribedBefore = false;
    const subscribed = new Promise<void>((resolve) => {
      subscriber.on('ready', () => {
        // Announcements sent while this instance was cut off are lost: start afresh.
        if (subscribedBefore) forgetProductLists(app.db);
        subscriber.subscribe(channel).then(
          () => {
            subscribedBefore = true;
            resolve();
          },
          (error: Error) => app.log.warn({ err: error }, 'catalogue changes: subscription failed'),
        );
      });
    });
    subscriber.on('message', (from: string, sender: string) => {
      if (from === channel && sender !== instance) forgetProductLists(app.db);
    });

    const stopWatching = watchProductListClears(app.db, () => {
      redis.publish(channel, instance).catch((error: Error) => {
        app.log.warn({ err: error }, 'catalogue change not announced: other instances follow within 10 s');
      });
    });
    app.addHook('onClose', async () => {
      stopWatching();
      subscriber.disconnect();
    });

    await firstConnection(subscriber);
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS))]);
  },
  { name: 'catalogue-changes', dependencies: ['database', 'redis'] },
);

/** For `npm run db:seed` and other processes without an app: tells the instances the catalogue changed. */
export async function announceCatalogueChange(redisUrl: string, keyPrefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  try {
    await redis.connect();
    await redis.publish(`${keyPrefix}${CHANNEL}`, `seed-${randomUUID()}`);
  } finally {
    redis.disconnect();
  }
}
