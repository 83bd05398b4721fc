/**
 * Every screen on a 320 px phone (WCAG 1.4.10, reflow): nothing scrolls sideways, with the longest
 * content a real store shows: the seller's identity in every footer (the build's) and in the purchase
 * summary (the server's), a traveller's long e-mail, a note that is a link, the console's tables and
 * forms.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { SALES_PAGE_SLUG_PREFIX } from '#shared/constants.ts';
import { createUser } from '#tests/factories.ts';
import { sellerTestEnv } from '#tests/seller-test-env.ts';
import { expectNoSidewaysScroll, launchBrowser, newContext, waitToSee } from './browser.ts';
import { api, type Session, signedInContext, signInByApi, startVoyage, voyageIdBySlug } from './sessions.ts';

const smallPhone = { viewport: { width: 320, height: 640 } };
const noteLink =
  'https://www.exemplo.com.br/o/encontro-das-aguas/onde-o-rio-negro-corre-ao-lado-do-solimoes?origem=diario';

/** A screen and what it shows once its content is in: by default, its footer's link to the policy. */
interface Screen {
  path: string;
  shows?: string;
}

let browser: Browser;
let traveller: Session;
let admin: Session;
let travellerEmail: string;
let voyageId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const stamp = Date.now();
  travellerEmail = `maria.eduarda.albuquerque.vasconcelos.${stamp}@exemplo.com.br`;
  const adminEmail = `comandante.jurema.albuquerque.${stamp}@rotaamazonia.com.br`;
  const database = connectDatabase(inject('databaseUrl'));
  await createUser(database.db, { name: 'Maria Eduarda Albuquerque Vasconcelos', email: travellerEmail });
  await createUser(database.db, { role: '1', name: 'Comandante Jurema', email: adminEmail });
  await database.db.destroy();
  [traveller, admin] = await Promise.all([signInByApi(travellerEmail), signInByApi(adminEmail)]);
  voyageId = await voyageIdBySlug('encontro-das-aguas');
  await startVoyage(traveller, voyageId);
  const note = await api(`/api/v1/reader/notes/${randomUUID()}`, {
    method: 'PUT',
    token: traveller.token,
    body: { voyage_id: voyageId, paragraph_index: 0, note: `Para ler depois: ${noteLink}` },
  });
  expect(note.status).toBeLessThan(300);
});
afterAll(async () => {
  await browser.close();
});

async function expectEachToFit(page: Page, screens: Screen[]) {
  for (const { path, shows = 'Política de Privacidade' } of screens) {
    await page.goto(path);
    await waitToSee(page.getByRole('heading', { level: 1 }).first());
    await waitToSee(page.getByText(shows).first());
    await expectNoSidewaysScroll(page);
  }
}

describe('on a 320 px phone', () => {
  it('the public pages, the sign-in screens and the legal documents fit', async () => {
    const context = await newContext(browser, 'phone', smallPhone);
    await expectEachToFit(await context.newPage(), [
      { path: '/' },
      { path: '/servicos' },
      { path: '/sobre' },
      { path: '/contato' },
      { path: '/livro' },
      { path: '/viagem' },
      { path: '/viagem/encontro-das-aguas' },
      { path: '/produtos' },
      { path: `/vendas/ebook/${SALES_PAGE_SLUG_PREFIX}-001` },
      { path: '/termos' },
      { path: '/privacidade' },
      { path: '/login' },
      { path: '/registro' },
      { path: '/recuperar-senha' },
      { path: '/admin/login' },
      { path: '/pagina-que-nao-existe' },
    ]);
    await context.close();
  });

  it("a traveller's screens fit, with a long e-mail and a note that is a link", async () => {
    const context = await signedInContext(browser, traveller, 'phone', smallPhone);
    const page = await context.newPage();
    await expectEachToFit(page, [
      { path: '/home' },
      { path: `/viagem/detalhes/${voyageId}` },
      { path: `/viagem/experiencia/${voyageId}`, shows: 'O Encontro das Águas' },
      { path: '/user/notes', shows: noteLink },
      { path: '/user/store/coins' },
      { path: '/conta/pedidos' },
      { path: '/conta/dados', shows: travellerEmail },
      { path: '/admin/profile', shows: travellerEmail },
      { path: '/user/offline' },
      { path: '/play' },
    ]);
    // The purchase summary names the seller the server holds (tests/seller-test-env.ts).
    await page.goto('/user/store/coins');
    await page.getByRole('button', { name: 'Comprar' }).first().click();
    const summary = page.getByRole('dialog', { name: 'Resumo da compra' });
    await waitToSee(summary.getByText(sellerTestEnv.SELLER_LEGAL_NAME, { exact: false }));
    await expect(
      summary.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth),
    ).resolves.toBeLessThanOrEqual(0);
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  it("the console's screens fit", async () => {
    const context = await signedInContext(browser, admin, 'phone', smallPhone);
    await expectEachToFit(await context.newPage(), [
      { path: '/admin', shows: 'Visão geral' },
      { path: `/admin/viajantes/${traveller.user.id}`, shows: travellerEmail },
      { path: '/admin/viagens', shows: 'O Encontro das Águas' },
      { path: '/admin/viagens/nova', shows: 'Capa' },
      { path: `/admin/viagens/${voyageId}`, shows: 'Capa' },
      { path: '/admin/produtos' },
      { path: '/admin/numeros' },
      { path: '/admin/acessos' },
      { path: '/admin/mensagem' },
      { path: '/enviar-ebook' },
    ]);
    await context.close();
  });
});
