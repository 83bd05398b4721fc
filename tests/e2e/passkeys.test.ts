/**
 * Passkeys in Chromium with the DevTools virtual authenticator (a platform authenticator with
 * resident keys and user verification): create one, sign out, sign in with it, remove it; and the
 * fresh-proof dialog in between. WebAuthn wants a domain as its relying party, so this file runs
 * its own server, reached as http://localhost.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { sellerTestEnv } from '../seller-test-env.ts';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, viewports, waitToSee } from './browser.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { signOutThroughMenu } from './sessions.ts';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer(sellerTestEnv, { publicHost: 'localhost' }),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Node reaches the server by its address; the browser by its name. */
const fromNode = (path: string) => `${server.baseUrl.replace('localhost', '127.0.0.1')}${path}`;

let sequence = 0;
async function registerTraveller() {
  sequence += 1;
  const email = `chave.${Date.now()}.${sequence}@exemplo.com`;
  const response = await fetch(fromNode('/api/v1/user/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name: `Jaci Chave ${sequence}`,
      email,
      password: DEFAULT_TEST_PASSWORD,
      password_confirmation: DEFAULT_TEST_PASSWORD,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return email;
}

/** The session's sign-in and confirmations are made older than the proof's ten minutes. */
async function ageSessions(email: string) {
  const database = connectDatabase(server.databaseUrl);
  try {
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 11 * 60_000).toISOString();
    await database.db
      .updateTable('refresh_tokens')
      .set({ created_at: past })
      .where('user_id', '=', user.id)
      .execute();
    await database.db.deleteFrom('session_proofs').where('user_id', '=', user.id).execute();
  } finally {
    await database.db.destroy();
  }
}

/** A platform authenticator (fingerprint or face) that always says yes, for this page. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** Set in localStorage: the page's browser says it has no passkey suggestions (conditional UI). */
const NO_SUGGESTIONS = 'e2e-no-passkey-suggestions';

async function openProfile(page: Page) {
  await page.goto('/admin/profile');
  await waitToSee(page.getByRole('heading', { name: 'Chaves de acesso' }));
}

describe.each(['phone', 'desktop'] as const)('passkeys (%s)', (viewport) => {
  it('creates a passkey after the fresh proof, signs in with it, removes it', async () => {
    const email = await registerTraveller();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: viewports[viewport],
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const credentials = await addVirtualAuthenticator(context, page);
    // Read when the page asks, so a page loaded before the key was set obeys it too.
    await context.addInitScript((key) => {
      const available = PublicKeyCredential.isConditionalMediationAvailable.bind(PublicKeyCredential);
      PublicKeyCredential.isConditionalMediationAvailable = async () =>
        localStorage.getItem(key) ? false : available();
    }, NO_SUGGESTIONS);

    // The e-mail field offers the browser's passkey suggestions.
    await page.goto('/login');
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('username webauthn');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/home');

    // Eleven minutes later, creating a passkey asks who is there; the typed name survives it.
    await ageSessions(email);
    await openProfile(page);
    await waitToSee(page.getByText('Você ainda não tem chaves de acesso.'));
    await page.getByLabel('Nome da chave').fill('Celular da viagem');
    await page.getByRole('button', { name: 'Criar chave de acesso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirme que é você' });
    await waitToSee(dialog);
    await waitToSee(dialog.getByLabel('Sua senha'));
    await page.screenshot({ path: `/tmp/passkeys-proof-dialog-${viewport}.png` });
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Sua senha').fill('Senha-Errada-1');
    await dialog.getByRole('button', { name: 'Confirmar com senha' }).click();
    await waitToSee(dialog.getByText('Senha incorreta. Nada foi alterado.'));
    await dialog.getByLabel('Sua senha').fill(DEFAULT_TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirmar com senha' }).click();
    await waitToSee(dialog, { state: 'hidden' });
    const list = page.getByRole('list', { name: 'Suas chaves de acesso' });
    await waitToSee(list.getByText('Celular da viagem'));
    await waitToSee(list.getByText('Ainda não usada'));
    expect(await credentials()).toHaveLength(1);
    await page.screenshot({ path: `/tmp/passkeys-profile-${viewport}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Signed out, the button signs in with the passkey, without a password (in a browser that
    // offers no suggestions in the e-mail field).
    await page.evaluate((key) => localStorage.setItem(key, '1'), NO_SUGGESTIONS);
    await signOutThroughMenu(page);
    await page.goto('/login');
    await waitToSee(page.getByRole('button', { name: 'Entrar com chave de acesso' }));
    await page.screenshot({ path: `/tmp/passkeys-login-${viewport}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    // Signed in, the traveller is back on the last page visited.
    await page.waitForURL('**/admin/profile');
    await waitToSee(page.getByRole('heading', { name: 'Chaves de acesso' }));

    // Where the browser offers them, the e-mail field's suggestions sign in too (the virtual
    // authenticator picks the passkey at once, as a traveller choosing it would).
    await page.evaluate((key) => localStorage.removeItem(key), NO_SUGGESTIONS);
    await signOutThroughMenu(page);
    await page.goto('/login');
    await page.waitForURL('**/admin/profile');
    await waitToSee(page.getByRole('heading', { name: 'Chaves de acesso' }));

    await openProfile(page);
    await waitToSee(list.getByText('Último uso'));

    // Removing it, later still, is confirmed with the passkey itself.
    await ageSessions(email);
    await openProfile(page);
    await page.getByRole('button', { name: 'Remover a chave "Celular da viagem"' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remover esta chave de acesso?' })
      .getByRole('button', { name: 'Remover chave' })
      .click();
    await waitToSee(dialog);
    await dialog.getByRole('button', { name: 'Confirmar com chave de acesso' }).click();
    await waitToSee(dialog, { state: 'hidden' });
    await waitToSee(page.getByText('Você ainda não tem chaves de acesso.'));

    // The browser logs the answers the screens handle: the proof asked for (409), the wrong password (422).
    expect(errors.filter((error) => !/status of (409|422)/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('the fresh proof in the console', () => {
  it('a staff role change asks for it, then goes through', async () => {
    const stamp = Date.now();
    const database = connectDatabase(server.databaseUrl);
    const admin = await createUser(database.db, {
      role: '1',
      name: 'Comandante Iara',
      email: `iara.${stamp}@rotaamazonia.com.br`,
    });
    const traveller = await createUser(database.db, {
      name: 'Tainá Remadora',
      email: `taina.${stamp}@exemplo.com`,
    });
    await database.db.destroy();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: viewports.desktop,
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    await ageSessions(admin.email);
    await page.goto(`/admin/viajantes/${traveller.id}`);
    await page.getByRole('button', { name: 'Tornar membro da equipe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirme que é você' });
    await dialog.getByLabel('Sua senha').fill(DEFAULT_TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirmar com senha' }).click();
    await waitToSee(dialog, { state: 'hidden' });
    await waitToSee(page.getByText('Papel atualizado.').first());
    await waitToSee(page.getByRole('button', { name: 'Tirar da equipe' }));
    await context.close();
  });
});
