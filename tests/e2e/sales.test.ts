/**
 * The ebook sales pages (SPEC §2.7, §9; issue 8): each variant's texts, prices and blocks, the
 * preview lightbox by mouse, keyboard and swipe, and the experiment — the sticky assignment at
 * /vendas/ebook and the exposures and clicks staff read per variant (docs/architecture/sales.md).
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { setUserRole } from '#server/features/auth/user.repository.ts';
import { baseUrl, collectPageErrors, expectNoAxeViolations, launchBrowser, newContext } from './browser.ts';

const slug = 'rota-amazonia-1-0-navegante-de-primeira-viagem';
const salesPath = (variant: string) => `/vendas/ebook/${slug}-${variant}`;
const CHECKOUT_URL = 'https://pay.rotaamazonia.com.br/navegante-de-primeira-viagem';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The checkout is another site: the browser suite answers it locally instead of going out. */
async function salesContext(viewport: 'phone' | 'desktop' = 'desktop', options: { hasTouch?: boolean } = {}) {
  const context = options.hasTouch
    ? await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 360, height: 780 },
        locale: 'pt-BR',
        hasTouch: true,
        isMobile: true,
      })
    : await newContext(browser, viewport);
  await context.route(`${CHECKOUT_URL}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
  );
  return context;
}

function isSalesEvent(request: Request, kind: string, variant?: string) {
  if (!request.url().endsWith('/api/v1/analytics/sales-events') || request.method() !== 'POST') return false;
  const body = request.postDataJSON() as { kind?: string; variant?: string };
  return body.kind === kind && (variant === undefined || body.variant === variant);
}

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const exposure = page.waitForRequest((request) => isSalesEvent(request, 'exposure'));
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  return { page, errors, exposure };
}

const text = (page: Page) => page.locator('main').innerText();

const variants = [
  {
    variant: '001',
    title: 'Aprenda a navegar a própria vida com uma IA como copiloto',
    guarantee: 'Reembolso integral garantido',
    previews: [
      'Sumário',
      'Introdução, página 7',
      'Introdução, página 8',
      'Introdução, página 9',
      'Introdução, página 10',
      'Contracapa',
    ],
  },
  {
    variant: '002',
    title: 'Viva experiências até 3x mais profundas em cada travessia',
    guarantee: 'Reembolso integral garantido',
    previews: ['Sumário', 'Introdução, página 7', 'Introdução, página 10', 'Contracapa'],
  },
  {
    variant: '003',
    title: 'Comece a sua primeira viagem sem risco',
    guarantee: 'Garantia de 7 dias',
    previews: ['Sumário', 'Introdução, página 7', 'Introdução, página 8', 'Contracapa'],
  },
] as const;

describe('the three sales pages', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await salesContext('desktop');
  });
  afterAll(() => context.close());

  it.each(variants)(
    '$variant shows its hero, offer, guarantee, gallery and only its own blocks',
    async ({ variant, title, guarantee, previews }) => {
      const { page, errors, exposure } = await open(context, salesPath(variant));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.title()).toMatch(/Rota Amazônia/);
      const body = await text(page);
      // SPEC §9: list price, launch price, one-time payment.
      expect(body).toContain('R$ 67,00');
      expect(body).toContain('R$ 39,90');
      expect(body).toContain('Pagamento único');
      await expect(page.getByTestId('list-price').first().innerText()).resolves.toBe('R$ 67,00');
      await expect(page.getByTestId('launch-price').first().innerText()).resolves.toBe('R$ 39,90');
      await page.getByRole('heading', { name: 'Folheie antes de embarcar' }).waitFor();
      await page.getByRole('heading', { name: guarantee }).waitFor();

      // SPEC §9: a 7-day guarantee on 003; a full refund without a period on 001 and 002.
      const guaranteeText = await page.getByRole('region', { name: guarantee }).innerText();
      if (variant === '003') expect(guaranteeText).toContain('7 dias');
      else {
        expect(guaranteeText).toMatch(/devolvemos (todo o valor|o valor integral)/);
        expect(guaranteeText).not.toMatch(/\d+ dias/);
      }

      // The gallery: 001 has six previews (contents, four introduction pages, back cover).
      const thumbnails = page.getByRole('button', { name: /^Ampliar: / });
      await expect(thumbnails.count()).resolves.toBe(previews.length);
      for (const label of previews) await page.getByRole('button', { name: `Ampliar: ${label}` }).waitFor();
      const images = await page
        .getByRole('region', { name: 'Folheie antes de embarcar' })
        .locator('img')
        .evaluateAll((list) => list.map((img) => [img.getAttribute('width'), img.getAttribute('height')]));
      expect(images.every(([width, height]) => width === '600' && height === '840')).toBe(true);

      // The bonus block and its '3x' claim on 002 only; the FAQ on 003 only.
      const bonus = page.getByRole('heading', { name: 'Três presentes para ir mais fundo' });
      await expect(bonus.count()).resolves.toBe(variant === '002' ? 1 : 0);
      if (variant === '002')
        await expect(page.getByTestId('depth-claim').innerText()).resolves.toContain('3x');
      const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
      await expect(faq.count()).resolves.toBe(variant === '003' ? 1 : 0);
      if (variant === '003') {
        await expect(faq.locator('details').count()).resolves.toBe(6);
        await faq.getByText('O pagamento é único ou é uma assinatura?').click();
        await faq.getByText('Não há mensalidade', { exact: false }).waitFor();
      }

      // Every call to action opens the external checkout in a new tab.
      const buttons = page.getByTestId('checkout-button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      for (const attributes of await buttons.evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('href'),
          link.getAttribute('target'),
          link.getAttribute('rel'),
        ]),
      )) {
        expect(attributes).toEqual([CHECKOUT_URL, '_blank', 'noopener noreferrer']);
      }

      // Opened straight, not through /vendas/ebook: outside the experiment's draw.
      expect((await exposure).postDataJSON()).toMatchObject({ variant, kind: 'exposure', source: 'direct' });
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('the HTML holds the offer before any JavaScript runs', async () => {
    for (const { variant, title } of variants) {
      const html = await (await fetch(`${baseUrl()}${salesPath(variant)}`)).text();
      expect(html).toContain(title);
      expect(html).toContain('R$ 39,90');
      expect(html).toContain(CHECKOUT_URL);
    }
  });
});

describe('the preview lightbox', () => {
  it('enlarges a page on click and works by keyboard: arrows, Tab kept inside, Esc', async () => {
    const context = await salesContext('desktop');
    const { page, errors } = await open(context, salesPath('001'));
    const opener = page.getByRole('button', { name: 'Ampliar: Sumário' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Páginas do ebook ampliadas' });
    await dialog.waitFor();
    await dialog.getByText('1 de 6').waitFor();
    await expect(dialog.getByRole('img').getAttribute('src')).resolves.toBe('/media/ebook/sumario.svg');
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await dialog.getByText('2 de 6').waitFor();
    await expect(dialog.getByRole('img').getAttribute('src')).resolves.toBe('/media/ebook/introducao-1.svg');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText('6 de 6').waitFor();
    await dialog.getByText('Contracapa').waitFor();
    await page.keyboard.press('Home');
    await dialog.getByText('1 de 6').waitFor();

    // Focus never leaves the dialog, forwards or backwards.
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).resolves.toBe(
        true,
      );
    }
    await dialog.getByRole('button', { name: 'Próxima página' }).click();
    await dialog.getByText('2 de 6').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // The close button and a click beside the page close it too.
    await page.getByRole('button', { name: 'Ampliar: Contracapa' }).click();
    await dialog.getByText('6 de 6').waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes pages by swipe on a touch screen', async () => {
    const context = await salesContext('phone', { hasTouch: true });
    const { page, errors } = await open(context, salesPath('001'));
    await page.getByRole('button', { name: 'Ampliar: Introdução, página 7' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Páginas do ebook ampliadas' });
    await dialog.getByText('2 de 6').waitFor();
    const box = await page.getByTestId('lightbox-stage').boundingBox();
    if (!box) throw new Error('no lightbox stage');
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (const step of [0.25, 0.5, 0.75, 1]) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + (toX - fromX) * step, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await dialog.getByText('3 de 6').waitFor();
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await dialog.getByText('1 de 6').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the experiment', () => {
  async function adminHeaders() {
    const email = `staff.${Date.now()}@exemplo.com`;
    const password = 'Rio-Negro-2026';
    const registered = await fetch(`${baseUrl()}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Equipe Rota', email, password, password_confirmation: password }),
    });
    const { data } = (await registered.json()) as { data: { user?: { id: string } } & { id?: string } };
    const id = Number(data.user?.id ?? data.id);
    const connection = connectDatabase(inject('databaseUrl'));
    try {
      await setUserRole(connection.db, id, '1', new Date().toISOString());
    } finally {
      await connection.db.destroy();
    }
    const login = await fetch(`${baseUrl()}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Login: email, Password: password }),
    });
    const { token } = (await login.json()) as { token: string };
    return { authorization: `Bearer ${token}` };
  }

  async function report(headers: Record<string, string>) {
    const response = await fetch(`${baseUrl()}/api/v1/analytics/sales-variants`, { headers });
    expect(response.status).toBe(200);
    interface Arrivals {
      exposures: number;
      clicks: number;
      ctr: number;
    }
    const { data } = (await response.json()) as {
      data: ({ variant: string; direct: Arrivals } & Arrivals)[];
    };
    return Object.fromEntries(data.map((row) => [row.variant, row]));
  }

  it('assigns a visitor a variant at /vendas/ebook and keeps it; exposures and clicks reach the report', async () => {
    const headers = await adminHeaders();
    const before = await report(headers);

    const context = await salesContext('phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const exposure = page.waitForRequest((request) => isSalesEvent(request, 'exposure'));
    await page.goto('/vendas/ebook?utm_source=convite');
    await page.waitForURL(new RegExp(`/vendas/ebook/${slug}-00[123]\\?utm_source=convite$`));
    const variant = page.url().match(/-(00[123])\?/)?.[1] ?? '';
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await exposure).postDataJSON()).toMatchObject({ variant, kind: 'exposure', source: 'assigned' });
    await expect(page.evaluate(() => localStorage.getItem('sales_variant'))).resolves.toBe(variant);
    // The entry replaced itself: going back leaves the offer instead of bouncing into it again.
    await page.goBack();
    expect(page.url()).toBe('about:blank');

    // Sticky: the same device comes back to the same variant.
    for (let visit = 0; visit < 3; visit += 1) {
      const recorded = page.waitForResponse(
        (response) => isSalesEvent(response.request(), 'exposure', variant) && response.status() === 201,
      );
      await page.goto('/vendas/ebook');
      await page.waitForURL(`**${salesPath(variant)}`);
      await recorded;
    }

    // A call to action opens the checkout in a new tab and counts as the variant's click.
    const click = page.waitForRequest((request) => isSalesEvent(request, 'cta_click', variant));
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('checkout-button').first().click(),
    ]);
    await checkout.waitForLoadState();
    expect(checkout.url()).toBe(CHECKOUT_URL);
    expect((await (await click).response())?.status()).toBe(201);
    expect((await click).postDataJSON()).toMatchObject({ source: 'assigned' });
    expect(errors).toEqual([]);
    await context.close();

    await expect
      .poll(async () => (await report(headers))[variant]?.clicks)
      .toBe((before[variant]?.clicks ?? 0) + 1);
    const after = await report(headers);
    // One exposure per page shown: the first visit and the three returns.
    expect(after[variant]?.exposures).toBe((before[variant]?.exposures ?? 0) + 4);
    expect(after[variant]?.ctr).toBeGreaterThan(0);
    expect(after[variant]?.direct).toEqual(before[variant]?.direct);
  });

  it('counts a visitor who arrives straight at a variant apart from the comparison', async () => {
    const headers = await adminHeaders();
    const before = await report(headers);
    const context = await salesContext('phone');
    // Assigned 003 earlier, then led straight to 001, as the reader's ad does.
    await context.addInitScript(() => localStorage.setItem('sales_variant', '003'));
    const { page, errors, exposure } = await open(context, salesPath('001'));
    expect((await exposure).postDataJSON()).toMatchObject({ variant: '001', source: 'direct' });
    const click = page.waitForRequest((request) => isSalesEvent(request, 'cta_click', '001'));
    await Promise.all([context.waitForEvent('page'), page.getByTestId('checkout-button').first().click()]);
    expect((await click).postDataJSON()).toMatchObject({ source: 'direct' });
    expect(errors).toEqual([]);
    await context.close();

    await expect
      .poll(async () => (await report(headers))['001']?.direct.clicks)
      .toBe((before['001']?.direct.clicks ?? 0) + 1);
    const after = await report(headers);
    expect(after['001']?.direct.exposures).toBe((before['001']?.direct.exposures ?? 0) + 1);
    // The side-by-side numbers are the assigned visitors' alone.
    expect(after['001']?.exposures).toBe(before['001']?.exposures);
    expect(after['001']?.clicks).toBe(before['001']?.clicks);
  });

  it('a device already assigned a variant is sent to it', async () => {
    const context = await salesContext('desktop');
    await context.addInitScript(() => localStorage.setItem('sales_variant', '002'));
    const page = await context.newPage();
    await page.goto('/vendas/ebook');
    await page.waitForURL(`**${salesPath('002')}`);
    await page.getByRole('heading', { name: 'Três presentes para ir mais fundo' }).waitFor();
    await context.close();
  });
});
