/**
 * The signed-in money routes count per traveller, shared by every instance through Redis, so
 * travellers behind one address do not block each other; a wider budget per address remains.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersion } from '#shared/legal/documents.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { deleteRedisKeys, SHARED_REDIS_URL, uniqueRedisPrefix } from '#tests/redis-server.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

type Headers = Record<string, string>;
/** A boat's shared connection. */
const BOAT = '10.20.30.40';

const prefix = uniqueRedisPrefix();
let apps: [TestApp, TestApp];

beforeAll(async () => {
  const env = {
    ...accountTestEnv,
    JWT_SECRET: 'segredo-de-teste-das-duas-instancias-32+',
    REDIS_URL: SHARED_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
  };
  const first = await createTestApp({ env });
  apps = [first, await createTestApp({ env, sameDatabaseAs: first })];
});
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await deleteRedisKeys(SHARED_REDIS_URL, prefix);
});

const traveller = async () => authHeadersFor(apps[0].app, await createUser(apps[0].app.db));

/** Withdrawing from an order that is not theirs (404): each call still counts. */
function withdraw(instance: number, headers: Headers, remoteAddress = BOAT) {
  return (apps[instance % 2] as TestApp).app.inject({
    method: 'POST',
    url: `/api/v1/payments/orders/${randomUUID()}/withdrawal`,
    headers,
    remoteAddress,
  });
}

function checkout(instance: number, headers: Headers, remoteAddress = BOAT) {
  return (apps[instance % 2] as TestApp).app.inject({
    method: 'POST',
    url: '/api/v1/packages/999999/checkout',
    headers,
    payload: { terms_version: termsVersion },
    remoteAddress,
  });
}

describe('limits of the money routes', () => {
  it.each([
    ['withdrawal', 10, withdraw],
    ['checkout', 20, checkout],
  ] as const)(
    '%s: %i calls a minute per traveller, on any instance; a neighbour on the same address goes on',
    async (_name, max, call) => {
      const ana = await traveller();
      const bruno = await traveller();
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect(await call(attempt, ana)).toHaveStatus(404);
      }
      const over = await call(max, ana);
      expect(over).toHaveStatus(429);
      expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Ana's budget is hers: Bruno, on the same boat, is not blocked.
      expect(await call(max + 1, bruno)).toHaveStatus(404);
    },
  );

  it('still counts per address, above what travellers sharing one need', async () => {
    const address = '10.20.30.99';
    let answered = 0;
    while (answered < 60) {
      const headers = await traveller();
      for (let attempt = 0; attempt < 6 && answered < 60; attempt += 1, answered += 1) {
        expect(await withdraw(answered, headers, address)).toHaveStatus(404);
      }
    }
    expect(await withdraw(0, await traveller(), address)).toHaveStatus(429);
  });
});
