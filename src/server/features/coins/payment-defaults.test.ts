/**
 * No free money by default (docs/decisions/100): a server started with NODE_ENV=production and no
 * PAYMENT_PROVIDER takes no payment and has no sandbox buttons; the sandbox runs there only when
 * named, and then says payments are simulated. The sandbox also refunds, for the browser tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { pt } from '#shared/messages/pt.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

async function balanceOf(app: App, userId: number) {
  return (await app.db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirstOrThrow())
    .coins;
}

describe('NODE_ENV=production without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('lists the packages but cannot take a payment, and the sandbox routes do not exist', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 3, price: 1490 });
    const user = await createUser(t.app.db, { coins: 3 });
    const headers = await authHeadersFor(t.app, user);

    const config = await t.app.inject({ url: '/api/v1/payments/config' });
    expect(config.json().data).toEqual({
      provider: null,
      simulated: false,
      buying_enabled: false,
      seller: null,
    });
    const packages = await t.app.inject({ url: '/api/v1/packages' });
    expect(packages.json().data.map((item: { id: string }) => item.id)).toContain(String(coinPackage.id));

    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/v1/packages/${coinPackage.id}/checkout`,
      headers,
      payload: { terms_version: termsVersion },
    });
    expect(checkout).toHaveStatus(503);
    expect(checkout.json()).toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
      message: pt.coinsUi.buyingDisabled,
    });

    // An order that exists (say, from before the provider was removed) still cannot be approved.
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('coin_orders')
      .values({
        id: orderId,
        user_id: user.id,
        package_id: coinPackage.id,
        amount: 3,
        price: 1490,
        status: 'pending',
        provider: 'sandbox',
        provider_reference: null,
        created_at: now,
        updated_at: now,
        paid_at: null,
        cancelled_at: null,
      })
      .execute();
    for (const action of ['approve', 'cancel']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/sandbox/${orderId}/${action}`,
        headers,
      });
      expect(response).toHaveStatus(404);
    }
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_1',
        type: 'payment.approved',
        data: { order_id: orderId, amount: 1490 },
      }),
    });
    expect(webhook).toHaveStatus(404);
    expect(await balanceOf(t.app, user.id)).toBe(3);
    const order = await t.app.db
      .selectFrom('coin_orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirst();
    expect(order?.status).toBe('pending');
  });
});

describe('NODE_ENV=production with PAYMENT_PROVIDER=sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } });
  });
  afterAll(() => t.close());

  it('says payments are simulated', async () => {
    const config = await t.app.inject({ url: '/api/v1/payments/config' });
    expect(config.json().data).toEqual({
      provider: 'sandbox',
      simulated: true,
      buying_enabled: true,
      seller: null,
    });
  });
});

describe('the sandbox refunds as a provider would', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  async function paidSandboxOrder(amount: number) {
    const coinPackage = await createCoinPackage(t.app.db, { amount, price: 1990 });
    const user = await createUser(t.app.db, { coins: 2 });
    const headers = await authHeadersFor(t.app, user);
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/v1/packages/${coinPackage.id}/checkout`,
      headers,
      payload: { terms_version: termsVersion },
    });
    const orderId = checkout.json().data.order_id as string;
    await t.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${orderId}/approve`, headers });
    return { user, headers, orderId };
  }

  it('withdraws a purchase at once: the refund is confirmed by a signed webhook', async () => {
    const { user, headers, orderId } = await paidSandboxOrder(4);
    expect(await balanceOf(t.app, user.id)).toBe(6);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/orders/${orderId}/withdrawal`,
      headers,
    });
    expect(withdrawn).toHaveStatus(200);
    expect(withdrawn.json().data.refund).toMatchObject({
      state: 'refunded',
      kind: 'withdrawal',
      refunded_passagens: 4,
    });
    expect(await balanceOf(t.app, user.id)).toBe(2);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/orders/${orderId}/withdrawal`,
      headers,
    });
    expect(again).toHaveStatus(409);
    expect(again.json().code).toBe('ORDER_NOT_REFUNDABLE');
  });

  it('refunds from the console at once, audit-logged', async () => {
    const { user, orderId } = await paidSandboxOrder(3);
    const admin = await createUser(t.app.db, { role: '1' });
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/refund`,
      headers: await authHeadersFor(t.app, admin),
      payload: { reason: 'Pedido do viajante por email' },
    });
    expect(refunded).toHaveStatus(200);
    expect(refunded.json().data.refund).toMatchObject({
      state: 'refunded',
      kind: 'staff',
      refunded_passagens: 3,
    });
    expect(await balanceOf(t.app, user.id)).toBe(2);
    const audit = await t.app.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('entity_id', '=', orderId)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['order.refund']);
  });
});
