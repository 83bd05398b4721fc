/**
 * The installable app (SPEC §2.8, §4.7; issue 8, docs/architecture/pwa.md): the web app manifest, the
 * service worker and its offline app shell, the connectivity banners and the install banner.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  CHROMIUM_PATH,
  collectPageErrors,
  controlledBy,
  expectNoAxeViolations,
  launchBrowser,
  newContext,
  PWA_OPT_IN_KEY,
  progressValue,
  queuedChanges,
  queuedCount,
  viewports,
  waitToSee,
} from './browser.ts';
import {
  api,
  eventually,
  newTraveller,
  registerTraveller,
  type Session,
  signedInContext,
  signInByApi,
  startVoyage,
  voyageIdBySlug,
} from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function pwaContext(viewport: 'phone' | 'desktop' = 'phone', options: { userAgent?: string } = {}) {
  const context = options.userAgent
    ? await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 390, height: 780 },
        locale: 'pt-BR',
        userAgent: options.userAgent,
      })
    : await newContext(browser, viewport);
  await context.addInitScript((key) => localStorage.setItem(key, '1'), PWA_OPT_IN_KEY);
  return context;
}

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('the web app manifest', () => {
  it('is linked from every page and describes an installable app starting at /home', async () => {
    const html = await (await fetch(`${baseUrl()}/sobre`)).text();
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"\/?>/);
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      lang: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Rota Amazônia — Cada viagem, uma lição',
      short_name: 'Rota Amazônia',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f3d33',
      background_color: '#fbf8f1',
      lang: 'pt-BR',
    });
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const image = await fetch(`${baseUrl()}${icon?.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width, height });
    }
  });
});

describe('the service worker', () => {
  it('is served fresh, with a policy of its own', async () => {
    const response = await fetch(`${baseUrl()}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.text()).toContain('/home');
  });

  it('activates after load, precaches the app shell and opens the app with no signal', async () => {
    const context = await pwaContext('phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/sobre', { waitUntil: 'load' });
    await controlledBy(page);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      const keys = precache ? (await (await caches.open(precache)).keys()).map((request) => request.url) : [];
      return {
        scope: registration?.scope,
        active: registration?.active?.state,
        shell: keys.some((url) => new URL(url).pathname === '/home'),
        scripts: keys.filter((url) => url.includes('/assets/') && url.includes('.js')).length,
      };
    });
    expect(state).toMatchObject({ scope: `${baseUrl()}/`, active: 'activated', shell: true });
    expect(state.scripts).toBeGreaterThan(20);

    // No signal: a page seen before comes from its copy, one never seen from the app shell.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('connectivity-banner').getByText('Você está offline.', { exact: false }).waitFor();
    await page.goto('/recuperar-senha');
    await page.getByLabel('Email').waitFor();
    await context.setOffline(false);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual(
      [],
    );
    await context.close();
  });

  it("precaches the static pages' island: a marketing page seen before opens offline with its menu and banner", async () => {
    const context = await pwaContext('phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/', { waitUntil: 'load' });
    await controlledBy(page);
    const island = await page.locator('script[type="module"]').getAttribute('src');
    expect(island).toMatch(/^\/assets\/island-[\w-]+\.js$/);
    const precached = await page.evaluate(async () => {
      const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
      if (!precache) return [];
      return (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname);
    });
    expect(precached).toContain(island);
    // A visit under the worker leaves the page's copy in its cache.
    await page.reload({ waitUntil: 'load' });

    // Only the worker's caches may answer: the browser's own HTTP cache would hide a missing entry.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    await context.setOffline(true);
    await page.reload();
    await page
      .getByTestId('connectivity-banner')
      .getByText('Você está offline. Algumas funcionalidades podem estar indisponíveis.')
      .waitFor();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(
      page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await page.locator('#menu-movel').getByRole('link', { name: 'Sobre', exact: true }).waitFor();
    await context.setOffline(false);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual(
      [],
    );
    await context.close();
  });
});

describe('the connectivity banners (SPEC §4.7, §8)', () => {
  it('offline shows the red banner; back online the green one, for 3 s', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/sobre', { waitUntil: 'networkidle' });
    const banner = page.getByTestId('connectivity-banner');
    await banner.waitFor({ state: 'attached' });
    await expect(banner.innerText()).resolves.toBe('');

    await context.setOffline(true);
    const offline = banner.locator('[data-state="offline"]');
    await offline.waitFor();
    await expect(offline.innerText()).resolves.toBe(
      'Você está offline. Algumas funcionalidades podem estar indisponíveis.',
    );
    await expect(offline.getAttribute('class')).resolves.toContain('bg-red-700');
    await expectNoAxeViolations(page);

    // A long stretch without signal: the banner folds into a small badge that covers no text, and
    // the badge unfolds it again.
    const badge = page.getByTestId('offline-badge');
    await badge.waitFor({ timeout: 10_000 });
    await expect(offline.count()).resolves.toBe(0);
    const box = await badge.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(48);
    expect(box?.x).toBeLessThan(40);
    await expectNoAxeViolations(page);
    await badge.press('Enter');
    await offline.waitFor();
    await expect(badge.count()).resolves.toBe(0);

    const backOnlineAt = Date.now();
    await context.setOffline(false);
    const online = banner.locator('[data-state="online"]');
    await online.waitFor();
    await expect(online.innerText()).resolves.toBe('Você está online novamente');
    await expect(online.getAttribute('class')).resolves.toContain('bg-green-700');
    await expect(offline.count()).resolves.toBe(0);
    // The banner's 3 s start when the signal returns, after `backOnlineAt`: a busy machine can only
    // make the measure longer, so the wait for it to go is a hang detector, not a bound.
    await online.waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - backOnlineAt).toBeGreaterThanOrEqual(3_000);
    await context.close();
  });
});

describe("a signal lost before the page's later scripts arrived", () => {
  /** The built script that holds a text only it has: the one the page loads after itself. */
  function scriptHolding(text: string): string {
    const assets = path.join('build', 'client', 'assets');
    const file = readdirSync(assets).find(
      (name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes(text),
    );
    if (!file) throw new Error(`no built script holds ${text}`);
    return `/assets/${file}`;
  }

  it('keeps the reader and its notes working; the banners load once the script can arrive', async () => {
    // The script of the app's banners and service worker (pwa-root.tsx), loaded after the page.
    const bannersScript = scriptHolding('offline voyages: not checked');
    const session = await newTraveller();
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(session, voyageId);
    const context = await signedInContext(browser, session, 'phone');
    let signal = false;
    const refused: string[] = [];
    await context.route(`**${bannersScript}`, (route) => {
      if (signal) return route.continue();
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // The screen stays, and a note is written and saved as with every script in.
    await page.getByRole('button', { name: 'Nota neste parágrafo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova nota' });
    await dialog.getByLabel('Sua nota').fill('Escrita sem o resto da página');
    await dialog.getByRole('button', { name: 'Salvar nota' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByText('Algo deu errado').count()).resolves.toBe(0);
    await waitToSee(page.getByRole('note', { name: 'Sua nota' }).getByText('Escrita sem o resto da página'));

    // Once the script can arrive, it is asked for again: the banners work without a reload.
    signal = true;
    await page.getByTestId('connectivity-banner').waitFor({ state: 'attached', timeout: 15_000 });
    await context.setOffline(true);
    await page.getByTestId('connectivity-banner').locator('[data-state="offline"]').waitFor();
    await context.setOffline(false);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|net::/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('the install banner (SPEC §4.7)', () => {
  /** Chromium fires `beforeinstallprompt` only after real engagement: the test plays it. */
  async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
    await page.evaluate((choice) => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const calls: string[] = [];
      Object.assign(window, { __installCalls: calls });
      Object.assign(event, {
        prompt: async () => {
          calls.push('prompt');
        },
        userChoice: Promise.resolve({ outcome: choice }),
      });
      window.dispatchEvent(event);
    }, outcome);
  }

  let context: BrowserContext;
  beforeAll(async () => {
    context = await pwaContext('phone');
  });
  afterAll(() => context.close());

  it('shows on the install-ready event and installs', async () => {
    const page = await context.newPage();
    await page.goto('/sobre', { waitUntil: 'networkidle' });
    await page.getByTestId('connectivity-banner').waitFor({ state: 'attached' });
    await expect(page.getByTestId('install-banner').count()).resolves.toBe(0);
    await offerInstall(page, 'accepted');
    const banner = page.getByRole('region', { name: 'Instalar o aplicativo' });
    await banner.getByText('Leve a Rota Amazônia no bolso').waitFor();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Instalar' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => (window as unknown as { __installCalls: string[] }).__installCalls),
    ).resolves.toEqual(['prompt']);
    await page.close();
  });

  it('stores the date it was dismissed and stays away afterwards', async () => {
    const page = await context.newPage();
    await page.goto('/sobre', { waitUntil: 'networkidle' });
    await page.getByTestId('connectivity-banner').waitFor({ state: 'attached' });
    await offerInstall(page, 'dismissed');
    const banner = page.getByRole('region', { name: 'Instalar o aplicativo' });
    await banner.getByRole('button', { name: 'Agora não' }).first().click();
    await banner.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('install_banner_dismissed_at'));
    expect(Date.now() - Date.parse(stored ?? '')).toBeLessThan(60_000);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('connectivity-banner').waitFor({ state: 'attached' });
    await offerInstall(page, 'accepted');
    // The page has rendered what the offer changed two frames later.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByTestId('install-banner').count()).resolves.toBe(0);
    await page.close();
  });

  it("on an iPhone, hints 'Adicionar à Tela de Início'", async () => {
    const iphone = await pwaContext('phone', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    const page = await iphone.newPage();
    await page.goto('/sobre', { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Instalar o aplicativo' });
    await banner.getByText('Adicionar à Tela de Início', { exact: false }).waitFor();
    await expect(banner.innerText()).resolves.toContain('Compartilhar');
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Agora não' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('connectivity-banner').waitFor({ state: 'attached' });
    await expect(page.getByTestId('install-banner').count()).resolves.toBe(0);
    await iphone.close();
  });
});

describe('"Embarcar": a voyage downloaded, read offline after a restart, synced once back online', () => {
  const password = 'Rio-Negro-2026';
  /** A browser with a profile on disk: closing and launching it again is a restart. */
  function launchProfile(profile: string, offline: boolean) {
    return chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
      baseURL: baseUrl(),
      viewport: viewports.phone,
      locale: 'pt-BR',
      offline,
    });
  }

  async function signedIn(context: BrowserContext, session: Session) {
    await context.addInitScript(
      ({ stored, key }) => {
        localStorage.setItem(key, '1');
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', stored.token);
          localStorage.setItem('refresh_token', stored.refresh_token);
          localStorage.setItem('user', JSON.stringify(stored.user));
        }
      },
      { stored: session, key: PWA_OPT_IN_KEY },
    );
  }

  /** Scrolls until the reader shows at least `target`% (far paragraphs render as they come near). */
  async function scrollToPercent(page: Page, target: number) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await page.evaluate((percent) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, Math.ceil((scrollable * percent) / 100));
      }, target);
      await page.waitForTimeout(60);
      await page.clock.runFor(50);
      const shown = await progressValue(page);
      if (shown >= target && shown <= target + 4) return shown;
    }
    return progressValue(page);
  }

  let profile = '';
  afterAll(() => {
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('reads to 50% with a note offline; back online the server has both, exactly once', async () => {
    const session = await newTraveller({ name: 'Iara Embarcada', password });
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(session, voyageId);

    // Before boarding, with a signal: the detail page shows the size and downloads the voyage.
    profile = mkdtempSync(path.join(tmpdir(), 'rota-profile-'));
    const ashore = await launchProfile(profile, false);
    await signedIn(ashore, session);
    const page = ashore.pages()[0] ?? (await ashore.newPage());
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/detalhes/${voyageId}`);
    await controlledBy(page);
    const card = page.getByTestId('offline-voyage-card');
    await card.getByRole('heading', { name: 'Leve esta viagem sem sinal' }).waitFor();
    await expect
      .poll(() => card.getByTestId('offline-size').innerText())
      // Text, images and the narration (about a megabyte of Opus).
      .toMatch(/^Tamanho do download: 1,\d MB$/);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await card.getByText('Pronta para ler sem sinal').waitFor();
    await expect(card.innerText()).resolves.toMatch(/1,\d MB guardados neste aparelho/);
    // Filed under the traveller: only their session's requests are answered from it.
    const kept = await page.evaluate(
      async ({ id, userId }) => {
        const cache = await caches.open(`rota-traveller-${userId}-voyage-${id}`);
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      },
      { id: voyageId, userId: session.user.id },
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        `/api/v1/voyages/content/${voyageId}`,
        `/api/v1/voyages/get/episode/${voyageId}`,
      ]),
    );
    expect(kept.some((url) => url.startsWith('/media/'))).toBe(true);
    expect(errors).toEqual([]);
    await ashore.close();

    // On board: the browser starts again, with no signal at all.
    const aboard = await launchProfile(profile, true);
    await signedIn(aboard, session);
    const reader = aboard.pages()[0] ?? (await aboard.newPage());
    const readerErrors = collectPageErrors(reader);
    await reader.clock.install();
    await reader.goto(`/viagem/experiencia/${voyageId}`);
    await reader.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    const banner = reader.getByTestId('connectivity-banner');
    await banner.getByText('Você está offline. Algumas funcionalidades podem estar indisponíveis.').waitFor();

    // SPEC §4.5: progress counts after 10 s, while the traveller is active.
    await reader.clock.runFor(10_500);
    await reader.mouse.move(100, 300);
    const shown = await scrollToPercent(reader, 50);
    expect(Math.floor(shown / 10) * 10).toBe(50);
    await reader.clock.runFor(800);
    await expect.poll(async () => (await queuedChanges(reader)).progress.length).toBe(1);

    await reader.getByRole('button', { name: 'Nota neste parágrafo' }).click();
    const editor = reader.getByRole('dialog', { name: 'Nova nota' });
    await editor.getByLabel('Sua nota').fill('Lido no meio do rio, sem sinal.');
    await editor.getByRole('button', { name: 'Salvar nota' }).click();
    await editor.waitFor({ state: 'detached' });
    await reader.clock.runFor(2_100);
    // By now the red banner has folded into the corner badge, which still counts the changes.
    const badge = reader.getByTestId('offline-badge');
    // The count is read from the outbox in IndexedDB, a moment after the clock's tick.
    await expect.poll(() => badge.getAttribute('aria-label')).toContain('2 alterações aguardando sinal.');
    // On a phone the badge sits above the reader's controls, never over one of their buttons.
    const badgeBox = await badge.boundingBox();
    const controlsBox = await reader.getByRole('toolbar', { name: 'Controles de leitura' }).boundingBox();
    if (!badgeBox || !controlsBox) throw new Error('the badge and the controls are laid out');
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(controlsBox.y);
    await badge.click();
    await banner.getByText('2 alterações aguardando sinal.').waitFor();
    await expectNoAxeViolations(reader);

    // The narration came down with the voyage (issue 7): it plays and seeks with no signal.
    await reader.getByTestId('narration-toggle').click();
    const narration = reader.getByTestId('narration-audio');
    const playedTime = () => narration.evaluate((element) => (element as HTMLAudioElement).currentTime);
    await expect.poll(playedTime, { timeout: 10_000 }).toBeGreaterThan(0.3);
    await reader
      .getByTestId('narration-player')
      .getByRole('slider', { name: 'Posição no áudio' })
      .fill('300');
    await expect.poll(playedTime, { timeout: 10_000 }).toBeGreaterThan(300.2);
    await reader.getByTestId('narration-player').getByRole('button', { name: 'Fechar o player' }).click();

    // Still without a signal, the traveller leaves the reader for the home page: the changes wait.
    const home = await aboard.newPage();
    const homeErrors = collectPageErrors(home);
    await reader.close();
    await home.goto('/home');
    const homeBanner = home.getByTestId('connectivity-banner');
    await homeBanner.getByText('2 alterações aguardando sinal.').waitFor();

    // The signal returns there, far from the reader: both changes go out, and the green banner says so.
    await aboard.setOffline(false);
    await homeBanner.getByText('Você está online novamente').waitFor();
    await eventually(
      () =>
        api<{ data: { progress: number } }>(`/api/v1/voyages/get/episode/${voyageId}`, {
          token: session.token,
        }),
      (answer) => answer.body.data.progress === 50,
    );
    const notes = await eventually(
      () =>
        api<{ data: { note: string }[] }>(`/api/v1/reader/notes?voyage_id=${voyageId}`, {
          token: session.token,
        }),
      (answer) => answer.body.data.length > 0,
    );
    expect(notes.body.data.map((note) => note.note)).toEqual(['Lido no meio do rio, sem sinal.']);
    await expect.poll(() => queuedCount(home)).toBe(0);

    // Another loss and return of signal, and a restart, send nothing twice.
    await aboard.setOffline(true);
    await aboard.setOffline(false);
    await home.reload();
    await homeBanner.waitFor({ state: 'attached' });
    // Whatever the restarted page sends has gone and been answered once its network is quiet.
    await home.waitForLoadState('networkidle');
    const again = await api<{ data: { note: string }[] }>(`/api/v1/reader/notes?voyage_id=${voyageId}`, {
      token: session.token,
    });
    expect(again.body.data).toHaveLength(1);
    for (const errors of [readerErrors, homeErrors]) {
      expect(
        errors.filter(
          (error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::|status of 5\d\d/.test(error),
        ),
      ).toEqual([]);
    }
    await aboard.close();
  });

  it("keeps one traveller's download and unsent note from the next traveller on the same device", async () => {
    async function traveller(name: string) {
      const { email } = await registerTraveller({ name, password });
      return { email, session: await signInByApi(email, password) };
    }
    const first = await traveller('Iara Primeira');
    const second = await traveller('Caio Segundo Viajante');
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(first.session, voyageId);
    const notesOf = async (token: string) =>
      (await api<{ data: { note: string }[] }>(`/api/v1/reader/notes?voyage_id=${voyageId}`, { token })).body
        .data;

    // The first traveller downloads the voyage and, without a signal, writes a note in it.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: viewports.phone,
      locale: 'pt-BR',
    });
    // Signed in once, at the start: later the test signs out and in through the app itself.
    await context.addInitScript(
      ({ stored, key }) => {
        localStorage.setItem(key, '1');
        if (localStorage.getItem('e2e_first_session')) return;
        localStorage.setItem('e2e_first_session', '1');
        localStorage.setItem('token', stored.token);
        localStorage.setItem('refresh_token', stored.refresh_token);
        localStorage.setItem('user', JSON.stringify(stored.user));
      },
      { stored: first.session, key: PWA_OPT_IN_KEY },
    );
    const page = await context.newPage();
    await page.goto(`/viagem/detalhes/${voyageId}`);
    await controlledBy(page);
    const card = page.getByTestId('offline-voyage-card');
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await card.getByText('Pronta para ler sem sinal').waitFor();
    await context.setOffline(true);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    await page.getByRole('button', { name: 'Nota neste parágrafo' }).click();
    const editor = page.getByRole('dialog', { name: 'Nova nota' });
    await editor.getByLabel('Sua nota').fill('Só minha, escrita sem sinal.');
    await editor.getByRole('button', { name: 'Salvar nota' }).click();
    await editor.waitFor({ state: 'detached' });

    // Their session ends (as after a 401) and the second traveller takes the device, still offline.
    await page.evaluate((next) => {
      localStorage.setItem('token', next.token);
      localStorage.setItem('refresh_token', next.refresh_token);
      localStorage.setItem('user', JSON.stringify(next.user));
    }, second.session);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    // The first traveller's copy (their paid text and progress) does not open for them: for them it
    // is a voyage never kept on this device.
    await page.getByRole('heading', { level: 1, name: 'Sem sinal para abrir esta viagem' }).waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).count()).resolves.toBe(
      0,
    );
    // Nor does the banner count the first traveller's note as theirs.
    await expect(page.getByTestId('connectivity-banner').innerText()).resolves.toBe(
      'Você está offline. Algumas funcionalidades podem estar indisponíveis.',
    );

    // With a signal, the second traveller's session sends nothing of the first's.
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId('connectivity-banner').waitFor({ state: 'attached' });
    // Whatever the reloaded page sends has gone and been answered once its network is quiet.
    await page.waitForLoadState('networkidle');
    expect(await notesOf(second.session.token)).toEqual([]);
    expect(await notesOf(first.session.token)).toEqual([]);
    await expect(queuedCount(page, String(first.session.user.id))).resolves.toBe(1);

    // The first traveller signs in again on this device: their note goes to their account, once.
    await page.evaluate(() => {
      for (const key of ['token', 'refresh_token', 'user']) localStorage.removeItem(key);
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(first.email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // Back to the last page of the signed-in area (SPEC §3's current path), wherever that was.
    await page.waitForURL((url) => url.pathname !== '/login');
    const sent = await eventually(
      () => notesOf(first.session.token),
      (notes) => notes.length > 0,
    );
    expect(sent.map((note) => note.note)).toEqual(['Só minha, escrita sem sinal.']);
    expect(await notesOf(second.session.token)).toEqual([]);
    await expect.poll(() => queuedCount(page)).toBe(0);

    // Their download stayed on the device for them, filed under their id alone.
    await page.goto(`/viagem/detalhes/${voyageId}`);
    await page.getByTestId('offline-voyage-card').getByText('Pronta para ler sem sinal').waitFor();
    const names = await page.evaluate(() => caches.keys());
    expect(names).toContain(`rota-traveller-${first.session.user.id}-voyage-${voyageId}`);
    expect(names.filter((name) => name.startsWith('rota-voyage-') || name === 'rota-api')).toEqual([]);
    await context.close();
  });

  it('asks where to read on when another device got further while this one was offline', async () => {
    const session = await newTraveller({ name: 'Iara Dois Aparelhos', password });
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(session, voyageId);

    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: viewports.phone,
      locale: 'pt-BR',
    });
    await signedIn(context, session);
    const page = await context.newPage();
    await page.goto(`/viagem/detalhes/${voyageId}`);
    await controlledBy(page);
    const card = page.getByTestId('offline-voyage-card');
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await card.getByText('Pronta para ler sem sinal').waitFor();
    await page.close();

    await context.setOffline(true);
    const reader = await context.newPage();
    await reader.clock.install();
    await reader.goto(`/viagem/experiencia/${voyageId}`);
    await reader.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    await reader.clock.runFor(10_500);
    await reader.mouse.move(100, 300);
    await scrollToPercent(reader, 30);
    await reader.clock.runFor(800);
    await expect.poll(async () => (await queuedChanges(reader)).progress[0]?.progress).toBe(30);

    // Meanwhile, on another device, the traveller read up to 70%.
    await api(`/api/v1/voyages/${voyageId}/change/progress`, {
      method: 'PUT',
      token: session.token,
      body: { progress: 70, is_completed: false },
    });

    await context.setOffline(false);
    const prompt = reader.getByRole('dialog', { name: 'Você foi mais longe em outro aparelho' });
    await prompt
      .getByText('Em outro aparelho você chegou a 70% desta viagem; neste, parou em 30%.')
      .waitFor();
    await expectNoAxeViolations(reader);
    await prompt.getByRole('button', { name: 'Ir para 70%' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        await reader.waitForTimeout(60);
        await reader.clock.runFor(50);
        return progressValue(reader);
      })
      .toBeGreaterThanOrEqual(66);
    await expect(reader.evaluate(() => localStorage.getItem('progress_conflicts'))).resolves.toBeNull();
    await context.close();
  });
});
