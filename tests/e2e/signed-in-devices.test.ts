/**
 * Sessions a traveller can see and end (docs/architecture/auth.md): two browsers signed in as one
 * traveller, the first ends the second, whose next screen is /login; the "Novo acesso à sua conta"
 * e-mail read from the outbox, its link ending that sign-in from a browser that is not signed in;
 * the team's refused sign-ins and ending every session of a traveller.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { mailsMatching } from '#tests/outbox.ts';
import {
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
  type viewports,
} from './browser.ts';
import {
  api,
  eventually,
  registerTraveller,
  signedInContext,
  signInByApi,
  signInThroughForm,
  signOutThroughMenu,
} from './sessions.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const NEW_DEVICE_SUBJECT = 'Novo acesso à sua conta';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
});

async function open(viewport: keyof typeof viewports, userAgent?: string): Promise<Page> {
  const context = await newContext(browser, viewport, userAgent ? { userAgent } : {});
  contexts.push(context);
  return context.newPage();
}

/** The profile's "Onde você está conectado" list, once it shows `count` sign-ins. */
async function sessionsList(page: Page, count: number) {
  const list = page.getByTestId('active-sessions');
  await eventually(
    () => list.getByRole('listitem').count(),
    (found) => found === count,
  );
  return list;
}

/** The end-session link of the newest "Novo acesso" e-mail to `to`, once there are `count` of them. */
async function newDeviceLink(to: string, count: number): Promise<{ link: string; text: string }> {
  const mails = await eventually(
    async () => mailsMatching(inject('dataDir'), { to, subject: NEW_DEVICE_SUBJECT }),
    (found) => found.length >= count,
  );
  const text = mails.at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/acesso\/encerrar\?token=[\w.-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no end-session link in: ${text}`);
  return { link, text };
}

describe.each(['phone', 'desktop'] as const)('signed-in devices (%s)', (viewport) => {
  it('the first browser lists both sign-ins and ends the second, whose next screen is /login', async () => {
    const traveller = await registerTraveller();
    const first = await open(viewport);
    const errors = collectPageErrors(first);
    await signInThroughForm(first, traveller.email, traveller.password);
    const second = await open(viewport, FIREFOX_ON_WINDOWS);
    await signInThroughForm(second, traveller.email, traveller.password);

    await first.goto('/admin/profile');
    await first.getByRole('heading', { name: 'Onde você está conectado' }).waitFor();
    const list = await sessionsList(first, 2);
    const mine = list.getByRole('listitem').filter({ hasText: 'Este dispositivo' });
    expect(await mine.count()).toBe(1);
    // This device offers no "Encerrar": signing out is "Sair".
    expect(await mine.getByRole('button').count()).toBe(0);
    await list.getByRole('listitem').filter({ hasText: 'Firefox no Windows' }).waitFor();
    await first.getByRole('heading', { name: 'Histórico de acessos' }).waitFor();
    await first.getByTestId('sign-in-history').getByText('Entrada').first().waitFor();
    await expectNoAxeViolations(first);
    await expectNoSidewaysScroll(first);
    await first.getByRole('heading', { name: 'Onde você está conectado' }).scrollIntoViewIfNeeded();
    await first.screenshot({ path: `/tmp/sessions-profile-${viewport}.png`, fullPage: true });

    await first.getByRole('button', { name: 'Encerrar o acesso de Firefox no Windows' }).click();
    await first.getByText('Acesso encerrado.').first().waitFor();
    await sessionsList(first, 1);
    await first.getByText('Só este dispositivo está conectado.').waitFor();

    // The second browser's next screen: its tokens are refused, so it goes to /login.
    await second.goto('/home');
    await second.waitForURL('**/login', { timeout: 15_000 });
    await second.getByText('Sua sessão expirou. Por favor, faça login novamente.').first().waitFor();
    // The first is still signed in.
    await first.reload();
    await sessionsList(first, 1);
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('e-mails "Novo acesso à sua conta" for a new device; its link ends that sign-in without being signed in', async () => {
    const traveller = await registerTraveller();
    const phone = await open(viewport);
    await signInThroughForm(phone, traveller.email, traveller.password);
    // The same browser again (its device cookie): no e-mail.
    await signOutThroughMenu(phone, phone.getByRole('button', { name: 'Sair' }).first());
    await signInThroughForm(phone, traveller.email, traveller.password);
    const mac = await open(viewport, SAFARI_ON_MAC);
    await signInThroughForm(mac, traveller.email, traveller.password);

    const { link, text } = await newDeviceLink(traveller.email, 1);
    expect(
      mailsMatching(inject('dataDir'), { to: traveller.email, subject: NEW_DEVICE_SUBJECT }),
    ).toHaveLength(1);
    expect(text).toContain('Dispositivo: Safari no macOS');
    expect(text).toContain('Endereço: 127.0.0.1');

    // Opened from the mail, in a browser signed in as nobody.
    const mailReader = await open(viewport);
    const errors = collectPageErrors(mailReader);
    await mailReader.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await mailReader.getByRole('heading', { name: 'Encerrar um acesso à sua conta', level: 1 }).waitFor();
    await expectNoAxeViolations(mailReader);
    await expectNoSidewaysScroll(mailReader);
    await mailReader.screenshot({ path: `/tmp/session-end-link-${viewport}.png`, fullPage: true });
    await mailReader.getByRole('button', { name: 'Encerrar este acesso' }).click();
    await mailReader.getByRole('heading', { name: 'Acesso encerrado', level: 1 }).waitFor();
    await mailReader
      .getByText('O acesso de Safari no macOS foi encerrado e precisará entrar de novo.')
      .waitFor();
    await mailReader.getByRole('link', { name: 'Trocar minha senha' }).waitFor();
    await expectNoAxeViolations(mailReader);
    await mailReader.screenshot({ path: `/tmp/session-end-link-done-${viewport}.png`, fullPage: true });

    await mac.goto('/home');
    await mac.waitForURL('**/login', { timeout: 15_000 });
    // Used once: a second time says so.
    await mailReader.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await mailReader.getByRole('button', { name: 'Encerrar este acesso' }).click();
    await mailReader.getByText('Este link já foi usado ou o acesso já estava encerrado.').waitFor();
    await phone.goto('/admin/profile');
    await sessionsList(phone, 1);
    expect(errors.filter((error) => !error.includes('410'))).toEqual([]);
  });

  it('the team sees refused sign-ins and ends every session of a traveller', async () => {
    const stamp = `${Date.now()}.${viewport}`;
    const database = connectDatabase(inject('databaseUrl'));
    await createUser(database.db, {
      role: '1',
      name: 'Comandante Acessos',
      email: `acessos.${stamp}@rota.test`,
    });
    await database.db.destroy();
    const admin = await signInByApi(`acessos.${stamp}@rota.test`);
    const traveller = await registerTraveller({ name: `Tentada ${viewport}` });
    for (const password of ['Errada-1', 'Errada-2']) {
      const refused = await api('/api/v1/user/login', {
        method: 'POST',
        body: { Login: traveller.email, Password: password },
      });
      expect(refused.status).toBe(401);
    }
    const travellerSession = await signInByApi(traveller.email, traveller.password ?? DEFAULT_TEST_PASSWORD);

    const context = await signedInContext(browser, admin, viewport);
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
    await page.getByRole('link', { name: 'Acessos', exact: true }).click();
    await page.waitForURL('**/admin/acessos');
    await page.getByRole('heading', { name: 'Tentativas de acesso recusadas', level: 1 }).waitFor();
    const row = page.getByTestId('failures-by-account').getByRole('row').filter({ hasText: traveller.email });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('2');
    await page.getByTestId('failures-by-address').getByText('127.0.0.1').waitFor();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/admin-sign-ins-${viewport}.png`, fullPage: true });

    await row.getByRole('link', { name: traveller.name }).click();
    await page.getByRole('heading', { name: traveller.name, level: 1 }).waitFor();
    await page.getByTestId('admin-active-sessions').getByText('1 sessão ativa.').waitFor();
    await page.getByRole('button', { name: 'Encerrar todas as sessões' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar todas as sessões' }).click();
    await page.getByText('1 sessão foi encerrada.').first().waitFor();
    await page.getByTestId('admin-active-sessions').getByText('Nenhuma sessão ativa.').waitFor();
    await expectNoAxeViolations(page);
    const info = await api('/api/v1/user/get-info', { token: travellerSession.token });
    expect(info.status).toBe(401);
    expect(errors).toEqual([]);
  });
});
