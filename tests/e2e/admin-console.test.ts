/**
 * The staff's console (issue 9, docs/architecture/admin.md) as an admin would use it: the overview, finding
 * a traveller, giving passagens with a reason that the traveller then sees in their balance and
 * history, a refused take-back, the audit log; and a traveller at /admin lands on their home.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { formatCents } from '#shared/format/money.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { saoPauloDay } from '#shared/sao-paulo-day.ts';
import type { AnalyticsReport } from '#shared/schemas/admin-analytics.ts';
import { createCoinPackage, createUser, createVoyage } from '#tests/factories.ts';
import {
  baseUrl,
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
} from './browser.ts';
import { api, newTraveller, type Session, signedInContext, signInByApi } from './sessions.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the console', () => {
  let admin: Session;
  let traveller: Session;

  beforeAll(async () => {
    const stamp = Date.now();
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Helena',
      email: `helena.${stamp}@rotaamazonia.com.br`,
    });
    await database.db.destroy();
    admin = await signInByApi(`helena.${stamp}@rotaamazonia.com.br`);
    traveller = await newTraveller({
      email: `viajante.painel.${stamp}@exemplo.com`,
      name: 'Raimunda Ribeirinha',
    });
  });

  it('gives passagens with a reason; the traveller sees them in balance and history', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Painel da equipe' }).waitFor();
    await page.getByRole('link', { name: 'Painel da equipe' }).waitFor();
    await page.getByRole('heading', { name: 'Visão geral' }).waitFor();
    await page.getByText('Viajantes', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Buscar por nome ou email' }).fill('raimunda');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/busca=raimunda/);
    await page.getByRole('link', { name: 'Raimunda Ribeirinha' }).click();
    await page.getByRole('heading', { level: 1, name: 'Raimunda Ribeirinha' }).waitFor();
    await page.getByTestId('admin-balance').getByText('Saldo: 3 Passagens').waitFor();
    await expectNoAxeViolations(page);

    // A bad form says why and keeps what was typed.
    await page.getByLabel('Quantidade').fill('0');
    await page.getByLabel('Motivo (o viajante verá)').fill('Presente');
    await page.getByRole('button', { name: 'Dar passagens' }).click();
    await page.getByText('A quantidade não pode ser zero.').waitFor();
    await expect(page.getByLabel('Motivo (o viajante verá)').inputValue()).resolves.toBe('Presente');

    await page.getByLabel('Quantidade').fill('4');
    await page.getByLabel('Motivo (o viajante verá)').fill('Compensação pela travessia adiada');
    await page.getByRole('button', { name: 'Dar passagens' }).click();
    await page.getByTestId('admin-balance').getByText('Saldo: 7 Passagens').waitFor();
    await page
      .getByTestId('admin-history')
      .getByText('Ajuste da equipe: Compensação pela travessia adiada')
      .waitFor();

    // Taking back more than the balance is refused, next to the field.
    await page.getByLabel('Quantidade').fill('-20');
    await page.getByLabel('Motivo (o viajante verá)').fill('Engano');
    await page.getByRole('button', { name: 'Retirar passagens' }).click();
    await page.getByText('O viajante não tem passagens suficientes para retirar essa quantidade.').waitFor();
    await page.getByTestId('admin-balance').getByText('Saldo: 7 Passagens').waitFor();

    // The audit log has it, by name.
    await page.getByRole('link', { name: /Voltar para a lista/ }).click();
    const log = page.getByRole('region', { name: 'Registro de ações da equipe' });
    await log
      .getByText(/Comandante Helena · Deu passagens/)
      .first()
      .waitFor();
    // The only error the browser logs is the refused take-back's 409.
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    await context.close();

    // The traveller's side.
    const travellerContext = await signedInContext(browser, traveller, 'phone');
    const travellerPage = await travellerContext.newPage();
    await travellerPage.goto('/user/store/coins');
    await travellerPage.getByTestId('saldo-de-passagens').filter({ hasText: /^7$/ }).waitFor();
    const row = travellerPage
      .getByRole('listitem')
      .filter({ hasText: 'Ajuste da equipe: Compensação pela travessia adiada' });
    await row.getByText('+4').waitFor();
    await travellerContext.close();
  });

  it('sends a traveller who opens /admin to their home, and the server refuses them', async () => {
    const context = await signedInContext(browser, traveller);
    const page: Page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/home');
    await expect(page.getByRole('link', { name: 'Painel da equipe' }).count()).resolves.toBe(0);
    const refused = await fetch(`${baseUrl()}/api/v1/admin/overview`, {
      headers: { authorization: `Bearer ${traveller.token}` },
    });
    expect(refused.status).toBe(403);
    await context.close();
  });

  it("takes an admin who opens a traveller's /usuario/editar/{id} to that traveller in the console", async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/usuario/editar/${traveller.user.id}`);
    await page.waitForURL(`**/admin/viajantes/${traveller.user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Raimunda Ribeirinha' }).waitFor();
    await context.close();
  });

  it("offers no way out of the team on the admin's own page", async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/admin/viajantes/${admin.user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Comandante Helena' }).waitFor();
    await page.getByText('Este é você. Outra pessoa da equipe pode mudar o seu papel.').waitFor();
    await expect(page.getByRole('button', { name: 'Tirar da equipe' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('creates a coin package that the store sells, then retires it', async () => {
    const name = `Pacote Pororoca ${Date.now() % 10_000}`;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Criar pacote' }).click();
    const form = page.getByRole('form', { name: 'Novo pacote' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Informe o nome do pacote.').waitFor();
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Passagens').fill('6');
    await form.getByLabel('Preço (R$)').fill('29,90');
    await form.getByLabel('Desconto (%)').fill('10');
    await form.getByText('Preço final: R$ 26,91').waitFor();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Salvar' }).click();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByText('À venda').waitFor();

    const shopper = await signedInContext(browser, traveller, 'phone');
    const store = await shopper.newPage();
    await store.goto('/user/store/coins');
    await store.getByRole('heading', { name }).waitFor();

    await card.getByRole('button', { name: 'Retirar da loja' }).click();
    await card.getByText('Retirado').waitFor();
    await store.reload();
    await store.getByRole('heading', { name: 'Loja de Passagens' }).waitFor();
    await store.getByRole('heading', { name: 'Bilhete de Canoa' }).waitFor();
    await expect(store.getByRole('heading', { name }).count()).resolves.toBe(0);
    await shopper.close();
    await context.close();
  });

  it('shows the numbers of the events it produced, as charts, tables and CSV', async () => {
    // The figures are the server's since it started; this test compares them before and after
    // the events it makes, with the browser's own page views kept out of the count.
    const today = saoPauloDay();
    const stamp = Date.now();
    const route = `/e2e/numeros-${stamp}`;
    const routeViews = 12;
    const packageName = `Canoa dos Números ${stamp % 100_000}`;
    const report = async () => {
      const answer = await api<{ data: AnalyticsReport }>(
        `/api/v1/admin/analytics?from=${today}&to=${today}`,
        {
          token: admin.token,
        },
      );
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const before = await report();

    for (let view = 0; view < routeViews; view += 1) {
      const recorded = await api('/api/v1/analytics/pageviews', { method: 'POST', body: { path: route } });
      expect(recorded.status).toBe(201);
    }
    for (const kind of ['exposure', 'exposure', 'exposure', 'cta_click']) {
      await api('/api/v1/analytics/sales-events', {
        method: 'POST',
        body: { variant: '003', kind, visitorId: 'visitante-numeros', source: 'assigned' },
      });
    }
    // A reader who opens a voyage, boards it, passes the middle and finishes; and buys a package.
    const database = connectDatabase(inject('databaseUrl'));
    const voyage = await createVoyage(database.db, { title: `Travessia dos Números ${stamp}` });
    const coinPackage = await createCoinPackage(database.db, { name: packageName, amount: 4, price: 1_990 });
    await database.db.destroy();
    const reader = await newTraveller({
      email: `leitora.numeros.${stamp}@exemplo.com`,
      name: 'Leitora do Igarapé',
    });
    const voyageCall = (action: string, method: string, body?: unknown) =>
      api(`/api/v1/voyages/${voyage.id}/${action}`, { method, token: reader.token, body });
    expect((await voyageCall('views', 'POST')).status).toBe(200);
    expect((await voyageCall('start', 'POST')).status).toBe(200);
    await voyageCall('change/progress', 'PUT', { progress: 60, is_completed: false });
    await voyageCall('change/progress', 'PUT', { progress: 100, is_completed: true });
    const order = await api<{ data: { order_id: string } }>(`/api/v1/packages/${coinPackage.id}/checkout`, {
      method: 'POST',
      token: reader.token,
      body: { terms_version: termsVersion },
    });
    await api(`/api/v1/payments/sandbox/${order.body.data.order_id}/approve`, {
      method: 'POST',
      token: reader.token,
    });

    const viewsOn = (data: AnalyticsReport) =>
      data.page_views_by_day.find((row) => row.day === today)?.views ?? 0;
    const variantOf = (data: AnalyticsReport) => data.sales_variants.find((row) => row.variant === '003');
    const expected = {
      dayViews: viewsOn(before) + routeViews,
      exposures: (variantOf(before)?.exposures ?? 0) + 3,
      clicks: (variantOf(before)?.clicks ?? 0) + 1,
      funnel: {
        detail_views: before.voyage_funnel.detail_views + 1,
        starts: before.voyage_funnel.starts + 1,
        halfway: before.voyage_funnel.halfway + 1,
        completed: before.voyage_funnel.completed + 1,
      },
    };
    const after = await report();
    expect(viewsOn(after)).toBe(expected.dayViews);
    expect(after.page_views_by_route).toContainEqual({ path: route, views: routeViews });
    expect(after.voyage_funnel).toEqual(expected.funnel);
    expect(after.passagens_by_package).toContainEqual({
      package_name: packageName,
      orders: 1,
      passagens: 4,
      revenue_cents: 1_990,
    });

    const context = await signedInContext(browser, admin);
    // The console's own page views would move the figures under test: answered here, not counted.
    await context.route('**/api/v1/analytics/pageviews', (request) =>
      request.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' }),
    );
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Números', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Números da Rota Amazônia' }).waitFor();
    // A range too long, typed into the address, is explained rather than loaded: never asked for.
    const reportsAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/admin/analytics') reportsAsked.push(request.url());
    });
    await page.goto(`/admin/numeros?de=2020-01-01&ate=${today}`);
    await page.getByText('Escolha um período de até 366 dias.').waitFor();
    expect(reportsAsked.filter((url) => url.includes('from=2020-01-01'))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).isDisabled()).toBe(true);
    await page.getByLabel('De', { exact: true }).fill(today);
    await page.getByLabel('Até', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Ver período' }).click();
    await page.waitForURL(new RegExp(`de=${today}&ate=${today}`));
    const number = (value: number) => value.toLocaleString('pt-BR');
    const cellsOf = (table: string, row: string | RegExp) =>
      page
        .getByRole('table', { name: table })
        .getByRole('row', { name: row })
        .getByRole('cell')
        .allInnerTexts();

    await expect
      .poll(() => cellsOf('Páginas de venda do ebook', /^003/))
      .toEqual([
        number(expected.exposures),
        number(expected.clicks),
        `${(Math.round((expected.clicks / expected.exposures) * 1000) / 10).toLocaleString('pt-BR')}%`,
      ]);
    await page.getByText('Ver as visitas de cada dia em uma tabela').click();
    await expect.poll(() => cellsOf('Visitas por dia', today)).toEqual([number(expected.dayViews)]);
    await expect.poll(() => cellsOf('Páginas mais vistas', route)).toEqual([number(routeViews)]);
    for (const [step, value] of [
      ['Páginas de detalhe vistas', expected.funnel.detail_views],
      ['Viagens iniciadas', expected.funnel.starts],
      ['Chegaram a 50%', expected.funnel.halfway],
      ['Concluídas', expected.funnel.completed],
    ] as const) {
      await expect.poll(() => cellsOf('Caminho das viagens', step)).toEqual([number(value)]);
    }
    await expect
      .poll(() => cellsOf('Passagens vendidas por pacote', packageName))
      .toEqual(['1', '4', formatCents(1_990)]);
    await page.getByRole('img', { name: /Gráfico: Visitas por dia/ }).waitFor();
    await expectNoAxeViolations(page);

    // A failed export says so, and the next try works.
    await page.route('**/api/v1/admin/analytics/export?*', (request) =>
      request.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await page.getByText('Não foi possível exportar o CSV. Tente novamente.').waitFor();
    await page.unroute('**/api/v1/admin/analytics/export?*');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`rota-amazonia-${today}-a-${today}.csv`);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.split('\r\n');
    for (const line of [
      `${today};${expected.dayViews}`,
      `${route};${routeViews}`,
      `003;${expected.exposures};${expected.clicks};`,
      `Concluídas;${expected.funnel.completed}`,
      `${packageName};1;4;19,90`,
    ]) {
      expect(lines.some((candidate) => candidate.startsWith(line))).toBe(true);
    }
    // The one expected failure: the browser logs the refused export.
    expect(errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
    await context.close();
  });

  it('adds a product with an uploaded image that shoppers find in /produtos; bad files are refused', async () => {
    const name = `Cuia Pintada ${Date.now() % 100_000}`;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Produtos', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Produtos da loja' }).waitFor();
    await page.getByRole('button', { name: 'Novo produto' }).click();
    const form = page.getByRole('form', { name: 'Novo produto' });

    // A file that is not an image, and one too large: clear errors, nothing lost.
    await form.getByLabel('Nome').fill(name);
    const image = form.getByLabel('Imagem');
    await image.setInputFiles({
      name: 'cuia.png',
      mimeType: 'image/png',
      buffer: Buffer.from('não sou uma imagem'),
    });
    await form.getByText('Envie uma imagem JPG, PNG, WebP, AVIF ou GIF.').waitFor();
    await image.setInputFiles({
      name: 'enorme.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 100, 7),
    });
    await form.getByText('A imagem pode ter até 5 MB.').waitFor();
    await expect(form.getByLabel('Nome').inputValue()).resolves.toBe(name);

    const png = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    await image.setInputFiles({ name: 'cuia.png', mimeType: 'image/png', buffer: png });
    await form.getByTestId('product-image-preview').waitFor();
    await form
      .getByLabel('Descrição')
      .fill('Cuia de cabaça pintada à mão por artesãs de Santarém, com grafismos do Tapajós.');
    await form.getByLabel('Preço (R$)').fill('45,00');
    await form
      .getByLabel('Link de compra (https)')
      .fill('https://loja.rotaamazonia.com.br/produtos/cuia-pintada');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Salvar produto' }).click();
    const list = page.getByRole('list', { name: 'Produtos da loja' });
    await list.getByText(name, { exact: true }).waitFor();

    const shopper = await newContext(browser, 'phone');
    const shop = await shopper.newPage();
    await shop.goto(`/produtos?busca=${encodeURIComponent(name)}`);
    const card = shop.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    const src = await card.locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/uploads\/images\/[0-9a-f]{20}\.webp$/);
    const served = await fetch(`${baseUrl()}${src}`);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Deleted again (which also leaves the catalogue as the other browser tests expect it).
    await list.getByRole('button', { name: `Apagar ${name}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Apagar ${name}` })
      .click();
    await page.getByText('Produto apagado.').waitFor();
    await list.getByText(name, { exact: true }).waitFor({ state: 'detached' });
    await shop.goto(`/produtos?busca=${encodeURIComponent(name)}`);
    await shop.getByText(`0 produtos encontrados para “${name}”`).waitFor();
    await shopper.close();
    await context.close();
  });

  it('works on a phone', async () => {
    const context = await signedInContext(browser, admin, 'phone');
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Painel da equipe' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
