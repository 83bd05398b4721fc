/**
 * The "Viagens sem sinal" screen (issue 28): each voyage kept on the device with its size, state and
 * last check, the total and the space; a copy the browser evicted shows "Baixar de novo" on the
 * next start, and downloading it again makes it ready; a voyage the team changed since shows
 * "Atualizar a cópia", which fetches only what changed, and the reader then shows the new text
 * without a signal.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { AdminVoyage } from '#shared/schemas/admin-voyages.ts';
import { createUser } from '#tests/factories.ts';
import {
  collectPageErrors,
  controlledBy,
  expectNoAxeViolations,
  launchBrowser,
  PWA_OPT_IN_KEY,
  requestsInFlight,
  waitToSee,
} from './browser.ts';
import { api, newTraveller, signedInContext, signInByApi, startVoyage, voyageIdBySlug } from './sessions.ts';

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

/** A member of the team, signed in through the API. */
async function staffSession() {
  const email = `jurema.${Date.now()}@rotaamazonia.com.br`;
  const database = connectDatabase(inject('databaseUrl'));
  await createUser(database.db, { role: '1', name: 'Comandante Jurema', email });
  await database.db.destroy();
  return signInByApi(email);
}

/** The editor's payload of a voyage as loaded, with `paragraphs` in place of its text. */
function payloadOf(voyage: AdminVoyage, paragraphs: { text: string; origin: number | null }[]) {
  const {
    id: _id,
    slug: _slug,
    is_published: _published,
    published_at: _publishedAt,
    view_count: _views,
    travellers: _travellers,
    narration_timed: _timed,
    updated_at: _version,
    ...fields
  } = voyage;
  return { ...fields, paragraphs, highlights: [] };
}

describe('a kept voyage the team changed since (docs/architecture/pwa.md)', () => {
  it('"Atualizar a cópia" fetches only the changed answers; the reader then shows the new text offline', async () => {
    // A voyage of the team's, with the seeded cover and narration: a pack of about 1 MB.
    const staff = await staffSession();
    const seeded = await api<{ data: AdminVoyage }>(
      `/api/v1/admin/voyages/${await voyageIdBySlug('encontro-das-aguas')}`,
      { token: staff.token },
    );
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
    const before = 'A canoa deixa o porto antes do sol, e o rio ainda dorme.';
    const after = 'A canoa deixa o porto com o sol alto, e o rio já conversa.';
    const paragraphs = [
      'O piloto conhece cada curva do igarapé.',
      before,
      'À noite, as estrelas se repetem na água parada.',
    ];
    const created = await api<{ data: AdminVoyage }>('/api/v1/admin/voyages', {
      method: 'POST',
      token: staff.token,
      body: {
        ...payloadOf(
          seeded.body.data,
          paragraphs.map((text) => ({ text, origin: null })),
        ),
        title: `Porto de Manacapuru ${Date.now() % 100_000}`,
        cost: 0,
        is_highlighted: false,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const published = await api<{ data: AdminVoyage }>(
      `/api/v1/admin/voyages/${created.body.data.id}/publication`,
      {
        method: 'PUT',
        token: staff.token,
        body: { published: true },
      },
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const voyage = published.body.data;

    const session = await newTraveller();
    await startVoyage(session, voyage.id);
    const context = await signedInContext(browser, session, 'phone');
    await context.addInitScript((key) => localStorage.setItem(key, '1'), PWA_OPT_IN_KEY);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const inFlight = requestsInFlight(page);

    // Read once with a signal (the worker keeps that copy too), then kept for the river.
    await page.goto(`/viagem/detalhes/${voyage.id}`);
    await controlledBy(page);
    await page.goto(`/viagem/experiencia/${voyage.id}`);
    await waitToSee(page.getByText(before));
    await page.goto(`/viagem/detalhes/${voyage.id}`);
    const card = page.getByTestId('offline-voyage-card');
    await card.getByRole('button', { name: 'Embarcar: baixar para ler sem sinal' }).click();
    await card.getByText('Pronta para ler sem sinal').waitFor({ timeout: 30_000 });

    // The team rewrites the second paragraph.
    const saved = await api(`/api/v1/admin/voyages/${voyage.id}`, {
      method: 'PUT',
      token: staff.token,
      body: {
        ...payloadOf(
          voyage,
          paragraphs.map((text, index) => ({ text: text === before ? after : text, origin: index })),
        ),
        version: voyage.updated_at,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await page.goto('/user/offline');
    const kept = page.getByTestId('offline-voyage');
    await waitToSee(
      kept.getByText('Esta viagem mudou desde o download: atualize para baixar só o que mudou.'),
    );
    await expectNoAxeViolations(page);
    const notNow = page.getByRole('button', { name: 'Agora não' }).first();
    if (await notNow.count()) await notNow.click();
    await page.screenshot({ path: '/tmp/offline-screen-update-phone.png', fullPage: true });

    // What the update asks the network for: the pack's own requests (marked x-rota-pack).
    const fetched: { path: string; bytes: number }[] = [];
    // Each finished request is read after the fact; the reads are kept, so that none is still on
    // its way when the page closes (it would fail outside the test).
    const reads: Promise<void>[] = [];
    const readPackRequest = async (request: Request) => {
      if (!(await request.allHeaders())['x-rota-pack']) return;
      const sizes = await request.sizes();
      fetched.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    };
    const countPackRequest = (request: Request) => {
      reads.push(readPackRequest(request));
    };
    page.on('requestfinished', countPackRequest);
    await kept.getByRole('button', { name: 'Atualizar a cópia' }).click();
    await expect.poll(() => kept.getByRole('button', { name: 'Atualizar a cópia' }).count()).toBe(0);
    await expect.poll(() => kept.getAttribute('data-state')).toBe('ready');
    // The listener reads each request's headers and sizes once it has finished, after the card may
    // already say 'ready': wait for its list, never for time.
    await expect
      .poll(() => fetched.map((request) => request.path).sort())
      .toEqual(
        [href(apiPaths.episode, { id: voyage.id }), href(apiPaths.voyageContent, { id: voyage.id })].sort(),
      );
    page.off('requestfinished', countPackRequest);
    await Promise.all(reads);
    const pack = await api<{ data: { total_bytes: number } }>(
      `/api/v1/voyages/${voyage.id}/offline-package`,
      {
        token: session.token,
      },
    );
    const updated = fetched.reduce((sum, request) => sum + request.bytes, 0);
    console.log(`update: ${updated} B fetched of a pack of ${pack.body.data.total_bytes} B`);
    expect(updated).toBeLessThan(pack.body.data.total_bytes / 50);

    // No signal: the reader shows the new text, from the updated copy. The signal drops once no
    // request of the offline screen is on its way: one cut short is logged as failed (a busy machine
    // once logged two such failures here), and that is not what this test looks at.
    await expect.poll(inFlight).toBe(0);
    await context.setOffline(true);
    await page.goto(`/viagem/experiencia/${voyage.id}`);
    await waitToSee(page.getByText(after));
    await expect(page.getByText(before).count()).resolves.toBe(0);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
    await context.close();
    await api(`/api/v1/admin/voyages/${voyage.id}/publication`, {
      method: 'PUT',
      token: staff.token,
      body: { published: false },
    });
  });
});
