/**
 * Invitations (SPEC §2.6, §4.6, §8; issue 8, docs/architecture/invitations.md): the ticket, every view and
 * transition, the errors; a traveller's invitation created on a voyage's detail page, opened by a
 * friend in another browser, and its passagem granted once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import {
  baseUrl,
  collectPageErrors,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
  waitToSee,
} from './browser.ts';
import {
  api,
  newTraveller,
  registerTraveller,
  signedInContext,
  signInThroughForm,
  voyageIdBySlug,
} from './sessions.ts';

const password = 'Rio-Negro-2026';
let sequence = 0;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });
const inDays = (days: number) => longDate.format(new Date(Date.now() + days * 86_400_000));

/** Errors the browser logs for answers the page expects and shows (404, 410, a forced 500). */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/status of (404|410|500)/.test(error));
}

function view(page: Page) {
  return page.getByTestId('invitation-view');
}

/**
 * A view change takes 300 ms (SPEC §4.6): the old view stays, fading, before the new one shows.
 * The page itself times it (the click and each change of `data-view`, on its own clock), so a busy
 * machine's slow round trips can neither hide the old view nor shorten the wait.
 */
async function changeView(page: Page, button: string, expected: string) {
  const before = await view(page).getAttribute('data-view');
  await view(page).evaluate((element) => {
    const timeline: { event: string; at: number }[] = [];
    const observer = new MutationObserver(() =>
      timeline.push({ event: element.getAttribute('data-view') ?? '', at: performance.now() }),
    );
    observer.observe(element, { attributes: true, attributeFilter: ['data-view'] });
    element.addEventListener('click', () => timeline.push({ event: 'click', at: performance.now() }), {
      capture: true,
      once: true,
    });
    const previous = (window as { viewTimeline?: { observer: MutationObserver } }).viewTimeline;
    previous?.observer.disconnect();
    Object.assign(window, { viewTimeline: { observer, timeline } });
  });
  await view(page).getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => view(page).getAttribute('data-view')).toBe(expected);
  const timeline = await page.evaluate(
    () =>
      (window as unknown as { viewTimeline: { timeline: { event: string; at: number }[] } }).viewTimeline
        .timeline,
  );
  const [click, change] = timeline;
  // One change only, to the new view, after the old one stayed for the fade.
  expect(timeline.map(({ event }) => event)).toEqual(['click', expected]);
  const elapsed = (change?.at ?? 0) - (click?.at ?? 0);
  // The new view fades in; checks of colour contrast wait for it.
  await expect.poll(() => view(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  return { elapsed, before };
}

async function ticketField(page: Page, label: string) {
  return page
    .getByTestId('ticket')
    .locator('dt', { hasText: new RegExp(`^${label}$`, 'i') })
    .locator('xpath=following-sibling::dd')
    .innerText();
}

describe('the shared voyage screen (local samples)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, 'phone');
  });
  afterAll(() => context.close());

  it('a guest sees the loading state for about 800 ms, then the ticket of sample 1', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The loading state lasts 800 ms, which a busy machine can spend before the test looks: the
    // page records what it draws, on its own clock, as it draws it.
    await page.addInitScript((loadingText) => {
      const drawn: string[] = [];
      Object.assign(window, { drawnStates: drawn });
      new MutationObserver(() => {
        const state = document.querySelector('[data-testid="ticket"]')
          ? 'ticket'
          : [...document.querySelectorAll('[role="status"]')].some((status) =>
                status.textContent?.includes(loadingText),
              )
            ? 'loading'
            : null;
        if (state && drawn.at(-1) !== state) drawn.push(state);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, 'Preparando a sua passagem…');
    const requestedAt = Date.now();
    await page.goto('/viagem/compartilhada/1');
    await waitToSee(page.getByTestId('ticket'));
    expect(await page.evaluate(() => (window as unknown as { drawnStates: string[] }).drawnStates)).toEqual([
      'loading',
      'ticket',
    ]);
    // The page's own wait is 800 ms and starts after the request: a busy machine only adds to it.
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(800);

    const ticket = await page.getByTestId('ticket').innerText();
    expect(ticket).toContain('VIAGEM REFLEXIVA');
    expect(ticket).toMatch(/Nº \d{4}\b/);
    await expect(ticketField(page, 'Passageiro')).resolves.toBe('Viajante');
    await expect(ticketField(page, 'Convidado por')).resolves.toBe('Iara');
    await expect(ticketField(page, 'Destino')).resolves.toBe('O Encontro das Águas');
    await expect(ticketField(page, 'Partida')).resolves.toBe('Porto da Curiosidade, Manaus');
    await expect(ticketField(page, 'Retorno')).resolves.toBe('Quando você estiver pronto');
    await expect(ticketField(page, 'Bagagem')).resolves.toBe('Coração aberto e um caderno');
    await expect(ticketField(page, 'Data de embarque')).resolves.toBe(inDays(0));
    expect(ticket).toContain(`Válida até ${inDays(30)}`);
    await waitToSee(view(page).getByText('Uma passagem exclusiva foi reservada para você'));
    for (const name of ['Iniciar a Viagem', 'Cancelar a Viagem', 'Me Convença!']) {
      await waitToSee(view(page).getByRole('button', { name }));
    }
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sample 2 expires in 45 days; names in the address override the data; no id gives sample 1', async () => {
    const page = await context.newPage();
    await page.goto('/viagem/compartilhada/2?de=Ana%20Ribeirinha&para=Bruno');
    await waitToSee(page.getByTestId('ticket'));
    await expect(ticketField(page, 'Passageiro')).resolves.toBe('Bruno');
    await expect(ticketField(page, 'Convidado por')).resolves.toBe('Ana Ribeirinha');
    await expect(ticketField(page, 'Destino')).resolves.toBe('O Silêncio do Igapó');
    expect(await page.getByTestId('ticket').innerText()).toContain(`Válida até ${inDays(45)}`);

    await page.goto('/viagem/compartilhada');
    await waitToSee(page.getByTestId('ticket'));
    await expect(ticketField(page, 'Convidado por')).resolves.toBe('Iara');
    await page.close();
  });

  it("an unknown id shows 'Viagem não encontrada'", async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/viagem/compartilhada/99');
    await waitToSee(page.getByRole('heading', { name: 'Viagem não encontrada' }));
    await waitToSee(page.getByText('A viagem solicitada não foi encontrada ou não está mais disponível.'));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the views and transitions of SPEC §4.6', () => {
  it.each(['phone', 'desktop'] as const)(
    'on a %s: start, stations 1–5, cancel, convince',
    async (viewport) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/viagem/compartilhada/1');
      await waitToSee(view(page).getByRole('button', { name: 'Iniciar a Viagem' }));

      // initial → start, after 300 ms.
      const toStart = await changeView(page, 'Iniciar a Viagem', 'start');
      expect(toStart.before).toBe('initial');
      expect(toStart.elapsed).toBeGreaterThanOrEqual(280);
      expect(page.url()).toMatch(/#viagem$/);
      const previous = view(page).getByRole('button', { name: 'Estação Anterior' });
      const next = view(page).getByRole('button', { name: 'Próxima Estação' });
      await waitToSee(view(page).getByText('Estação 1 de 5'));
      await waitToSee(view(page).getByRole('heading', { name: 'O porto de partida' }));
      await expect(previous.isDisabled()).resolves.toBe(true);
      await expect(next.isDisabled()).resolves.toBe(false);
      await expect(view(page).locator('[aria-current="step"]').innerText()).resolves.toBe('Estação 1');
      await expectNoAxeViolations(page);
      for (const station of [2, 3, 4, 5]) {
        await next.click();
        await waitToSee(view(page).getByText(`Estação ${station} de 5`));
      }
      await waitToSee(view(page).getByRole('heading', { name: 'A chegada' }));
      await expect(next.isDisabled()).resolves.toBe(true);
      await expect(previous.isDisabled()).resolves.toBe(false);
      await previous.click();
      await waitToSee(view(page).getByText('Estação 4 de 5'));

      // Back to the first view resets the station.
      await changeView(page, 'Voltar ao Início', 'initial');
      await changeView(page, 'Iniciar a Viagem', 'start');
      await waitToSee(view(page).getByText('Estação 1 de 5'));
      await changeView(page, 'Voltar ao Início', 'initial');

      // initial → cancel → initial; cancel → start.
      await changeView(page, 'Cancelar a Viagem', 'cancel');
      await waitToSee(view(page).getByRole('heading', { name: 'Tem certeza que deseja cancelar?' }));
      await expectNoAxeViolations(page);
      await changeView(page, 'Voltar', 'initial');
      await changeView(page, 'Cancelar a Viagem', 'cancel');
      await changeView(page, 'Reconsiderar e embarcar', 'start');
      await waitToSee(view(page).getByText('Estação 1 de 5'));
      await changeView(page, 'Voltar ao Início', 'initial');

      // initial → convince (four cards and a quote) → initial; convince → start.
      await changeView(page, 'Me Convença!', 'convince');
      await expect(view(page).getByRole('listitem').count()).resolves.toBe(4);
      await view(page)
        .locator('blockquote')
        .getByText('Você não precisa saber o destino.', { exact: false })
        .waitFor();
      await expectNoAxeViolations(page);
      await changeView(page, 'Voltar', 'initial');
      await changeView(page, 'Me Convença!', 'convince');
      await changeView(page, 'Iniciar a Viagem', 'start');
      await next.click();
      await next.click();
      await waitToSee(view(page).getByText('Estação 3 de 5'));

      // The browser's back button walks the views too; returning to the stations starts at 1.
      await page.goBack();
      await expect.poll(() => view(page).getAttribute('data-view')).toBe('convince');
      await page.goForward();
      await expect.poll(() => view(page).getAttribute('data-view')).toBe('start');
      await waitToSee(view(page).getByText('Estação 1 de 5'));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("an unknown view shows 'Conteúdo não encontrado' and leads back", async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/viagem/compartilhada/1#nao-existe');
    await waitToSee(view(page).getByRole('heading', { name: 'Conteúdo não encontrado' }));
    await expectNoAxeViolations(page);
    await view(page).getByRole('link', { name: 'Voltar ao convite' }).click();
    await waitToSee(view(page).getByText('Uma passagem exclusiva foi reservada para você'));
    await context.close();
  });
});

async function coinsOf(email: string): Promise<number> {
  const login = await fetch(`${baseUrl()}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Login: email, Password: password }),
  });
  const { token } = (await login.json()) as { token: string };
  const info = await fetch(`${baseUrl()}/api/v1/user/get-info`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await info.json()) as { data: { coins: number } }).data.coins;
}

async function registerThroughLink(context: BrowserContext, link: string, name: string) {
  sequence += 1;
  const email = `amiga.${Date.now()}.${sequence}@exemplo.com`;
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(link);
  await waitToSee(page.getByTestId('ticket'));
  await view(page).getByRole('link', { name: 'Aceitar o convite' }).click();
  await page.waitForURL('**/registro');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  const registered = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/register'));
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  const answer = await registered;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({ invitation_token: link.split('/').at(-1) });
  expect(unexpected(errors)).toEqual([]);
  await page.close();
  return email;
}

describe("a traveller's invitation", () => {
  let link = '';
  let inviterName = '';

  it('is created on the detail page and shared (Web Share API, or the copied link)', async () => {
    inviterName = `Ana Convidante ${Date.now() % 1000}`;
    const { email } = await registerTraveller({ name: inviterName, password });
    const context = await newContext(browser, 'desktop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, email, password);

    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'O Encontro das Águas' }) })
      .getByRole('link', { name: 'O Encontro das Águas' })
      .click();
    await page.waitForURL('**/viagem/detalhes/*');
    const card = page.getByRole('region', { name: 'Convide alguém para esta viagem' });
    await card.getByRole('button', { name: 'Convidar um amigo' }).click();
    await card.getByLabel('Nome do amigo (opcional)').fill('Bruno');
    await expect(card.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Criar convite' }).click();
    const input = card.getByRole('textbox', { name: 'Link do convite' });
    await waitToSee(input);
    link = await input.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/convite/[A-Za-z0-9_-]{22}$`));
    await waitToSee(card.getByText(`Vale até ${inDays(30)}.`, { exact: false }));

    // No share sheet in this browser: the link is copied instead.
    await expect(page.evaluate(() => typeof navigator.share)).resolves.toBe('undefined');
    await card.getByRole('button', { name: 'Copiar link' }).click();
    await waitToSee(page.getByText('Link copiado!'));
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    expect(errors).toEqual([]);
    await context.close();

    // Where the browser has a share sheet, the invitation goes through it.
    const sharing = await newContext(browser, 'phone');
    await sharing.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    const phone = await sharing.newPage();
    await signInThroughForm(phone, email, password);
    const episodes = (await (await fetch(`${baseUrl()}/api/v1/voyages/get/public/episodes`)).json()) as {
      data: { id: string; title: string }[];
    };
    const voyage = episodes.data.find((episode) => episode.title === 'O Silêncio do Igapó');
    await phone.goto(`/viagem/detalhes/${voyage?.id}`);
    const phoneCard = phone.getByRole('region', { name: 'Convide alguém para esta viagem' });
    await phoneCard.getByRole('button', { name: 'Convidar um amigo' }).click();
    await phoneCard.getByRole('checkbox').uncheck();
    await phoneCard.getByRole('button', { name: 'Criar convite' }).click();
    await phoneCard.getByRole('button', { name: 'Compartilhar convite' }).click();
    const shared = await phone.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toMatch(/\/convite\/[A-Za-z0-9_-]{22}$/);
    expect(shared[0]?.title).toBe('Uma passagem para “O Silêncio do Igapó”');
    await sharing.close();
  });

  it('unfurls with Open Graph tags in the HTML, without JavaScript', async () => {
    const html = await (await fetch(link)).text();
    expect(html).toContain(
      `<meta property="og:title" content="${inviterName} reservou uma passagem para você"/>`,
    );
    expect(html).toContain('O Encontro das Águas');
    expect(html).toContain(`<meta property="og:url" content="${link}"/>`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/og\/convite\.png"\/>/);
    const image = await fetch(`${baseUrl()}/media/og/convite.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('is opened by a friend in another browser, and its passagem is granted once', async () => {
    const friend = await newContext(browser, 'phone');
    const page = await friend.newPage();
    const errors = collectPageErrors(page);
    await page.goto(link);
    await waitToSee(page.getByTestId('ticket'));
    await expect(ticketField(page, 'Passageiro')).resolves.toBe('Bruno');
    await expect(ticketField(page, 'Convidado por')).resolves.toBe(inviterName);
    await expect(ticketField(page, 'Destino')).resolves.toBe('O Encontro das Águas');
    await waitToSee(
      view(page).getByText('Crie a sua conta por este convite e ganhe 1 passagem de presente.'),
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();

    const friendEmail = await registerThroughLink(friend, link, 'Bruno Amigo');
    expect(await coinsOf(friendEmail)).toBe(3 + 1);
    await friend.close();

    // Someone else through the same link: an account, no second gift.
    const other = await newContext(browser, 'desktop');
    const otherEmail = await registerThroughLink(other, link, 'Carla Outra');
    expect(await coinsOf(otherEmail)).toBe(3);
    const again = await other.newPage();
    await again.goto(link);
    await waitToSee(view(again).getByText('A passagem de presente deste convite já foi usada.'));
    await other.close();
  });

  it("once expired, says 'Este convite expirou.' and offers a way on", async () => {
    const inviter = await newTraveller({ name: 'Dora Expirada', password });
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    const created = await api<{ data: { token: string; url: string } }>('/api/v1/invitations', {
      method: 'POST',
      token: inviter.token,
      body: { voyage_id: voyageId, with_gift: true },
    });
    expect(created.status).toBe(201);
    const connection = connectDatabase(inject('databaseUrl'));
    await connection.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token', '=', created.body.data.token)
      .execute();
    await connection.db.destroy();

    // A guest: the voyages the site offers.
    const guest = await newContext(browser, 'phone');
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    await page.goto(created.body.data.url);
    await waitToSee(page.getByRole('heading', { level: 1, name: 'Este convite expirou.' }));
    await page
      .getByText(
        'Os convites valem por 30 dias. Peça um novo a quem enviou este ou conheça as viagens da Rota Amazônia.',
      )
      .waitFor();
    await expect(page.getByRole('heading', { name: 'Viagem não encontrada' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('ticket').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Conhecer as viagens' }).click();
    await page.waitForURL('**/viagem');
    expect(unexpected(errors)).toEqual([]);
    await guest.close();

    // A traveller: their own voyages.
    const friend = await signedInContext(browser, await newTraveller({ name: 'Edu Atrasado', password }));
    const signedIn = await friend.newPage();
    await signedIn.goto(created.body.data.url);
    await waitToSee(signedIn.getByRole('heading', { level: 1, name: 'Este convite expirou.' }));
    await signedIn.getByRole('link', { name: 'Ver as minhas viagens' }).click();
    await signedIn.waitForURL('**/home');
    await friend.close();
  });

  it("shows 'Erro' when it cannot be loaded, and loads on retry", async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.route('**/api/v1/invitations/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(link);
    await waitToSee(page.getByRole('heading', { name: 'Erro', exact: true }));
    await waitToSee(page.getByText('Não foi possível carregar os dados da viagem.'));
    await expectNoAxeViolations(page);
    await page.unroute('**/api/v1/invitations/*');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitToSee(page.getByTestId('ticket'));

    await page.goto('/convite/AAAAAAAAAAAAAAAAAAAAAA');
    await waitToSee(page.getByRole('heading', { name: 'Viagem não encontrada' }));
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
