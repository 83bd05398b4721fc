/**
 * Refunds and the 7-day right of withdrawal in the browser (issue 16, docs/decisions/100), on the
 * sandbox the suite names explicitly: a traveller buys as today, withdraws and sees balance and
 * history change; a staff member refunds another traveller's order from the console, told first
 * what was already spent. No axe violation, dialogs open included. And a server of its own,
 * started with NODE_ENV=production and no provider: nothing can be bought, no sandbox route exists.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { createUser, createVoyage, DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { collectPageErrors, expectBalance, expectNoAxeViolations, launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { api, newTraveller, type Session, signedInContext, signInByApi } from './sessions.ts';

let browser: Browser;
/** Errors the browser logs for answers the test provokes. */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/status of (404|409)/.test(error));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a traveller', () => {
  it('buys through the sandbox, then withdraws the purchase and sees balance and history change', async () => {
    const traveller = await newTraveller({ name: 'Jaci Desistente' });
    const context = await signedInContext(browser, traveller);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto('/user/store/coins');
    await page
      .getByText('Modo de demonstração: os pagamentos desta loja são simulados.', { exact: false })
      .waitFor();
    await expectBalance(page, 3);
    const canoa = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Bilhete de Canoa' }) });
    await canoa.getByRole('button', { name: 'Comprar' }).click();
    // The contract's summary first (docs/architecture/legal.md), then the provider.
    await page
      .getByRole('dialog', { name: 'Resumo da compra' })
      .getByRole('button', { name: 'Confirmar e ir para o pagamento' })
      .click();
    await page.waitForURL('**/pagamento/sandbox/*');
    await page
      .getByText('Pagamentos simulados: esta loja está em modo de demonstração.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(/status=aprovado/);
    await expectBalance(page, 6);

    const purchase = page.getByTestId('coin-history-entry').filter({ hasText: 'Compra: Bilhete de Canoa' });
    await purchase.getByText('Você pode desistir desta compra até', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await purchase.getByRole('button', { name: 'Desistir da compra' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Desistir desta compra?' });
    await dialog
      // The sandbox took no money: none is promised back.
      .getByText('As 3 Passagens deste pacote saem do seu saldo. Como o pagamento foi simulado', {
        exact: false,
      })
      .waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirmar desistência' }).click();

    await page
      .getByText('Compra cancelada. O estorno foi solicitado e as Passagens saíram do seu saldo.')
      .waitFor();
    await expectBalance(page, 3);
    const withdrawal = page
      .getByTestId('coin-history-entry')
      .filter({ hasText: 'Desistência da compra: Bilhete de Canoa' });
    await withdrawal.getByText('−3').waitFor();
    await purchase.getByText('Esta compra já foi estornada.').waitFor();
    expect(await purchase.getByRole('button', { name: 'Desistir da compra' }).count()).toBe(0);
    // axe reads a toast still fading in as text of too little contrast: wait until it is whole.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) => getComputedStyle(toast).opacity === '1',
      ),
    );
    await expectNoAxeViolations(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('a staff member', () => {
  let admin: Session;
  let traveller: Session;
  let orderId: string;

  beforeAll(async () => {
    const stamp = Date.now();
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Estorno',
      email: `estorno.${stamp}@rotaamazonia.com.br`,
    });
    const voyage = await createVoyage(database.db, {
      cost: 2,
      title: 'Furo do Estorno',
      slug: `furo-do-estorno-${stamp}`,
    });
    await database.db.destroy();
    admin = await signInByApi(`estorno.${stamp}@rotaamazonia.com.br`);

    // Another traveller buys Bilhete de Canoa (3) through the sandbox, then spends 2 on a voyage.
    traveller = await newTraveller({ name: 'Raimundo Comprador' });
    const packages = await api<{ data: { id: string; name: string }[] }>('/api/v1/packages');
    const canoa = packages.body.data.find((item) => item.name === 'Bilhete de Canoa');
    const checkout = await api<{ data: { order_id: string } }>(`/api/v1/packages/${canoa?.id}/checkout`, {
      method: 'POST',
      token: traveller.token,
      body: { terms_version: termsVersion },
    });
    orderId = checkout.body.data.order_id;
    const approved = await api(`/api/v1/payments/sandbox/${orderId}/approve`, {
      method: 'POST',
      token: traveller.token,
    });
    expect(approved.status).toBe(200);
    const started = await api(`/api/v1/voyages/${voyage.id}/start`, {
      method: 'POST',
      token: traveller.token,
    });
    expect(started.status).toBe(200);
  });

  it('refunds the order from the console, told what was spent; only the unspent passagem leaves the balance', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/admin/viajantes/${traveller.user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Raimundo Comprador' }).waitFor();
    await page.getByTestId('admin-balance').filter({ hasText: 'Saldo: 4 Passagens' }).waitFor();
    const order = page
      .getByTestId('admin-orders')
      .getByRole('listitem')
      .filter({ hasText: 'Bilhete de Canoa' });
    await order.getByText('2 já usadas desde a compra.').waitFor();
    await expectNoAxeViolations(page);

    await order.getByRole('button', { name: 'Estornar Bilhete de Canoa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Estornar a compra Bilhete de Canoa?' });
    await dialog
      .getByText(
        'O valor de R$ 14,90 será devolvido pelo provedor de pagamentos. 2 passagens já foram usadas e ficam com o viajante. 1 passagem sai do saldo agora e volta se o provedor recusar o estorno.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirmar estorno' }).click();
    await dialog.getByText('Informe o motivo do estorno.').waitFor();
    await expectNoAxeViolations(page);
    await dialog
      .getByLabel('Motivo do estorno (fica no registro de ações)')
      .fill('Cobrança contestada pelo viajante');
    await dialog.getByRole('button', { name: 'Confirmar estorno' }).click();

    await page.getByText('Estorno confirmado. 1 passagem saiu do saldo.').waitFor();
    await page.getByTestId('admin-balance').filter({ hasText: 'Saldo: 3 Passagens' }).waitFor();
    await order.getByText('Estornada · 1 passagem retirada').waitFor();
    await page.getByTestId('admin-history').getByText('Estorno da compra: Bilhete de Canoa').waitFor();
    expect(unexpected(errors)).toEqual([]);

    const audit = await api<{ data: { action: string; entity_id: string | null }[] }>(
      '/api/v1/admin/audit-log?entity=coin_order',
      { token: admin.token },
    );
    expect(audit.body.data.some((row) => row.action === 'order.refund' && row.entity_id === orderId)).toBe(
      true,
    );
    await context.close();
  });
});

describe('a server started with NODE_ENV=production and no provider', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The suite's own variables name the sandbox and a cheap password hash: unset them here.
    server = await startServer({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: '',
      PASSWORD_HASH_COST: '',
      // Production on PostgreSQL takes its secrets from the environment only (docs/architecture/operations.md).
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    });
  });
  afterAll(() => server?.stop());

  async function call<T = { data: unknown; code?: string }>(
    path: string,
    options: { method?: string; token?: string; body?: unknown } = {},
  ) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  it('shows the packages with buying disabled; the sandbox approve route is a 404 and the balance cannot move', async () => {
    const email = `producao.${Date.now()}@exemplo.com`;
    const registered = await call('/api/v1/user/register', {
      method: 'POST',
      body: {
        name: 'Ana Produção',
        email,
        password: DEFAULT_TEST_PASSWORD,
        password_confirmation: DEFAULT_TEST_PASSWORD,
      },
    });
    expect(registered.status).toBe(201);
    const session = (
      await call<Session>('/api/v1/user/login', {
        method: 'POST',
        body: { Login: email, Password: DEFAULT_TEST_PASSWORD },
      })
    ).body;

    const packages = await call<{ data: { id: string }[] }>('/api/v1/packages');
    const checkout = await call(`/api/v1/packages/${packages.body.data[0]?.id}/checkout`, {
      method: 'POST',
      token: session.token,
      body: { terms_version: termsVersion },
    });
    expect(checkout.status).toBe(503);
    // An order left from before (made here by hand) still cannot be approved by its buyer.
    const database = connectDatabase(server.databaseUrl);
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString();
    await database.db
      .insertInto('coin_orders')
      .values({
        id: orderId,
        user_id: Number(session.user.id),
        package_id: Number(packages.body.data[0]?.id),
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
    const approve = await call(`/api/v1/payments/sandbox/${orderId}/approve`, {
      method: 'POST',
      token: session.token,
    });
    expect(approve.status).toBe(404);
    const user = await database.db
      .selectFrom('users')
      .select('coins')
      .where('id', '=', Number(session.user.id))
      .executeTakeFirstOrThrow();
    expect(user.coins).toBe(3);
    await database.db.destroy();

    const context = await signedInContext(browser, session, 'phone', { baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/user/store/coins');
    await page
      .getByText('As compras de Passagens estão temporariamente indisponíveis', { exact: false })
      .waitFor();
    const canoa = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Bilhete de Canoa' }) });
    expect(await canoa.getByRole('button', { name: 'Compra indisponível' }).isDisabled()).toBe(true);
    expect(await page.getByText('Modo de demonstração', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
