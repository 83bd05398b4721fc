/**
 * Rate limits shared by every instance through Redis (docs/decisions/084): two apps on one
 * database and one Redis count together; with Redis away, signing in still works and the skipped
 * limit is logged; with Redis back, the count is shared again.
 */
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '#server/features/auth/session.service.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import {
  deleteRedisKeys,
  type PrivateRedis,
  SHARED_REDIS_URL,
  startPrivateRedis,
  uniqueRedisPrefix,
} from '#tests/redis-server.ts';

let address = 0;
/** Each attempt from its own address, so only the per-e-mail budget (5) is at stake. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
/** ioredis refuses a command at once while disconnected, as the client keeps no offline queue. */
const COMMAND_REFUSED_OFFLINE = 'enableOfflineQueue options is false';

function failedSignIn(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { Login: email, Password: 'senha-errada' },
    remoteAddress: nextAddress(),
  });
}

/** Two instances on one database and one Redis, as behind the proxy. */
async function twoInstances(env: Record<string, string>, logger?: { level: string; stream: Writable }) {
  const first = await createTestApp({ env, ...(logger ? { logger } : {}) });
  const second = await createTestApp({ env, sameDatabaseAs: first, ...(logger ? { logger } : {}) });
  return [first, second] as const;
}

describe('sign-in limits shared through Redis', () => {
  const prefix = uniqueRedisPrefix();
  let apps: readonly [TestApp, TestApp];
  beforeAll(async () => {
    apps = await twoInstances({
      PASSWORD_HASH_COST: 'test',
      REDIS_URL: SHARED_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: 'segredo-de-teste-dos-limites-com-32-caracteres',
    });
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await deleteRedisKeys(SHARED_REDIS_URL, prefix);
  });

  it('answers the sixth failed sign-in for one e-mail with 429, whichever instance answers', async () => {
    for (const last of [0, 1]) {
      const email = `alternando-${last}@exemplo.com`;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(await failedSignIn(apps[attempt % 2] as TestApp, email)).toHaveStatus(401);
      }
      const sixth = await failedSignIn(apps[last] as TestApp, email);
      expect(sixth).toHaveStatus(429);
      expect(sixth.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits ending sessions per traveller and the e-mail link per address, whichever instance answers', async () => {
    const user = await createUser(apps[0].app.db);
    const { token } = await startSession(apps[0].app.auth, user);
    const headers = { authorization: `Bearer ${token}` };
    // The sign-in budget (RATE_LIMIT_LOGIN_MAX, 10 by default), each call from another address.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await (apps[attempt % 2] as TestApp).app.inject({
        method: 'DELETE',
        url: `/api/v1/user/sessions/desconhecida-${attempt}`,
        headers,
        remoteAddress: nextAddress(),
      });
      expect(response, response.body).toHaveStatus(404);
    }
    const limited = await apps[1].app.inject({
      method: 'POST',
      url: '/api/v1/user/sessions/end-others',
      headers,
      remoteAddress: nextAddress(),
    });
    expect(limited, limited.body).toHaveStatus(429);

    const from = nextAddress();
    const viaLink = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/sessions/end-by-link',
        payload: { token: 'link-inventado' },
        remoteAddress: from,
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await viaLink(apps[attempt % 2] as TestApp)).toHaveStatus(410);
    }
    const eleventh = await viaLink(apps[0]);
    expect(eleventh).toHaveStatus(429);
    expect(eleventh.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('keeps its counters under the deployment prefix', async () => {
    const redis = apps[0].app.redis;
    expect(redis).not.toBeNull();
    const keys = await redis?.keys(`${prefix}rate-limit:*`);
    expect(keys?.some((key) => key.includes('sign-in-email:alternando-0@exemplo.com'))).toBe(true);
  });
});

describe('sign-in while Redis is away, and after it returns', () => {
  let redis: PrivateRedis;
  let apps: readonly [TestApp, TestApp];
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logged.push(chunk.toString());
      callback();
    },
  });

  beforeAll(async () => {
    redis = await startPrivateRedis();
    apps = await twoInstances(
      { PASSWORD_HASH_COST: 'test', REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniqueRedisPrefix() },
      { level: 'info', stream },
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await redis.close();
  });
  afterEach(() => vi.useRealTimers());

  it('signs in without limits (logged, never a 5xx) while Redis is stopped, and shares them again once it is back', async () => {
    const user = await createUser(apps[0].app.db);
    await redis.stop();

    const email = 'fora-do-ar@exemplo.com';
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await failedSignIn(apps[attempt % 2] as TestApp, email);
      expect(response).toHaveStatus(401);
    }
    // No waiting on a server that is not there: the command is refused at once (no offline queue),
    // never left to the command timeout.
    const skipped = logged.filter((line) => line.includes('rate limit skipped'));
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.filter((line) => !line.includes(COMMAND_REFUSED_OFFLINE))).toEqual([]);
    const signedIn = await apps[1].app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { Login: user.email, Password: DEFAULT_TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(signedIn).toHaveStatus(200);
    expect(logged.some((line) => line.includes('rate limit skipped'))).toBe(true);
    // A route's own limit (the ebook links: 30 a minute) is skipped as well: the answer is the route's.
    const download = await apps[0].app.inject({
      url: '/api/v1/ebook/download/link-que-nao-existe-0123456789',
    });
    expect(download).toHaveStatus(404);
    // The outage is logged once, on the first failed reconnection.
    await vi.waitFor(() => expect(logged.some((line) => line.includes('Redis unreachable'))).toBe(true), {
      timeout: 15_000,
    });

    await redis.start();
    await vi.waitFor(
      () => {
        for (const t of apps) expect(t.app.redis?.status).toBe('ready');
      },
      { timeout: 15_000, interval: 50 },
    );
    const again = 'de-volta@exemplo.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await failedSignIn(apps[attempt % 2] as TestApp, again)).toHaveStatus(401);
    }
    expect(await failedSignIn(apps[1], again)).toHaveStatus(429);
    expect(logged.some((line) => line.includes('Redis reachable again'))).toBe(true);
  });

  it('answers a sign-in within seconds when Redis hangs (connected, silent)', async () => {
    await vi.waitFor(() => expect(apps[0].app.redis?.status).toBe('ready'), { timeout: 15_000 });
    redis.freeze();
    try {
      const before = logged.length;
      const response = await failedSignIn(apps[0], 'servidor-parado@exemplo.com');
      expect(response).toHaveStatus(401);
      // Both limits were given up by the client's command timeout (one second), not waited for.
      const skipped = logged.slice(before).filter((line) => line.includes('rate limit skipped'));
      expect(skipped.map((line) => line.includes('Command timed out'))).toEqual([true, true]);
    } finally {
      redis.thaw();
    }
  });
});
