import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createVoyage } from '#tests/factories.ts';
import { startFacebookGraphServer, type TestGraphServer } from '../facebook-graph-server.ts';
import { startOidcServer, type TestOidcServer } from '../oidc-server.ts';
import { expectNoAxeViolations, launchBrowser, viewports } from './browser.ts';
import { type RunningServer, startServer } from './server-process.ts';

const facebookApp = { appId: 'rota-app-123', appSecret: 'segredo-do-app-facebook' };

/** A server of its own, with Google pointed at a local OpenID server and Facebook at a local Graph API. */
let oidc: TestOidcServer;
let graph: TestGraphServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  oidc = await startOidcServer();
  graph = await startFacebookGraphServer(facebookApp);
  server = await startServer({
    GOOGLE_CLIENT_ID: 'rota-amazonia-web',
    GOOGLE_CLIENT_SECRET: 'segredo-google',
    GOOGLE_ISSUER: oidc.issuer,
    FACEBOOK_APP_ID: facebookApp.appId,
    FACEBOOK_APP_SECRET: facebookApp.appSecret,
    FACEBOOK_GRAPH_URL: graph.url,
    // Signing in needs no catalogue or voyages.
    SEED: 'false',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await graph?.stop();
  await oidc?.stop();
});

async function newPage() {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: viewports.phone,
    locale: 'pt-BR',
  });
  return { context, page: await context.newPage() };
}

describe('third-party sign-in', () => {
  it('shows both buttons when both providers are configured', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor();
    await page.getByRole('button', { name: 'Entrar com Facebook' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('signs in with Google through the redirect flow', async () => {
    oidc.signInAs({
      sub: 'google-123',
      email: 'rita.google@exemplo.com',
      email_verified: true,
      name: 'Rita Google',
    });
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    await page.waitForURL('**/home', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Olá, Rita Google' }).waitFor();
    await context.close();
  });

  it('signs in with Facebook: dialog, token checked by the Graph API, session', async () => {
    graph.addToken('token-do-facebook', {
      id: 'fb-77',
      name: 'Joana Facebook',
      email: 'joana.fb@exemplo.com',
    });
    const { context, page } = await newPage();
    // Facebook's dialog is out of reach here: it answers as Facebook does, back to our callback.
    await page.route('https://www.facebook.com/**', async (route) => {
      const dialog = new URL(route.request().url());
      expect(dialog.searchParams.get('client_id')).toBe(facebookApp.appId);
      const back = `${dialog.searchParams.get('redirect_uri')}#access_token=token-do-facebook&state=${dialog.searchParams.get('state')}`;
      await route.fulfill({ status: 302, headers: { location: back } });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com Facebook' }).click();
    await page.waitForURL('**/home', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Olá, Joana Facebook' }).waitFor();
    expect(graph.requests.some((request) => request.startsWith('/debug_token'))).toBe(true);
    await context.close();
  });

  it("gives a friend's invitation passagem to an account created with Google", async () => {
    // An inviter and a voyage to invite to (this server has no seed).
    const database = connectDatabase(server.databaseUrl);
    const voyage = await createVoyage(database.db, { title: 'O Silêncio do Igapó' });
    await database.db.destroy();
    const password = 'Rio-Negro-2026';
    const inviterEmail = `anfitria.${Date.now()}@exemplo.com`;
    await fetch(`${server.baseUrl}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Anfitriã',
        email: inviterEmail,
        password,
        password_confirmation: password,
      }),
    });
    const login = await fetch(`${server.baseUrl}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Login: inviterEmail, Password: password }),
    });
    const { token: inviterToken } = (await login.json()) as { token: string };
    const created = await fetch(`${server.baseUrl}/api/v1/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${inviterToken}` },
      body: JSON.stringify({ voyage_id: String(voyage.id), with_gift: true }),
    });
    const invitation = ((await created.json()) as { data: { token: string } }).data;

    oidc.signInAs({
      sub: 'google-convidada',
      email: 'convidada.google@exemplo.com',
      email_verified: true,
      name: 'Convidada Google',
    });
    const { context, page } = await newPage();
    await page.goto(`/convite/${invitation.token}`);
    await page.getByTestId('ticket').waitFor();
    await page.goto('/login');
    const callback = page.waitForResponse((response) => response.url().includes('/auth/google/callback'));
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    const answer = await callback;
    expect(new URL(answer.url()).searchParams.get('invitation_token')).toBe(invitation.token);
    await page.waitForURL('**/home', { timeout: 20_000 });
    const coins = await page.evaluate(async () => {
      const info = await fetch('/api/v1/user/get-info', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await info.json()) as { data: { coins: number } }).data.coins;
    });
    expect(coins).toBe(3 + 1);
    // The invitation is spent on this device: it is not sent again.
    expect(await page.evaluate(() => localStorage.getItem('pending_invitation'))).toBeNull();
    await context.close();
  });

  it('refuses a Facebook return whose state was not ours', async () => {
    const { context, page } = await newPage();
    await page.goto('/auth/facebook#access_token=token-do-facebook&state=forjado');
    await page.getByRole('heading', { name: 'Erro na Autenticação' }).waitFor();
    await page.getByText('Erro na autenticação com Facebook. Tente novamente.').waitFor();
    expect(page.url()).not.toContain('access_token');
    await context.close();
  });

  it("says when Facebook's dialog itself failed", async () => {
    const { context, page } = await newPage();
    await page.goto('/auth/facebook?error=access_denied&error_reason=user_denied');
    await page
      .getByText('Erro na autenticação com Facebook. Tente novamente ou entre em contato com o suporte.')
      .waitFor();
    await context.close();
  });

  it('says which side failed when the server answers without words', async () => {
    const { context, page } = await newPage();
    for (const [status, text] of [
      [502, 'Erro ao realizar login com o Facebook. Tente novamente.'],
      [403, 'Erro ao realizar login com Facebook. Tente novamente.'],
    ] as const) {
      await page.route('**/api/v1/user/auth/facebook', (route) => route.fulfill({ status, body: '' }));
      await page.goto('/login');
      await page.evaluate(() => sessionStorage.setItem('facebook_sign_in_state', 'estado-nosso'));
      await page.goto('/auth/facebook#access_token=token-do-facebook&state=estado-nosso');
      await page.getByText(text, { exact: true }).waitFor();
      await page.unroute('**/api/v1/user/auth/facebook');
    }
    await context.close();
  });
});
