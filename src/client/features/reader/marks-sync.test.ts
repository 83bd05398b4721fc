import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeOutboxDb,
  type QueuedChange,
  readTravellerOutbox,
  updateTravellerOutbox,
  whileSendingOutbox,
} from '#client/features/offline/outbox-store.ts';
import { enqueueProgress } from '#client/features/offline/progress-outbox.ts';
import type { ReaderNote } from '#shared/schemas/reader-answers.ts';
import { requestJson } from '#tests/request-body.ts';
import {
  applyPendingNotes,
  enqueue,
  mergeBookmarks,
  mergeNotes,
  type OutboxOp,
  settle,
} from './marks-outbox.ts';
// The namespace, to catch the moment the outbox is read; the names, for the tests' own reads.
import * as marksStore from './marks-store.ts';
import { readAnnotations, readBookmarks, readOutbox } from './marks-store.ts';
import { deleteNote, flushOutbox, pullVoyage, saveNote, toggleBookmark, whenQueued } from './marks-sync.ts';

interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization?: string | null;
  encoding?: string | null;
}

let calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function serverNote(overrides: Partial<ReaderNote> = {}): ReaderNote {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    voyage_id: '3',
    voyage_slug: 'encontro-das-aguas',
    voyage_title: 'O Encontro das Águas',
    paragraph_index: 2,
    excerpt: 'O barco parte cedo.',
    note: 'Do servidor',
    color: 'yellow',
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    deleted: false,
    ...overrides,
  };
}

interface SentChange {
  type: string;
  id?: string;
  paragraph_index?: number;
  note?: string;
  color?: string;
  at: string | Record<string, string>;
}

/** The changes of a batch call. */
const sentChanges = (call: Call) => (call.body as { changes: SentChange[] }).changes;

/** Takes a batch as the server would, answering the notes it touched. */
function echo(call: Call): Response {
  if (call.url.endsWith('/reader/changes') && call.method === 'POST') {
    const notes = sentChanges(call)
      .filter((change) => change.type === 'note' || change.type === 'note_deleted')
      .map((change) =>
        change.type === 'note_deleted'
          ? serverNote({ id: change.id, deleted: true, note: '' })
          : serverNote({
              id: change.id,
              paragraph_index: change.paragraph_index,
              note: change.note ?? 'Do servidor',
              color: (change.color ?? 'yellow') as ReaderNote['color'],
              updated_at: Object.values(change.at as Record<string, string>)
                .sort()
                .at(-1),
            }),
      );
    return json(200, { success: true, data: { notes, progress: [], refused: [] } });
  }
  return json(200, { success: true, data: [] });
}

/** Signs a traveller in on the device, as the stored session does (SPEC §3). */
function signInAs(id: string) {
  localStorage.setItem('token', `token-de-${id}`);
  localStorage.setItem('user', JSON.stringify({ id, name: `Viajante ${id}` }));
}

/** A device with nothing in IndexedDB yet (the outbox opens, and moves local storage's lists, anew). */
function freshDevice() {
  closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
}

/** The signed-in traveller's queued changes, once the changes made so far are in. */
async function queuedNow() {
  await whenQueued();
  return readOutbox();
}

/** Any traveller's queued notes and bookmarks. */
async function marksOf(userId: string) {
  await whenQueued();
  return (await readTravellerOutbox(userId)).marks;
}

beforeEach(() => {
  freshDevice();
  localStorage.clear();
  signInAs('7');
  calls = [];
  answer = echo;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: String(input),
      body: undefined,
      authorization: new Headers(init.headers).get('authorization'),
      encoding: new Headers(init.headers).get('content-encoding'),
    };
    // Recorded at once, as the request leaves; its body is read after.
    calls.push(call);
    call.body = await requestJson(init);
    return answer(call);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  // A send still on its way ends here, not in the next test.
  await flushOutbox();
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

const draft = {
  voyageId: '3',
  voyageTitle: 'O Encontro das Águas',
  paragraphIndex: 1,
  paragraphText: 'As águas se encontram sem se misturar.',
  note: '  Duas cores, um rio.  ',
};

describe('notes and bookmarks sync', () => {
  it('keeps a note on the device first, then sends it by the id it made', async () => {
    const id = saveNote(draft);
    expect(readAnnotations('3').items).toEqual([
      expect.objectContaining({
        id,
        paragraphIndex: 1,
        note: 'Duas cores, um rio.',
        text: draft.paragraphText,
      }),
    ]);
    expect(readAnnotations('3').title).toBe('O Encontro das Águas');
    await flushOutbox();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/v1/reader/changes',
        body: {
          device: expect.stringMatching(/^[0-9a-f-]{36}$/),
          changes: [
            {
              type: 'note',
              id,
              voyage_id: '3',
              paragraph_index: 1,
              note: 'Duas cores, um rio.',
              at: { note: expect.any(String) },
            },
          ],
        },
        authorization: 'Bearer token-de-7',
        encoding: 'gzip',
      },
    ]);
    expect(await queuedNow()).toEqual([]);
  });

  it('keeps changes while offline and sends them when the connection is back', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    saveNote(draft);
    toggleBookmark('3', 4, 'Quarto parágrafo');
    await flushOutbox();
    expect((await queuedNow()).map((op) => op.kind)).toEqual(['note.put', 'bookmark.put']);
    expect(readBookmarks('3')).toEqual([
      expect.objectContaining({ paragraph: 4, title: 'Quarto parágrafo' }),
    ]);

    answer = echo;
    calls = [];
    await flushOutbox();
    expect(calls).toHaveLength(1);
    expect(sentChanges(calls[0] as Call).map((change) => change.type)).toEqual(['note', 'bookmark']);
    expect(await queuedNow()).toEqual([]);
  });

  it('sends nothing while another tab or the service worker sends, then finds what it sent settled', async () => {
    // The browser's Web Locks, one holder at a time per name (happy-dom has none).
    const queues = new Map<string, Promise<unknown>>();
    const locks = {
      request(name: string, task: () => Promise<unknown>) {
        const run = (queues.get(name) ?? Promise.resolve()).then(task);
        queues.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
      query: async () => ({ held: [], pending: [] }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      let release = () => {};
      // The worker is sending (Background Sync), with the note already in its batch.
      const workerSending = whileSendingOutbox(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      saveNote(draft);
      await whenQueued();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toEqual([]);

      // The worker's batch is taken and settled; the page then has nothing left to send.
      await updateTravellerOutbox<QueuedChange, OutboxOp>('7', (outbox) => ({ ...outbox, marks: [] }));
      release();
      await workerSending;
      await flushOutbox();
      expect(calls).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('sends the fields edited here, each with its own time, and keeps the merged note the server answers', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const id = saveNote(draft);
    answer = echo;
    await flushOutbox();
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    saveNote({ ...draft, id, color: 'blue' });
    // Saving the same text again changes nothing of the text.
    saveNote({ ...draft, id, color: 'blue' });
    expect(await queuedNow()).toEqual([
      expect.objectContaining({ kind: 'note.put', edited: { color: expect.any(String) } }),
    ]);
    saveNote({ ...draft, id, color: 'blue', note: 'Outro texto' });
    expect(await queuedNow()).toEqual([
      expect.objectContaining({ edited: { color: expect.any(String), note: expect.any(String) } }),
    ]);
    await flushOutbox();

    calls = [];
    answer = () =>
      json(200, {
        success: true,
        data: {
          notes: [serverNote({ id, note: 'Texto do tablet', color: 'blue' })],
          progress: [],
          refused: [],
        },
      });
    await flushOutbox();
    expect(sentChanges(calls[0] as Call)).toEqual([
      expect.objectContaining({
        note: 'Outro texto',
        color: 'blue',
        at: { note: expect.any(String), color: expect.any(String) },
      }),
    ]);
    expect(readAnnotations('3').items).toEqual([
      expect.objectContaining({ id, note: 'Texto do tablet', color: 'blue' }),
    ]);
  });

  it('keeps an edit made as the answer to a send is taken in, though the signal then drops', async () => {
    const id = saveNote(draft);
    await flushOutbox();
    answer = (call) => {
      answer = () => Promise.reject(new TypeError('Failed to fetch'));
      // The edit lands after the send was answered, as its notes are taken in.
      const readOutboxNow = marksStore.readOutbox;
      vi.spyOn(marksStore, 'readOutbox').mockImplementationOnce(() => {
        const read = readOutboxNow();
        saveNote({ ...draft, id, note: 'Segunda versão' });
        return read;
      });
      return echo(call);
    };
    saveNote({ ...draft, id, note: 'Primeira versão' });
    await flushOutbox();

    expect(readAnnotations('3').items).toEqual([expect.objectContaining({ id, note: 'Segunda versão' })]);
    expect(await queuedNow()).toEqual([expect.objectContaining({ note: 'Segunda versão' })]);
  });

  it('sends 100 changes in one request of at most 10 KB, and the rest in the next', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    for (let index = 0; index < 101; index += 1) {
      saveNote({ ...draft, paragraphIndex: index % 3, note: `Nota ${index + 1}: o rio corre devagar aqui.` });
    }
    await flushOutbox();
    const sizes: number[] = [];
    answer = echo;
    calls = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      sizes.push((init.body as ArrayBuffer).byteLength);
      return realFetch(input, init);
    });
    await flushOutbox();
    expect(calls.map((call) => sentChanges(call).length)).toEqual([100, 1]);
    expect(sizes[0]).toBeLessThanOrEqual(10 * 1024);
    expect(await queuedNow()).toEqual([]);
  });

  it('removes a note the server says was deleted on another device', async () => {
    const id = saveNote(draft);
    await flushOutbox();
    answer = () =>
      json(200, {
        success: true,
        data: { notes: [serverNote({ id, deleted: true, note: '' })], progress: [], refused: [] },
      });
    saveNote({ ...draft, id, note: 'Editada aqui depois' });
    await flushOutbox();
    expect(readAnnotations('3').items).toEqual([]);
  });

  it('sends only the last change of a thing: a note made and deleted offline never reaches the server', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const id = saveNote(draft);
    deleteNote('3', id);
    toggleBookmark('3', 0, 'x');
    toggleBookmark('3', 0, 'x');
    expect((await queuedNow()).map((op) => op.kind)).toEqual(['note.delete', 'bookmark.delete']);
    expect(readAnnotations('3').items).toEqual([]);
    // The tries each change set off end, without a signal, before it returns.
    await flushOutbox();

    answer = echo;
    await flushOutbox();
    expect(sentChanges(calls.at(-1) as Call)).toEqual([
      { type: 'note_deleted', id, at: expect.any(String) },
      { type: 'bookmark', voyage_id: '3', paragraph_index: 0, on: false, title: '', at: expect.any(String) },
    ]);
    expect(await queuedNow()).toEqual([]);
  });

  it('drops a change the server refuses for good, and keeps one it could not take now', async () => {
    answer = () => json(422, { success: false, code: 'VALIDATION_FAILED', message: 'Parágrafo inválido.' });
    saveNote(draft);
    await flushOutbox();
    expect(await queuedNow()).toEqual([]);

    answer = () =>
      json(200, {
        success: true,
        data: { notes: [], progress: [], refused: [{ index: 0, code: 'VOYAGE_NOT_STARTED', message: 'x' }] },
      });
    saveNote(draft);
    await flushOutbox();
    expect(await queuedNow()).toEqual([]);

    answer = () => json(503, { success: false, code: 'DATABASE_UNAVAILABLE', message: 'x' });
    saveNote(draft);
    await flushOutbox();
    expect(await queuedNow()).toHaveLength(1);
  });

  it("takes the server's notes on download, keeping what is still queued here", async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const localId = saveNote(draft);
    answer = (call) => {
      if (call.method !== 'GET') return Promise.reject(new TypeError('Failed to fetch'));
      if (call.url.includes('/reader/notes')) return json(200, { success: true, data: [serverNote()] });
      return json(200, {
        success: true,
        data: [
          {
            voyage_id: '3',
            voyage_slug: 's',
            voyage_title: 't',
            paragraph_index: 7,
            title: 'Sétimo',
            created_at: '2026-05-01T10:00:00.000Z',
          },
        ],
      });
    };
    await pullVoyage('3', 'O Encontro das Águas');
    expect(readAnnotations('3').items.map((item) => item.id)).toEqual([localId, serverNote().id]);
    expect(readBookmarks('3')).toEqual([{ title: 'Sétimo', paragraph: 7, date: '2026-05-01T10:00:00.000Z' }]);
  });

  it('keeps a bookmark made while the download was on its way, though the answer predates it', async () => {
    // The server's bookmarks: what a GET answers when it is answered.
    const onServer: { paragraph_index: number; title: string; created_at: string }[] = [];
    let answerFirstDownload: () => void = () => {};
    const firstDownload = new Promise<void>((resolve) => {
      answerFirstDownload = resolve;
    });
    let downloads = 0;
    answer = async (call) => {
      if (call.method === 'POST') {
        for (const change of sentChanges(call)) {
          if (change.type === 'bookmark') {
            onServer.push({
              paragraph_index: change.paragraph_index ?? 0,
              title: 't',
              created_at: String(change.at),
            });
          }
        }
        return echo(call);
      }
      if (!call.url.includes('/reader/bookmarks')) return json(200, { success: true, data: [] });
      downloads += 1;
      // The first answer is made now, before the change; it arrives after the change was sent.
      const answered = onServer.map((bookmark) => ({
        voyage_id: '3',
        voyage_slug: 's',
        voyage_title: 't',
        ...bookmark,
      }));
      if (downloads === 1) await firstDownload;
      return json(200, { success: true, data: answered });
    };

    const pull = pullVoyage('3', 'O Encontro das Águas');
    await vi.waitFor(() => expect(downloads).toBe(1), { timeout: 15_000 });
    expect(toggleBookmark('3', 0, 'O barco parte cedo.')).toBe(true);
    await whenQueued();
    await flushOutbox();
    expect(await readOutbox()).toEqual([]);
    answerFirstDownload();
    await pull;

    expect(readBookmarks('3').map((bookmark) => bookmark.paragraph)).toEqual([0]);
  });
});

/**
 * An IndexedDB whose outbox never opens while `release` is not called: a connection of an older
 * version held open blocks the upgrade, as a transaction that never commits before the tab dies.
 */
async function stalledIndexedDb() {
  const factory = new IDBFactory();
  const holder = await new Promise<IDBDatabase>((resolve) => {
    const request = factory.open('rota-outbox', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('outbox', { keyPath: 'userId' });
    request.onsuccess = () => resolve(request.result);
  });
  return { factory, release: () => holder.close() };
}

describe('a tab closed in the moment after a change (docs/architecture/pwa.md)', () => {
  it('leaves the change written ahead; the next start sends it, exactly once', async () => {
    const device = globalThis.indexedDB;
    const stalled = await stalledIndexedDb();
    closeOutboxDb();
    globalThis.indexedDB = stalled.factory;
    try {
      // The change is made; its transaction never commits, and the tab is gone.
      const id = saveNote(draft);
      void enqueueProgress('3', 40, false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toEqual([]);

      // The next start of the app, on the same device: new pages, the same storage.
      const start = async () => {
        vi.resetModules();
        globalThis.indexedDB = device;
        const sync = await import('./marks-sync.ts');
        await sync.flushOutbox();
      };
      await start();
      expect(calls).toHaveLength(1);
      expect(sentChanges(calls[0] as Call)).toEqual([
        expect.objectContaining({ type: 'progress', voyage_id: '3', progress: 40 }),
        expect.objectContaining({ type: 'note', id, note: 'Duas cores, um rio.' }),
      ]);
      await start();
      expect(calls).toHaveLength(1);
      expect(Object.keys(localStorage).filter((key) => key.startsWith('outbox_ahead:'))).toEqual([]);
    } finally {
      // The closed tab's page lets go (here it still runs, with its own storage).
      calls = [];
      stalled.release();
    }
  });
});

describe('one device, several travellers (docs/architecture/pwa.md)', () => {
  it("files changes under their traveller; another traveller's session neither sees nor sends them", async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const id = saveNote(draft);
    toggleBookmark('3', 4, 'Quarto parágrafo');
    expect(await marksOf('7')).toEqual([
      expect.objectContaining({ kind: 'note.put', id, userId: '7' }),
      expect.objectContaining({ kind: 'bookmark.put', paragraph: 4, userId: '7' }),
    ]);
    await flushOutbox();

    // The session expires; someone else signs in on this device, with a signal. The first
    // traveller's note was queued by an earlier version, in local storage: it moves into the outbox.
    localStorage.clear();
    freshDevice();
    localStorage.setItem(
      'reader_outbox',
      JSON.stringify([
        {
          seq: 1,
          userId: '7',
          kind: 'note.put',
          id,
          voyageId: '3',
          voyageTitle: 'T',
          paragraphIndex: 1,
          note: 'Minha',
          text: '',
          createdAt: '',
          updatedAt: '2026-05-01T10:00:00.000Z',
        },
      ]),
    );
    signInAs('8');
    answer = echo;
    calls = [];
    expect(await queuedNow()).toEqual([]);
    expect(readAnnotations('3').items).toEqual([]);
    await flushOutbox();
    expect(calls).toEqual([]);

    // Their own change goes, as theirs; the first traveller's stays on the device.
    toggleBookmark('3', 9, 'Nono parágrafo');
    await flushOutbox();
    expect(calls.map((call) => [call.method, call.authorization])).toEqual([['POST', 'Bearer token-de-8']]);
    expect(await marksOf('7')).toEqual([expect.objectContaining({ id, userId: '7' })]);
    expect(localStorage.getItem('reader_outbox')).toBeNull();

    // The first traveller signs in again: now it goes, with their session.
    signInAs('7');
    calls = [];
    await flushOutbox();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', authorization: 'Bearer token-de-7' })]);
    // Queued by an earlier version: its text counts as edited when it was saved.
    expect(sentChanges(calls[0] as Call)).toEqual([
      expect.objectContaining({ id, note: 'Minha', at: { note: '2026-05-01T10:00:00.000Z' } }),
    ]);
    expect(await marksOf('7')).toEqual([]);
  });

  it("keeps each traveller's copies of notes and bookmarks apart", () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    saveNote(draft);
    toggleBookmark('3', 2, 'Segundo');
    signInAs('8');
    expect(readAnnotations('3').items).toEqual([]);
    expect(readBookmarks('3')).toEqual([]);
    signInAs('7');
    expect(readAnnotations('3').items).toHaveLength(1);
    expect(readBookmarks('3')).toHaveLength(1);
  });

  it('leaves out changes that name no traveller (from before they did), and queues nothing signed out', async () => {
    localStorage.setItem(
      'reader_outbox',
      JSON.stringify([{ seq: 1, kind: 'bookmark.delete', voyageId: '3', paragraph: 1 }]),
    );
    calls = [];
    await flushOutbox();
    expect(await queuedNow()).toEqual([]);
    expect(calls).toEqual([]);

    localStorage.removeItem('user');
    localStorage.removeItem('token');
    toggleBookmark('3', 5, 'Quinto');
    // The unattributed entry was left behind, and nothing was queued without a session.
    expect(await marksOf('7')).toEqual([]);
    expect(localStorage.getItem('reader_outbox')).toBeNull();
  });
});

describe('outbox rules', () => {
  const put = (seq: number, note: string): Extract<OutboxOp, { kind: 'note.put' }> => ({
    seq,
    userId: '7',
    kind: 'note.put',
    id: 'a',
    voyageId: '3',
    voyageTitle: 'T',
    paragraphIndex: 0,
    note,
    color: 'yellow',
    text: '',
    createdAt: '',
    updatedAt: `2026-05-0${seq}T00:00:00.000Z`,
    edited: { note: `2026-05-0${seq}T00:00:00.000Z` },
  });

  it('adds up the edits of a note queued one after another', () => {
    const text = put(1, 'um');
    const color: OutboxOp = { ...put(2, 'um'), color: 'pink', edited: { color: '2026-05-02T00:00:00.000Z' } };
    expect(enqueue(enqueue([], text), color)).toEqual([
      { ...color, edited: { note: '2026-05-01T00:00:00.000Z', color: '2026-05-02T00:00:00.000Z' } },
    ]);
  });

  it('settles a sent change only if nothing newer was queued meanwhile', () => {
    const first = put(1, 'um');
    const outbox = enqueue(enqueue([], first), put(2, 'dois'));
    expect(settle(outbox, first)).toEqual(outbox);
    expect(settle(outbox, put(2, 'dois'))).toEqual([]);
  });

  it('applies queued changes over the server lists', () => {
    const pending = [
      put(2, 'local'),
      { seq: 3, userId: '7', kind: 'bookmark.delete', voyageId: '3', paragraph: 7, at: '' } as OutboxOp,
    ];
    expect(mergeNotes([serverNote({ id: 'a' }), serverNote({ id: 'b', deleted: true })], pending)).toEqual([
      expect.objectContaining({ id: 'a', note: 'local' }),
    ]);
    expect(
      mergeBookmarks(
        [
          {
            voyage_id: '3',
            voyage_slug: 's',
            voyage_title: 't',
            paragraph_index: 7,
            title: 'x',
            created_at: '',
          },
          {
            voyage_id: '3',
            voyage_slug: 's',
            voyage_title: 't',
            paragraph_index: 9,
            title: 'y',
            created_at: '',
          },
        ],
        pending,
      ).map((bookmark) => bookmark.paragraph),
    ).toEqual([9]);
    expect(applyPendingNotes([serverNote({ id: 'a' })], pending)).toEqual([
      expect.objectContaining({ id: 'a', note: 'local', pending: true, voyageTitle: 'O Encontro das Águas' }),
    ]);
  });
});
