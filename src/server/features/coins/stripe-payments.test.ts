/**
 * Stripe Checkout end to end through the real `stripe` SDK, pointed (STRIPE_API_BASE) at a
 * stand-in on loopback; webhooks signed with the SDK's own generateTestHeaderString. On SQLite,
 * and on PostgreSQL when TEST_DATABASE_URL is set (docs/decisions/100).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { pt } from '#shared/messages/pt.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser, createVoyage } from '#tests/factories.ts';
import { mailsMatching, readOutbox, waitForMail } from '#tests/outbox.ts';
import { sellerTestEnv } from '#tests/seller-test-env.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';
import { type StripeStandIn, startStripeServer, stripeEvent, stripeSignature } from '#tests/stripe-server.ts';

const WEBHOOK_SECRET = 'whsec_c2VncmVkby1kby13ZWJob29rLWRhLXN0cmlwZQ';
const SECRET_KEY = 'sk_test_51RotaAmazoniaTesteChave';
const webhookUrl = '/api/v1/payments/webhook';
const DAY_MS = 24 * 60 * 60 * 1000;

type Headers = Record<string, string>;

let stripe: StripeStandIn;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({
    env: {
      ...accountTestEnv,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      PUBLIC_URL: 'https://rota.test',
      ...sellerTestEnv,
    },
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});

async function balanceOf(app: App, userId: number) {
  return (await app.db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirstOrThrow())
    .coins;
}

async function ledgerOf(app: App, userId: number) {
  return app.db.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

async function orderRow(app: App, id: string) {
  return app.db.selectFrom('coin_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function eventCount(app: App) {
  const row = await app.db
    .selectFrom('payment_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Delivers a payload signed by the SDK, or with the given header (null: none at all). */
function deliver(payload: string, signature: string | null = stripeSignature(payload, WEBHOOK_SECRET)) {
  return t.app.inject({
    method: 'POST',
    url: webhookUrl,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

/** The Checkout Session object of an event about an order. */
function session(
  orderId: string,
  price: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: `cs_test_${orderId.slice(0, 8)}`,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: price,
    currency: 'brl',
    client_reference_id: orderId,
    metadata: { order_id: orderId },
    payment_intent: `pi_${orderId.replaceAll('-', '')}`,
    payment_status: 'paid',
    status: 'complete',
    ...overrides,
  };
}

function refundedCharge(orderId: string, price: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `ch_${orderId.replaceAll('-', '').slice(0, 20)}`,
    object: 'charge',
    amount: price,
    amount_refunded: price,
    currency: 'brl',
    refunded: true,
    payment_intent: `pi_${orderId.replaceAll('-', '')}`,
    metadata: {},
    ...overrides,
  };
}

async function buy(headers: Headers, packageId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/packages/${packageId}/checkout`,
    headers,
    payload: { terms_version: termsVersion },
  });
  expect(response).toHaveStatus(201);
  return response.json().data as { order_id: string; checkout_url: string; price: number; amount: number };
}

/** A traveller with a paid order of `amount` passagens (card, credited by the webhook). */
async function paidOrder(amount: number, price = 2990, coins = 0) {
  const coinPackage = await createCoinPackage(t.app.db, { amount, price });
  const user = await createUser(t.app.db, { coins });
  const headers = await authHeadersFor(t.app, user);
  const order = await buy(headers, coinPackage.id);
  const paid = await deliver(stripeEvent('checkout.session.completed', session(order.order_id, price)));
  expect(paid.json().data.outcome).toBe('credited');
  return { user, headers, order, coinPackage };
}

describe('Stripe Checkout', () => {
  it('creates a Checkout Session in BRL for the price with discount, card and Pix, naming the order', async () => {
    const coinPackage = await createCoinPackage(t.app.db, {
      name: 'Barco',
      amount: 7,
      price: 3290,
      discount: 10,
    });
    const user = await createUser(t.app.db, { email: 'barco@exemplo.com.br' });
    const order = await buy(await authHeadersFor(t.app, user), coinPackage.id);
    expect(order.price).toBe(2961);
    expect(order.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const sent = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '2961',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'pix',
      client_reference_id: order.order_id,
      'metadata[order_id]': order.order_id,
      'payment_intent_data[metadata][order_id]': order.order_id,
      customer_email: 'barco@exemplo.com.br',
      success_url: `https://rota.test/user/store/coins?pedido=${order.order_id}&status=aprovado`,
      cancel_url: `https://rota.test/user/store/coins?pedido=${order.order_id}&status=cancelado`,
    });
    expect(sent?.form['line_items[0][price_data][product_data][name]']).toContain('Barco');
    // The session id is kept until the payment names its PaymentIntent.
    expect((await orderRow(t.app, order.order_id)).provider_reference).toMatch(/^cs_test_/);
  });

  it('credits a card payment once and e-mails the receipt with the contract’s summary', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { name: 'Canoa', amount: 3, price: 1490 });
    const user = await createUser(t.app.db, { name: 'Jaci', email: 'jaci.recibo@exemplo.com.br' });
    const order = await buy(await authHeadersFor(t.app, user), coinPackage.id);
    const payload = stripeEvent('checkout.session.completed', session(order.order_id, 1490));

    const first = await deliver(payload);
    expect(first).toHaveStatus(200);
    expect(first.json().data).toEqual({
      received: true,
      order_id: order.order_id,
      status: 'paid',
      outcome: 'credited',
    });
    const again = await deliver(payload);
    expect(again.json().data.outcome).toBe('already_processed');
    expect(await balanceOf(t.app, user.id)).toBe(3);
    expect((await orderRow(t.app, order.order_id)).provider_reference).toBe(
      `pi_${order.order_id.replaceAll('-', '')}`,
    );

    // The receipt goes through the mail queue: wait for it, then check it is the only one.
    const receipt = await waitForMail(t.dataDir, { to: 'jaci.recibo@exemplo.com.br' });
    expect(mailsMatching(t.dataDir, { to: 'jaci.recibo@exemplo.com.br' })).toHaveLength(1);
    expect(receipt?.subject).toBe('Recibo da sua compra de Passagens — Rota Amazônia');
    for (const body of [receipt?.text, receipt?.html]) {
      expect(body).toContain('Pacote: Canoa');
      expect(body).toContain('Passagens: 3');
      expect(body).toContain('Preço: R$ 14,90');
      expect(body).toContain('Desconto: Sem desconto');
      expect(body).toContain('Valor pago: R$ 14,90');
      expect(body).toContain(`Número do pedido: ${order.order_id}`);
      expect(body).toMatch(/Data: \d{1,2} de [a-zç]+ de \d{4}/);
      expect(body).toContain(
        `Termos de Uso e de Compra aceitos: versão ${termsVersion} (https://rota.test/termos)`,
      );
      expect(body).toContain(
        'Quem vende: Rota Amazônia — Rota Amazônia Viagens Educativas e Expedições Fluviais Ltda., CNPJ 11.222.333/0001-81',
      );
      expect(body).toContain(
        'Endereço: Av. Eduardo Ribeiro, 520, Sala 1203, Edifício Rio Negro, Centro, Manaus - AM, 69010-001',
      );
      expect(body).toContain(
        'Encarregado de dados (LGPD): Ana Souza, encarregado.privacidade@rotaamazonia.example',
      );
      expect(body).toContain('Você pode desistir desta compra em até 7 dias');
    }
    // The button leads to "Meus pedidos", where the contract stays readable.
    expect(receipt?.text).toContain('Ver meus pedidos: https://rota.test/conta/pedidos');
  });

  it('keeps a Pix payment pending until async_payment_succeeded, then credits it once', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 5, price: 2490 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const order = await buy(headers, coinPackage.id);

    const completed = await deliver(
      stripeEvent('checkout.session.completed', session(order.order_id, 2490, { payment_status: 'unpaid' })),
    );
    expect(completed.json().data).toMatchObject({ status: 'pending', outcome: 'awaiting_settlement' });
    const waiting = await t.app.inject({ url: `/api/v1/payments/orders/${order.order_id}`, headers });
    expect(waiting.json().data).toMatchObject({ status: 'pending', awaiting_settlement: true });
    expect(await balanceOf(t.app, user.id)).toBe(0);

    const settled = stripeEvent('checkout.session.async_payment_succeeded', session(order.order_id, 2490));
    expect((await deliver(settled)).json().data).toMatchObject({ status: 'paid', outcome: 'credited' });
    expect((await deliver(settled)).json().data.outcome).toBe('already_processed');
    // Another event about the same paid order credits nothing either.
    const late = stripeEvent('checkout.session.async_payment_succeeded', session(order.order_id, 2490));
    expect((await deliver(late)).json().data.outcome).toBe('already_processed');
    expect(await balanceOf(t.app, user.id)).toBe(5);
    const paid = await t.app.inject({ url: `/api/v1/payments/orders/${order.order_id}`, headers });
    expect(paid.json().data).toMatchObject({ status: 'paid', awaiting_settlement: false });
    await waitForMail(t.dataDir, { to: user.email });
    expect(mailsMatching(t.dataDir, { to: user.email })).toHaveLength(1);
  });

  it('closes an order on async_payment_failed and on expired, without credit', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 5, price: 2490 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const pix = await buy(headers, coinPackage.id);
    const abandoned = await buy(headers, coinPackage.id);

    await deliver(
      stripeEvent('checkout.session.completed', session(pix.order_id, 2490, { payment_status: 'unpaid' })),
    );
    const failed = await deliver(
      stripeEvent(
        'checkout.session.async_payment_failed',
        session(pix.order_id, 2490, { payment_status: 'unpaid' }),
      ),
    );
    expect(failed.json().data).toMatchObject({ status: 'failed', outcome: 'failed' });
    const expired = await deliver(
      stripeEvent(
        'checkout.session.expired',
        session(abandoned.order_id, 2490, {
          payment_status: 'unpaid',
          status: 'expired',
          payment_intent: null,
        }),
      ),
    );
    expect(expired.json().data).toMatchObject({ status: 'cancelled', outcome: 'cancelled' });
    expect(await balanceOf(t.app, user.id)).toBe(0);
    expect(await ledgerOf(t.app, user.id)).toEqual([]);
    expect(readOutbox(t.dataDir).filter((mail) => mail.to === user.email)).toEqual([]);
  });

  it('refuses a forged, stale, tampered or missing signature with nothing changed', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 5, price: 2490 });
    const user = await createUser(t.app.db);
    const order = await buy(await authHeadersFor(t.app, user), coinPackage.id);
    const payload = stripeEvent('checkout.session.completed', session(order.order_id, 2490));
    const events = await eventCount(t.app);
    const now = Math.floor(Date.now() / 1000);

    const attempts = [
      deliver(payload, stripeSignature(payload, 'whsec_b3V0cm8tc2VncmVkby1xdWFscXVlcg')),
      deliver(payload, stripeSignature(payload, WEBHOOK_SECRET, now - 301)),
      deliver(
        payload.replace('"amount_total":2490', '"amount_total":1'),
        stripeSignature(payload, WEBHOOK_SECRET),
      ),
      deliver(payload, null),
      deliver(payload, 't=agora,v1=nada'),
    ];
    for (const [index, response] of (await Promise.all(attempts)).entries()) {
      expect([index, response.statusCode]).toEqual([index, 401]);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_SIGNATURE' });
    }
    expect(await balanceOf(t.app, user.id)).toBe(0);
    expect((await orderRow(t.app, order.order_id)).status).toBe('pending');
    expect(await eventCount(t.app)).toBe(events);
  });

  it('refuses an amount or currency that differs from the order: 422, nothing changes, logged', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 5, price: 2490 });
    const user = await createUser(t.app.db);
    const order = await buy(await authHeadersFor(t.app, user), coinPackage.id);
    const events = await eventCount(t.app);

    const cheaper = await deliver(stripeEvent('checkout.session.completed', session(order.order_id, 100)));
    expect(cheaper).toHaveStatus(422);
    expect(cheaper.json()).toMatchObject({
      code: 'PAYMENT_MISMATCH',
      message: pt.apiErrors.PAYMENT_MISMATCH,
    });
    const dollars = await deliver(
      stripeEvent('checkout.session.completed', session(order.order_id, 2490, { currency: 'usd' })),
    );
    expect(dollars).toHaveStatus(422);

    expect(await balanceOf(t.app, user.id)).toBe(0);
    expect((await orderRow(t.app, order.order_id)).status).toBe('pending');
    expect(await eventCount(t.app)).toBe(events);
    const logged = logLines.filter(
      (line) => line.includes(order.order_id) && line.includes('does not match'),
    );
    expect(logged).toHaveLength(2);
  });

  it('credits ten deliveries of one event, six of them concurrent, exactly once', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 4, price: 1990 });
    const user = await createUser(t.app.db);
    const order = await buy(await authHeadersFor(t.app, user), coinPackage.id);
    const payload = stripeEvent('checkout.session.completed', session(order.order_id, 1990));

    const concurrent = await Promise.all(Array.from({ length: 6 }, () => deliver(payload)));
    const sequential = [];
    for (let i = 0; i < 4; i += 1) sequential.push(await deliver(payload));
    const outcomes = [...concurrent, ...sequential].map((response) => {
      expect(response).toHaveStatus(200);
      return response.json().data.outcome;
    });
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_processed')).toHaveLength(9);
    expect(await balanceOf(t.app, user.id)).toBe(4);
    expect((await ledgerOf(t.app, user.id)).filter((row) => row.kind === 'purchase')).toHaveLength(1);
    const recorded = await t.app.db
      .selectFrom('payment_events')
      .selectAll()
      .where('order_id', '=', order.order_id)
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('answers 200 and ignores events it does not handle', async () => {
    const response = await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(response).toHaveStatus(200);
    expect(response.json().data).toMatchObject({ outcome: 'ignored' });
  });
});

describe('refunds from the console', () => {
  it('shows what was spent, asks Stripe for the refund, and takes back only unspent passagens on charge.refunded', async () => {
    const admin = await createUser(t.app.db, { role: '1' });
    const adminHeaders = await authHeadersFor(t.app, admin);
    const { user, headers, order } = await paidOrder(7, 3290);
    const voyage = await createVoyage(t.app.db, { cost: 2 });
    expect(
      await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers }),
    ).toHaveStatus(200);
    expect(await balanceOf(t.app, user.id)).toBe(5);

    const orders = await t.app.inject({
      url: `/api/v1/admin/travellers/${user.id}/orders`,
      headers: adminHeaders,
    });
    expect(orders).toHaveStatus(200);
    expect(orders.json().data).toEqual([
      expect.objectContaining({
        id: order.order_id,
        amount: 7,
        price: 3290,
        spent: 2,
        unspent: 5,
        refund: null,
      }),
    ]);

    const url = `/api/v1/admin/orders/${order.order_id}/refund`;
    const noReason = await t.app.inject({
      method: 'POST',
      url,
      headers: adminHeaders,
      payload: { reason: ' ' },
    });
    expect(noReason).toHaveStatus(422);
    expect(noReason.json().message).toBe('Informe o motivo do estorno.');
    const traveller = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Quero' } });
    expect(traveller).toHaveStatus(403);

    const refund = await t.app.inject({
      method: 'POST',
      url,
      headers: adminHeaders,
      payload: { reason: 'Cobrança em duplicidade' },
    });
    expect(refund).toHaveStatus(200);
    expect(refund.json().data.refund).toMatchObject({
      state: 'requested',
      kind: 'staff',
      refunded_passagens: 5,
    });
    const asked = stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1);
    expect(asked?.form).toMatchObject({
      payment_intent: `pi_${order.order_id.replaceAll('-', '')}`,
      'metadata[order_id]': order.order_id,
    });
    expect(asked?.idempotencyKey).toBe(`refund-${order.order_id}`);
    // The unspent passagens are reserved at once: nothing can spend them while Stripe works.
    expect(await balanceOf(t.app, user.id)).toBe(0);
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: adminHeaders,
      payload: { reason: 'De novo' },
    });
    expect(twice).toHaveStatus(409);

    const audit = await t.app.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('entity_id', '=', order.order_id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, action: 'order.refund', entity: 'coin_order' });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      reason: 'Cobrança em duplicidade',
      spent_since_purchase: 2,
    });

    const confirmed = stripeEvent('charge.refunded', refundedCharge(order.order_id, 3290));
    expect((await deliver(confirmed)).json().data).toMatchObject({
      order_id: order.order_id,
      outcome: 'refunded',
    });
    expect((await deliver(confirmed)).json().data.outcome).toBe('already_processed');
    const other = stripeEvent('charge.refunded', refundedCharge(order.order_id, 3290));
    expect((await deliver(other)).json().data.outcome).toBe('already_processed');
    expect(await balanceOf(t.app, user.id)).toBe(0);
    const refundRows = (await ledgerOf(t.app, user.id)).filter((row) => row.kind === 'refund');
    expect(refundRows).toEqual([
      expect.objectContaining({
        amount: -5,
        reason: 'order_refund',
        order_id: order.order_id,
        balance_after: 0,
      }),
    ]);
    const after = await t.app.inject({
      url: `/api/v1/admin/travellers/${user.id}/orders`,
      headers: adminHeaders,
    });
    expect(after.json().data[0]).toMatchObject({
      unspent: 0,
      refund: { state: 'refunded', refunded_passagens: 5 },
    });
  });

  it('never takes the balance below zero', async () => {
    const admin = await createUser(t.app.db, { role: '1' });
    const adminHeaders = await authHeadersFor(t.app, admin);
    const { user, order } = await paidOrder(5, 2490);
    // The team took 4 back by hand: only 1 of the order is left to take.
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/travellers/${user.id}/passagens`,
      headers: adminHeaders,
      payload: { amount: -4, reason: 'Correção de saldo' },
    });
    expect(adjusted).toHaveStatus(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.order_id}/refund`,
      headers: adminHeaders,
      payload: { reason: 'Pedido do viajante' },
    });
    await deliver(stripeEvent('charge.refunded', refundedCharge(order.order_id, 2490)));
    expect(await balanceOf(t.app, user.id)).toBe(0);
    const ledger = await ledgerOf(t.app, user.id);
    expect(ledger.at(-1)).toMatchObject({ kind: 'refund', amount: -1, balance_after: 0 });
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });

  it('refuses a partial or mismatched refund confirmation, and gives the claim back when Stripe refuses', async () => {
    const admin = await createUser(t.app.db, { role: '1' });
    const adminHeaders = await authHeadersFor(t.app, admin);
    const { user, order } = await paidOrder(3, 1490);

    const partial = await deliver(
      stripeEvent(
        'charge.refunded',
        refundedCharge(order.order_id, 1490, { amount_refunded: 500, refunded: false }),
      ),
    );
    expect(partial.json().data.outcome).toBe('ignored');
    const wrong = await deliver(
      stripeEvent('charge.refunded', refundedCharge(order.order_id, 1490, { currency: 'usd' })),
    );
    expect(wrong).toHaveStatus(422);
    expect(await balanceOf(t.app, user.id)).toBe(3);

    stripe.failNext('/v1/refunds', {
      status: 400,
      type: 'invalid_request_error',
      message: 'Charge has already been refunded.',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.order_id}/refund`,
      headers: adminHeaders,
      payload: { reason: 'Tentativa' },
    });
    expect(refused).toHaveStatus(502);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' });
    expect(await orderRow(t.app, order.order_id)).toMatchObject({
      refund_requested_at: null,
      refunded_passagens: null,
    });
    // The reserved passagens came back, and the ledger says so.
    expect(await balanceOf(t.app, user.id)).toBe(3);
    expect((await ledgerOf(t.app, user.id)).filter((row) => row.kind === 'refund')).toEqual([
      expect.objectContaining({ amount: -3, reason: 'order_refund', balance_after: 0 }),
      expect.objectContaining({ amount: 3, reason: 'refund_released', balance_after: 3 }),
    ]);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.order_id}/refund`,
      headers: adminHeaders,
      payload: { reason: 'Nova tentativa' },
    });
    expect(retried).toHaveStatus(200);
  });
});

describe('the 7-day right of withdrawal', () => {
  it('refunds an unspent purchase inside 7 days, through Stripe', async () => {
    const { user, headers, order } = await paidOrder(4, 1990, 1);
    const history = await t.app.inject({ url: '/api/v1/coins/history', headers });
    const purchase = history.json().data.entries.find((entry: { kind: string }) => entry.kind === 'purchase');
    expect(purchase.withdrawal).toMatchObject({ eligible: true, reason: null });

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/orders/${order.order_id}/withdrawal`,
      headers,
    });
    expect(withdrawn).toHaveStatus(200);
    expect(withdrawn.json().data.refund).toMatchObject({ state: 'requested', kind: 'withdrawal' });
    expect(
      stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)?.form.payment_intent,
    ).toBe(`pi_${order.order_id.replaceAll('-', '')}`);
    const waiting = await t.app.inject({ url: '/api/v1/coins/history', headers });
    expect(
      waiting.json().data.entries.find((entry: { kind: string }) => entry.kind === 'purchase').withdrawal,
    ).toMatchObject({ eligible: false, reason: 'refund_requested' });
    // Reserved while Stripe works: the purchase's passagens cannot be spent any more.
    expect(await balanceOf(t.app, user.id)).toBe(1);
    await deliver(stripeEvent('charge.refunded', refundedCharge(order.order_id, 1990)));
    expect(await balanceOf(t.app, user.id)).toBe(1);
    const after = await t.app.inject({ url: '/api/v1/coins/history', headers });
    const entries = after.json().data.entries;
    expect(entries[0]).toMatchObject({ kind: 'refund', reason: 'withdrawal', amount: -4, balance_after: 1 });
    expect(entries.find((entry: { kind: string }) => entry.kind === 'purchase').withdrawal).toMatchObject({
      eligible: false,
      reason: 'refunded',
    });
  });

  it('is refused after 7 days, with its pt-BR reason', async () => {
    const { headers, order } = await paidOrder(4, 1990);
    await t.app.db
      .updateTable('coin_orders')
      .set({ paid_at: new Date(Date.now() - 7 * DAY_MS - 60_000).toISOString() })
      .where('id', '=', order.order_id)
      .execute();
    const history = await t.app.inject({ url: '/api/v1/coins/history', headers });
    expect(
      history.json().data.entries.find((entry: { kind: string }) => entry.kind === 'purchase').withdrawal,
    ).toMatchObject({ eligible: false, reason: 'expired' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/orders/${order.order_id}/withdrawal`,
      headers,
    });
    expect(refused).toHaveStatus(409);
    expect(refused.json()).toMatchObject({
      code: 'WITHDRAWAL_EXPIRED',
      message: 'O prazo de 7 dias para desistir desta compra terminou.',
    });
  });

  it('is refused once a passagem of the purchase was spent, with its pt-BR reason; never for another’s order', async () => {
    const { user, headers, order } = await paidOrder(4, 1990);
    const voyage = await createVoyage(t.app.db, { cost: 1 });
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/orders/${order.order_id}/withdrawal`,
      headers,
    });
    expect(refused).toHaveStatus(409);
    expect(refused.json()).toMatchObject({
      code: 'WITHDRAWAL_SPENT',
      message: 'Não é possível desistir: Passagens desta compra já foram usadas.',
    });
    expect(await balanceOf(t.app, user.id)).toBe(3);

    const stranger = await createUser(t.app.db);
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/orders/${order.order_id}/withdrawal`,
      headers: await authHeadersFor(t.app, stranger),
    });
    expect(notTheirs).toHaveStatus(404);
  });
});
