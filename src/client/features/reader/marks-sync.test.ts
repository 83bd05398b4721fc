import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderNote } from '#shared/schemas/reader-answers.ts';
import {
  applyPendingNotes,
  enqueue,
  mergeBookmarks,
  mergeNotes,
  type OutboxOp,
  settle,
} from './marks-outbox.ts';
import { readAnnotations, readBookmarks, readOutbox } from './marks-store.ts';
import { deleteNote, flushOutbox, pullVoyage, saveNote, toggleBookmark } from './marks-sync.ts';

interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization?: string | null;
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
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    deleted: false,
    ...overrides,
  };
}

/** Echoes what was sent, as the server would. */
function echo(call: Call): Response {
  if (call.url.includes('/reader/notes/') && call.method === 'PUT') {
    const body = call.body as {
      voyage_id: string;
      paragraph_index: number;
      note: string;
      updated_at: string;
    };
    const id = call.url.split('/').pop() ?? '';
    return json(200, {
      success: true,
      data: serverNote({
        id,
        paragraph_index: body.paragraph_index,
        note: body.note,
        updated_at: body.updated_at,
      }),
    });
  }
  if (call.url.includes('/reader/notes/') && call.method === 'DELETE') {
    return json(200, { success: true, data: serverNote({ deleted: true, note: '' }) });
  }
  if (call.url.includes('/reader/bookmarks/') && call.method === 'PUT') {
    return json(200, {
      success: true,
      data: {
        voyage_id: '3',
        voyage_slug: 's',
        voyage_title: 't',
        paragraph_index: 0,
        title: '',
        created_at: '2026-05-01T10:00:00.000Z',
      },
    });
  }
  if (call.url.includes('/reader/bookmarks/') && call.method === 'DELETE') {
    return json(200, { success: true, data: { removed: true } });
  }
  return json(200, { success: true, data: [] });
}

/** Signs a traveller in on the device, as the stored session does (SPEC §3). */
function signInAs(id: string) {
  localStorage.setItem('token', `token-de-${id}`);
  localStorage.setItem('user', JSON.stringify({ id, name: `Viajante ${id}` }));
}

beforeEach(() => {
  localStorage.clear();
  signInAs('7');
  calls = [];
  answer = echo;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: String(input),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init.headers).get('authorization'),
    };
    calls.push(call);
    return answer(call);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
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
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/v1/reader/notes/${id}`,
      body: expect.objectContaining({ voyage_id: '3', paragraph_index: 1, note: 'Duas cores, um rio.' }),
      authorization: 'Bearer token-de-7',
    });
    expect(readOutbox()).toEqual([]);
  });

  it('keeps changes while offline and sends them when the connection is back', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    saveNote(draft);
    toggleBookmark('3', 4, 'Quarto parágrafo');
    await flushOutbox();
    expect(readOutbox().map((op) => op.kind)).toEqual(['note.put', 'bookmark.put']);
    expect(readBookmarks('3')).toEqual([
      expect.objectContaining({ paragraph: 4, title: 'Quarto parágrafo' }),
    ]);

    answer = echo;
    calls = [];
    await flushOutbox();
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'PUT']);
    expect(readOutbox()).toEqual([]);
  });

  it('sends only the last change of a thing: a note made and deleted offline never reaches the server', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const id = saveNote(draft);
    deleteNote('3', id);
    toggleBookmark('3', 0, 'x');
    toggleBookmark('3', 0, 'x');
    expect(readOutbox().map((op) => op.kind)).toEqual(['note.delete', 'bookmark.delete']);
    expect(readAnnotations('3').items).toEqual([]);

    answer = (call) =>
      call.method === 'DELETE' && call.url.includes('/notes/') ? json(404, { message: 'x' }) : echo(call);
    await flushOutbox();
    expect(readOutbox()).toEqual([]);
  });

  it('drops a change the server refuses for good, and keeps one it could not take now', async () => {
    answer = () => json(422, { success: false, code: 'VALIDATION_FAILED', message: 'Parágrafo inválido.' });
    saveNote(draft);
    await flushOutbox();
    expect(readOutbox()).toEqual([]);

    answer = () => json(503, { success: false, code: 'DATABASE_UNAVAILABLE', message: 'x' });
    saveNote(draft);
    await flushOutbox();
    expect(readOutbox()).toHaveLength(1);
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
});

describe('one device, several travellers (docs/decisions/053)', () => {
  it("files changes under their traveller; another traveller's session neither sees nor sends them", async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const id = saveNote(draft);
    toggleBookmark('3', 4, 'Quarto parágrafo');
    expect(JSON.parse(localStorage.getItem('reader_outbox') ?? '[]')).toEqual([
      expect.objectContaining({ kind: 'note.put', id, userId: '7' }),
      expect.objectContaining({ kind: 'bookmark.put', paragraph: 4, userId: '7' }),
    ]);

    // The session expires; someone else signs in on this device, with a signal.
    localStorage.clear();
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
    expect(readOutbox()).toEqual([]);
    expect(readAnnotations('3').items).toEqual([]);
    await flushOutbox();
    expect(calls).toEqual([]);

    // Their own change goes, as theirs; the first traveller's stays on the device.
    toggleBookmark('3', 9, 'Nono parágrafo');
    await flushOutbox();
    expect(calls.map((call) => [call.method, call.authorization])).toEqual([['PUT', 'Bearer token-de-8']]);
    expect(JSON.parse(localStorage.getItem('reader_outbox') ?? '[]')).toEqual([
      expect.objectContaining({ id, userId: '7' }),
    ]);

    // The first traveller signs in again: now it goes, with their session.
    signInAs('7');
    calls = [];
    await flushOutbox();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: `/api/v1/reader/notes/${id}`,
        authorization: 'Bearer token-de-7',
      }),
    ]);
    expect(localStorage.getItem('reader_outbox')).toBeNull();
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
    expect(readOutbox()).toEqual([]);
    expect(calls).toEqual([]);

    localStorage.removeItem('user');
    localStorage.removeItem('token');
    toggleBookmark('3', 5, 'Quinto');
    // Only the unattributed entry, never sent: nothing was queued without a session.
    expect(JSON.parse(localStorage.getItem('reader_outbox') ?? '[]')).toEqual([
      { seq: 1, kind: 'bookmark.delete', voyageId: '3', paragraph: 1 },
    ]);
  });
});

describe('outbox rules', () => {
  const put = (seq: number, note: string): OutboxOp => ({
    seq,
    userId: '7',
    kind: 'note.put',
    id: 'a',
    voyageId: '3',
    voyageTitle: 'T',
    paragraphIndex: 0,
    note,
    text: '',
    createdAt: '',
    updatedAt: `2026-05-0${seq}T00:00:00.000Z`,
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
      { seq: 3, userId: '7', kind: 'bookmark.delete', voyageId: '3', paragraph: 7 } as OutboxOp,
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
