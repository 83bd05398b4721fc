/**
 * Voyage packs that resume (docs/architecture/pwa.md), in Chromium with the DevTools network
 * emulation at Regular 2G (250 kbit/s, 300 ms): the seeded pack downloads in pieces; a drop to
 * offline at about half, a reload in the middle, or a browser closed and opened again with its
 * profile, each completes it having received at most the pack's size plus one piece (counted from
 * the DevTools network events of the pack's own requests); a piece altered on the way (a loopback
 * proxy in front of the server) is found by the file's hash and fetched again, the screen says so,
 * and the pack then reads and narrates offline; a file the browser lost shows "Baixar de novo".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { afterAll, describe, type ExpectStatic, expect, it } from 'vitest';
import {
  baseUrl,
  CHROMIUM_PATH,
  collectPageErrors,
  controlledBy,
  expectNoAxeViolations,
  PWA_OPT_IN_KEY,
  queuedCount,
  viewports,
} from './browser.ts';
import { api, eventually, newTraveller, type Session, startVoyage, voyageIdBySlug } from './sessions.ts';

/** The production piece (pack-pieces.ts, docs/architecture/pwa.md). */
const PIECE_BYTES = 256 * 1024;
/** DevTools' Regular 2G. */
const REGULAR_2G = {
  offline: false,
  latency: 300,
  downloadThroughput: 250_000 / 8,
  uploadThroughput: 50_000 / 8,
};
const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const DOWNLOAD_TIMEOUT_MS = 150_000;

const profiles: string[] = [];
afterAll(() => {
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
});

/** The browser logs each request a drop or the lack of a signal fails; those are the point here. */
function unexpected(errors: string[]) {
  return errors.filter(
    (error) => !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)( \S+)?$/.test(error),
  );
}

/** A browser with a profile on disk (closing and launching it again is a restart), signed in, its worker on. */
async function launchProfile(
  profile: string,
  session: Session,
  origin = baseUrl(),
  viewport: keyof typeof viewports = 'phone',
) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    baseURL: origin,
    viewport: viewports[viewport],
    locale: 'pt-BR',
  });
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
  return context;
}

function newProfile() {
  const profile = mkdtempSync(path.join(tmpdir(), 'rota-pack-'));
  profiles.push(profile);
  return profile;
}

/**
 * The bytes the page received for the pack's own requests (those marked `x-rota-pack`), from the
 * DevTools events: every chunk counts, those of a piece cut short too.
 */
class PackBytes {
  received = 0;
  private readonly packRequests = new Set<string>();

  async watch(page: Page): Promise<CDPSession> {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Network.requestWillBeSent', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      if (headers['x-rota-pack']) this.packRequests.add(event.requestId);
    });
    cdp.on('Network.dataReceived', (event) => {
      if (this.packRequests.has(event.requestId)) this.received += event.dataLength;
    });
    await cdp.send('Network.enable');
    return cdp;
  }
}

async function packSize(session: Session, voyageId: string) {
  const { body } = await api<{
    data: { total_bytes: number; files: { url: string; bytes: number | null }[] };
  }>(`/api/v1/voyages/${voyageId}/offline-package`, { token: session.token });
  return body.data;
}

/**
 * Opens the voyage's detail page (or `address`), under the worker, with the network at Regular 2G.
 * A browser opened again with a pack half down resumes it as the page loads (`resuming`): its link
 * is slowed before the page loads, or on a busy machine the rest comes down at full speed while
 * the worker is still taking control.
 */
async function openDetail(
  context: BrowserContext,
  voyageId: string,
  bytes: PackBytes,
  { address, resuming = false }: { address?: string; resuming?: boolean } = {},
) {
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = collectPageErrors(page);
  const cdp = await bytes.watch(page);
  if (resuming) await cdp.send('Network.emulateNetworkConditions', REGULAR_2G);
  await page.goto(address ?? `/viagem/detalhes/${voyageId}`);
  await controlledBy(page);
  await cdp.send('Network.emulateNetworkConditions', REGULAR_2G);
  return { page, cdp, errors, card: page.getByTestId('offline-voyage-card') };
}

/** `expect` is the test's own: the tests that download side by side poll with theirs (Vitest's rule for concurrent tests). */
async function untilReceived(expect: ExpectStatic, bytes: PackBytes, target: number, page: Page) {
  await expect
    .poll(() => bytes.received, {
      timeout: DOWNLOAD_TIMEOUT_MS,
      message: `received ${bytes.received} of ${target}: ${await page.getByTestId('offline-voyage-card').innerText()}`,
    })
    .toBeGreaterThanOrEqual(target);
}

async function untilReady(expect: ExpectStatic, page: Page) {
  const card = page.getByTestId('offline-voyage-card');
  await expect
    .poll(() => card.getAttribute('data-state'), { timeout: DOWNLOAD_TIMEOUT_MS, interval: 500 })
    .toBe('ready');
  await card.getByText('Pronta para ler sem sinal').waitFor();
}

/** A started seeded voyage, its pack's size and a fresh traveller. */
async function seededPack() {
  const session = await newTraveller();
  const voyageId = await voyageIdBySlug('encontro-das-aguas');
  await startVoyage(session, voyageId);
  const pack = await packSize(session, voyageId);
  return { session, voyageId, packBytes: pack.total_bytes };
}

// A pack takes about 40 s at Regular 2G; a test downloads one, and more, on a shared machine. Each
// test has its own browser, traveller and emulated link, and spends its time waiting on that link:
// the three run side by side.
describe.concurrent('a voyage pack resumes at Regular 2G (docs/architecture/pwa.md)', {
  timeout: 240_000,
}, () => {
  it('a drop to offline at half: it waits, then completes with at most one piece fetched again', async ({
    expect,
  }) => {
    const { session, voyageId, packBytes } = await seededPack();
    const context = await launchProfile(newProfile(), session);
    const bytes = new PackBytes();
    const { page, cdp, errors, card } = await openDetail(context, voyageId, bytes);
    const started = Date.now();
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();

    // Bytes, percent and the time left at the measured speed.
    const progress = card.getByTestId('pack-progress');
    await expect
      .poll(() => progress.innerText(), { timeout: 30_000 })
      .toMatch(/\d.* de 1,\d MB \(\d+%\)[\s\S]*Faltam cerca de \d+ (s|min) nesta velocidade\./);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/offline-pack-progress-phone.png', fullPage: true });

    await untilReceived(expect, bytes, packBytes / 2, page);
    await cdp.send('Network.emulateNetworkConditions', OFFLINE);
    await card
      .getByText('Sem sinal: o download continua sozinho quando a conexão voltar', { exact: false })
      .waitFor();
    await page.waitForTimeout(1_500);
    await cdp.send('Network.emulateNetworkConditions', REGULAR_2G);

    await untilReady(expect, page);
    console.log(
      `pack ${packBytes} B at Regular 2G with a drop: ${bytes.received} B received in ${Date.now() - started} ms`,
    );
    expect(bytes.received).toBeGreaterThanOrEqual(packBytes * 0.95);
    expect(bytes.received).toBeLessThanOrEqual(packBytes + PIECE_BYTES);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a reload in the middle: the download carries on from the stored pieces', async ({ expect }) => {
    const { session, voyageId, packBytes } = await seededPack();
    const context = await launchProfile(newProfile(), session, baseUrl(), 'desktop');
    const bytes = new PackBytes();
    const { page, card } = await openDetail(context, voyageId, bytes);
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await card.getByText('nesta velocidade', { exact: false }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/offline-pack-progress-desktop.png' });
    await untilReceived(expect, bytes, packBytes / 2, page);

    await page.reload();
    await controlledBy(page);
    await untilReady(expect, page);
    expect(bytes.received).toBeLessThanOrEqual(packBytes + PIECE_BYTES);
    await context.close();
  });

  it('the browser closed in the middle and opened again with its profile: it carries on from the stored pieces', async ({
    expect,
  }) => {
    const { session, voyageId, packBytes } = await seededPack();
    const profile = newProfile();
    const bytes = new PackBytes();
    const first = await launchProfile(profile, session);
    const ashore = await openDetail(first, voyageId, bytes);
    await ashore.card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await untilReceived(expect, bytes, packBytes / 2, ashore.page);
    // The phone locks, the browser is closed in the middle of a piece.
    await first.close();

    // Opened again on "Viagens sem sinal": the download carries on there, and the screen shows it.
    const second = await launchProfile(profile, session);
    const aboard = await openDetail(second, voyageId, bytes, { address: '/user/offline', resuming: true });
    const row = aboard.page.getByTestId('offline-voyage');
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 30_000 }).toBe('downloading');
    await row.getByText('nesta velocidade', { exact: false }).waitFor({ timeout: 30_000 });
    await expect(row.innerText()).resolves.toMatch(/Baixando… \d+%/);
    await expectNoAxeViolations(aboard.page);
    const later = aboard.page.getByRole('button', { name: 'Agora não' }).first();
    if (await later.count()) await later.click();
    await aboard.page.screenshot({ path: '/tmp/offline-screen-downloading-phone.png', fullPage: true });
    await expect
      .poll(() => row.getAttribute('data-state'), { timeout: DOWNLOAD_TIMEOUT_MS, interval: 500 })
      .toBe('ready');
    await expect(aboard.page.getByTestId('offline-total').innerText()).resolves.toMatch(
      /^Total: 1,\d MB em 1 viagem$/,
    );
    expect(bytes.received).toBeLessThanOrEqual(packBytes + PIECE_BYTES);
    expect(unexpected(aboard.errors)).toEqual([]);
    await second.close();
  });
});

/**
 * A loopback proxy in front of the server that alters one byte of the narration's second piece,
 * the first time it passes, and then slows the narration's pieces a little (so the screen's notice
 * can be seen).
 */
async function alteringProxy(
  target: string,
): Promise<{ origin: string; altered: () => number; close: () => Promise<void> }> {
  const upstream = new URL(target);
  let altered = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        const narrationPiece =
          incoming.url?.startsWith('/media/narration/') && incoming.headers['x-rota-pack'] !== undefined;
        if (!narrationPiece) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (altered === 0 && incoming.headers.range === `bytes=${PIECE_BYTES}-${2 * PIECE_BYTES - 1}`) {
            altered += 1;
            body[100] = (body[100] ?? 0) ^ 0xff;
          }
          setTimeout(
            () => {
              outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
              outgoing.end(body);
            },
            altered > 0 ? 800 : 0,
          );
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    altered: () => altered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a piece altered on the way (docs/architecture/pwa.md)', { timeout: 240_000 }, () => {
  let proxy: Awaited<ReturnType<typeof alteringProxy>> | undefined;
  afterAll(async () => {
    await proxy?.close();
  });

  it('is found by the hash and fetched again; the pack then reads and narrates offline; a lost file shows "Baixar de novo"', async () => {
    proxy = await alteringProxy(baseUrl());
    const { session, voyageId } = await seededPack();
    const context = await launchProfile(newProfile(), session, proxy.origin);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/detalhes/${voyageId}`);
    await controlledBy(page);
    const card = page.getByTestId('offline-voyage-card');
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await card
      .getByText('A narração chegou danificada e está sendo baixada de novo.')
      .waitFor({ timeout: 60_000 });
    // "Pausar" keeps what arrived; "Continuar" carries on.
    await card.getByRole('button', { name: 'Pausar' }).click();
    await expect(card.getByTestId('pack-paused').innerText()).resolves.toMatch(
      /^Download pausado em .+ de 1,\d MB \(\d+%\)\. O que já chegou fica guardado\.$/,
    );
    await expectNoAxeViolations(page);
    const installLater = page.getByRole('button', { name: 'Agora não' }).first();
    if (await installLater.count()) await installLater.click();
    await page.screenshot({ path: '/tmp/offline-pack-paused-phone.png', fullPage: true });
    await card.getByRole('button', { name: 'Continuar' }).click();
    await untilReady(expect, page);
    expect(proxy.altered()).toBe(1);
    // The narration kept is the server's, byte for byte.
    const kept = await page.evaluate(
      async ({ id, userId }) => {
        const cache = await caches.open(`rota-traveller-${userId}-voyage-${id}`);
        for (const request of await cache.keys()) {
          if (!request.url.includes('/media/narration/')) continue;
          const body = await (await cache.match(request))?.arrayBuffer();
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body ?? new ArrayBuffer(0)));
          return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
        }
        return null;
      },
      { id: voyageId, userId: session.user.id },
    );
    const { files } = await packSize(session, voyageId);
    const narration = files.find((file) => file.url.startsWith('/media/narration/')) as unknown as {
      sha256: string;
    };
    expect(kept).toBe(narration.sha256);

    // No signal: the voyage opens and narrates from the pack.
    await context.setOffline(true);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    await page.getByTestId('narration-toggle').click();
    const narrationAudio = page.getByTestId('narration-audio');
    await expect
      .poll(() => narrationAudio.evaluate((element) => (element as HTMLAudioElement).currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.3);
    await page.getByTestId('narration-player').getByRole('button', { name: 'Fechar o player' }).click();

    // The browser loses the narration: on the next start the pack shows as damaged, to download again.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        if (!name.includes('-voyage-')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (request.url.includes('/media/narration/')) await cache.delete(request);
      }
    });
    await context.setOffline(false);
    await page.goto('/user/offline');
    const row = page.getByTestId('offline-voyage');
    await expect.poll(() => row.getAttribute('data-state')).toBe('evicted');
    await row.getByRole('button', { name: 'Baixar de novo' }).waitFor();
    await expectNoAxeViolations(page);
    // The install banner would cover the row in the picture.
    const notNow = page.getByRole('button', { name: 'Agora não' }).first();
    if (await notNow.count()) await notNow.click();
    await page.screenshot({ path: '/tmp/offline-pack-damaged-phone.png', fullPage: true });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('a kept pack that lost its text, opened without a signal (docs/architecture/reader.md)', {
  timeout: 240_000,
}, () => {
  it('the reader says the copy was lost and points to "Baixar de novo", never "Algo deu errado"', async () => {
    const { session, voyageId } = await seededPack();
    const context = await launchProfile(newProfile(), session);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/detalhes/${voyageId}`);
    await controlledBy(page);
    const card = page.getByTestId('offline-voyage-card');
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await untilReady(expect, page);

    // The browser loses the voyage's text, wherever the device kept it.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (request.url.includes('/api/v1/voyages/content/')) await cache.delete(request);
      }
    });
    await context.setOffline(true);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'A cópia desta viagem se perdeu' }).waitFor();
    await page.getByText('O navegador apagou a cópia guardada neste aparelho', { exact: false }).waitFor();
    await expect(page.getByText('Algo deu errado').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/offline-reader-pack-lost-phone.png', fullPage: true });

    // "Baixar de novo" leads to the Offline screen, where the pack shows as lost, to download again.
    await page.getByRole('link', { name: 'Baixar de novo' }).click();
    await page.waitForURL('**/user/offline');
    const row = page.getByTestId('offline-voyage');
    await expect.poll(() => row.getAttribute('data-state')).toBe('evicted');
    await context.setOffline(false);
    await row.getByRole('button', { name: 'Baixar de novo' }).click();
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    await context.setOffline(true);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('a change saved without a signal, handed to Background Sync (docs/architecture/pwa.md)', {
  timeout: 240_000,
}, () => {
  it('the page tells the worker who to send as and registers the sync; back online the note reaches the server', async () => {
    const { session, voyageId } = await seededPack();
    const context = await launchProfile(newProfile(), session);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await controlledBy(page);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Nota neste parágrafo' }).click();
    const editor = page.getByRole('dialog', { name: 'Nova nota' });
    await editor.getByLabel('Sua nota').fill('Guardada sem sinal, para o navegador enviar.');
    await editor.getByRole('button', { name: 'Salvar nota' }).click();
    await editor.waitFor({ state: 'detached' });

    const handedOver = () =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open('rota-outbox');
            open.onerror = () => resolve(null);
            open.onsuccess = () => {
              const read = open.result.transaction('sender').objectStore('sender').get('current');
              read.onsuccess = () => resolve(read.result ?? null);
              read.onerror = () => resolve(null);
            };
          }),
      );
    await expect.poll(handedOver).toMatchObject({
      userId: String(session.user.id),
      token: expect.any(String),
      device: expect.any(String),
    });
    await expect(page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready))).resolves.toBe(
      true,
    );

    await context.setOffline(false);
    const notes = await eventually(
      () =>
        api<{ data: { note: string }[] }>(`/api/v1/reader/notes?voyage_id=${voyageId}`, {
          token: session.token,
        }),
      (answer) => answer.body.data.length > 0,
    );
    expect(notes.body.data.map((note) => note.note)).toEqual([
      'Guardada sem sinal, para o navegador enviar.',
    ]);
    expect(unexpected(errors).filter((error) => !/Failed to fetch/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('a change the service worker sends with the app closed (docs/architecture/pwa.md)', {
  timeout: 240_000,
}, () => {
  it('a note saved without a signal, the app closed, the signal back: the sync sends it, exactly once', async () => {
    const { session, voyageId } = await seededPack();
    const context = await launchProfile(newProfile(), session);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await controlledBy(page);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();

    // Every request to the server's outbox endpoint that reached it, the worker's included.
    const sent: string[] = [];
    context.on('requestfinished', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/reader/changes') {
        sent.push(request.serviceWorker() ? 'worker' : 'page');
      }
    });

    // Without a signal the page keeps the note. The browser itself still has a network, so the sync
    // the page registers fires at once; the worker leaves it to the page in view.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Nota neste parágrafo' }).click();
    const editor = page.getByRole('dialog', { name: 'Nova nota' });
    await editor
      .getByLabel('Sua nota')
      .fill('Guardada sem sinal; o aplicativo fechou antes do sinal voltar.');
    await editor.getByRole('button', { name: 'Salvar nota' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => queuedCount(page)).toBe(1);
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);

    // The app closes without a signal; the browser and its worker stay. The signal comes back.
    await page.close();
    await context.setOffline(false);

    // The browser fires the sync (as it does when it has a network), from DevTools on a tab that is
    // not the app's.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(baseUrl()).origin;
    const registration = await eventually(
      async () => registrations.find((each) => each.scopeURL === `${origin}/` && !each.isDeleted),
      (found) => found !== undefined,
    );
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registration?.registrationId ?? '',
      tag: 'rota-outbox',
      lastChance: false,
    });

    const notes = await eventually(
      () =>
        api<{ data: { note: string }[] }>(`/api/v1/reader/notes?voyage_id=${voyageId}`, {
          token: session.token,
        }),
      (answer) => answer.body.data.length > 0,
    );
    expect(notes.body.data.map((note) => note.note)).toEqual([
      'Guardada sem sinal; o aplicativo fechou antes do sinal voltar.',
    ]);
    // A second sync finds nothing left to send.
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registration?.registrationId ?? '',
      tag: 'rota-outbox',
      lastChance: false,
    });
    await blank.waitForTimeout(1_000);
    expect(sent).toEqual(['worker']);

    // The app opened again without a signal: the worker settled the note, nothing waits.
    await context.setOffline(true);
    const again = await context.newPage();
    await again.goto('/user/offline');
    await again.getByRole('heading', { level: 1, name: 'Viagens sem sinal' }).waitFor();
    expect(await queuedCount(again)).toBe(0);
    expect(unexpected(errors).filter((error) => !/Failed to fetch/.test(error))).toEqual([]);
    await context.close();
  });
});
