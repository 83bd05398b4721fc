import { beforeEach, describe, expect, it } from 'vitest';
import {
  enqueueProgress,
  type ProgressEntry,
  readProgressOutbox,
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

  it('is stored on the device for the signed-in traveller', () => {
    enqueueProgress('3', 30, false);
    enqueueProgress('3', 20, false);
    expect(readProgressOutbox()).toMatchObject([
      { userId: '7', voyageId: '3', progress: 30, isCompleted: false },
    ]);
  });

  it("shows the reader this device's position when it is further than the server's copy", () => {
    const content = { id: '3', progress: 20, is_completed: false, isCompleted: false };
    expect(withQueuedProgress(content)).toEqual(content);
    enqueueProgress('3', 60, false);
    expect(withQueuedProgress(content)).toMatchObject({ progress: 60, is_completed: false });
    expect(withQueuedProgress({ ...content, progress: 80 })).toMatchObject({ progress: 80 });
    enqueueProgress('3', 100, true);
    expect(withQueuedProgress(content)).toEqual({
      ...content,
      progress: 100,
      is_completed: true,
      isCompleted: true,
    });
  });
});
