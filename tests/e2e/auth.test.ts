import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_EXPIRED_REDIRECT_MS } from '#shared/constants.ts';
import { linkIn, waitForMail } from '#tests/outbox.ts';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, newContext } from './browser.ts';
import { signOutThroughMenu } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const strongPassword = 'Rio-Negro-2026';
let sequence = 0;
function newTraveller() {
  sequence += 1;
  return {
    name: `Ana Viajante ${sequence}`,
    email: `ana.${Date.now()}.${sequence}@exemplo.com`,
    password: strongPassword,
  };
}

async function register(page: Page, traveller: ReturnType<typeof newTraveller>) {
  await page.goto('/registro');
  await page.getByLabel('Nome completo').fill(traveller.name);
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Senha', { exact: true }).fill(traveller.password);
  await page.getByLabel('Confirmar senha').fill(traveller.password);
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('registration', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, 'phone');
  });
  afterAll(() => context.close());

  it('shows each validation message of SPEC §5', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/registro');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);

    const submit = page.getByRole('button', { name: 'Criar minha conta' });
    await submit.click();
    await page.getByRole('alert').getByText('Todos os campos são obrigatórios.').waitFor();

    await page.getByLabel('Nome completo').fill('Ana');
    await page.getByLabel('Email').fill('ana@exemplo.com');
    await page.getByLabel('Senha', { exact: true }).fill('Rio-Negro-2026');
    await page.getByLabel('Confirmar senha').fill('Rio-Negro-2027');
    await submit.click();
    await page.getByText('As senhas não coincidem.').first().waitFor();

    await page.getByLabel('Senha', { exact: true }).fill('abcdefgh');
    await expect(page.getByRole('meter').getAttribute('aria-valuetext')).resolves.toBe('Fraca');
    await page.getByLabel('Confirmar senha').fill('abcdefgh');
    await submit.click();
    await page
      .getByText(
        'Sua senha é muito fraca. Ela deve ter pelo menos 8 caracteres e incluir letras maiúsculas, números ou caracteres especiais.',
      )
      .first()
      .waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('Abcdefgh1!');
    await expect(page.getByRole('meter').getAttribute('aria-valuetext')).resolves.toBe('Forte');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses an e-mail already taken, in any case', async () => {
    const page = await context.newPage();
    const traveller = newTraveller();
    await register(page, traveller);
    await page.getByRole('heading', { name: 'Conta criada!' }).waitFor();
    await page.getByRole('button', { name: 'Ir para o login agora' }).click();
    await page.waitForURL('**/login');

    await register(page, { ...traveller, email: traveller.email.toUpperCase() });
    await page.getByText('Este email já está cadastrado no sistema.').waitFor();
    await page.getByRole('alert').getByText('Erro de validação. Email já cadastrado.').waitFor();
    await page.close();
  });

  it('celebrates, survives a reload and takes the traveller to /login by itself', async () => {
    const page = await context.newPage();
    await page.clock.install();
    const traveller = newTraveller();
    await register(page, traveller);
    await page.getByRole('heading', { level: 1, name: 'Conta criada!' }).waitFor();
    await page.getByText('Cadastro realizado com sucesso!').waitFor();
    // The form's title went with the form.
    await expect(page.getByText('Crie sua conta de viajante').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Conta criada!' }).waitFor();
    const progress = page.getByRole('progressbar');
    await page.clock.runFor(4_000);
    const halfway = Number(await progress.getAttribute('aria-valuenow'));
    expect(halfway).toBeGreaterThanOrEqual(45);
    expect(halfway).toBeLessThan(100);
    await page.clock.runFor(4_500);
    await page.waitForURL('**/login');
    // Leaving the success screen removes its flag.
    await expect(page.evaluate(() => localStorage.getItem('registration_success'))).resolves.toBeNull();

    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: `Olá, ${traveller.name}` }).waitFor();
    await page.close();
  });
});

describe('signing in', () => {
  let context: BrowserContext;
  const traveller = newTraveller();
  beforeAll(async () => {
    context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await register(page, traveller);
    await page.getByRole('heading', { name: 'Conta criada!' }).waitFor();
    await page.getByRole('button', { name: 'Ir para o login agora' }).click();
    await page.close();
  });
  afterAll(() => context.close());

  it('a wrong password shows both field errors', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Bem-vindo a bordo' }).waitFor();
    await expectNoAxeViolations(page);
    await signIn(page, traveller.email, 'Senha-Errada-1');
    await page.getByText('Credenciais inválidas. Por favor, verifique seu email e senha.').waitFor();
    await page.getByText('Credenciais inválidas', { exact: true }).waitFor();
    await page.getByText('Senha incorreta', { exact: true }).waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('the password field toggles between shown and hidden', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.close();
  });

  it('a protected page sends a guest to /login and back after sign-in', async () => {
    const guest = await newContext(browser, 'desktop');
    const page = await guest.newPage();
    await page.goto('/admin/profile');
    await page.waitForURL('**/login');
    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL('**/admin/profile');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    await expectNoAxeViolations(page);

    // Signed in, the guest-only pages send the traveller back in.
    await page.goto('/login');
    await page.waitForURL('**/admin/profile');
    await guest.close();
  });

  it('the signed-in layout shows the name, Viajante, the sidebar and signs out', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL('**/home');
    const banner = page.getByRole('banner');
    await banner.getByText(traveller.name).waitFor();
    await banner.getByText('Viajante').first().waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Menu da conta' });
    await expect(sidebar.getByRole('link', { name: 'Mensagens' }).getAttribute('href')).resolves.toBe(
      '/admin/mensagem',
    );
    await expect(sidebar.getByRole('link', { name: 'Player de Áudio' }).getAttribute('href')).resolves.toBe(
      '/play',
    );
    await expect(page.getByRole('contentinfo').innerText()).resolves.toContain(
      String(new Date().getFullYear()),
    );
    await expectNoAxeViolations(page);

    // SPEC §4.1: signed out, the site's home page, and the device forgets the session.
    await signOutThroughMenu(page);
    await page.goto('/home');
    await page.waitForURL('**/login');
    await page.close();
  });

  it('a guest-only page returns a signed-in traveller to the last page visited, a public one included', async () => {
    const own = await newContext(browser, 'desktop');
    const page = await own.newPage();
    await page.goto('/login');
    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL('**/home');
    await page.goto('/user/notes');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/sobre');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/sobre');
    await own.close();
  });

  it('on a phone, the top bar has only labelled controls and the menu leads home', async () => {
    const phone = await newContext(browser, 'phone', { viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto('/login');
    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL('**/home');
    const banner = page.getByRole('banner');
    // Every control shows its word; the logo is the one picture.
    const controls = banner.locator('button:visible, a:visible:not([href="/home"])');
    for (const control of await controls.all()) {
      await expect(control.innerText()).resolves.not.toBe('');
    }
    await expect(banner.getByRole('button', { name: 'Abrir menu da conta' }).innerText()).resolves.toBe(
      'Menu',
    );
    await banner.getByRole('button', { name: 'Abrir menu da conta' }).click();
    const drawer = page.getByRole('complementary', { name: 'Menu da conta' });
    await drawer.getByText(traveller.name).waitFor();
    await drawer.getByText('Viajante', { exact: true }).waitFor();
    await expect(drawer.getByRole('link', { name: 'Minhas viagens' }).getAttribute('href')).resolves.toBe(
      '/home',
    );
    const autoHide = drawer.getByRole('switch', { name: 'Ocultar barra ao rolar' });
    await expect(autoHide.getAttribute('aria-checked')).resolves.toBe('false');
    await autoHide.click();
    await expect(autoHide.getAttribute('aria-checked')).resolves.toBe('true');
    await page.screenshot({ path: '/tmp/account-drawer-phone.png' });
    await expectNoAxeViolations(page);
    await autoHide.click();
    await phone.close();
  });

  it('edits the name and journey goal on the profile', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL('**/home');
    await page.goto('/admin/profile');
    await page.getByLabel('Nome completo').fill(`${traveller.name} Souza`);
    await page.getByLabel('Objetivo da jornada').fill('Ler com calma no barco.');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Perfil atualizado com sucesso!').waitFor();
    await page.reload();
    await expect(page.getByLabel('Nome completo').inputValue()).resolves.toBe(`${traveller.name} Souza`);
    await expect(page.getByLabel('Objetivo da jornada').inputValue()).resolves.toBe(
      'Ler com calma no barco.',
    );
    await signOutThroughMenu(page);
    await page.close();
  });

  it('an expired session shows the toast, waits 1 s and replaces its page with /login', async () => {
    const page = await context.newPage();
    // The page notes, on its own clock, when the session is cleared and each history change.
    await page.addInitScript(() => {
      const events: { at: number; what: string }[] = [];
      Object.assign(window, { sessionEvents: events });
      const removeItem = Storage.prototype.removeItem;
      Storage.prototype.removeItem = function (this: Storage, key: string) {
        if (key === 'token') events.push({ at: performance.now(), what: 'session cleared' });
        return removeItem.call(this, key);
      };
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data, unused, url) => {
          events.push({ at: performance.now(), what: `${method} ${String(url)}` });
          original(data, unused, url);
        };
      }
    });
    await page.goto('/sobre');
    await page.evaluate(() => {
      localStorage.setItem('token', 'expirado');
      localStorage.setItem('refresh_token', 'revogado');
      localStorage.setItem(
        'user',
        JSON.stringify({ id: '1', name: 'Ana', email: 'a@b.c', role: '0', coins: 0 }),
      );
    });
    await page.goto('/home');
    const entriesOnHome = await page.evaluate(() => history.length);
    await page.getByText('Sua sessão expirou. Por favor, faça login novamente.').waitFor();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();

    const events = await page.evaluate(
      () => (window as unknown as { sessionEvents: { at: number; what: string }[] }).sessionEvents,
    );
    const cleared = events.find((event) => event.what === 'session cleared');
    const toLogin = events.filter((event) => event.what.endsWith(' /login'));
    expect(cleared).toBeDefined();
    // One navigation, taking the expired page's place, no sooner than SPEC's 1 s.
    expect(toLogin.map((event) => event.what)).toEqual(['replaceState /login']);
    expect((toLogin[0]?.at ?? 0) - (cleared?.at ?? 0)).toBeGreaterThanOrEqual(
      SESSION_EXPIRED_REDIRECT_MS - 1,
    );
    await expect(page.evaluate(() => history.length)).resolves.toBe(entriesOnHome);
    await page.goBack();
    await page.waitForURL('**/sobre');
    await page.close();
  });
});

describe('recovering a password', () => {
  it('recovery → the e-mail in the outbox → reset → sign in with the new password', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const traveller = newTraveller();
    await register(page, traveller);
    await page.getByRole('button', { name: 'Ir para o login agora' }).click();
    await page.waitForURL('**/login');

    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/recuperar-senha');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Por favor, informe seu endereço de email.').waitFor();
    await page.getByLabel('Email').fill(traveller.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Email enviado com sucesso!').waitFor();

    const mail = await waitForMail(inject('dataDir'), { to: traveller.email, subject: 'Redefinição' });
    const resetUrl = linkIn(mail, '/reset-password');
    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await page.getByLabel('Nova senha').waitFor();
    await expectNoAxeViolations(page);
    if (!(await page.getByLabel('Email').inputValue())) await page.getByLabel('Email').fill(traveller.email);
    await page.getByLabel('Nova senha').fill('curta');
    await page.getByLabel('Confirmar senha').fill('curta');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('A senha deve ter pelo menos 8 caracteres.').waitFor();
    const newPassword = 'Igarape-Azul-77';
    await page.getByLabel('Nova senha').fill(newPassword);
    await page.getByLabel('Confirmar senha').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('Senha redefinida com sucesso!', { exact: false }).waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });

    await signIn(page, traveller.email, traveller.password);
    await page.getByText('Credenciais inválidas. Por favor, verifique seu email e senha.').waitFor();
    await signIn(page, traveller.email, newPassword);
    await page.waitForURL('**/home');
    await context.close();
  });

  it('the reset page without a token says so and cannot be sent', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/reset-password');
    await page.getByText('Token de redefinição de senha não foi fornecido ou é inválido.').first().waitFor();
    await expect(page.getByRole('button', { name: 'Salvar nova senha' }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('the Google callback without a code shows its error and the way back', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/auth/google');
    await page.getByRole('heading', { name: 'Erro na Autenticação' }).waitFor();
    await page.getByText('Código de autorização não fornecido.').waitFor();
    await page.getByRole('link', { name: 'Voltar para o Login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('the admin login welcomes and shows its own failure message', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signIn(page, 'ninguem@exemplo.com', 'Qualquer-1');
    await page.getByText('Ocorreu um erro ao tentar fazer login. Por favor, tente novamente.').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
