/**
 * The "Viagens sem sinal" screen (issue 28): each voyage kept on the device with its size, state and
 * last check, the total and the space; a copy the browser evicted shows "Baixar de novo" on the
 * next start, and downloading it again makes it ready.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, expectNoAxeViolations, launchBrowser } from './browser.ts';
import { newTraveller, signedInContext, startVoyage, voyageIdBySlug } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the voyages kept on this device (issue 28)', () => {
  it.each(['phone', 'desktop'] as const)(
    'lists them, and offers "Baixar de novo" for an evicted one (%s)',
    async (viewport) => {
      const session = await newTraveller();
      const voyageId = await voyageIdBySlug('encontro-das-aguas');
      await startVoyage(session, voyageId);
      const context = await signedInContext(browser, session, viewport);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      await page.goto('/user/offline');
      await page.getByRole('heading', { level: 1, name: 'Viagens sem sinal' }).waitFor();
      await page.getByText('Nenhuma viagem guardada neste aparelho.', { exact: false }).waitFor();
      await expectNoAxeViolations(page);

      await page.goto(`/viagem/detalhes/${voyageId}`);
      const card = page.getByTestId('offline-voyage-card');
      await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
      await card.getByText('Pronta para ler sem sinal').waitFor();
      await card.getByRole('link', { name: 'Ver as viagens guardadas neste aparelho' }).click();

      const kept = page.getByTestId('offline-voyage');
      await kept.getByRole('heading', { name: 'O Encontro das Águas' }).waitFor();
      await expect.poll(() => kept.getAttribute('data-state')).toBe('ready');
      await expect(kept.innerText()).resolves.toMatch(/Tamanho\s+1,\d MB/);
      await expect(kept.innerText()).resolves.toMatch(/Última conferência\s+\d{2}\/\d{2}\/\d{4}/);
      await expect(page.getByTestId('offline-total').innerText()).resolves.toMatch(
        /^Total: 1,\d MB em 1 viagem$/,
      );
      await expect(page.getByTestId('offline-storage').innerText()).resolves.toMatch(
        /^Este site usa .+; há .+ livres/,
      );
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/offline-screen-${viewport}.png`, fullPage: true });

      // The browser clears the copy to make room; the next start finds it gone.
      await page.evaluate(async () => {
        for (const name of await caches.keys()) if (name.includes('-voyage-')) await caches.delete(name);
      });
      await page.reload();
      await expect.poll(() => kept.getAttribute('data-state')).toBe('evicted');
      await kept.getByText('Apagada ou danificada: baixe de novo antes de embarcar').waitFor();
      await expect(kept.getByRole('link', { name: 'Ler agora' }).count()).resolves.toBe(0);
      await expectNoAxeViolations(page);

      await kept.getByRole('button', { name: 'Baixar de novo' }).click();
      await expect.poll(() => kept.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
      await kept.getByRole('link', { name: 'Ler agora' }).waitFor();

      await kept.getByRole('button', { name: 'Remover deste aparelho' }).click();
      await page.getByText('Nenhuma viagem guardada neste aparelho.', { exact: false }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
