import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { WELCOME_PASSAGENS } from '#shared/constants.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';
import { signWebhook } from './webhook-signature.ts';

type Headers = Record<string, string>;
const SECRET = 'segredo-do-webhook-de-teste-com-32-caracteres-ou-mais';
const webhookUrl = '/api/v1/payments/webhook';

async function balanceOf(app: App, userId: number) {
  return (await app.db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirstOrThrow())
    .coins;
}

async function ledgerOf(app: App, userId: number) {
  return app.db.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

async function expectLedgerMatchesBalance(app: App, userId: number) {
  const ledger = await ledgerOf(app, userId);
  expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(await balanceOf(app, userId));
}

function approval(orderId: string, amount: number, eventId = `evt_${orderId}`) {
  return JSON.stringify({
    id: eventId,
    type: 'payment.approved',
    data: { order_id: orderId, amount, currency: 'brl' },
  });
}

function deliver(app: App, body: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: webhookUrl,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-rota-signature': signature }),
    },
    payload: body,
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('passagens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountTestEnv, PAYMENT_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  async function checkout(headers: Headers, packageId: number | string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/packages/${packageId}/checkout`,
      headers,
      payload: { terms_version: termsVersion },
    });
  }

  it('lists the packages with the price with discount, in centavos', async () => {
    await createCoinPackage(t.app.db, {
      slug: 'canoa',
      name: 'Canoa',
      amount: 3,
      price: 1490,
      sort_order: -3,
    });
    await createCoinPackage(t.app.db, {
      slug: 'barco',
      name: 'Barco',
      amount: 7,
      price: 3290,
      discount: 10,
      sort_order: -2,
    });
    await createCoinPackage(t.app.db, { slug: 'fora', is_active: false, sort_order: -1 });
    const response = await t.app.inject({ url: '/api/v1/packages' });
    expect(response).toHaveStatus(200);
    const { data } = response.json();
    expect(data.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        name: 'Canoa',
        amount: 3,
        price: 1490,
        price_with_discount: 1490,
        discount: 0,
      },
      {
        id: expect.any(String),
        name: 'Barco',
        amount: 7,
        price: 3290,
        price_with_discount: 2961,
        discount: 10,
      },
    ]);
    expect(data.some((item: { name: string }) => item.name.startsWith('Pacote de teste'))).toBe(false);
  });

  it('gives a new account its welcome passagens as a ledger row', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: {
        name: 'Jaci Tapajós',
        email: 'jaci@exemplo.com.br',
        password: 'Boto-Rosa-2026',
        password_confirmation: 'Boto-Rosa-2026',
      },
    });
    expect(response).toHaveStatus(201);
    expect(response.json().data.user.coins).toBe(WELCOME_PASSAGENS);
    const userId = Number(response.json().data.user.id);
    expect(await ledgerOf(t.app, userId)).toMatchObject([
      { amount: WELCOME_PASSAGENS, kind: 'grant', reason: 'welcome', balance_after: WELCOME_PASSAGENS },
    ]);
    await expectLedgerMatchesBalance(t.app, userId);
  });

  it('creates a pending order and answers the sandbox checkout address', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 7, price: 3290, discount: 10 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    expect(await checkout({}, coinPackage.id)).toHaveStatus(401);
    const response = await checkout(headers, coinPackage.id);
    expect(response).toHaveStatus(201);
    const data = response.json().data;
    expect(data).toEqual({
      order_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      checkout_url: `/pagamento/sandbox/${data.order_id}`,
      amount: 7,
      price: 2961,
      provider: 'sandbox',
    });
    const order = await t.app.inject({ url: `/api/v1/payments/orders/${data.order_id}`, headers });
    expect(order.json().data).toMatchObject({ id: data.order_id, status: 'pending', amount: 7, price: 2961 });

    const stranger = await authHeadersFor(t.app, await createUser(t.app.db));
    const hidden = await t.app.inject({ url: `/api/v1/payments/orders/${data.order_id}`, headers: stranger });
    expect(hidden).toHaveStatus(404);
    expect(hidden.json().message).toBe('Pedido não encontrado');

    for (const id of ['999999', 'abc']) {
      const missing = await checkout(headers, id);
      expect(missing).toHaveStatus(404);
      expect(missing.json().message).toBe('Pacote não encontrado');
    }
  });

  it('sandbox approval delivers a signed webhook, credits once and returns to the store', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 3, price: 1490 });
    const user = await createUser(t.app.db, { coins: 1 });
    const headers = await authHeadersFor(t.app, user);
    const orderId = (await checkout(headers, coinPackage.id)).json().data.order_id;

    const stranger = await authHeadersFor(t.app, await createUser(t.app.db));
    const url = `/api/v1/payments/sandbox/${orderId}/approve`;
    expect(await t.app.inject({ method: 'POST', url, headers: stranger })).toHaveStatus(404);

    const approved = await t.app.inject({ method: 'POST', url, headers });
    expect(approved).toHaveStatus(200);
    expect(approved.json().data).toEqual({
      order_id: orderId,
      status: 'paid',
      redirect_url: `/user/store/coins?pedido=${orderId}&status=aprovado`,
    });
    expect(await balanceOf(t.app, user.id)).toBe(4);

    const again = await t.app.inject({ method: 'POST', url, headers });
    expect(again).toHaveStatus(409);
    expect(again.json().code).toBe('ORDER_NOT_PENDING');
    expect(await balanceOf(t.app, user.id)).toBe(4);

    const history = (await t.app.inject({ url: '/api/v1/coins/history', headers })).json().data;
    expect(history.balance).toBe(4);
    expect(history.entries[0]).toMatchObject({
      amount: 3,
      kind: 'purchase',
      reason: 'package_purchase',
      order_id: orderId,
      package_name: coinPackage.name,
      balance_after: 4,
    });
    await expectLedgerMatchesBalance(t.app, user.id);
  });

  it('sandbox cancellation closes the order without credit', async () => {
    const coinPackage = await createCoinPackage(t.app.db);
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const orderId = (await checkout(headers, coinPackage.id)).json().data.order_id;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${orderId}/cancel`,
      headers,
    });
    expect(cancelled.json().data).toEqual({
      order_id: orderId,
      status: 'cancelled',
      redirect_url: `/user/store/coins?pedido=${orderId}&status=cancelado`,
    });
    const order = (await t.app.inject({ url: `/api/v1/payments/orders/${orderId}`, headers })).json().data;
    expect(order).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String), paid_at: null });
    expect(await balanceOf(t.app, user.id)).toBe(0);
  });

  it('a webhook delivered ten times, some concurrently, credits once', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 15, price: 6990, discount: 20 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const orderId = (await checkout(headers, coinPackage.id)).json().data.order_id;
    const body = approval(orderId, 5592);

    const concurrent = await Promise.all(
      Array.from({ length: 6 }, () => deliver(t.app, body, signWebhook(SECRET, body, nowSeconds()))),
    );
    const sequential = [];
    for (let index = 0; index < 4; index += 1) {
      sequential.push(await deliver(t.app, body, signWebhook(SECRET, body, nowSeconds())));
    }
    const responses = [...concurrent, ...sequential];
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = responses.map((response) => response.json().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_processed')).toHaveLength(9);

    expect(await balanceOf(t.app, user.id)).toBe(15);
    const purchases = (await ledgerOf(t.app, user.id)).filter((row) => row.kind === 'purchase');
    expect(purchases).toHaveLength(1);
    await expectLedgerMatchesBalance(t.app, user.id);
  });

  it('refuses forged, stale, missing and malformed signatures', async () => {
    const coinPackage = await createCoinPackage(t.app.db);
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const orderId = (await checkout(headers, coinPackage.id)).json().data.order_id;
    const body = approval(orderId, 2500);
    const now = nowSeconds();

    const attempts = {
      forged: signWebhook('outro-segredo-qualquer-com-32-caracteres!!', body, now),
      tampered: signWebhook(SECRET, approval(orderId, 1), now),
      stale: signWebhook(SECRET, body, now - 301),
      // Well past the tolerance: the server's clock moves on while the attempts before it run
      // (the exact boundary is tested in webhook-signature.test.ts).
      future: signWebhook(SECRET, body, now + 360),
      malformed: 'assinatura',
      empty: '',
    };
    for (const [name, signature] of Object.entries(attempts)) {
      const response = await deliver(t.app, body, signature);
      expect(response, name).toHaveStatus(401);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_SIGNATURE' });
    }
    expect(await deliver(t.app, body)).toHaveStatus(401);
    expect(await balanceOf(t.app, user.id)).toBe(0);

    // Within the tolerance it is accepted.
    const fresh = await deliver(t.app, body, signWebhook(SECRET, body, now - 200));
    expect(fresh.json().data).toMatchObject({ status: 'paid', outcome: 'credited' });
    expect(await balanceOf(t.app, user.id)).toBe(5);
  });

  it('refuses a payment whose amount differs from the order or is not given, and unknown orders', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { price: 2500 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const orderId = (await checkout(headers, coinPackage.id)).json().data.order_id;
    const cheap = approval(orderId, 100);
    const mismatch = await deliver(t.app, cheap, signWebhook(SECRET, cheap, nowSeconds()));
    expect(mismatch).toHaveStatus(422);
    expect(await balanceOf(t.app, user.id)).toBe(0);

    // Signed, but silent about the money: nothing changes either.
    for (const data of [
      { order_id: orderId },
      { order_id: orderId, currency: 'brl' },
      { order_id: orderId, amount: 2500 },
    ]) {
      for (const type of ['payment.approved', 'payment.refunded']) {
        const silent = JSON.stringify({
          id: `evt_sem_valor_${type}_${Object.keys(data).length}`,
          type,
          data,
        });
        const response = await deliver(t.app, silent, signWebhook(SECRET, silent, nowSeconds()));
        expect(response, silent).toHaveStatus(422);
        expect(response.json()).toMatchObject({ success: false, code: 'PAYMENT_MISMATCH' });
      }
    }
    expect(await balanceOf(t.app, user.id)).toBe(0);
    const order = await t.app.db
      .selectFrom('coin_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('pending');
    expect(
      await t.app.db.selectFrom('payment_events').select('id').where('order_id', '=', orderId).execute(),
    ).toEqual([]);

    const unknown = approval('00000000-0000-4000-8000-000000000000', 100);
    expect(await deliver(t.app, unknown, signWebhook(SECRET, unknown, nowSeconds()))).toHaveStatus(404);

    const notJson = 'isto não é json';
    expect(await deliver(t.app, notJson, signWebhook(SECRET, notJson, nowSeconds()))).toHaveStatus(400);

    const other = JSON.stringify({ id: 'evt_x', type: 'payment.disputed', data: { order_id: orderId } });
    const ignored = await deliver(t.app, other, signWebhook(SECRET, other, nowSeconds()));
    expect(ignored.json().data).toMatchObject({ outcome: 'ignored', status: null });
  });

  it('history lists spends with the voyage title, newest first; it needs a session', async () => {
    const voyage = await createVoyage(t.app.db, { cost: 2, title: 'Rio das Contas' });
    const user = await createUser(t.app.db, { coins: 3 });
    const headers = await authHeadersFor(t.app, user);
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    const response = await t.app.inject({ url: '/api/v1/coins/history?limit=1', headers });
    expect(response.json().data).toEqual({
      balance: 1,
      entries: [
        {
          id: expect.any(String),
          amount: -2,
          kind: 'spend',
          reason: 'voyage_start',
          voyage_id: String(voyage.id),
          voyage_title: 'Rio das Contas',
          order_id: null,
          package_name: null,
          balance_after: 1,
          note: null,
          created_at: expect.any(String),
          withdrawal: null,
        },
      ],
    });
    expect(await t.app.inject({ url: '/api/v1/coins/history' })).toHaveStatus(401);
    expect(await t.app.inject({ url: '/api/v1/coins/history?limit=0', headers })).toHaveStatus(400);
  });

  it('documents every voyage and passagens call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/voyages/get/episodes',
        '/api/v1/voyages/get/public/episodes',
        '/api/v1/voyages/get/episode/{id}',
        '/api/v1/voyages/content/{id}',
        '/api/v1/voyages/content/public/{id}',
        '/api/v1/voyages/{id}/start',
        '/api/v1/voyages/check-access/{id}',
        '/api/v1/voyages/{id}/change/progress',
        '/api/v1/voyages/{id}/views',
        '/api/v1/packages',
        '/api/v1/packages/{id}/checkout',
        '/api/v1/coins/history',
        '/api/v1/payments/orders',
        '/api/v1/payments/orders/{id}',
        '/api/v1/payments/webhook',
        '/api/v1/payments/sandbox/{id}/approve',
        '/api/v1/payments/sandbox/{id}/cancel',
        '/api/v1/payments/config',
        '/api/v1/payments/orders/{id}/withdrawal',
        '/api/v1/admin/travellers/{id}/orders',
        '/api/v1/admin/orders/{id}/refund',
      ]),
    );
  });

  it('the ledger is append-only and balances cannot go negative, in the database itself', async () => {
    const user = await createUser(t.app.db, { coins: 2 });
    await expect(
      t.app.db.updateTable('coin_ledger').set({ amount: 100 }).where('user_id', '=', user.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.db.deleteFrom('coin_ledger').where('user_id', '=', user.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(
      t.app.db.updateTable('users').set({ coins: -1 }).where('id', '=', user.id).execute(),
    ).rejects.toThrow();
    await expectLedgerMatchesBalance(t.app, user.id);
  });
});
