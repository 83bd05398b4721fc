/**
 * Notes edited on two devices without a signal merge, not overwrite (issue 28,
 * docs/decisions/160): each field keeps its latest edit, a deletion stays, and whichever device
 * comes back first, both devices and the server end with the same notes. A device's outbox goes up
 * in batches of 100 changes, gzip-compressed.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  expectNoAxeViolations,
  launchBrowser,
  queuedCount,
  waitToSee,
} from './browser.ts';
import {
  api,
  eventually,
  newTraveller,
  type Session,
  signedInContext,
  startVoyage,
  voyageIdBySlug,
} from './sessions.ts';

let browser: Browser;
let voyageId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  voyageId = await voyageIdBySlug('encontro-das-aguas');
});
afterAll(async () => {
  await browser.close();
});

const readerPath = (id: string) => `/viagem/experiencia/${id}`;

interface ServerNote {
  id: string;
  paragraph_index: number;
  note: string;
  color: string;
}

async function serverNotes(session: Session) {
  const answer = await api<{ data: ServerNote[] }>(`/api/v1/reader/notes?voyage_id=${voyageId}`, {
    token: session.token,
  });
  return answer.body.data.map(({ paragraph_index, note, color }) => ({ paragraph_index, note, color }));
}

/** The notes a reader shows, with the paragraph each is on (its edit button names it). */
function shownNotes(page: Page) {
  return page.getByRole('note', { name: 'Sua nota' }).evaluateAll((notes) =>
    notes.map((note) => ({
      paragraph_index:
        Number(/Parágrafo (\d+)/.exec(note.querySelector('button')?.getAttribute('aria-label') ?? '')?.[1]) -
        1,
      note: note.querySelector('p')?.textContent ?? '',
      color: note.getAttribute('data-color') ?? '',
    })),
  );
}

async function openReader(context: BrowserContext) {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(readerPath(voyageId));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect.poll(() => page.getByRole('note', { name: 'Sua nota' }).count()).toBe(3);
  return { page, errors };
}

/**
 * Opens a note's editor and gives its dialog; one that does not open fails with what the page
 * showed. A tap while the page still moves under it (the bars hiding as it scrolls) can land beside
 * the button, as a finger's can: like a person, the test taps again when no editor opened.
 */
async function editNote(page: Page, paragraph: number) {
  const dialog = page.getByRole('dialog', { name: 'Editar nota' });
  for (let tap = 0; tap < 3 && !(await dialog.isVisible()); tap += 1) {
    await page.getByRole('button', { name: `Editar nota — Parágrafo ${paragraph + 1}` }).click();
    await dialog.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await waitToSee(dialog);
  return dialog;
}

const outboxOf = (page: Page) => queuedCount(page);

describe('notes edited on two devices without a signal (issue 28)', () => {
  it.each([
    ['the phone', 'the tablet'],
    ['the tablet', 'the phone'],
  ])('merge the same whichever comes back first: %s, then %s', async (first) => {
    const session = await newTraveller();
    await startVoyage(session, voyageId);
    // Three notes made an hour ago, on paragraphs 1 to 3.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const made = await api('/api/v1/reader/changes', {
      method: 'POST',
      token: session.token,
      body: {
        device: randomUUID(),
        changes: ['Nota do encontro', 'Nota da floresta', 'Nota que vai sumir'].map((note, index) => ({
          type: 'note',
          id: randomUUID(),
          voyage_id: voyageId,
          paragraph_index: index,
          note,
          at: { note: hourAgo },
        })),
      },
    });
    expect(made.status).toBe(200);

    const phoneContext = await signedInContext(browser, session, 'phone');
    const tabletContext = await signedInContext(browser, session, 'desktop');
    const phone = await openReader(phoneContext);
    const tablet = await openReader(tabletContext);
    await phoneContext.setOffline(true);
    await tabletContext.setOffline(true);

    // The tablet edits the third note's text; later, the phone deletes it.
    let dialog = await editNote(tablet.page, 2);
    await dialog.getByLabel('Sua nota').fill('Editada no tablet antes de sumir');
    await dialog.getByRole('button', { name: 'Salvar nota' }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await editNote(phone.page, 2);
    await dialog.getByRole('button', { name: 'Excluir nota' }).click();
    await dialog.getByRole('button', { name: 'Excluir nota' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The phone changes the first note's words; the tablet, its colour.
    dialog = await editNote(phone.page, 0);
    await dialog.getByLabel('Sua nota').fill('O encontro visto do celular');
    await dialog.getByRole('button', { name: 'Salvar nota' }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await editNote(tablet.page, 0);
    await dialog.getByText('Azul').click();
    await dialog.getByRole('button', { name: 'Salvar nota' }).click();
    await dialog.waitFor({ state: 'detached' });

    const devices =
      first === 'the phone'
        ? [
            [phoneContext, phone.page],
            [tabletContext, tablet.page],
          ]
        : [
            [tabletContext, tablet.page],
            [phoneContext, phone.page],
          ];
    for (const [context, page] of devices as [BrowserContext, Page][]) {
      expect(await outboxOf(page)).toBeGreaterThan(0);
      await context.setOffline(false);
      await expect.poll(() => outboxOf(page), { timeout: 15_000 }).toBe(0);
    }

    const expected = [
      { paragraph_index: 0, note: 'O encontro visto do celular', color: 'blue' },
      { paragraph_index: 1, note: 'Nota da floresta', color: 'yellow' },
    ];
    await eventually(
      () => serverNotes(session),
      (notes) => JSON.stringify(notes) === JSON.stringify(expected),
    );
    for (const { page } of [phone, tablet]) {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => shownNotes(page)).toEqual(expected);
    }
    for (const { errors } of [phone, tablet]) {
      expect(
        errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error)),
      ).toEqual([]);
    }
    await phoneContext.close();
    await tabletContext.close();
  });

  it('sends 100 changes made offline in one gzip request of at most 10 KB', async () => {
    const session = await newTraveller();
    await startVoyage(session, voyageId);
    const context = await signedInContext(browser, session, 'phone');
    const page = await context.newPage();
    await page.goto(readerPath(voyageId));
    await page.getByRole('heading', { level: 1 }).waitFor();

    // 100 notes saved without a signal, queued as the reader queues them.
    await page.getByRole('button', { name: 'Nota neste parágrafo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova nota' });
    // The colours are a labelled group of radio buttons.
    await dialog
      .getByRole('group', { name: 'Cor da nota' })
      .getByRole('radio', { name: 'Verde' })
      .waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);
    await context.setOffline(true);
    await dialog.getByText('Verde').click();
    await dialog.getByLabel('Sua nota').fill('A primeira de cem notas sem sinal.');
    await dialog.getByRole('button', { name: 'Salvar nota' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => outboxOf(page)).toBe(1);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const userId = String(JSON.parse(localStorage.getItem('user') ?? 'null')?.id);
          const open = indexedDB.open('rota-outbox');
          open.onsuccess = () => {
            const store = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
            const read = store.get(userId);
            read.onsuccess = () => {
              const outbox = read.result;
              const [first] = outbox.marks;
              const more = Array.from({ length: 99 }, (_, index) => ({
                ...first,
                seq: first.seq + index + 1,
                id: crypto.randomUUID(),
                paragraphIndex: index % 3,
                note: `Nota ${index + 2} de cem, escrita sem sinal.`,
              }));
              const write = store.put({ ...outbox, marks: [first, ...more] });
              write.onsuccess = () => resolve();
              write.onerror = () => reject(write.error);
            };
          };
          open.onerror = () => reject(open.error);
        }),
    );

    const sent: { bytes: number; encoding: string | undefined }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/reader/changes') {
        sent.push({
          bytes: request.postDataBuffer()?.byteLength ?? 0,
          encoding: request.headers()['content-encoding'],
        });
      }
    });
    await context.setOffline(false);
    await expect.poll(() => outboxOf(page), { timeout: 15_000 }).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.encoding).toBe('gzip');
    expect(sent[0]?.bytes).toBeLessThanOrEqual(10 * 1024);
    await eventually(
      () => serverNotes(session),
      (notes) => notes.length === 100,
    );
    await context.close();
  });
});
