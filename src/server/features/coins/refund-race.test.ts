/**
 * A withdrawal reserves the purchase's passagens in the transaction that checks them
 * (docs/architecture/coins.md, Refunds): raced against starting a voyage with those passagens, on
 * two instances of one database, exactly one wins, and the ledger still adds up to the balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersion } from '#shared/legal/documents.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const ROUNDS = 50;
/** Instances of one deployment share their secrets. */
const env = { ...accountTestEnv, JWT_SECRET: 'segredo-de-teste-das-duas-instancias-32+' };

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ env });
  second = await createTestApp({ env, sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('withdrawing from a purchase while its passagens are spent', () => {
  it(`never refunds what was spent (${ROUNDS} rounds on two instances)`, { timeout: 120_000 }, async () => {
    const db = first.app.db;
    const coinPackage = await createCoinPackage(db, { amount: 3, price: 1490 });
    const voyage = await createVoyage(db, { cost: 3 });
    const outcomes = new Set<string>();

    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(db);
      const headers = await authHeadersFor(first.app, user);
      const checkout = await first.app.inject({
        method: 'POST',
        url: `/api/v1/packages/${coinPackage.id}/checkout`,
        headers,
        payload: { terms_version: termsVersion },
      });
      const orderId: string = checkout.json().data.order_id;
      const approve = await first.app.inject({
        method: 'POST',
        url: `/api/v1/payments/sandbox/${orderId}/approve`,
        headers,
      });
      expect(approve).toHaveStatus(200);

      const withdraw = () =>
        first.app.inject({ method: 'POST', url: `/api/v1/payments/orders/${orderId}/withdrawal`, headers });
      const start = () =>
        second.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
      // Alternate who is sent first, so both orders of arrival are raced.
      let withdrawal: Awaited<ReturnType<typeof withdraw>>;
      let started: Awaited<ReturnType<typeof start>>;
      if (round % 2 === 0) [withdrawal, started] = await Promise.all([withdraw(), start()]);
      else [started, withdrawal] = await Promise.all([start(), withdraw()]);

      const answers = `${withdrawal.statusCode}/${started.statusCode}`;
      outcomes.add(answers);
      // Exactly one of them: the refund of unspent passagens, or the voyage bought with them.
      expect(['200/409', '409/200'], `round ${round}: ${withdrawal.body} ${started.body}`).toContain(answers);
      if (withdrawal.statusCode === 409) expect(withdrawal.json().code).toBe('WITHDRAWAL_SPENT');
      if (started.statusCode === 409) expect(started.json().code).toBe('INSUFFICIENT_PASSAGENS');

      const order = await db
        .selectFrom('coin_orders')
        .select(['refund_requested_at', 'refunded_at'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const spends = await db
        .selectFrom('coin_ledger')
        .select('id')
        .where('user_id', '=', user.id)
        .where('kind', '=', 'spend')
        .execute();
      const refunded = order.refund_requested_at !== null || order.refunded_at !== null;
      expect(refunded && spends.length > 0, `round ${round}: refunded and spent`).toBe(false);
      expect(refunded || spends.length > 0, `round ${round}: neither`).toBe(true);
    }

    // Every balance is its ledger's sum.
    const balances = await db.selectFrom('users').select(['id', 'coins']).execute();
    const sums = await db
      .selectFrom('coin_ledger')
      .select(['user_id', (eb) => eb.fn.sum<number>('amount').as('total')])
      .groupBy('user_id')
      .execute();
    const sumOf = new Map(sums.map((row) => [row.user_id, Number(row.total)]));
    for (const user of balances) expect(user.coins, `user ${user.id}`).toBe(sumOf.get(user.id) ?? 0);
  });
});
