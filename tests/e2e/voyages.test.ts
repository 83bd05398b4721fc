/**
 * Voyages and passagens in the browser (issue 5): the dashboard's tabs, the detail page, starting
 * a free and a paid voyage, being refused one that costs too much, and buying passagens through
 * the sandbox checkout. A fresh traveller starts with the welcome grant of 3 passagens.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  expectBalance,
  expectNoAxeViolations,
  launchBrowser,
  newContext,
} from './browser.ts';
import { registerTraveller, signInThroughForm } from './sessions.ts';

function card(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

/** Errors the browser logs for answers the test provokes (404 not found, 409 refused start). */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/status of (404|409)/.test(error));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a new traveller on desktop', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const traveller = await registerTraveller();
    context = await newContext(browser, 'desktop');
    page = await context.newPage();
    errors = collectPageErrors(page);
    await signInThroughForm(page, traveller.email);
  });
  afterAll(() => context.close());

  it('sees the dashboard tabs: voyages with status and cost, then passagens', async () => {
    const voyagesTab = page.getByRole('tab', { name: 'Viagens' });
    await voyagesTab.waitFor();
    await expect(voyagesTab.getAttribute('aria-selected')).resolves.toBe('true');
    const free = card(page, 'O Encontro das Águas');
    await free.getByText('Pronta para embarque').waitFor();
    await free.getByText('Gratuita').waitFor();
    await free.getByRole('link', { name: 'Iniciar Viagem' }).waitFor();
    await card(page, 'O Silêncio do Igapó').getByText('Custo: 1 Passagem').waitFor();
    await card(page, 'A Voz da Pororoca').getByText('Custo: 3 Passagens').waitFor();
    await expect(page.getByRole('heading', { level: 3 }).count()).resolves.toBeGreaterThanOrEqual(6);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Passagens' }).click();
    await expectBalance(page, 3);
    await page.getByRole('heading', { name: 'Bilhete de Canoa' }).waitFor();
    await page.getByText('Boas-vindas a bordo').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Viagens' }).click();
  });

  it('opens a detail page with everything SPEC §2.4 shows, and starts a free voyage', async () => {
    await card(page, 'O Encontro das Águas').getByRole('link', { name: 'O Encontro das Águas' }).click();
    await page.waitForURL('**/viagem/detalhes/*');
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    for (const text of [
      'Sobre esta Viagem',
      'Resumo',
      'Explore a viagem no seu próprio ritmo',
      'Seu progresso é salvo automaticamente',
      'Você pode retomar a viagem a qualquer momento',
      'Informações da viagem',
      '30 minutos',
      'A fronteira não é um muro, é uma conversa.',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByText('Pronta para embarque').first().waitFor();
    const info = page.getByRole('region', { name: 'Informações da viagem' });
    await info.getByText('Iara', { exact: true }).waitFor();
    await info.getByText('15 de janeiro de 2026').waitFor();
    await info.getByText('Diferença', { exact: true }).waitFor();
    await expect(
      info.getByText('Visualizações').locator('xpath=following-sibling::dd').innerText(),
    ).resolves.toMatch(/^\d+$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Iniciar Viagem' }).click();
    await page.waitForURL('**/viagem/experiencia/*');
    await page.getByText('Bom dia, viajante.', { exact: false }).first().waitFor();

    await page.goto('/home');
    const started = card(page, 'O Encontro das Águas');
    await started.getByText('Em andamento').waitFor();
    await started.getByRole('link', { name: 'Continuar' }).waitFor();
    await expect(page.getByTestId('saldo-de-passagens').count()).resolves.toBe(0);
  });

  it('starts a paid voyage: the balance drops at once, then the server agrees', async () => {
    await card(page, 'O Silêncio do Igapó').getByRole('link', { name: 'Iniciar Viagem' }).click();
    await page.waitForURL('**/viagem/detalhes/*');
    const status = page.getByRole('region', { name: 'Sua passagem' });
    await status.getByText('Disponível').waitFor();
    await status.getByText('1 Passagem', { exact: true }).waitFor();
    await status.getByText('3 Passagens', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // Hold the start's answer to see the optimistic balance.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/voyages/*/start', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Iniciar Viagem' }).click();
    await status.getByText('2 Passagens', { exact: true }).waitFor();
    release();
    await page.waitForURL('**/viagem/experiencia/*');
    await page.unroute('**/api/v1/voyages/*/start');

    await page.goto('/home');
    await page.getByRole('tab', { name: 'Passagens' }).click();
    await expectBalance(page, 2);
    const spend = page.getByRole('listitem').filter({ hasText: 'Embarque: O Silêncio do Igapó' });
    await spend.getByText('−1').waitFor();
  });

  it('is refused a voyage it cannot afford, and is shown where to buy passagens', async () => {
    await page.getByRole('tab', { name: 'Viagens' }).click();
    const expensive = card(page, 'A Voz da Pororoca');
    await expensive.getByText('Passagens insuficientes').waitFor();
    await expensive.getByRole('link', { name: 'Ver detalhes' }).click();
    await page.waitForURL('**/viagem/detalhes/*');
    const status = page.getByRole('region', { name: 'Sua passagem' });
    await status.getByText('Passagens insuficientes').first().waitFor();
    await status.getByText('Faltam 1 Passagem para embarcar nesta viagem.').waitFor();
    await expect(status.getByRole('button', { name: 'Iniciar Viagem' }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    // The server refuses too, whatever a client sends.
    const refusal = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/voyages/${id}/start`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return { status: response.status, body: await response.json() };
    }, page.url().split('/').at(-1));
    expect(refusal).toMatchObject({ status: 409, body: { message: 'Passagens insuficientes' } });

    await status.getByRole('link', { name: 'Comprar mais Passagens' }).click();
    await page.waitForURL('**/home');
    await expect(page.getByRole('tab', { name: 'Passagens' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
  });

  it('buys a package through the sandbox checkout and sees the new balance and the history row', async () => {
    const canoa = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Bilhete de Canoa' }) });
    await canoa.getByText('R$ 14,90').waitFor();
    await canoa.getByRole('button', { name: 'Comprar' }).click();
    // The contract's summary first (docs/architecture/legal.md), then the provider.
    await page
      .getByRole('dialog', { name: 'Resumo da compra' })
      .getByRole('button', { name: 'Confirmar e ir para o pagamento' })
      .click();
    await page.waitForURL('**/pagamento/sandbox/*');
    await page.getByRole('heading', { name: 'Pagamento de teste' }).waitFor();
    await page.getByText('Ambiente de testes').waitFor();
    await page.getByText('R$ 14,90').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(/\/user\/store\/coins\?pedido=[0-9a-f-]+&status=aprovado/);
    await page.getByText('Pagamento aprovado! Suas Passagens já estão no saldo.').first().waitFor();
    await expectBalance(page, 5);
    const purchase = page.getByRole('listitem').filter({ hasText: 'Compra: Bilhete de Canoa' });
    await purchase.getByText('+3').waitFor();
    await expectNoAxeViolations(page);
  });

  it('a cancelled payment says so and changes nothing', async () => {
    await page.goto('/user/store/coins');
    const barco = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Travessia de Barco' }) });
    await barco.getByText('-10%').waitFor();
    await barco.getByRole('button', { name: 'Comprar' }).click();
    // The contract's summary first (docs/architecture/legal.md), then the provider.
    await page
      .getByRole('dialog', { name: 'Resumo da compra' })
      .getByRole('button', { name: 'Confirmar e ir para o pagamento' })
      .click();
    await page.waitForURL('**/pagamento/sandbox/*');
    await page.getByRole('button', { name: 'Cancelar pagamento' }).click();
    await page.waitForURL(/status=cancelado/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Pagamento cancelado. Nenhuma cobrança foi feita.' })
      .waitFor();
    await expectBalance(page, 5);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('on a phone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const traveller = await registerTraveller();
    context = await newContext(browser, 'phone');
    page = await context.newPage();
    await signInThroughForm(page, traveller.email);
  });
  afterAll(() => context.close());

  it('the dashboard, a detail page and the store have no axe violation', async () => {
    await card(page, 'O Tempo da Cheia').getByText('Custo: 2 Passagens').waitFor();
    await expectNoAxeViolations(page);
    await card(page, 'O Tempo da Cheia').getByRole('link', { name: 'Iniciar Viagem' }).click();
    await page.getByRole('heading', { level: 1, name: 'O Tempo da Cheia' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/user/store/coins');
    await page.getByRole('heading', { name: 'Loja de Passagens' }).waitFor();
    await page.getByRole('heading', { name: 'Expedição pelos Rios' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("an unknown voyage shows 'Viagem não encontrada' and 'Voltar' goes back", async () => {
    await page.goto('/home');
    await page.getByRole('tab', { name: 'Viagens' }).waitFor();
    await page.goto('/viagem/detalhes/999999');
    await page.getByRole('heading', { name: 'Viagem não encontrada' }).waitFor();
    // The server's reason (SPEC §8).
    await page.getByText('Episódio não encontrado').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/home');
  });
});
