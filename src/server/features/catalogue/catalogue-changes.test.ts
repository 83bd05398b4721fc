/**
 * A product edited through one instance shows on another at once (docs/decisions/085): two apps on
 * one database and one Redis. Without Redis the other instance keeps its cached list (up to 10 s),
 * which is what the announcement is for. Each test holds Date still, so the cache never expires
 * during it, however long a busy machine takes: only an announcement can clear the other's list.
 */

import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import {
  deleteRedisKeys,
  type PrivateRedis,
  SHARED_REDIS_URL,
  startPrivateRedis,
  uniqueRedisPrefix,
} from '#tests/redis-server.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';
import { announceCatalogueChange } from './catalogue-changes.plugin.ts';

const payload = {
  name: 'Rede de Dormir Marajoara',
  description:
    'Rede de algodão cru tecida à mão em Soure, na Ilha do Marajó, com franjas e varandas bordadas.',
  category: 'ACESSÓRIO',
  price_cents: 34_900,
  discount_percent: null,
  rating: 4.7,
  reviews: 12,
  in_stock: true,
  is_highlighted: false,
  image_url: '/media/products/rede-de-dormir.webp',
  link: 'https://loja.rotaamazonia.com.br/produtos/rede-marajoara',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The price the public list shows for the hammock, as an instance answers it (cached or not). */
async function listedPrice(t: TestApp): Promise<number | undefined> {
  const response = await t.app.inject({ url: '/api/v1/products?search=marajoara' });
  expect(response).toHaveStatus(200);
  return (response.json().data as { price: number }[])[0]?.price;
}

async function twoInstances(env: Record<string, string>) {
  const first = await createTestApp({ env: { ...accountTestEnv, ...env } });
  const second = await createTestApp({ env: { ...accountTestEnv, ...env }, sameDatabaseAs: first });
  const admin = await authHeadersFor(first.app, await createUser(first.app.db, { role: '1' }));
  const created = await first.app.inject({
    method: 'POST',
    url: '/api/v1/admin/products',
    headers: admin,
    payload,
  });
  expect(created).toHaveStatus(201);
  return { first, second, admin, productId: created.json().data.id as string };
}

describe('catalogue changes announced through Redis', () => {
  const prefix = uniqueRedisPrefix();
  let cluster: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    cluster = await twoInstances({ REDIS_URL: SHARED_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  });
  afterAll(async () => {
    await Promise.all([cluster.first.close(), cluster.second.close()]);
    await deleteRedisKeys(SHARED_REDIS_URL, prefix);
  });

  it('shows a price edited through one instance on the other before its cached list expires', async () => {
    const { first, second, admin, productId } = cluster;
    // The other instance has the list cached.
    expect(await listedPrice(second)).toBe(349);
    expect(await listedPrice(second)).toBe(349);

    const edited = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${productId}`,
      headers: admin,
      payload: { ...payload, price_cents: 29_900 },
    });
    expect(edited).toHaveStatus(200);
    await vi.waitFor(async () => expect(await listedPrice(second)).toBe(299), {
      timeout: 15_000,
      interval: 20,
    });
    expect(await listedPrice(first)).toBe(299);
  });

  it('drops every instance’s list when a process without an app (the seed command) announces a change', async () => {
    const { first, second, productId } = cluster;
    expect(await listedPrice(second)).toBe(299);
    // A write on a connection of its own, as `npm run db:seed` makes it: no app hears of it.
    const seeding = first.connectAgain();
    try {
      await seeding.db
        .updateTable('products')
        .set({ price_cents: 25_900, sale_price_cents: 25_900 })
        .where('id', '=', Number(productId))
        .execute();
    } finally {
      await seeding.db.destroy();
    }
    expect(await listedPrice(second)).toBe(299);
    await announceCatalogueChange(SHARED_REDIS_URL, prefix);
    await vi.waitFor(async () => expect(await listedPrice(second)).toBe(259), {
      timeout: 15_000,
      interval: 20,
    });
  });
});

describe('catalogue changes while Redis is away, and after', () => {
  const prefix = uniqueRedisPrefix();
  let redis: PrivateRedis;
  let cluster: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    cluster = await twoInstances({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix });
  });
  afterAll(async () => {
    await Promise.all([cluster.first.close(), cluster.second.close()]);
    await redis.close();
  });

  /** Subscribers on the channel, as Redis counts them. */
  async function subscribers(): Promise<number> {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      const [, count] = (await client.pubsub('NUMSUB', `${prefix}catalogue-changed`)) as [string, number];
      return Number(count);
    } catch {
      return 0;
    } finally {
      client.disconnect();
    }
  }

  const edit = (price_cents: number) =>
    cluster.first.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${cluster.productId}`,
      headers: cluster.admin,
      payload: { ...payload, price_cents },
    });

  it('edits without Redis, and announces again once it is back', async () => {
    expect(await subscribers()).toBe(2);
    expect(await listedPrice(cluster.second)).toBe(349);
    await redis.stop();
    // The edit itself never depends on Redis.
    expect(await edit(31_900)).toHaveStatus(200);
    expect(await listedPrice(cluster.first)).toBe(319);

    await redis.start();
    await vi.waitFor(async () => expect(await subscribers()).toBe(2), { timeout: 15_000, interval: 50 });
    await vi.waitFor(() => expect(cluster.first.app.redis?.status).toBe('ready'), { timeout: 15_000 });
    // The announcement was lost; the other instance dropped its list when it reconnected.
    expect(await listedPrice(cluster.second)).toBe(319);
    expect(await edit(27_900)).toHaveStatus(200);
    await vi.waitFor(async () => expect(await listedPrice(cluster.second)).toBe(279), {
      timeout: 15_000,
      interval: 20,
    });
  });
});

describe('without Redis', () => {
  let cluster: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    cluster = await twoInstances({});
  });
  afterAll(() => Promise.all([cluster.first.close(), cluster.second.close()]));

  it('the other instance keeps its cached list after an edit (until it expires)', async () => {
    const { first, second, admin, productId } = cluster;
    expect(await listedPrice(second)).toBe(349);
    const edited = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${productId}`,
      headers: admin,
      payload: { ...payload, price_cents: 29_900 },
    });
    expect(edited).toHaveStatus(200);
    expect(await listedPrice(first)).toBe(299);
    expect(await listedPrice(second)).toBe(349);
  });
});
