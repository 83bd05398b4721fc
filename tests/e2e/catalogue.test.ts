/**
 * /produtos as a shopper uses it (SPEC §2.1, §4.3, §9), on the real server with the seeded catalogue,
 * on a desktop and on a phone, with and without JavaScript (the page is prerendered HTML and a small
 * island: docs/architecture/catalogue.md), plus the home page's highlighted products and the book's buy buttons.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '#client/features/catalogue/catalogue-filters.ts';
import { connectDatabase } from '#server/db/connection.ts';
import { createUser } from '#tests/factories.ts';
import {
  baseUrl,
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
} from './browser.ts';
import { api, signInByApi } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PRODUCTS_API = /\/api\/v1\/products(\?|$)/;

async function openCatalogue(context: BrowserContext, path = '/produtos') {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return { page, errors };
}

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).locator('h3').allInnerTexts();
const status = (page: Page) => page.getByRole('status').filter({ hasText: /produto/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar produtos' });
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Categoria' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Ordenar por' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Paginação dos produtos' });

/** Waits until the list shows the answer for the current address (not a previous, dimmed one). */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const list = document.querySelector('ul[data-filters]');
    const canonical = (search: string) => [...new URLSearchParams(search)].sort().join('&');
    return (
      list?.getAttribute('aria-busy') === 'false' &&
      canonical(list.getAttribute('data-filters') ?? '') === canonical(window.location.search)
    );
  });
  await expect.poll(() => status(page).innerText()).toMatch(/encontrado/);
}

function prices(texts: string[]) {
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

/** The price a shopper pays on each card (the last price of the card). */
async function cardPrices(page: Page) {
  return prices(
    await cards(page).evaluateAll((elements) =>
      elements.map((card) => {
        const amounts = (card as HTMLElement).innerText.match(/R\$\s?[\d.]+,\d{2}/g) ?? [];
        return amounts.at(-1) ?? '';
      }),
    ),
  );
}

/** What a sighted shopper reads in each item of the pagination ('1', '…', 'Próxima'). */
function visiblePageItems(elements: Element[]) {
  return elements.map((element) =>
    (element.querySelector('[aria-hidden="true"]') ?? element).textContent?.trim(),
  );
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

describe('the prerendered catalogue, before any JavaScript runs', () => {
  it('already lists the first page by name and carries schema.org structured data for every product', async () => {
    const html = await (await fetch(`${baseUrl()}/produtos`)).text();
    expect(html).toContain('Adote um Metro de Igapó');
    expect(html).toContain('40 produtos encontrados');
    const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(match, 'a JSON-LD script').not.toBeNull();
    const data = JSON.parse(match?.[1] ?? '{}');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toHaveLength(40);
    const book = data.itemListElement.find(
      (entry: { item: { sku: string } }) => entry.item.sku === 'navegante-de-primeira-viagem-livro',
    ).item;
    expect(book).toMatchObject({
      '@type': 'Product',
      offers: {
        '@type': 'Offer',
        price: '59.90',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating' },
    });
  });

  it('loads the public island and its catalogue part, within the budget, and no framework (docs/architecture/catalogue.md)', async () => {
    const html = await (await fetch(`${baseUrl()}/produtos`)).text();
    // The one inline script is the structured data, which never runs.
    expect(html).not.toMatch(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>/);
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/island-[\w-]+\.js$/)]);
    expect(preloads).toEqual([expect.stringMatching(/^\/assets\/catalogue-island-[\w-]+\.js$/)]);
    let bytes = 0;
    for (const source of [...scripts, ...preloads]) {
      const script = await (await fetch(`${baseUrl()}${source}`)).arrayBuffer();
      bytes += gzipSync(new Uint8Array(script)).length;
    }
    expect(bytes).toBeLessThanOrEqual(60 * 1024);
    expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/);
    // Both are in the service worker's precache (docs/architecture/frontend.md), with the drawing part
    // the catalogue loads on its first drawing: the page works offline as seen.
    const serviceWorker = await (await fetch(`${baseUrl()}/sw.js`)).text();
    for (const source of [...scripts, ...preloads]) expect(serviceWorker).toContain(source?.slice(1));
    expect(serviceWorker).toMatch(/assets\/drawing-island-[\w-]+\.js/);
  });

  it('a filtered address is served the same page, which then applies the filters', async () => {
    const response = await fetch(`${baseUrl()}/produtos?busca=rede&categoria=acessorio`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});

describe.each(['desktop', 'phone'] as const)('a shopper on a %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport);
  });
  afterAll(() => context.close());

  it('sees 8 products sorted by name, the count and a pagination of 5 pages', async () => {
    const { page, errors } = await openCatalogue(context);
    await settled(page);
    await expect(cards(page).count()).resolves.toBe(8);
    const names = await cardNames(page);
    expect([...names].sort(collator.compare)).toEqual(names);
    await expect(status(page).innerText()).resolves.toBe('40 produtos encontrados');
    await expect.poll(() => sortSelect(page).inputValue()).toBe('nome');
    await expect(pagination(page).locator('[aria-current="page"]').innerText()).resolves.toMatch(/1/);
    await expect(pagination(page).getByRole('link', { name: 'Página 5' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('searches as a Brazilian types: without accents, debounced, back to page 1', async () => {
    const { page, errors } = await openCatalogue(context, '/produtos?pagina=3');
    await settled(page);
    const searches: string[] = [];
    page.on('request', (request: Request) => {
      if (PRODUCTS_API.test(request.url()))
        searches.push(new URL(request.url()).searchParams.get('search') ?? '');
    });
    // A key every 40 ms on the page's own clock, which stands still in between: however slow the
    // machine, the typing is never read as a pause.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    for (const key of 'acessorio') {
      await searchBox(page).press(key);
      await page.clock.runFor(40);
    }
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await page.clock.resume();
    await page.waitForURL(/busca=acessorio/);
    await settled(page);
    // One request for the whole word, none for the letters on the way.
    expect(searches).toEqual(['acessorio']);
    expect(new URL(page.url()).searchParams.get('pagina')).toBeNull();
    const texts = await cards(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain('acessório');
    await expect(status(page).innerText()).resolves.toMatch(/produtos? encontrados? para “acessorio”/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters by category and sorts with the five options', async () => {
    const { page, errors } = await openCatalogue(context);
    await categorySelect(page).selectOption({ label: 'Acessórios' });
    await page.waitForURL(/categoria=acessorio/);
    await settled(page);
    const categories = await cards(page).evaluateAll((elements) =>
      elements.map((card) => card.querySelector('p')?.innerText),
    );
    expect(new Set(categories)).toEqual(new Set(['ACESSÓRIO']));
    await expect(status(page).innerText()).resolves.toBe('11 produtos encontrados');

    await sortSelect(page).selectOption({ label: 'Maior preço' });
    await page.waitForURL(/ordem=maior-preco/);
    await settled(page);
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await sortSelect(page).selectOption({ label: 'Menor preço' });
    await page.waitForURL(/ordem=menor-preco/);
    await settled(page);
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await sortSelect(page).selectOption({ label: 'Nome (Z–A)' });
    await page.waitForURL(/ordem=nome-desc/);
    await settled(page);
    const names = await cardNames(page);
    expect([...names].sort(collator.compare).reverse()).toEqual(names);

    await sortSelect(page).selectOption({ label: 'Mais bem avaliados' });
    await page.waitForURL(/ordem=avaliacao/);
    await settled(page);
    const ratings = await cards(page).evaluateAll((elements) =>
      elements.map((card) =>
        Number(
          (card as HTMLElement).innerText
            .match(/Avaliação (\d),(\d) de 5/)
            ?.slice(1, 3)
            .join('.'),
        ),
      ),
    );
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    await sortSelect(page).selectOption({ label: 'Nome (A–Z)' });
    await page.waitForURL((url) => !url.search.includes('ordem'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('paginates: next, a number, focus on the results, and a filter change goes back to page 1', async () => {
    const { page, errors } = await openCatalogue(context);
    const firstPage = await cardNames(page);
    await pagination(page).getByRole('link', { name: 'Próxima página' }).click();
    await page.waitForURL(/pagina=2/);
    await settled(page);
    const secondPage = await cardNames(page);
    expect(secondPage).toHaveLength(8);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('resultados-titulo');
    await expect(pagination(page).locator('[aria-current="page"]').innerText()).resolves.toMatch(/2/);

    await pagination(page).getByRole('link', { name: 'Página 5' }).click();
    await page.waitForURL(/pagina=5/);
    await settled(page);
    await expect(cards(page).count()).resolves.toBe(8);
    await expect(pagination(page).getByRole('link', { name: 'Próxima página' }).count()).resolves.toBe(0);

    await sortSelect(page).selectOption({ label: 'Menor preço' });
    await page.waitForURL(
      (url) => url.searchParams.get('ordem') === 'menor-preco' && !url.searchParams.has('pagina'),
    );
    await settled(page);
    await expect(pagination(page).locator('[aria-current="page"]').innerText()).resolves.toMatch(/1/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the filters in the address: a shared link opens them, back and forward restore them', async () => {
    const { page, errors } = await openCatalogue(
      context,
      '/produtos?busca=caneca&categoria=acessorio&ordem=menor-preco',
    );
    await settled(page);
    await expect.poll(() => searchBox(page).inputValue()).toBe('caneca');
    await expect.poll(() => categorySelect(page).inputValue()).toBe('acessorio');
    await expect.poll(() => sortSelect(page).inputValue()).toBe('menor-preco');
    await expect.poll(() => cardNames(page)).toEqual(['Caneca esmaltada Rota Amazônia']);

    await categorySelect(page).selectOption({ label: 'Todas as categorias' });
    await page.waitForURL((url) => !url.searchParams.has('categoria'));
    await settled(page);
    await searchBox(page).fill('');
    await page.waitForURL((url) => !url.searchParams.has('busca'));
    await settled(page);
    await pagination(page).getByRole('link', { name: 'Página 2' }).click();
    await page.waitForURL(/pagina=2/);
    await settled(page);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('pagina') && !url.searchParams.has('busca'));
    await settled(page);
    await page.goBack();
    await page.waitForURL(/busca=caneca/);
    await settled(page);
    await expect.poll(() => searchBox(page).inputValue()).toBe('caneca');
    await expect.poll(() => categorySelect(page).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL(/categoria=acessorio/);
    await settled(page);
    await expect.poll(() => categorySelect(page).inputValue()).toBe('acessorio');
    await expect.poll(() => cardNames(page)).toEqual(['Caneca esmaltada Rota Amazônia']);

    await page.goForward();
    await page.waitForURL((url) => url.searchParams.has('busca') && !url.searchParams.has('categoria'));
    await settled(page);
    await expect.poll(() => categorySelect(page).inputValue()).toBe('');

    await page.reload({ waitUntil: 'networkidle' });
    await settled(page);
    await expect.poll(() => searchBox(page).inputValue()).toBe('caneca');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the empty state, and 'Limpar filtros' goes back to the whole catalogue", async () => {
    const { page, errors } = await openCatalogue(context, '/produtos?categoria=livro&ordem=maior-preco');
    await settled(page);
    await searchBox(page).fill('xyzxyz');
    await page.getByRole('heading', { name: 'Nenhum produto encontrado' }).waitFor();
    await expect(status(page).innerText()).resolves.toBe('0 produtos encontrados para “xyzxyz”');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.waitForURL(`${baseUrl()}/produtos`);
    await settled(page);
    await expect(status(page).innerText()).resolves.toBe('40 produtos encontrados');
    await expect.poll(() => searchBox(page).inputValue()).toBe('');
    await expect.poll(() => categorySelect(page).inputValue()).toBe('');
    await expect.poll(() => sortSelect(page).inputValue()).toBe('nome');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('search');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows an out-of-stock product with 'Esgotado' and a disabled 'Indisponível'", async () => {
    const { page } = await openCatalogue(context);
    const cap = cards(page).filter({ hasText: 'Boné de tela Navegante' });
    await expect(cap.getByText('Esgotado', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(cap.getByRole('button', { name: 'Indisponível' }).isDisabled()).resolves.toBe(true);
    await expect(cap.getByRole('link').count()).resolves.toBe(0);
    await page.close();
  });

  it("opens 'Detalhes' in a new tab, safely; shows discounts, the 'Destaque' ribbon and R$ prices", async () => {
    const { page } = await openCatalogue(context);
    const box = cards(page).filter({ hasText: 'Box Rota Amazônia' });
    await expect(box.innerText()).resolves.toMatch(/-20%[\s\S]*R\$ 149,90[\s\S]*R\$ 119,92/);
    await expect(box.locator('s').innerText()).resolves.toBe('R$ 149,90');
    const details = box.getByRole('link', { name: /Detalhes/ });
    await expect(details.getAttribute('target')).resolves.toBe('_blank');
    await expect(details.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(details.getAttribute('href')).resolves.toBe(
      'https://loja.rotaamazonia.com.br/produtos/box-rota-amazonia-3-livros',
    );
    const audiobook = cards(page).filter({ hasText: 'Audiolivro' });
    await expect(audiobook.getByText('Destaque', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(audiobook.innerText()).resolves.toContain('R$ 49,90');
    await page.close();
  });

  it('falls back to the placeholder when an image does not load (prerendered or fetched)', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.route('**/media/products/adote-um-metro-de-igapo.svg', (route) => route.abort());
    await page.route('**/media/products/caneca-esmaltada.svg', (route) => route.abort());
    await page.goto('/produtos', { waitUntil: 'networkidle' });
    const first = cards(page).filter({ hasText: 'Adote um Metro de Igapó' }).locator('img');
    await expect.poll(() => first.getAttribute('src')).toBe('/media/products/sem-imagem.svg');
    await expect(first.evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBeGreaterThan(0);

    await searchBox(page).fill('caneca');
    await page.waitForURL(/busca=caneca/);
    await settled(page);
    const mug = cards(page).filter({ hasText: 'Caneca esmaltada' }).locator('img');
    // The refused image's error comes after the list is drawn.
    await expect
      .poll(() => mug.getAttribute('src'), { timeout: 10_000 })
      .toBe('/media/products/sem-imagem.svg');
    // Only the two aborted requests complain.
    expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
    await page.close();
  });

  it('tells when the products cannot load and retries on request', async () => {
    const page = await context.newPage();
    let failing = true;
    await page.route(PRODUCTS_API, (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await page.goto('/produtos?busca=rede', { waitUntil: 'domcontentloaded' });
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Erro ao carregar produtos. Tente novamente mais tarde.' });
    await alert.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    failing = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await settled(page);
    await expect.poll(() => cardNames(page)).toContain('Rede de descanso artesanal');
    await page.close();
  });

  it('draws a window of 5 pages with first, last and ellipses on a long catalogue', async () => {
    const page = await context.newPage();
    await page.route(PRODUCTS_API, async (route) => {
      // Twelve pages of products: the real first page's products, with the meta of a long catalogue.
      const url = new URL(route.request().url());
      const current = Number(url.searchParams.get('page'));
      url.searchParams.set('page', '1');
      const response = await route.fetch({ url: url.toString() });
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, meta: { total: 96, current_page: current, per_page: 8, last_page: 12 } },
      });
    });
    await page.goto('/produtos?pagina=6', { waitUntil: 'networkidle' });
    await settled(page);
    const items = await pagination(page).locator('li').evaluateAll(visiblePageItems);
    expect(items.slice(1, -1)).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '12']);
    await expect(pagination(page).locator('[aria-current="page"]').innerText()).resolves.toMatch(/6/);
    await pagination(page).getByRole('link', { name: 'Página 12' }).click();
    await page.waitForURL(/pagina=12/);
    await settled(page);
    const last = await pagination(page).locator('li').evaluateAll(visiblePageItems);
    expect(last.slice(1, -1)).toEqual(['1', '…', '8', '9', '10', '11', '12']);
    await page.close();
  });

  it('moves an address past the last page to the last page', async () => {
    const { page } = await openCatalogue(context, '/produtos?pagina=40');
    await page.waitForURL(/pagina=5/);
    await settled(page);
    await expect(cards(page).count()).resolves.toBe(8);
    await page.close();
  });
});

describe('a shopper on a phone', () => {
  it('gets the same catalogue, fitting 360 px, with no axe violation', async () => {
    const context = await newContext(browser, 'phone');
    const { page, errors } = await openCatalogue(context);
    await settled(page);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    // Every control a thumb uses is at least 44 px tall.
    const heights = await page
      .locator('main a, main button, main select, main input')
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map(
            (element) =>
              [
                element.textContent?.trim() ?? element.tagName,
                element.getBoundingClientRect().height,
              ] as const,
          ),
      );
    for (const [name, height] of heights) expect(height, name).toBeGreaterThanOrEqual(44);
    await searchBox(page).fill('rede');
    await page.waitForURL(/busca=rede/);
    await settled(page);
    await expect.poll(() => cardNames(page)).toContain('Rede de descanso artesanal');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(['desktop', 'phone'] as const)('a shopper on a %s without JavaScript', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport, { javaScriptEnabled: false });
  });
  afterAll(() => context.close());

  it('reads the first page and its cards, and follows the links', async () => {
    const { page, errors } = await openCatalogue(context);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.not.toBe('');
    await expect(cards(page).count()).resolves.toBe(8);
    await expect(status(page).innerText()).resolves.toBe('40 produtos encontrados');
    const names = await cardNames(page);
    expect([...names].sort(collator.compare)).toEqual(names);
    const box = cards(page).filter({ hasText: 'Box Rota Amazônia' });
    await expect(box.getByRole('link', { name: /Detalhes/ }).getAttribute('href')).resolves.toBe(
      'https://loja.rotaamazonia.com.br/produtos/box-rota-amazonia-3-livros',
    );
    const pageTwo = await pagination(page).getByRole('link', { name: 'Página 2' }).getAttribute('href');
    expect(new URL(pageTwo ?? '', baseUrl()).searchParams.get('pagina')).toBe('2');
    // No state is drawn: the templates stay inert.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.locator('footer a[href="/sobre"]').click();
    await page.waitForURL('**/sobre');
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends the filters form as a GET of the address words', async () => {
    const { page, errors } = await openCatalogue(context);
    await searchBox(page).fill('rede');
    await categorySelect(page).selectOption({ label: 'Acessórios' });
    await sortSelect(page).selectOption({ label: 'Menor preço' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(/busca=rede/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('categoria')).toBe('acessorio');
    expect(params.get('ordem')).toBe('menor-preco');
    await expect(cards(page).count()).resolves.toBe(8);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the island's drawing part, loaded on the catalogue's first drawing", () => {
  const DRAWING_PART = /\/assets\/drawing-island-[\w-]+\.js$/;
  let context: BrowserContext;
  beforeAll(async () => {
    // No service worker: the drawing part comes from the network, as on a first visit.
    context = await newContext(browser, 'desktop', { serviceWorkers: 'block' });
  });
  afterAll(() => context.close());

  it('a filter changed while the drawing part is on its way shows its results once it comes', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(DRAWING_PART, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.fallback();
    });
    await page.goto('/produtos', { waitUntil: 'load' });
    // The default view's quiet refresh asks for it once the page has loaded and idled.
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
    await categorySelect(page).selectOption({ label: 'Acessórios' });
    await page.waitForURL(/categoria=acessorio/);
    release();
    await settled(page);
    await expect(status(page).innerText()).resolves.toBe('11 produtos encontrados');
    const categories = await cards(page).evaluateAll((elements) =>
      elements.map((card) => card.querySelector('p')?.innerText),
    );
    expect(new Set(categories)).toEqual(new Set(['ACESSÓRIO']));
    expect(asked).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without the drawing part (offline, not cached), the prerendered list stays as it is', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.route(DRAWING_PART, (route) => route.abort('internetdisconnected'));
    await page.goto('/produtos', { waitUntil: 'networkidle' });
    const prerendered = await cardNames(page);
    await categorySelect(page).selectOption({ label: 'Acessórios' });
    await page.waitForURL(/categoria=acessorio/);
    await page.waitForLoadState('networkidle');
    await expect(cardNames(page)).resolves.toEqual(prerendered);
    await expect(page.locator('ul[data-filters]').getAttribute('aria-busy')).resolves.toBe('false');
    await expect(pagination(page).getByRole('link', { name: 'Página 5' }).count()).resolves.toBe(1);
    // Only the part's failed requests complain.
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await page.close();
  });
});

describe('the catalogue elsewhere', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, 'desktop');
  });
  afterAll(() => context.close());

  it('the home page highlights the highlighted products, linking to the catalogue', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const section = page.locator('section[aria-labelledby="destaques-titulo"]');
    await section.getByRole('heading', { name: 'Da nossa loja' }).waitFor();
    await expect(section.getByTestId('product-card').count()).resolves.toBe(4);
    await expect(section.getByTestId('product-card').first().innerText()).resolves.toContain(
      'Navegante de Primeira Viagem — Livro impresso',
    );
    await expect(
      section.getByRole('link', { name: /Ver todos os produtos/ }).getAttribute('href'),
    ).resolves.toBe('/produtos');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the home page shows a product highlighted after the build, once the live list arrives', async () => {
    const stamp = Date.now();
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Iracema',
      email: `iracema.${stamp}@rotaamazonia.com.br`,
    });
    await database.db.destroy();
    const admin = await signInByApi(`iracema.${stamp}@rotaamazonia.com.br`);
    const name = `Remo de cedro entalhado ${stamp}`;
    const created = await api<{ data: { id: string } }>('/api/v1/admin/products', {
      method: 'POST',
      token: admin.token,
      body: {
        name,
        description: 'Remo de cedro entalhado à mão por artesãos de Santarém, com a rosa dos ventos na pá.',
        category: 'ACESSÓRIO',
        price_cents: 18_900,
        discount_percent: null,
        rating: 4.9,
        reviews: 3,
        in_stock: true,
        is_highlighted: true,
        image_url: '/media/products/sem-imagem.svg',
        link: 'https://loja.rotaamazonia.com.br/produtos/remo-de-cedro',
      },
    });
    expect(created.status).toBe(201);
    try {
      const live = await api<{ data: { name: string }[] }>('/api/v1/products/get/highlighted');
      const expected = live.body.data.slice(0, 4).map((product) => product.name);
      expect(expected).toContain(name);

      for (const viewport of ['phone', 'desktop'] as const) {
        const phoneOrDesktop = await newContext(browser, viewport);
        const page = await phoneOrDesktop.newPage();
        const errors = collectPageErrors(page);
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        const section = page.locator('section[aria-labelledby="destaques-titulo"]');
        const cards = section.getByTestId('product-card');
        // The build's list first, the live one after load and an idle moment.
        await expect(cards.count()).resolves.toBe(4);
        await expect.poll(() => cards.locator('h4').allInnerTexts(), { timeout: 15_000 }).toEqual(expected);
        const card = cards.filter({ hasText: name });
        await expect(card.innerText()).resolves.toContain('DESTAQUE');
        await expect(card.getByRole('link').getAttribute('href')).resolves.toBe(
          'https://loja.rotaamazonia.com.br/produtos/remo-de-cedro',
        );
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        await phoneOrDesktop.close();
      }
    } finally {
      // Other files count the seed's highlights: the product goes again.
      const removed = await fetch(`${baseUrl()}/api/v1/admin/products/${created.body.data.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(removed.ok).toBe(true);
    }
  });

  it("the home page keeps the build's products when the live list fails", async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    let asked = false;
    await page.route('**/api/v1/products/get/highlighted', (route) => {
      asked = true;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' });
    });
    await page.goto('/', { waitUntil: 'load' });
    const cards = page.locator('section[aria-labelledby="destaques-titulo"]').getByTestId('product-card');
    const before = await cards.locator('h4').allInnerTexts();
    await expect.poll(() => asked, { timeout: 15_000 }).toBe(true);
    // The island has had the answer when the page's next idle moment comes.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    await expect(cards.locator('h4').allInnerTexts()).resolves.toEqual(before);
    expect(before).toHaveLength(4);
    // Only the browser's own line about the refused answer.
    expect(errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
    await page.close();
  });

  it("the 'ADQUIRIR O LIVRO' buttons open the book's purchase link in a new tab", async () => {
    const page = await context.newPage();
    await page.goto('/livro', { waitUntil: 'networkidle' });
    const buttons = page.getByTestId('buy-book-button');
    await expect(buttons.count()).resolves.toBe(2);
    for (const button of await buttons.all()) {
      await expect(button.getAttribute('href')).resolves.toBe(
        'https://loja.rotaamazonia.com.br/produtos/navegante-de-primeira-viagem-livro',
      );
      await expect(button.getAttribute('target')).resolves.toBe('_blank');
      await expect(button.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await expect(button.innerText()).resolves.toContain('ADQUIRIR O LIVRO');
    }
    await page.close();
  });

  it('the menu leads to /produtos by a plain navigation', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/sobre', { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Produtos' })
      .click();
    await page.waitForURL('**/produtos');
    await settled(page);
    await expect(cards(page).count()).resolves.toBe(8);
    expect(errors).toEqual([]);
    await page.close();
  });
});
