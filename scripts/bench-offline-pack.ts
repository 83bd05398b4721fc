/**
 * The offline budget of DESIGN.md, for `npm run bench`: the seeded voyage pack's download time in
 * Chromium with the DevTools network emulation at Regular 2G and at Fast 3G, from "Embarcar" to
 * "Pronta para ler sem sinal", and, with no signal, the time from tapping the kept voyage ("Ler
 * agora" on the "Viagens sem sinal" screen) to its first paragraph on screen
 * (docs/architecture/pwa.md).
 */
import { chromium, type Page } from 'playwright-core';
import { call, traveller } from './bench-app-screens.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OPT_IN_KEY = 'rota_pwa_under_automation';
const SLUG = 'encontro-das-aguas';

/** DevTools' presets, as Puppeteer's `PredefinedNetworkConditions` spells them. */
export const NETWORKS = {
  'Regular 2G': {
    offline: false,
    latency: 300,
    downloadThroughput: 250_000 / 8,
    uploadThroughput: 50_000 / 8,
  },
  'Fast 3G': {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  },
} as const;

export interface OfflinePackFigures {
  packBytes: number;
  downloadMs: Record<keyof typeof NETWORKS, number>;
  /** Offline: "Ler agora" tapped to the first paragraph shown. */
  firstParagraphMs: number;
}

async function underWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

export async function measureOfflinePack(baseUrl: string): Promise<OfflinePackFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const downloadMs = {} as Record<keyof typeof NETWORKS, number>;
  let packBytes = 0;
  let firstParagraphMs = 0;
  try {
    for (const network of Object.keys(NETWORKS) as (keyof typeof NETWORKS)[]) {
      const { session, voyageId } = await traveller(baseUrl, SLUG);
      const pack = await call<{ data: { total_bytes: number } }>(
        baseUrl,
        `/api/v1/voyages/${voyageId}/offline-package`,
        undefined,
        session.token,
      );
      packBytes = pack.data.total_bytes;
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'pt-BR',
        viewport: { width: 390, height: 844 },
      });
      await context.addInitScript(
        ({ stored, key }) => {
          localStorage.setItem(key, '1');
          localStorage.setItem('token', stored.token);
          localStorage.setItem('refresh_token', stored.refresh_token);
          localStorage.setItem('user', JSON.stringify(stored.user));
        },
        { stored: session, key: OPT_IN_KEY },
      );
      const page = await context.newPage();
      await page.goto(`/viagem/detalhes/${voyageId}`);
      await underWorker(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORKS[network]);
      const card = page.getByTestId('offline-voyage-card');
      const started = performance.now();
      await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
      await card.getByText('Pronta para ler sem sinal').waitFor({ timeout: 300_000 });
      downloadMs[network] = Math.round(performance.now() - started);
      console.log(`offline pack: ${packBytes} B at ${network} in ${downloadMs[network]} ms`);

      if (network === 'Fast 3G') {
        await cdp.send('Network.emulateNetworkConditions', {
          offline: true,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await context.setOffline(true);
        await page.goto('/user/offline');
        const read = page.getByTestId('offline-voyage').getByRole('link', { name: 'Ler agora' });
        await read.waitFor();
        const tapped = performance.now();
        await read.click();
        await page.locator('[data-paragraph="0"]').waitFor();
        firstParagraphMs = Math.round(performance.now() - tapped);
        console.log(`offline pack: tap to first paragraph offline in ${firstParagraphMs} ms`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { packBytes, downloadMs, firstParagraphMs };
}

export function offlinePackMarkdown(figures: OfflinePackFigures, machine: string, date: string) {
  const megabytes = (figures.packBytes / 1_000_000).toFixed(2);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return `## Offline voyage pack

The seeded pack of "O Encontro das Águas" (${megabytes} MB: text, detail, cover, narration), in
Chromium with the DevTools network emulation, from "Embarcar" to "Pronta para ler sem sinal"; then,
with no signal, from tapping "Ler agora" on "Viagens sem sinal" to the first paragraph. Pieces of
256 KiB (docs/decisions/161). ${date}, ${machine}.

| measure | network | time (s) |
|---|---|---|
| download | Regular 2G (250 kbit/s, 300 ms) | ${seconds(figures.downloadMs['Regular 2G'])} |
| download | Fast 3G (1.44 Mbit/s, 562.5 ms) | ${seconds(figures.downloadMs['Fast 3G'])} |
| tap to first paragraph | offline | ${seconds(figures.firstParagraphMs)} |
`;
}
