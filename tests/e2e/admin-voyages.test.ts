/**
 * Writing a voyage in the console (issue 9, docs/architecture/admin.md), as the team and a traveller would
 * live it: the editor's errors, paragraphs and a highlight, a cover and a narration uploaded (and a
 * wrong file refused), a draft no traveller sees, the preview in the real reader, publishing, a
 * traveller reading it, and unpublishing.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import { createUser } from '#tests/factories.ts';
import { baseUrl, collectPageErrors, expectNoAxeViolations, launchBrowser } from './browser.ts';
import { type Session, signedInContext, signInByApi } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function voyageCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

describe('a voyage written in the console', () => {
  const title = `Noite no Lago Janauari ${Date.now() % 100_000}`;
  let admin: Session;
  let traveller: Session;
  let voyageUrl: string;

  beforeAll(async () => {
    const stamp = Date.now();
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Iracema',
      email: `iracema.${stamp}@rotaamazonia.com.br`,
    });
    await createUser(database.db, { name: 'Jaci Leitora', email: `jaci.${stamp}@exemplo.com` });
    await database.db.destroy();
    admin = await signInByApi(`iracema.${stamp}@rotaamazonia.com.br`);
    traveller = await signInByApi(`jaci.${stamp}@exemplo.com`);
  });

  it('is written, checked, given a cover and a narration, and saved as a draft', async () => {
    const context = await signedInContext(browser, admin, 'desktop');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Viagens', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Viagens' }).waitFor();
    await page.getByRole('link', { name: 'O Encontro das Águas', exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Nova viagem' }).click();
    const form = page.getByRole('form', { name: 'Nova viagem' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Informe o título.').waitFor();
    await form.getByText('Escreva o parágrafo ou apague-o.').waitFor();
    await expectNoAxeViolations(page);

    await form.getByLabel('Título').fill(title);
    await form.getByText('Informe o título.').waitFor({ state: 'detached' });
    await form.getByLabel('Guia (autor)').fill('Iara');
    await form
      .getByLabel('Descrição curta (cartões e listas)')
      .fill('Uma noite de canoa entre vitórias-régias.');
    await form
      .getByLabel('Descrição', { exact: true })
      .fill('Quando o motor se cala, o lago começa a falar.');
    await form.getByLabel('Resumo').fill('Iara leva o viajante de canoa pelo lago ao cair da noite.');
    await form.getByLabel('Duração (minutos)').fill('12');
    await form.getByLabel('Temas (separados por vírgula)').fill('Escuta, Noite');
    await form.getByLabel('Citação da página de detalhes').fill('O escuro também tem caminho.');
    await form.getByLabel('Cor do cartão').selectOption('indigo');
    await form.getByLabel('Ícone do cartão').selectOption('moon');

    // Three paragraphs; the last one moved up, a highlight made from a selection.
    await form
      .getByLabel('Parágrafo 1', { exact: true })
      .fill('A canoa desliza sem barulho sobre a água parada.');
    await form.getByRole('button', { name: 'Acrescentar parágrafo depois do 1' }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(
      await form.getByLabel('Parágrafo 2', { exact: true }).getAttribute('id'),
    );
    await page.keyboard.type('Os vaga-lumes acendem a margem como uma cidade pequena.');
    await form.getByRole('button', { name: 'Acrescentar parágrafo depois do 2' }).click();
    await page.keyboard.type('O escuro também tem caminho, diz Iara, baixinho.');
    await form.getByRole('button', { name: 'Subir parágrafo 3' }).click();
    await expect(form.getByLabel('Parágrafo 2', { exact: true }).inputValue()).resolves.toMatch(/^O escuro/);
    await form
      .getByLabel('Parágrafo 2', { exact: true })
      .evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(0, 'O escuro também tem caminho'.length));
    await form.getByRole('button', { name: 'Destacar o trecho selecionado do parágrafo 2' }).click();
    await form.getByRole('button', { name: 'Tirar o destaque “O escuro também tem caminho”' }).waitFor();

    // A cover (resized to WebP) and a narration; a text file posing as audio is refused.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1b3a5c' } })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel('Capa', { exact: true })
      .setInputFiles({ name: 'lago.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.getByTestId('voyage-cover-preview').getAttribute('src')).resolves.toMatch(
      /^\/uploads\/images\/[0-9a-f]{20}\.webp$/,
    );
    await form.getByLabel('Arquivo de áudio').setInputFiles({
      name: 'narracao.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('isto é um texto, não um áudio'),
    });
    await form.getByRole('alert').filter({ hasText: 'Envie um áudio Ogg Opus, MP3 ou M4A.' }).waitFor();
    await expect(form.getByLabel('Título').inputValue()).resolves.toBe(title);
    await form.getByLabel('Arquivo de áudio').setInputFiles({
      name: 'narracao.opus',
      mimeType: 'audio/ogg',
      buffer: readFileSync(`public${NARRATION_SAMPLE_URL}`),
    });
    await expect(form.locator('audio').getAttribute('src')).resolves.toMatch(
      /^\/uploads\/audio\/[0-9a-f]{20}\.opus$/,
    );
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('heading', { level: 1, name: `Editar “${title}”` }).waitFor();
    await page.getByText('Rascunho · 0 viajantes embarcaram').waitFor();
    voyageUrl = new URL(page.url()).pathname;
    expect(voyageUrl).toMatch(/^\/admin\/viagens\/\d+$/);
    // Only the refused upload the test provoked.
    expect(errors.filter((error) => !/status of 415/.test(error))).toEqual([]);
    await context.close();
  });

  it('stays out of sight for travellers while it is a draft', async () => {
    const context = await signedInContext(browser, traveller, 'phone');
    const page = await context.newPage();
    await page.goto('/home');
    await voyageCard(page, 'O Encontro das Águas').waitFor();
    await expect(voyageCard(page, title).count()).resolves.toBe(0);
    await context.close();
  });

  it('opens in the real reader as a preview, then is published', async () => {
    const context = await signedInContext(browser, admin, 'phone');
    const page = await context.newPage();
    await page.goto(voyageUrl);
    // Unsaved words: no preview or publication until saved, and leaving asks first.
    const titleField = page.getByRole('form').getByLabel('Título');
    await titleField.fill(`${title} (rascunho)`);
    await page.getByText('Salve as alterações para publicar ou pré-visualizar.').waitFor();
    await page.getByRole('link', { name: 'Voltar para as viagens' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await leave.waitFor({ state: 'detached' });
    await expect(titleField.inputValue()).resolves.toBe(`${title} (rascunho)`);
    await page.getByRole('link', { name: 'Voltar para as viagens' }).click();
    await leave.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Viagens' }).waitFor();
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(titleField.inputValue()).resolves.toBe(title);
    await page.getByRole('link', { name: 'Pré-visualizar no leitor' }).click();
    await page.waitForURL('**/viagem/experiencia/*?previa=1');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Pré-visualização: o progresso e a conclusão não são salvos.').waitFor();
    await expect(page.locator('mark').first().innerText()).resolves.toBe('O escuro também tem caminho');
    const paragraphs = await page.locator('[id^="paragrafo-"]').allInnerTexts();
    expect(paragraphs.map((text) => text.trim().slice(0, 12))).toEqual([
      'A canoa desl',
      'O escuro tam',
      'Os vaga-lume',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Voltar ao editor' }).click();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Publicada · 0 viajantes embarcaram').waitFor();
    await context.close();
  });

  it('is read by a traveller once published, and kept for them when unpublished', async () => {
    const reader = await signedInContext(browser, traveller, 'phone');
    const page = await reader.newPage();
    await page.goto('/home');
    const card = voyageCard(page, title);
    await card.getByText('Gratuita').waitFor();
    await card.getByRole('link', { name: 'Iniciar Viagem' }).click();
    await page.waitForURL('**/viagem/detalhes/*');
    await page.getByRole('button', { name: 'Iniciar Viagem' }).click();
    await page.waitForURL('**/viagem/experiencia/*');
    await page.getByText('Os vaga-lumes acendem a margem', { exact: false }).waitFor();
    const cover = await page.locator('article img').first().getAttribute('src');
    expect(cover).toMatch(/^\/uploads\/images\/[0-9a-f]{20}\.webp$/);

    // The team takes it down: the traveller who boarded keeps it, the others no longer see it.
    const staff = await signedInContext(browser, admin, 'desktop');
    const consolePage = await staff.newPage();
    await consolePage.goto(voyageUrl);
    await consolePage.getByText('Publicada · 1 viajante embarcou').waitFor();
    await consolePage.getByRole('button', { name: 'Tirar do ar' }).click();
    await consolePage.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await consolePage.getByText('Rascunho · 1 viajante embarcou').waitFor();
    // The audit log names what the team did.
    await consolePage.goto('/admin');
    const log = consolePage.getByRole('region', { name: 'Registro de ações da equipe' });
    for (const action of ['Criou uma viagem', 'Publicou uma viagem', 'Tirou uma viagem do ar']) {
      await log
        .getByText(new RegExp(`Comandante Iracema · ${action}`))
        .first()
        .waitFor();
    }
    await staff.close();

    await page.goto('/home');
    await voyageCard(page, title).waitFor();
    await reader.close();
    const visitor = await fetch(`${baseUrl()}/api/v1/voyages/get/public/episodes`);
    const episodes = (await visitor.json()) as { data: { title: string }[] };
    expect(episodes.data.map((episode) => episode.title)).not.toContain(title);
  });
});
