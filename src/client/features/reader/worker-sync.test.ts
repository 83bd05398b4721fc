import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeOutboxDb,
  keepOutboxSender,
  readTravellerOutbox,
  updateTravellerOutbox,
} from '#client/features/offline/outbox-store.ts';
import type { ProgressEntry } from '#client/features/offline/progress-outbox.ts';
import { requestJson } from '#tests/request-body.ts';
import type { OutboxOp } from './marks-outbox.ts';
import { sendOutboxFromWorker } from './worker-sync.ts';

const bookmark = (seq: number): OutboxOp => ({
  seq,
  userId: '7',
  kind: 'bookmark.put',
  voyageId: '3',
  paragraph: seq,
  title: `Parágrafo ${seq}`,
  date: '2026-11-27T01:00:00.000Z',
});

const progress: ProgressEntry = {
  seq: 1,
  userId: '7',
  voyageId: '3',
  progress: 40,
  isCompleted: false,
  at: '2026-11-27T01:00:00.000Z',
};

interface Sent {
  authorization: string | null;
  encoding: string | null;
  changes: { type: string }[];
  device: string;
}
let sent: Sent[] = [];
let status = 200;

beforeEach(async () => {
  closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  sent = [];
  status = 200;
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({
      authorization: headers.get('authorization'),
      encoding: headers.get('content-encoding'),
      ...((await requestJson(init)) as Pick<Sent, 'changes' | 'device'>),
    });
    return new Response(JSON.stringify({ success: true, data: { notes: [], progress: [], refused: [] } }), {
      status,
    });
  });
  await updateTravellerOutbox<ProgressEntry, OutboxOp>('7', () => ({
    userId: '7',
    progress: [progress],
    marks: Array.from({ length: 120 }, (_, index) => bookmark(index + 2)),
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the outbox sent by the service worker (docs/architecture/pwa.md)', () => {
  it('sends notes and bookmarks as the traveller handed over, 100 per request, and leaves progress to the pages', async () => {
    await keepOutboxSender({ userId: '7', token: 'token-de-7', device: 'aparelho' });
    await expect(sendOutboxFromWorker()).resolves.toBe(120);
    expect(sent.map((request) => request.changes.length)).toEqual([100, 20]);
    expect(sent.flatMap((request) => request.changes.map((change) => change.type))).not.toContain('progress');
    expect(sent[0]).toMatchObject({
      authorization: 'Bearer token-de-7',
      encoding: 'gzip',
      device: 'aparelho',
    });
    expect(await readTravellerOutbox('7')).toEqual({ userId: '7', progress: [progress], marks: [] });
  });

  it('sends nothing with nobody handed over, and leaves everything when the token no longer holds', async () => {
    await expect(sendOutboxFromWorker()).resolves.toBe(0);
    expect(sent).toEqual([]);

    await keepOutboxSender({ userId: '7', token: 'vencido', device: 'aparelho' });
    status = 401;
    await expect(sendOutboxFromWorker()).resolves.toBe(0);
    expect(sent).toHaveLength(1);
    const kept = await readTravellerOutbox('7');
    expect(kept.progress.length + kept.marks.length).toBe(121);

    await keepOutboxSender(null);
    sent = [];
    await expect(sendOutboxFromWorker()).resolves.toBe(0);
    expect(sent).toEqual([]);
  });

  it('throws when no answer comes, so the browser tries the sync again', async () => {
    await keepOutboxSender({ userId: '7', token: 'token-de-7', device: 'aparelho' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendOutboxFromWorker()).rejects.toThrow('Failed to fetch');
    const kept = await readTravellerOutbox('7');
    expect(kept.progress.length + kept.marks.length).toBe(121);
  });
});
