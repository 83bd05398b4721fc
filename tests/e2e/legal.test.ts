/**
 * Lawful to sell (docs/architecture/legal.md), on phone and desktop, axe clean: who sells in the
 * footer of public and signed-in screens, the terms and the privacy policy; registration shows and
 * records the versions; a sandbox purchase shows the contract's summary (and a way back) before
 * paying, then "Meus pedidos" shows the order with its contract; a support message gets its
 * protocol on screen and by e-mail. The footers carry what the build was given (SELLER_*: the same
 * environment this suite runs in); the server (global-setup.ts) is given a complete identity.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { parseBuildEnv } from '#shared/build-env.ts';
import { privacyVersion, termsVersion } from '#shared/legal/documents.ts';
import { waitForMail } from '#tests/outbox.ts';
import { sellerTestEnv } from '#tests/seller-test-env.ts';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, newContext, viewports } from './browser.ts';
import { newTraveller, signedInContext, startVoyage, voyageIdBySlug } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What the build put into every footer. */
const builtSeller = parseBuildEnv(process.env).SELLER;

async function expectFooterIdentity(page: Page) {
  const footer = page.locator('footer').last();
  if (builtSeller) {
    await footer.getByText(`CNPJ ${builtSeller.cnpj}`, { exact: false }).waitFor();
    await footer.getByText(builtSeller.legalName, { exact: false }).waitFor();
    await footer.getByText(builtSeller.address, { exact: false }).waitFor();
    await footer.getByRole('link', { name: builtSeller.dpoEmail }).waitFor();
  } else {
    await footer
      .getByText('Identificação do vendedor não configurada nesta instalação', { exact: false })
      .waitFor();
  }
  const documents = footer.getByRole('navigation', { name: 'Documentos legais' });
  await expect(
    documents.getByRole('link', { name: 'Termos de Uso e de Compra' }).getAttribute('href'),
  ).resolves.toBe('/termos');
  await expect(
    documents.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href'),
  ).resolves.toBe('/privacidade');
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on %s', (viewport) => {
  it('every public page and signed-in screen says who sells and links the terms and the policy', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    for (const path of ['/', '/produtos', '/termos', '/privacidade']) {
      await page.goto(path);
      await expectFooterIdentity(page);
    }
    await page.goto('/termos');
    await page.getByRole('heading', { level: 1, name: 'Termos de Uso e de Compra' }).waitFor();
    await page.getByText(`Versão ${termsVersion}, em vigor desde`, { exact: false }).waitFor();
    await page.getByRole('heading', { name: '6. Direito de arrependimento' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/privacidade');
    await page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }).waitFor();
    await page.getByText(`Versão ${privacyVersion}, em vigor desde`, { exact: false }).waitFor();
    await expect(page.getByRole('link', { name: 'Abrir Meus dados' }).getAttribute('href')).resolves.toBe(
      '/conta/dados',
    );
    await expectNoAxeViolations(page);
    await context.close();

    const traveller = await newTraveller({ name: `Viajante do rodapé ${viewport}` });
    const signedIn = await signedInContext(browser, traveller, viewport);
    const home = await signedIn.newPage();
    const homeErrors = collectPageErrors(home);
    await home.goto('/home');
    await expectFooterIdentity(home);
    await expectNoAxeViolations(home);
    // The reading screen has no layout footer: who sells follows the voyage's last paragraph.
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(traveller, voyageId);
    await home.goto(`/viagem/experiencia/${voyageId}`);
    await home.locator('.reader-prose p').first().waitFor();
    await expectFooterIdentity(home);
    await expectNoAxeViolations(home);
    await signedIn.close();
    expect([...errors, ...homeErrors]).toEqual([]);
  });

  it('registration shows the versions of the terms and the policy and records them', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `aceite.${viewport}.${Date.now()}@exemplo.com`;
    await page.goto('/registro');
    await expectFooterIdentity(page);
    const acceptance = page.getByText('Ao criar a conta você aceita os', { exact: false });
    await acceptance.waitFor();
    await expect(acceptance.textContent()).resolves.toBe(
      `Ao criar a conta você aceita os Termos de Uso e de Compra (versão ${termsVersion}) e a Política de Privacidade (versão ${privacyVersion}).`,
    );
    await expect(
      acceptance.getByRole('link', { name: 'Termos de Uso e de Compra' }).getAttribute('href'),
    ).resolves.toBe('/termos');
    await expectNoAxeViolations(page);
    await page.getByLabel('Nome completo').fill('Moema Aceita');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Rio-Negro-2026');
    await page.getByLabel('Confirmar senha').fill('Rio-Negro-2026');
    await page.getByRole('button', { name: 'Criar minha conta' }).click();
    await page.getByText('Cadastro realizado com sucesso!').first().waitFor();

    const database = connectDatabase(inject('databaseUrl'));
    try {
      const row = await database.db
        .selectFrom('users')
        .select(['terms_version', 'privacy_version'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ terms_version: termsVersion, privacy_version: privacyVersion });
    } finally {
      await database.db.destroy();
    }
    await context.close();
    expect(errors).toEqual([]);
  });

  it('a purchase shows the contract before paying, then Meus pedidos keeps it', async () => {
    const traveller = await newTraveller({ name: `Compradora ${viewport}` });
    const context = await signedInContext(browser, traveller, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/user/store/coins');
    const barco = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Travessia de Barco' }) });
    await barco.getByRole('button', { name: 'Comprar' }).click();

    const summary = page.getByRole('dialog', { name: 'Resumo da compra' });
    await summary.getByText('Travessia de Barco').waitFor();
    await summary.getByText('10% (− R$', { exact: false }).waitFor();
    await summary.getByText('Total a pagar').waitFor();
    await summary.getByText(`CNPJ ${sellerTestEnv.SELLER_CNPJ}`, { exact: false }).waitFor();
    await summary.getByText(sellerTestEnv.SELLER_LEGAL_NAME, { exact: false }).waitFor();
    await summary.getByText('Você pode desistir desta compra em até 7 dias', { exact: false }).waitFor();
    await expect(
      summary.getByRole('link', { name: 'Termos de Uso e de Compra' }).getAttribute('href'),
    ).resolves.toBe('/termos');
    await summary.getByText(`(versão ${termsVersion})`, { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    // The way back: another package instead.
    await summary.getByRole('button', { name: 'Voltar e trocar de pacote' }).click();
    await summary.waitFor({ state: 'detached' });
    const canoa = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Bilhete de Canoa' }) });
    await canoa.getByRole('button', { name: 'Comprar' }).click();
    await summary.getByText('Bilhete de Canoa').waitFor();
    await summary.getByText('Sem desconto').waitFor();
    await summary.getByRole('button', { name: 'Confirmar e ir para o pagamento' }).click();
    await page.waitForURL('**/pagamento/sandbox/*');
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(/status=aprovado/);

    await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
    await page.waitForURL('**/conta/pedidos');
    await page.getByRole('heading', { level: 1, name: 'Meus pedidos' }).waitFor();
    const order = page.getByRole('article').filter({ hasText: 'Bilhete de Canoa' });
    await order.getByText('Pago', { exact: true }).waitFor();
    await order.getByText(`Termos de Uso e de Compra, versão ${termsVersion}`).waitFor();
    await order.getByText('R$ 14,90').first().waitFor();
    await page.getByText(`CNPJ ${sellerTestEnv.SELLER_CNPJ}`, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await expectNoAxeViolations(page);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('a message to the team gets its protocol at once, on screen and by e-mail', async () => {
    const email = `protocolo.${viewport}.${Date.now()}@exemplo.com`;
    const traveller = await newTraveller({ name: `Remetente ${viewport}`, email });
    const context = await signedInContext(browser, traveller, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin/contact');
    await page.getByLabel('Assunto').fill('Dúvida sobre o recibo');
    await page.getByLabel('Mensagem').fill('Não encontrei o recibo da minha compra de ontem.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.waitForURL(/\/admin\/mensagem\?conversa=\d+/);
    const acknowledged = page.getByTestId('request-acknowledged');
    await acknowledged
      .getByText(/^Recebemos sua mensagem \(protocolo RA-\d{8}-\d{6}\)\. Respondemos até /)
      .waitFor();
    const protocol = /RA-\d{8}-\d{6}/.exec((await acknowledged.textContent()) ?? '')?.[0];
    await page.getByTestId('conversation-messages').getByText(`Protocolo ${protocol}`).waitFor();
    await expectNoAxeViolations(page);

    // The traveller's address also gets the sign-up's confirmation, sent from the same queue.
    const subject = `Recebemos sua mensagem — protocolo ${protocol}`;
    const mail = await waitForMail(inject('dataDir'), { to: email, subject });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(protocol);
    await context.close();
    expect(errors).toEqual([]);
  });
});
