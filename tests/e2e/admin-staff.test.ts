/**
 * Messages with the team and the help centre (issue 9, docs/architecture/admin.md): a traveller
 * writes from /admin/contact, the team answers on /admin/mensagem, the traveller reads the reply;
 * the help centre answers guests and travellers and finds answers without accents.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createUser } from '#tests/factories.ts';
import { linkIn, waitForMail } from '#tests/outbox.ts';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, newContext } from './browser.ts';
import { type Session, signedInContext, signInByApi } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('messages with the team', () => {
  let traveller: Session;
  let admin: Session;

  beforeAll(async () => {
    const stamp = Date.now();
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Vera',
      email: `vera.${stamp}@rotaamazonia.com.br`,
    });
    await createUser(database.db, { name: 'Tainá Viajante', email: `taina.${stamp}@exemplo.com` });
    await database.db.destroy();
    admin = await signInByApi(`vera.${stamp}@rotaamazonia.com.br`);
    traveller = await signInByApi(`taina.${stamp}@exemplo.com`);
  });

  it('a traveller writes, the team answers, the traveller reads the reply', async () => {
    const subject = `Narração travando ${Date.now() % 10_000}`;
    const travellerContext = await signedInContext(browser, traveller, 'phone');
    const page = await travellerContext.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin/contact');
    await page.getByRole('heading', { level: 1, name: 'Fale com a equipe' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Informe o assunto.').waitFor();
    await page.getByLabel('Assunto').fill(subject);
    await page.getByLabel('Mensagem').fill('A narração para no meio do parágrafo quando estou sem sinal.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.waitForURL(/\/admin\/mensagem\?conversa=\d+/);
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    await page
      .getByTestId('conversation-messages')
      .getByText('A narração para no meio do parágrafo')
      .waitFor();

    // The team: the open request is listed unread (open ones first, the longest waiting on top:
    // other suites' requests may be older), opens it, answers.
    const teamContext = await signedInContext(browser, admin);
    const teamPage = await teamContext.newPage();
    const teamErrors = collectPageErrors(teamPage);
    await teamPage.goto('/admin/mensagem');
    await teamPage.getByRole('heading', { level: 1, name: 'Mensagens dos viajantes' }).waitFor();
    const request = teamPage
      .getByRole('region', { name: 'Mensagens dos viajantes' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await request.getByText(subject).waitFor();
    await request.getByText('Não lida').waitFor();
    await expectNoAxeViolations(teamPage);
    await request.getByRole('button').click();
    await teamPage.getByText('De Tainá Viajante').waitFor();
    await teamPage
      .getByLabel('Sua resposta')
      .fill('Baixe a viagem com Embarcar antes de sair: a narração fica no aparelho.');
    await teamPage.getByRole('button', { name: 'Responder' }).click();
    await teamPage.getByTestId('conversation-messages').getByText('Baixe a viagem com Embarcar').waitFor();
    expect(teamErrors).toEqual([]);
    await teamContext.close();

    // The traveller sees the reply.
    await page.goto('/admin/mensagem');
    const mine = page
      .getByRole('region', { name: 'Mensagens' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await mine.getByText('Não lida').waitFor();
    await mine.getByRole('button').click();
    await page
      .getByTestId('conversation-messages')
      .getByText('Equipe Rota Amazônia · Comandante Vera')
      .waitFor();
    await page.getByTestId('conversation-messages').getByText('Baixe a viagem com Embarcar').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await travellerContext.close();
  });

  it('sends a guest who wants to write to the sign-in page', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/admin/contact');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('sending the ebook', () => {
  it('an admin sends it; the e-mail in the outbox carries a link that downloads it', async () => {
    const stamp = Date.now();
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Lia',
      email: `lia.${stamp}@rotaamazonia.com.br`,
    });
    await database.db.destroy();
    const admin = await signInByApi(`lia.${stamp}@rotaamazonia.com.br`);
    const buyer = `comprador.${stamp}@exemplo.com`;

    const context = await signedInContext(browser, admin, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/enviar-ebook');
    await page.getByRole('heading', { level: 1, name: 'Enviar o ebook' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email do comprador').fill('sem-arroba');
    await page.getByRole('button', { name: 'Enviar ebook' }).click();
    await page.getByText('Informe um email válido.').waitFor();
    await page.getByLabel('Email do comprador').fill(buyer);
    await page.getByLabel('Nome (opcional)').fill('Davi Comprador');
    await page.getByRole('button', { name: 'Enviar ebook' }).click();
    const sent = page.getByTestId('ebook-deliveries').getByRole('listitem').filter({ hasText: buyer });
    await sent.getByText('Ainda não baixado').waitFor();

    const mail = await waitForMail(inject('dataDir'), { to: buyer }, 10_000);
    expect(mail.subject).toBe('Seu ebook Navegante de Primeira Viagem — Rota Amazônia');
    const link = linkIn(mail, '/api/v1/ebook/download/');
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/epub+zip');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await page.reload();
    await page
      .getByTestId('ebook-deliveries')
      .getByRole('listitem')
      .filter({ hasText: buyer })
      .getByText(/Baixado em/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a sending whose e-mail failed', () => {
  it('says so in the list and sends again from there', async () => {
    const stamp = Date.now();
    const buyer = `sem-sinal.${stamp}@exemplo.com`;
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Iuri',
      email: `iuri.${stamp}@rotaamazonia.com.br`,
    });
    // As the server leaves a sending whose mail server refused the e-mail.
    await database.db
      .insertInto('ebook_deliveries')
      .values({
        email: buyer,
        recipient_name: 'Leitor do Interior',
        sender_id: null,
        token_hash: randomBytes(32).toString('hex'),
        expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        created_at: new Date().toISOString(),
        status: 'failed',
      })
      .execute();
    await database.db.destroy();
    const admin = await signInByApi(`iuri.${stamp}@rotaamazonia.com.br`);

    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/enviar-ebook');
    const rows = page.getByTestId('ebook-deliveries').getByRole('listitem').filter({ hasText: buyer });
    await rows.getByText('Falha no envio').waitFor();
    await expect(rows.getByText('Ainda não baixado').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    await rows.getByRole('button', { name: `Enviar de novo para ${buyer}` }).click();
    await rows.getByText('Ainda não baixado').waitFor();
    await expect(rows.count()).resolves.toBe(2);
    const mail = await waitForMail(inject('dataDir'), { to: buyer }, 10_000);
    expect(mail.text).toContain('Leitor do Interior');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the help centre', () => {
  it('answers guests, finds answers without accents, and leads to the team', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin/help');
    await page.getByRole('heading', { level: 1, name: 'Como podemos ajudar?' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('narracao sem sinal');
    await page.getByText(/respostas? encontradas?\./).waitFor();
    await page.getByText('Consigo ler sem internet, no barco?').waitFor();
    await expect(page.getByText('Esqueci a senha. O que faço?').count()).resolves.toBe(0);
    await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('xyzxyz');
    await page.getByText('Nenhuma resposta para essa busca.').waitFor();
    await expect(page.getByRole('link', { name: 'Falar com a equipe' }).getAttribute('href')).resolves.toBe(
      '/admin/contact',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
