import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aSendingPageIsInView,
  closeOutboxDb,
  countWaiting,
  holdSendingPageLockWhileInView,
  migrateLegacyOutboxes,
  type QueuedChange,
  queueWrittenAhead,
  readTravellerOutbox,
  updateTravellerOutbox,
  writeAhead,
} from './outbox-store.ts';

type Change = QueuedChange & { what: string };
const change = (userId: string, seq: number, what = `c${seq}`): Change => ({ userId, seq, what });

describe('the one outbox in IndexedDB (docs/architecture/pwa.md)', () => {
  beforeEach(() => {
    closeOutboxDb();
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
  });

  it('keeps each traveller apart, progress in order of saving', async () => {
    await updateTravellerOutbox<Change, Change>('7', () => ({
      userId: '7',
      progress: [change('7', 3), change('7', 1)],
      marks: [change('7', 2)],
    }));
    await updateTravellerOutbox<Change, Change>('8', (outbox) => ({ ...outbox, marks: [change('8', 4)] }));
    const seven = await readTravellerOutbox<Change, Change>('7');
    expect(seven.progress.map((entry) => entry.seq)).toEqual([1, 3]);
    expect(seven.marks).toEqual([change('7', 2)]);
    expect(await countWaiting('7')).toBe(3);
    expect(await countWaiting('8')).toBe(1);
    expect(await countWaiting(null)).toBe(0);
  });

  it('changes made at the same time from two places both stay', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        updateTravellerOutbox<Change, Change>('7', (outbox) => ({
          ...outbox,
          marks: [...outbox.marks, change('7', index)],
        })),
      ),
    );
    expect((await readTravellerOutbox('7')).marks).toHaveLength(20);
  });

  it('an emptied outbox is removed', async () => {
    await updateTravellerOutbox<Change, Change>('7', (outbox) => ({ ...outbox, marks: [change('7', 1)] }));
    await updateTravellerOutbox<Change, Change>('7', (outbox) => ({ ...outbox, marks: [] }));
    expect(await readTravellerOutbox('7')).toEqual({ userId: '7', progress: [], marks: [] });
  });

  it('moves what local storage kept, once, losing and doubling nothing', async () => {
    await updateTravellerOutbox<Change, Change>('7', (outbox) => ({ ...outbox, marks: [change('7', 1)] }));
    const legacy = {
      progress: [change('7', 5), change('8', 6), { userId: 7, seq: 'x' }],
      marks: [change('7', 3), change('7', 2), 'damaged'],
    };
    await migrateLegacyOutboxes(legacy);
    // Cut short and run again: nothing twice.
    await migrateLegacyOutboxes(legacy);
    const seven = await readTravellerOutbox('7');
    expect(seven.progress.map((entry) => entry.seq)).toEqual([5]);
    expect(seven.marks.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect((await readTravellerOutbox('8')).progress.map((entry) => entry.seq)).toEqual([6]);
    await migrateLegacyOutboxes({ progress: 'not a list', marks: undefined });
    expect(await countWaiting('7')).toBe(4);
  });

  it('moves a progress entry numbered like a waiting note: the two lists number apart', async () => {
    await updateTravellerOutbox<Change, Change>('7', (outbox) => ({ ...outbox, marks: [change('7', 9)] }));
    await migrateLegacyOutboxes({ progress: [change('7', 9, 'progress')], marks: [] });
    const seven = await readTravellerOutbox<Change, Change>('7');
    expect(seven.progress.map((entry) => entry.what)).toEqual(['progress']);
    expect(seven.marks.map((entry) => entry.seq)).toEqual([9]);
  });

  it('a page opening the outbox moves the old lists in before anything reads it, and removes them', async () => {
    localStorage.setItem('progress_outbox', JSON.stringify([change('7', 1)]));
    localStorage.setItem('reader_outbox', JSON.stringify([change('7', 2), change('8', 3)]));
    expect(await countWaiting('7')).toBe(2);
    expect(await countWaiting('8')).toBe(1);
    expect(localStorage.getItem('progress_outbox')).toBeNull();
    expect(localStorage.getItem('reader_outbox')).toBeNull();
  });

  it('writes a change ahead in local storage at once, and forgets it there once the outbox holds it', async () => {
    const ahead = writeAhead('marks', change('7', 4));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('outbox_ahead:'))).toHaveLength(1);
    await queueWrittenAhead(ahead, (kept, entry) => [...kept, entry]);
    expect((await readTravellerOutbox('7')).marks).toEqual([change('7', 4)]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('outbox_ahead:'))).toEqual([]);
  });

  it('moves a change written ahead by a tab that closed before the outbox held it, once', async () => {
    await updateTravellerOutbox<Change, Change>('7', (outbox) => ({ ...outbox, marks: [change('7', 1)] }));
    // The tab wrote the change ahead and closed before its transaction: the outbox never had it.
    writeAhead('progress', change('7', 2, 'progress'));
    writeAhead('marks', change('7', 3));

    // The next start.
    closeOutboxDb();
    const seven = await readTravellerOutbox<Change, Change>('7');
    expect(seven.progress.map((entry) => entry.what)).toEqual(['progress']);
    expect(seven.marks.map((entry) => entry.seq)).toEqual([1, 3]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('outbox_ahead:'))).toEqual([]);

    // And the one after: nothing twice.
    closeOutboxDb();
    expect(await countWaiting('7')).toBe(3);
  });

  it('leaves the changes an open page writes ahead to that page, which puts them in once', async () => {
    // The browser's Web Locks, enough of them to know who holds which (happy-dom has none).
    const held = new Set<string>();
    const locks = {
      request(name: string, ...rest: unknown[]) {
        const task = rest.at(-1) as () => Promise<void>;
        held.add(name);
        return task().finally(() => held.delete(name));
      },
      query: async () => ({ held: [...held].map((name) => ({ name })), pending: [] }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const ahead = writeAhead('marks', change('7', 5));
      // Another tab starts while this page's transaction is still to come: the change stays here.
      closeOutboxDb();
      expect(await countWaiting('7')).toBe(0);
      await queueWrittenAhead(ahead, (kept, entry) => [...kept, entry]);
      closeOutboxDb();
      expect((await readTravellerOutbox('7')).marks).toEqual([change('7', 5)]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('a change moved in by a start and then put in by its own page is there once', async () => {
    const ahead = writeAhead('marks', change('7', 6));
    closeOutboxDb();
    expect(await countWaiting('7')).toBe(1);
    await queueWrittenAhead(ahead, (kept, entry) => [...kept, entry]);
    expect((await readTravellerOutbox('7')).marks).toEqual([change('7', 6)]);
  });

  it('a page in view says it sends the outbox itself; hidden or gone, it no longer does', async () => {
    // The browser's Web Locks, enough of them for shared holders (happy-dom has none).
    const held = new Set<{ name: string }>();
    const locks = {
      request(name: string, _options: object, task: () => Promise<void>) {
        const lock = { name };
        held.add(lock);
        return task().finally(() => held.delete(lock));
      },
      query: async () => ({ held: [...held] }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    let visibility = 'visible';
    const visibilitySpy = vi
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => visibility as DocumentVisibilityState);
    try {
      expect(await aSendingPageIsInView()).toBe(false);
      holdSendingPageLockWhileInView();
      expect(await aSendingPageIsInView()).toBe(true);

      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(async () => expect(await aSendingPageIsInView()).toBe(false));

      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await aSendingPageIsInView()).toBe(true);
    } finally {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      visibilitySpy.mockRestore();
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
