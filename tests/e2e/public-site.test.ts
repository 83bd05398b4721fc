import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createVoyage } from '#tests/factories.ts';
import {
  baseUrl,
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
  viewports,
} from './browser.ts';

const publicPages = [
  { path: '/', texts: ['INICIAR VIAGEM', 'Cada viagem, uma lição'] },
  { path: '/servicos', texts: ['Fale com um Especialista'] },
  {
    path: '/sobre',
    texts: ['Conexão', 'Consciência de Preservação', 'Inovação Tecnológica', 'Transformação'],
  },
  { path: '/contato', texts: ['contato@rotaamazonia.com.br', '24h'] },
  { path: '/livro', texts: ['Navegante de Primeira Viagem', 'ADQUIRIR O LIVRO', 'ISBN'] },
  { path: '/produtos', texts: ['Buscar produtos', 'Categoria', 'Ordenar por', '40 produtos encontrados'] },
  { path: '/viagem', texts: ['A Experiência', 'Viagens Disponíveis', 'Perguntas Frequentes'] },
  {
    path: '/viagem/encontro-das-aguas',
    texts: ['A Experiência', 'Viagens Disponíveis', 'Perguntas Frequentes'],
  },
  // The ebook sales pages (SPEC §2.7; their blocks and the experiment: sales.test.ts).
  {
    path: '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-001',
    texts: ['R$ 67,00', 'R$ 39,90', 'Pagamento único', 'Reembolso integral garantido'],
  },
  {
    path: '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-002',
    texts: ['R$ 67,00', 'R$ 39,90', 'Pagamento único', 'até 3x mais profundas', 'Três presentes'],
  },
  {
    path: '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-003',
    texts: ['R$ 67,00', 'R$ 39,90', 'Pagamento único', 'Garantia de 7 dias', 'Perguntas frequentes'],
  },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openPage(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  return { page, errors };
}

describe.each(['phone', 'desktop'] as const)('public pages on a %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport);
  });
  afterAll(() => context.close());

  it.each(publicPages)(
    '$path shows its SPEC texts, one h1, no errors and no axe violation',
    async ({ path, texts }) => {
      const { page, errors } = await openPage(context, path);
      const body = await page.locator('body').innerText();
      for (const text of texts) expect(body, `${path} shows '${text}'`).toContain(text);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(await page.title()).toMatch(/Rota Amazônia/);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      expect(errors, `${path} logs no errors (CSP, hydration)`).toEqual([]);
      await page.close();
    },
  );
});

/** Every public page but /produtos, whose island and JavaScript-off reading catalogue.test.ts checks (docs/architecture/catalogue.md). */
const staticPages = publicPages.filter((page) => page.path !== '/produtos');

describe.each(['phone', 'desktop'] as const)('static pages with JavaScript off, on a %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport, { javaScriptEnabled: false });
  });
  afterAll(() => context.close());

  it.each(staticPages)('$path reads whole and its links lead on', async ({ path, texts }) => {
    const { page, errors } = await openPage(context, path);
    const body = await page.locator('body').innerText();
    for (const text of texts) expect(body, `${path} shows '${text}'`).toContain(text);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    expect(await page.title()).toMatch(/Rota Amazônia/);
    await expectNoSidewaysScroll(page);
    // The footer's links are plain documents: 'Sobre' opens /sobre with no script at all.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre', exact: true }).click();
    await page.waitForURL('**/sobre');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors, `${path} logs no errors`).toEqual([]);
    await page.close();
  });
});

describe('what a static page downloads (decision 110)', () => {
  it.each(staticPages)(
    '$path loads one small island: no router, no preloads, no inline script',
    async ({ path }) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).not.toContain('modulepreload');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
      expect(sources).toHaveLength(1);
      const script = await (await fetch(`${baseUrl()}${sources[0]}`)).arrayBuffer();
      expect(gzipSync(new Uint8Array(script)).length).toBeLessThanOrEqual(20 * 1024);
      // The critical CSS is inline; the whole stylesheet comes at the end of the body.
      expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/);
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/?><\/body>/);
    },
  );
});

/**
 * A page as it goes over a new connection to a browser that accepts brotli: the status line, the
 * headers and the body, before decoding. The first round trip carries the headers too.
 */
function pageOnTheWire(path: string): Promise<{ encoding: string | undefined; bytes: number }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    let answer = Buffer.alloc(0);
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: br, gzip\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      const headEnd = answer.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = answer.subarray(0, headEnd).toString();
      const bodyLength = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1]);
      if (answer.length < headEnd + 4 + bodyLength) return;
      socket.end();
      resolve({ encoding: /^content-encoding:\s*(\S+)/im.exec(head)?.[1], bytes: answer.length });
    });
    socket.on('error', reject);
  });
}

/** What the first round trip of a new connection carries: TCP's initial window of ten segments. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

describe('the HTML the server sends, before any JavaScript runs', () => {
  it.each(publicPages)('$path comes in one round trip on a new connection', async ({ path }) => {
    const { encoding, bytes } = await pageOnTheWire(path);
    expect(encoding).toBe('br');
    expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  it('/sobre already holds the four values', async () => {
    const html = await (await fetch(`${baseUrl()}/sobre`)).text();
    for (const value of ['Conexão', 'Consciência de Preservação', 'Inovação Tecnológica', 'Transformação']) {
      expect(html).toContain(value);
    }
  });

  it('an unknown path answers 404 with the 404 page', async () => {
    const response = await fetch(`${baseUrl()}/nao-existe`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Página Não Encontrada');
  });
});

describe('navigation', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, 'desktop');
  });
  afterAll(() => context.close());

  it('the top menu has every item and leads to its page', async () => {
    const { page } = await openPage(context, '/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const name of ['Início', 'Sobre', 'Produtos', 'Viagens', 'Viagens em Áudio', 'Contato']) {
      await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    await expect(nav.getByRole('link', { name: 'Viagens em Áudio' }).getAttribute('href')).resolves.toBe(
      '/play',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'INICIAR VIAGEM' }).getAttribute('href'),
    ).resolves.toBe('/login');

    const pageView = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/analytics/pageviews') &&
        response.request().postDataJSON()?.path === '/sobre',
    );
    await nav.getByRole('link', { name: 'Sobre', exact: true }).click();
    await page.waitForURL('**/sobre');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBeTruthy();
    expect((await pageView).status()).toBe(201);

    await nav.getByRole('link', { name: 'Contato', exact: true }).click();
    await page.waitForURL('**/contato');
    await nav.getByRole('link', { name: 'Início', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.close();
  });

  it('the footer links to /, /sobre, /produtos and /viagem', async () => {
    const { page } = await openPage(context, '/sobre');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of ['/', '/sobre', '/produtos', '/viagem']) expect(hrefs).toContain(href);
    await page.close();
  });

  it('the header changes style after 10 px of scroll', async () => {
    const { page } = await openPage(context, '/');
    const header = page.getByRole('banner');
    // What the visitor sees: a transparent bar at the top, a solid one once scrolled.
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => window.scrollY > 10);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await page.close();
  });

  it("the floating 'INICIAR VIAGEM' button appears after 300 px on the home page", async () => {
    const { page } = await openPage(context, '/');
    const floating = page.getByTestId('floating-start-button');
    await expect(floating.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, 200));
    // The header's style changes on the same scroll event: once it has, the button has seen it too.
    await page.locator('[data-site-header][data-scrolled="true"]').waitFor();
    await expect(floating.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect.poll(() => floating.isVisible()).toBe(true);
    await expect(floating.getAttribute('href')).resolves.toBe('/login');
    await expect(floating.innerText()).resolves.toContain('INICIAR VIAGEM');
    await page.close();
  });

  it('the home and voyage pages carry the voyage cards in their HTML, before any script runs', async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text();
    const voyagePage = await (await fetch(`${baseUrl()}/viagem/encontro-das-aguas`)).text();
    for (const html of [home, voyagePage]) {
      for (const title of ['O Encontro das Águas', 'O Silêncio do Igapó', 'Amanhecer no Tapajós']) {
        expect(html).toContain(title);
      }
    }
    // On /viagem/{slug} the first card is in the first screen: its image loads at once.
    expect(voyagePage).toMatch(/<img src="\/media\/voyages\/[^"]+" [^>]*loading="eager"/);
    expect(home).not.toMatch(/loading="eager"/);
  });

  it('the home page lists the highlighted voyages, linked to their pages', async () => {
    const { page } = await openPage(context, '/');
    for (const title of ['O Encontro das Águas', 'O Silêncio do Igapó', 'Amanhecer no Tapajós']) {
      await page.getByText(title).first().waitFor();
    }
    const link = page.getByRole('link', { name: /O Encontro das Águas/ }).first();
    await expect(link.getAttribute('href')).resolves.toBe('/viagem/encontro-das-aguas');
    await page.close();
  });

  it('the voyages page has three tabs, five questions and a closing call to /home', async () => {
    const { page } = await openPage(context, '/viagem');
    const tabs = page.getByRole('tab');
    await expect(tabs.allInnerTexts()).resolves.toEqual([
      'A Experiência',
      'Viagens Disponíveis',
      'Perguntas Frequentes',
    ]);
    await page.getByRole('tab', { name: 'Perguntas Frequentes' }).click();
    await expect(
      page.getByRole('tab', { name: 'Perguntas Frequentes' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('summary, [aria-expanded]').count()).resolves.toBe(5);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Viagens Disponíveis' }).click();
    await page.getByRole('tabpanel').getByText('O Encontro das Águas').waitFor();
    const hrefs = await page
      .locator('main a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/home');
    await page.close();
  });

  it('the services page leads to a specialist on /contato', async () => {
    const { page } = await openPage(context, '/servicos');
    await page.getByRole('link', { name: 'Fale com um Especialista' }).click();
    await page.waitForURL('**/contato');
    await page.close();
  });
});

describe('the mobile menu', () => {
  it('opens by keyboard, names its state and navigates', async () => {
    const context = await newContext(browser, 'phone');
    const { page } = await openPage(context, '/');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.locator('#menu-movel').getByRole('link', { name: 'Sobre', exact: true }).click();
    await page.waitForURL('**/sobre');
    await expect(
      page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    expect(viewports.phone.width).toBe(360);
    await context.close();
  });
});

describe('the 404 page', () => {
  it('answers status 404 and offers its buttons and links', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/sobre');
    const response = await page.goto('/caminho/que/nao/existe', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página Não Encontrada' }).waitFor();
    const main = page.getByRole('main');
    const hrefOf = (name: string) => main.getByRole('link', { name, exact: true }).getAttribute('href');
    await expect(hrefOf('Ir para o Dashboard')).resolves.toBe('/admin');
    await expect(hrefOf('Central de Ajuda')).resolves.toBe('/admin/help');
    await expect(hrefOf('Suporte')).resolves.toBe('/admin/contact');
    await expect(hrefOf('Página Inicial')).resolves.toBe('/admin');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Voltar', exact: true }).click();
    await page.waitForURL('**/sobre');
    // The browser logs the 404 document's status itself; anything else would be a real error.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});

const UNKNOWN_ROUTE_NOTICE =
  'Não encontramos essa rota entre as viagens disponíveis. Escolha uma das viagens abaixo.';

describe('the highlighted voyages, live', () => {
  it("a voyage published after the build shows on the home page, /viagem and its own address; a failed list keeps the build's", async () => {
    const database = connectDatabase(inject('databaseUrl'));
    const stamp = Date.now();
    const published = await createVoyage(database.db, {
      slug: `furo-do-paracuuba-${stamp}`,
      title: `Furo do Paracuúba ${stamp}`,
      description: 'Um atalho estreito entre dois rios, de canoa, ao som dos guaribas.',
      icon: 'moon',
      theme_color: 'indigo',
      is_published: true,
      is_highlighted: true,
      highlight_order: 1_000,
    });
    try {
      const context = await newContext(browser, 'phone');
      for (const path of ['/', '/viagem']) {
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        if (path === '/viagem') await page.getByRole('tab', { name: 'Viagens Disponíveis' }).click();
        const card = page.locator('[data-live-voyages] li').filter({ hasText: published.title });
        await card.waitFor({ timeout: 15_000 });
        await expect(card.getByRole('link').getAttribute('href')).resolves.toBe(`/viagem/${published.slug}`);
        await expect(card.locator('svg.lucide-moon').count()).resolves.toBe(1);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        await page.close();
      }

      // No page of its own was built: /viagem's answers, opened at that voyage (docs/architecture/frontend.md).
      const own = await context.newPage();
      const ownErrors = collectPageErrors(own);
      const answer = await own.goto(`/viagem/${published.slug}`, { waitUntil: 'domcontentloaded' });
      expect(answer?.status()).toBe(200);
      const availableTab = own.getByRole('tab', { name: 'Viagens Disponíveis' });
      await expect.poll(() => availableTab.getAttribute('aria-selected')).toBe('true');
      const marked = own.locator('[data-live-voyages] a[aria-current="page"]');
      await expect
        .poll(() => marked.getAttribute('href'), { timeout: 15_000 })
        .toBe(`/viagem/${published.slug}`);
      await expect(own.getByText(UNKNOWN_ROUTE_NOTICE).count()).resolves.toBe(0);
      await expectNoAxeViolations(own);
      expect(ownErrors).toEqual([]);
      await own.close();

      // A slug that names no voyage: the same page, saying so above the list.
      const unknown = await context.newPage();
      const unknownErrors = collectPageErrors(unknown);
      const unknownAnswer = await unknown.goto(`/viagem/rota-que-nao-existe-${stamp}`);
      expect(unknownAnswer?.status()).toBe(200);
      await unknown.getByText(UNKNOWN_ROUTE_NOTICE).waitFor({ timeout: 15_000 });
      await expect(
        unknown.getByRole('tab', { name: 'Viagens Disponíveis' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await expectNoAxeViolations(unknown);
      expect(unknownErrors).toEqual([]);
      await unknown.close();

      const page = await context.newPage();
      const errors = collectPageErrors(page);
      let asked = false;
      await page.route('**/api/v1/voyages/get/highlighted', (route) => {
        asked = true;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' });
      });
      await page.goto('/', { waitUntil: 'load' });
      const titles = page.locator('[data-live-voyages] h3');
      const before = await titles.allInnerTexts();
      await expect.poll(() => asked, { timeout: 15_000 }).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
      await expect(titles.allInnerTexts()).resolves.toEqual(before);
      expect(before.length).toBeGreaterThan(0);
      expect(errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
      await context.close();
    } finally {
      await database.db.deleteFrom('voyages').where('id', '=', published.id).execute();
      await database.db.destroy();
    }
  });
});
