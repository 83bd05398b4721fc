import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  noticeTraveller,
  OUTBOX_SYNC_EVENT,
  outboxSyncing,
  replayOutboxes,
  setChangesSender,
  startOutboxReplay,
} from '#client/features/offline/outbox-replay.ts';
import {
  closeOutboxDb,
  type QueuedChange,
  updateTravellerOutbox,
} from '#client/features/offline/outbox-store.ts';
import { pendingChangesOf } from '#client/features/offline/pending-changes.ts';

interface Call {
  method: string;
  path: string;
  authorization: string | null;
}

let calls: Call[] = [];
let online = true;
let onLine: ReturnType<typeof vi.spyOn>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's answers to what the outboxes send. */
function answer(call: Call): Response {
  if (call.path.endsWith('/reader/changes')) {
    return json(200, {
      success: true,
      data: {
        notes: [
          {
            id: noteId(call.authorization?.replace('Bearer token-de-', '') ?? ''),
            voyage_id: '3',
            voyage_slug: 'encontro-das-aguas',
            voyage_title: 'O Encontro das Águas',
            paragraph_index: 2,
            excerpt: '',
            note: 'Sem sinal',
            color: 'yellow',
            created_at: '2026-11-25T10:00:00.000Z',
            updated_at: '2026-11-25T10:00:00.000Z',
            deleted: false,
          },
        ],
        progress: [{ voyage_id: '3', progress: 50, is_completed: false, completed_at: null }],
        refused: [],
      },
    });
  }
  return json(404, { success: false, code: 'NOT_FOUND', message: 'x' });
}

function signInAs(id: string) {
  localStorage.setItem('token', `token-de-${id}`);
  localStorage.setItem('user', JSON.stringify({ id, name: `Viajante ${id}` }));
}

const progressEntry = (userId: string, voyageId = '3') => ({
  seq: Number(userId) * 10,
  userId,
  voyageId,
  progress: 50,
  isCompleted: false,
  at: '2026-11-25T10:00:00.000Z',
});

const noteId = (userId: string) => `00000000-0000-4000-8000-00000000000${userId}`;

const noteEntry = (userId: string) => ({
  seq: Number(userId) * 10 + 1,
  userId,
  kind: 'note.put',
  id: noteId(userId),
  voyageId: '3',
  voyageTitle: 'O Encontro das Águas',
  paragraphIndex: 2,
  note: 'Sem sinal',
  text: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

/** Travellers' changes made without a signal on one device. */
async function queueChangesOf(...userIds: string[]) {
  for (const id of userIds) {
    await updateTravellerOutbox<QueuedChange, QueuedChange>(id, (outbox) => ({
      ...outbox,
      progress: [...outbox.progress, progressEntry(id)],
      marks: [...outbox.marks, noteEntry(id)],
    }));
  }
}

async function queueProgressOf(id: string) {
  await updateTravellerOutbox<QueuedChange, QueuedChange>(id, (outbox) => ({
    ...outbox,
    progress: [progressEntry(id)],
  }));
}

beforeEach(() => {
  // The app's wiring (pwa-root.tsx): the reader's real outbox of notes and bookmarks.
  setChangesSender(async () => {
    const { flushOutbox } = await import('#client/features/reader/marks-sync.ts');
    await flushOutbox();
  });
  closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  calls = [];
  online = true;
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      path: String(input),
      authorization: new Headers(init.headers).get('authorization'),
    };
    calls.push(call);
    // Let a concurrent caller try to start its own run while this request is out.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer(call);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  onLine.mockRestore();
  vi.mocked(console.warn).mockRestore();
  vi.unstubAllGlobals();
});

describe('replaying the outboxes (docs/architecture/pwa.md, docs/decisions/160)', () => {
  it('sends progress, then notes and bookmarks, each once, with the traveller’s session', async () => {
    signInAs('7');
    await queueChangesOf('7');
    await Promise.all([replayOutboxes(), replayOutboxes(), replayOutboxes()]);
    // One request carries the progress and the note.
    expect(calls.map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['POST', '/api/v1/reader/changes', 'Bearer token-de-7'],
    ]);
    expect(await pendingChangesOf('7')).toBe(0);

    calls = [];
    await replayOutboxes();
    expect(calls).toEqual([]);
  });

  it("counts and sends the signed-in traveller's changes only, and keeps the others' for their return", async () => {
    await queueChangesOf('7', '8');
    signInAs('8');
    expect(await pendingChangesOf('8')).toBe(2);
    await replayOutboxes();
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer token-de-8']);
    expect(calls.map((call) => call.path)).toContain('/api/v1/reader/changes');
    expect(await pendingChangesOf('8')).toBe(0);
    expect(await pendingChangesOf('7')).toBe(2);

    // Signed out, nothing is anybody's to send.
    localStorage.removeItem('user');
    localStorage.removeItem('token');
    calls = [];
    await replayOutboxes();
    expect(calls).toEqual([]);
    expect(await pendingChangesOf(null)).toBe(0);

    signInAs('7');
    await replayOutboxes();
    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/api/v1/reader/changes', 'Bearer token-de-7'],
    ]);
    expect(await pendingChangesOf('7')).toBe(0);
  });

  it('says it is sending while it sends', async () => {
    signInAs('7');
    await queueChangesOf('7');
    const seen: boolean[] = [];
    const record = () => seen.push(outboxSyncing());
    window.addEventListener(OUTBOX_SYNC_EVENT, record);
    await replayOutboxes();
    window.removeEventListener(OUTBOX_SYNC_EVENT, record);
    expect(seen).toEqual([true, false]);

    // Nothing waiting: nothing to announce.
    seen.length = 0;
    window.addEventListener(OUTBOX_SYNC_EVENT, record);
    await replayOutboxes();
    window.removeEventListener(OUTBOX_SYNC_EVENT, record);
    expect(seen).toEqual([]);
  });

  it('runs when the app starts with a signal, when the signal returns and when another traveller signs in', async () => {
    signInAs('7');
    await queueChangesOf('7');
    online = false;
    startOutboxReplay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await pendingChangesOf('7')).toBe(0), { timeout: 15_000 });
    expect(calls.map((call) => call.method)).toEqual(['POST']);

    // Another traveller's changes, kept from an earlier session, go when they sign in (the app
    // looks at each navigation; another tab's sign-in arrives as a storage event).
    await queueProgressOf('9');
    calls = [];
    noticeTraveller();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    signInAs('9');
    noticeTraveller();
    await vi.waitFor(async () => expect(await pendingChangesOf('9')).toBe(0), { timeout: 15_000 });
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer token-de-9']);

    await queueProgressOf('7');
    calls = [];
    signInAs('7');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    await vi.waitFor(async () => expect(await pendingChangesOf('7')).toBe(0), { timeout: 15_000 });
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer token-de-7']);
  });
});
