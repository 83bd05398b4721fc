import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeOutboxDb } from './outbox-store.ts';
import {
  enqueueProgress,
  type ProgressEntry,
  queuedProgress,
  withEntry,
  withQueuedProgress,
} from './progress-outbox.ts';

const entry = (overrides: Partial<ProgressEntry>): ProgressEntry => ({
  seq: 1,
  userId: '7',
  voyageId: '3',
  progress: 10,
  isCompleted: false,
  at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

describe('the progress outbox (docs/architecture/pwa.md)', () => {
  beforeEach(() => {
    closeOutboxDb();
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify({ id: '7', name: 'Iara' }));
  });

  it('keeps one entry per traveller and voyage, with the furthest position', () => {
    let outbox = withEntry([], entry({ seq: 1, progress: 50 }));
    outbox = withEntry(outbox, entry({ seq: 2, progress: 40 }));
    outbox = withEntry(outbox, entry({ seq: 3, voyageId: '4', progress: 20 }));
    expect(outbox).toEqual([entry({ seq: 2, progress: 50 }), entry({ seq: 3, voyageId: '4', progress: 20 })]);
  });

  it('never undoes a completion', () => {
    let outbox = withEntry([], entry({ seq: 1, progress: 100, isCompleted: true }));
    outbox = withEntry(outbox, entry({ seq: 2, progress: 30 }));
    expect(outbox).toEqual([entry({ seq: 2, progress: 100, isCompleted: true })]);
  });

  it("keeps another traveller's entries apart", () => {
    const outbox = withEntry([entry({ userId: '8', progress: 90 })], entry({ seq: 2, progress: 10 }));
    expect(outbox).toHaveLength(2);
  });

  it('is stored on the device for the signed-in traveller', async () => {
    await enqueueProgress('3', 30, false);
    await enqueueProgress('3', 20, false);
    expect(await queuedProgress()).toMatchObject([
      { userId: '7', voyageId: '3', progress: 30, isCompleted: false },
    ]);
  });

  it("shows the reader this device's position when it is further than the server's copy", async () => {
    const content = { id: '3', progress: 20, is_completed: false, isCompleted: false };
    expect(await withQueuedProgress(content)).toEqual(content);
    await enqueueProgress('3', 60, false);
    expect(await withQueuedProgress(content)).toMatchObject({ progress: 60, is_completed: false });
    expect(await withQueuedProgress({ ...content, progress: 80 })).toMatchObject({ progress: 80 });
    await enqueueProgress('3', 100, true);
    expect(await withQueuedProgress(content)).toEqual({
      ...content,
      progress: 100,
      is_completed: true,
      isCompleted: true,
    });
  });
});

describe('the progress an earlier version queued in local storage', () => {
  beforeEach(() => {
    closeOutboxDb();
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify({ id: '7', name: 'Iara' }));
  });

  it('moves into the outbox on the first read, and the old list goes', async () => {
    localStorage.setItem('progress_outbox', JSON.stringify([entry({ seq: 4, progress: 70 })]));
    expect(await queuedProgress()).toEqual([entry({ seq: 4, progress: 70 })]);
    expect(localStorage.getItem('progress_outbox')).toBeNull();
  });
});
