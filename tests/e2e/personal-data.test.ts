import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, expectNoAxeViolations, launchBrowser } from './browser.ts';
import { api, registerTraveller, signedInContext, signInByApi, voyageIdBySlug } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface ExportDocument {
  format: string;
  tables: Record<string, Record<string, unknown>[]>;
}

/** Clicks "Baixar meus dados" and reads the file the browser saved. */
async function downloadExport(page: Page): Promise<ExportDocument> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rota-amazonia-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  return JSON.parse(readFileSync(file, 'utf8')) as ExportDocument;
}

async function voyageEventsInExport(token: string): Promise<number> {
  const { body } = await api<ExportDocument>('/api/v1/user/data-export', { token });
  return body.tables.voyage_events?.length ?? 0;
}

describe.each(['phone', 'desktop'] as const)('Meus dados (%s)', (viewport) => {
  it('downloads the export, switches analytics off, deletes the account', async () => {
    const traveller = await registerTraveller();
    const session = await signInByApi(traveller.email, traveller.password);
    const context = await signedInContext(browser, session, viewport, { acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Reached from the account menu.
    await page.goto('/home');
    if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
    await page.getByRole('link', { name: 'Meus dados' }).click();
    await page.waitForURL('**/conta/dados');
    await page.getByRole('heading', { name: 'Meus dados', level: 1 }).waitFor();
    await page.getByRole('switch', { name: 'Permitir estatísticas de uso' }).waitFor();
    await expectNoAxeViolations(page);

    const document = await downloadExport(page);
    expect(document.format).toBe('rota-amazonia.dados-pessoais/1');
    expect(document.tables.users?.[0]).toMatchObject({ email: traveller.email, name: traveller.name });
    expect(document.tables.coin_ledger?.length).toBeGreaterThan(0);

    // Correcting the address to one already in use is refused in pt-BR.
    const other = await registerTraveller();
    await page.getByLabel('Novo email').fill(other.email);
    await page.getByLabel('Senha atual').fill(traveller.password);
    await page.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await page.getByText('Este email já está cadastrado no sistema.').first().waitFor();

    // With analytics on, a voyage view is an event of theirs; switched off, nothing more is stored.
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    const view = () => api(`/api/v1/voyages/${voyageId}/views`, { method: 'POST', token: session.token });
    expect((await view()).status).toBe(200);
    const eventsBefore = await voyageEventsInExport(session.token);
    expect(eventsBefore).toBeGreaterThan(0);
    const analytics = page.getByRole('switch', { name: 'Permitir estatísticas de uso' });
    expect(await analytics.isChecked()).toBe(true);
    await analytics.click();
    await page.getByText('Estatísticas de uso desligadas.').waitFor();
    expect(await analytics.isChecked()).toBe(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Meus dados', level: 1 }).waitFor();
    expect(await page.getByRole('switch', { name: 'Permitir estatísticas de uso' }).isChecked()).toBe(false);
    expect((await view()).status).toBe(200);
    expect(await voyageEventsInExport(session.token)).toBe(eventsBefore);

    // A wrong password changes nothing; the right one deletes the account and signs out.
    await page.getByLabel('Senha para confirmar a exclusão').fill('Senha-Errada-1');
    await page.getByRole('button', { name: 'Excluir minha conta definitivamente' }).click();
    await page.getByText('Senha incorreta. Nada foi alterado.').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Senha para confirmar a exclusão').fill(traveller.password);
    await page.getByRole('button', { name: 'Excluir minha conta definitivamente' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Sua conta foi excluída.').waitFor();

    await page.getByLabel('Email').fill(traveller.email);
    await page.getByLabel('Senha', { exact: true }).fill(traveller.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Credenciais inválidas. Por favor, verifique seu email e senha.').waitFor();
    expect(errors.filter((error) => !error.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});
