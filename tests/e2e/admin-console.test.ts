/**
 * The staff's console (issue 9, docs/decisions/061) as an admin would use it: the overview, finding
 * a traveller, giving passagens with a reason that the traveller then sees in their balance and
 * history, a refused take-back, the audit log; and a traveller at /admin lands on their home.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { baseUrl, collectPageErrors, expectNoAxeViolations, launchBrowser, newContext } from './browser.ts';
import { type Session, signedInContext, signInByApi } from './sessions.ts';

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
  let travellerEmail: string;

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
    travellerEmail = `viajante.painel.${stamp}@exemplo.com`;
    const registered = await fetch(`${baseUrl()}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Raimunda Ribeirinha',
        email: travellerEmail,
        password: DEFAULT_TEST_PASSWORD,
        password_confirmation: DEFAULT_TEST_PASSWORD,
      }),
    });
    expect(registered.status).toBe(201);
    traveller = await signInByApi(travellerEmail);
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
    const today = new Date().toISOString().slice(0, 10);
    const report = async () => {
      const response = await fetch(`${baseUrl()}/api/v1/admin/analytics?from=${today}&to=${today}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      return (
        (await response.json()) as {
          data: { sales_variants: { variant: string; exposures: number; clicks: number }[] };
        }
      ).data;
    };
    const before = (await report()).sales_variants.find((row) => row.variant === '003');
    for (const kind of ['exposure', 'exposure', 'exposure', 'cta_click']) {
      await fetch(`${baseUrl()}/api/v1/analytics/sales-events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ variant: '003', kind, visitorId: 'visitante-numeros', source: 'assigned' }),
      });
    }
    const exposures = (before?.exposures ?? 0) + 3;
    const clicks = (before?.clicks ?? 0) + 1;

    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Números' }).click();
    await page.getByRole('heading', { level: 1, name: 'Números da Rota Amazônia' }).waitFor();
    await page.getByLabel('De', { exact: true }).fill(today);
    await page.getByLabel('Até', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Ver período' }).click();
    await page.waitForURL(new RegExp(`de=${today}&ate=${today}`));
    const variants = page.getByRole('table', { name: 'Páginas de venda do ebook' });
    const row = variants.getByRole('row', { name: /^003/ });
    await expect
      .poll(() => row.getByRole('cell').allInnerTexts())
      .toEqual([
        String(exposures),
        String(clicks),
        `${(Math.round((clicks / exposures) * 1000) / 10).toLocaleString('pt-BR')}%`,
      ]);
    await page.getByRole('img', { name: /Gráfico: Visitas por dia/ }).waitFor();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`rota-amazonia-${today}-a-${today}.csv`);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv).toContain(`variante_de_venda,003,${exposures},${clicks}`);
    expect(errors).toEqual([]);
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
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
