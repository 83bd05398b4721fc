/**
 * SPEC §8's fallbacks, each reached as a traveller reaches it: a call that gets no answer (the
 * route aborts), an answer without a message, or an answer the client cannot read
 * (docs/architecture/frontend.md says which text each kind shows).
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './browser.ts';
import { api, signedInContext, signInByApi } from './sessions.ts';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, 'desktop');
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** An API path answered by `handle` instead of the server (page addresses are left alone). */
async function answerApi(page: Page, pathname: string, handle: (route: Route) => Promise<void>) {
  await page.route((url) => url.pathname === pathname, handle);
}

/** An error answer without a message: SPEC §8's "or" fallback. */
const withoutMessage = (status: number) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false }) });

/** No answer at all: the network failed. */
const noAnswer = (route: Route) => route.abort('internetdisconnected');

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('ana@exemplo.com');
  await page.getByLabel('Senha', { exact: true }).fill('Qualquer-Senha-1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('login (SPEC §8)', () => {
  it('says try again when no answer came', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/login', noAnswer);
    await page.goto('/login');
    await signIn(page);
    await page
      .getByRole('alert')
      .getByText('Erro ao realizar login. Tente novamente.', { exact: true })
      .waitFor();
    await page.close();
  });

  it('points at the credentials when the answer had no message', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/login', withoutMessage(500));
    await page.goto('/login');
    await signIn(page);
    await page
      .getByRole('alert')
      .getByText('Erro ao realizar login. Verifique suas credenciais e tente novamente.')
      .waitFor();
    await page.close();
  });
});

describe('Google and Facebook (SPEC §8)', () => {
  /** The login page with Google's button, as when the server has Google configured. */
  async function loginWithGoogleButton(page: Page) {
    await answerApi(page, '/api/v1/auth/providers', (route) =>
      route.fulfill({ json: { google: { clientId: 'rota-amazonia-web' }, facebook: null } }),
    );
    await page.goto('/login');
    return page.getByRole('button', { name: 'Entrar com Google' });
  }

  it('an answer that is neither a redirect nor a session reads "Formato de resposta inválido"', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/auth/google', (route) =>
      route.fulfill({ json: { success: true, auth_type: 'direct', data: { token: 'sem-usuario' } } }),
    );
    await (await loginWithGoogleButton(page)).click();
    await page.getByText('Formato de resposta inválido', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('a Google answer without a message gives the login fallback', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/auth/google', withoutMessage(502));
    await (await loginWithGoogleButton(page)).click();
    await page.getByText('Erro ao realizar login com Google. Tente novamente.', { exact: true }).waitFor();
    await page.close();
  });

  it('a Google return without its state is refused before it reaches the server', async () => {
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/user/auth/google/callback')) calls.push(request.url());
    });
    await page.goto('/auth/google?code=codigo-do-google');
    await page.getByRole('heading', { name: 'Erro na Autenticação' }).waitFor();
    await page.getByText('Erro na autenticação com Google. Tente novamente.', { exact: true }).waitFor();
    expect(calls).toEqual([]);
    await page.close();
  });

  it('a Google callback answered without a message reads the fallback with "o Google"', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/auth/google/callback', withoutMessage(400));
    await page.goto('/auth/google?code=codigo-do-google&state=estado');
    await page.getByRole('heading', { name: 'Erro na Autenticação' }).waitFor();
    await page.getByText('Erro ao realizar login com o Google. Tente novamente.', { exact: true }).waitFor();
    await page.close();
  });

  it('a Facebook sign-in answered without a message gives its login fallback', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/auth/facebook', withoutMessage(400));
    // The state the login button keeps before leaving for Facebook's dialog.
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('facebook_sign_in_state', 'estado-nosso'));
    await page.goto('/auth/facebook#access_token=token-do-facebook&state=estado-nosso');
    await page.getByRole('heading', { name: 'Erro na Autenticação' }).waitFor();
    await page.getByText('Erro ao realizar login com Facebook. Tente novamente.', { exact: true }).waitFor();
    await page.close();
  });
});

describe('registration, recovery and reset (SPEC §8)', () => {
  it('a registration answered without a message reads "Erro ao realizar registro"', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/register', withoutMessage(500));
    await page.goto('/registro');
    await page.getByLabel('Nome completo').fill('Ana Viajante');
    await page.getByLabel('Email').fill('ana.registro@exemplo.com');
    await page.getByLabel('Senha', { exact: true }).fill('Rio-Negro-2026');
    await page.getByLabel('Confirmar senha').fill('Rio-Negro-2026');
    await page.getByRole('button', { name: 'Criar minha conta' }).click();
    await page.getByRole('alert').getByText('Erro ao realizar registro. Tente novamente.').waitFor();
    await page.close();
  });

  it('the recovery screen asks POST /forgot-password and says when the link could not be sent', async () => {
    const page = await context.newPage();
    const sent: unknown[] = [];
    await answerApi(page, '/forgot-password', async (route) => {
      sent.push(route.request().postDataJSON());
      await noAnswer(route);
    });
    await page.goto('/recuperar-senha');
    await page.getByLabel('Email').fill('ana@exemplo.com');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page
      .getByRole('alert')
      .getByText('Erro ao enviar link de redefinição de senha. Tente novamente.')
      .waitFor();
    expect(sent).toEqual([{ email: 'ana@exemplo.com' }]);

    // An answer without a message: the request failed, said in SPEC's other words.
    await page.unrouteAll();
    await answerApi(page, '/forgot-password', withoutMessage(400));
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page
      .getByRole('alert')
      .getByText('Erro ao solicitar recuperação de senha. Tente novamente.')
      .waitFor();
    await page.close();
  });

  it('the reset says "try again" without an answer and "check the data" for one without a message', async () => {
    const page = await context.newPage();
    await answerApi(page, '/api/v1/user/reset-password', noAnswer);
    await page.goto('/reset-password?token=token-do-link&email=ana@exemplo.com');
    await page.getByLabel('Nova senha').fill('Igarape-Azul-77');
    await page.getByLabel('Confirmar senha').fill('Igarape-Azul-77');
    const submit = page.getByRole('button', { name: 'Salvar nova senha' });
    await submit.click();
    await page.getByRole('alert').getByText('Erro ao redefinir senha. Tente novamente.').waitFor();

    await page.unrouteAll();
    await answerApi(page, '/api/v1/user/reset-password', withoutMessage(400));
    await submit.click();
    await page
      .getByRole('alert')
      .getByText('Erro ao redefinir senha. Verifique os dados e tente novamente.')
      .waitFor();
    await page.close();
  });
});

describe('voyage detail (SPEC §8, voyage)', () => {
  let traveller: BrowserContext;
  beforeAll(async () => {
    const email = `iara.detalhe.${Date.now()}@exemplo.com`;
    const password = 'Rio-Negro-2026';
    const registered = await api('/api/v1/user/register', {
      method: 'POST',
      body: { name: 'Iara Detalhe', email, password, password_confirmation: password },
    });
    expect(registered.status).toBe(201);
    traveller = await signedInContext(browser, await signInByApi(email, password));
  });
  afterAll(() => traveller.close());

  it('reads "Erro ao buscar a viagem" when the answer had no message, and the server message otherwise', async () => {
    const page = await traveller.newPage();
    const episode = '/api/v1/voyages/get/episode/9001';
    await answerApi(page, episode, withoutMessage(400));
    await page.goto('/viagem/detalhes/9001');
    await page.getByRole('alert').getByText('Erro ao buscar a viagem', { exact: true }).waitFor();

    await page.unrouteAll();
    await answerApi(page, episode, (route) =>
      route.fulfill({
        status: 409,
        json: { success: false, code: 'CONFLICT', message: 'Esta viagem está em manutenção.' },
      }),
    );
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('alert').getByText('Esta viagem está em manutenção.', { exact: true }).waitFor();
    await page.close();
  });

  it('reads "Erro ao buscar a viagem" when no answer came', async () => {
    const page = await traveller.newPage();
    await answerApi(page, '/api/v1/voyages/get/episode/9002', noAnswer);
    await page.goto('/viagem/detalhes/9002');
    // The read is tried again twice before the page gives up (shouldRetryRead).
    await page
      .getByRole('alert')
      .getByText('Erro ao buscar a viagem', { exact: true })
      .waitFor({ timeout: 20_000 });
    await page.close();
  });
});
