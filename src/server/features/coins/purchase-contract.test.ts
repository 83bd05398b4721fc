/**
 * The contract of a purchase (docs/architecture/legal.md): the order records the terms version the
 * summary showed and the package's price and discount; "Meus pedidos" answers every order of the
 * traveller with that summary and who sells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersion } from '#shared/legal/documents.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser } from '#tests/factories.ts';
import { sellerTestEnv } from '#tests/seller-test-env.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const termsChanged =
  'Os Termos de Uso e de Compra mudaram. Recarregue a página para ver o resumo com a versão em vigor.';

describe('the contract of a purchase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountTestEnv, ...sellerTestEnv } });
  });
  afterAll(() => t.close());

  function checkout(headers: Record<string, string>, packageId: number, payload?: object) {
    return t.app.inject({ method: 'POST', url: `/api/v1/packages/${packageId}/checkout`, headers, payload });
  }

  it('records on the order the terms version accepted, the price and the discount', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 7, price: 3290, discount: 10 });
    const headers = await authHeadersFor(t.app, await createUser(t.app.db));
    const response = await checkout(headers, coinPackage.id, { terms_version: termsVersion });
    expect(response, response.body).toHaveStatus(201);
    const row = await t.app.db
      .selectFrom('coin_orders')
      .select(['terms_version', 'list_price', 'discount', 'price', 'amount'])
      .where('id', '=', response.json().data.order_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      terms_version: termsVersion,
      list_price: 3290,
      discount: 10,
      price: 2961,
      amount: 7,
    });
  });

  it('refuses a summary without the terms version or with one no longer in force, creating no order', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 3, price: 1490 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    for (const payload of [undefined, {}, { terms_version: '2020-01-01' }]) {
      const response = await checkout(headers, coinPackage.id, payload);
      expect(response, response.body).toHaveStatus(422);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      if (payload !== undefined) {
        expect(response.json()).toMatchObject({
          message: termsChanged,
          errors: { terms_version: [termsChanged] },
        });
      }
    }
    const orders = await t.app.db
      .selectFrom('coin_orders')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('answers "Meus pedidos": every order of the traveller with its contract, newest first, and who sells', async () => {
    const canoa = await createCoinPackage(t.app.db, { name: 'Canoa', amount: 3, price: 1490 });
    const barco = await createCoinPackage(t.app.db, { name: 'Barco', amount: 10, price: 3990, discount: 20 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const first = (await checkout(headers, canoa.id, { terms_version: termsVersion })).json().data.order_id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${first}/approve`,
      headers,
    });
    expect(approved, approved.body).toHaveStatus(200);
    const second = (await checkout(headers, barco.id, { terms_version: termsVersion })).json().data.order_id;
    // Someone else's order is never listed.
    const stranger = await authHeadersFor(t.app, await createUser(t.app.db));
    await checkout(stranger, canoa.id, { terms_version: termsVersion });

    expect(await t.app.inject({ url: '/api/v1/payments/orders' })).toHaveStatus(401);
    const response = await t.app.inject({ url: '/api/v1/payments/orders', headers });
    expect(response, response.body).toHaveStatus(200);
    const { seller, orders } = response.json().data;
    expect(seller).toEqual({
      legalName: sellerTestEnv.SELLER_LEGAL_NAME,
      tradeName: sellerTestEnv.SELLER_TRADE_NAME,
      cnpj: '11.222.333/0001-81',
      address: sellerTestEnv.SELLER_ADDRESS,
      email: sellerTestEnv.SELLER_EMAIL,
      phone: sellerTestEnv.SELLER_PHONE,
      dpoName: sellerTestEnv.DPO_NAME,
      dpoEmail: sellerTestEnv.DPO_EMAIL,
    });
    expect(orders.map((order: { id: string }) => order.id)).toEqual([second, first]);
    expect(orders[0]).toMatchObject({
      status: 'pending',
      package_name: 'Barco',
      passagens: 10,
      list_price: 3990,
      discount: 20,
      total: 3192,
      terms_version: termsVersion,
      paid_at: null,
    });
    expect(orders[1]).toMatchObject({
      status: 'paid',
      package_name: 'Canoa',
      passagens: 3,
      list_price: 1490,
      discount: 0,
      total: 1490,
      terms_version: termsVersion,
      paid_at: expect.any(String),
      refund: null,
    });
  });

  it('tells the purchase summary who sells', async () => {
    const config = await t.app.inject({ url: '/api/v1/payments/config' });
    expect(config.json().data.seller).toMatchObject({ cnpj: '11.222.333/0001-81', dpoName: 'Ana Souza' });
  });
});
