/**
 * Reading progress and completions made without a signal (docs/architecture/pwa.md). The reader's
 * `saveVoyageProgress` hands a save that could not leave to `queueProgressIfOffline`; the one
 * outbox in IndexedDB (outbox-store.ts, docs/architecture/pwa.md) keeps one entry per traveller and
 * voyage (the furthest position; a completion is never undone).
 * The signed-in traveller's entries go first in each batch of the reader's outbox, in the same
 * request as their notes and bookmarks (marks-sync.ts, docs/decisions/160). The server keeps the
 * furthest position; when it answers further than this device got, another device was ahead: that
 * is kept for the reader to ask about.
 */
import { ApiError } from '#client/lib/api-client.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import type { VoyageProgress } from '#shared/schemas/voyages.ts';
import { requestBackgroundSync } from './outbox-replay.ts';
import { type QueuedChange, queueWrittenAhead, readTravellerOutbox, writeAhead } from './outbox-store.ts';

export interface ProgressEntry {
  seq: number;
  userId: string;
  voyageId: string;
  progress: number;
  isCompleted: boolean;
  /** When it was saved on the device (ISO). */
  at: string;
}

export interface ProgressConflict {
  userId: string;
  voyageId: string;
  /** Where this device stopped, and where the server says the traveller got. */
  local: number;
  remote: number;
}

export const PROGRESS_CONFLICT_EVENT = 'rota:progress-conflict';

function readList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const list: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(list) ? list.filter(isItem) : [];
  } catch {
    return [];
  }
}

const isConflict = (value: unknown): value is ProgressConflict => {
  const conflict = value as Partial<ProgressConflict> | null;
  return typeof conflict?.voyageId === 'string' && Number.isFinite(conflict.remote);
};

/** The traveller's queued progress, oldest first (the one outbox, outbox-store.ts). */
async function progressOf(userId: string): Promise<ProgressEntry[]> {
  return (await readTravellerOutbox<ProgressEntry, QueuedChange>(userId)).progress;
}

let lastSeq = 0;
function nextSeq() {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  return lastSeq;
}

/**
 * Pure: the outbox with `entry` in place of the traveller's earlier one for the same voyage. Sent in
 * order, the server would keep the furthest of them (progress only goes up) and a completion: one
 * entry with the same outcome sends nothing twice.
 */
export function withEntry(outbox: readonly ProgressEntry[], entry: ProgressEntry): ProgressEntry[] {
  const earlier = outbox.find(
    (queued) => queued.userId === entry.userId && queued.voyageId === entry.voyageId,
  );
  const merged: ProgressEntry = earlier
    ? {
        ...entry,
        progress: Math.max(earlier.progress, entry.progress),
        isCompleted: earlier.isCompleted || entry.isCompleted,
      }
    : entry;
  return [...outbox.filter((queued) => queued !== earlier), merged];
}

export async function enqueueProgress(voyageId: string, progress: number, isCompleted: boolean) {
  const userId = currentTravellerId();
  if (!userId) return;
  const entry: ProgressEntry = {
    seq: nextSeq(),
    userId,
    voyageId,
    progress: Math.min(100, Math.max(0, Math.round(isCompleted ? 100 : progress))),
    isCompleted,
    at: new Date().toISOString(),
  };
  await queueWrittenAhead(writeAhead('progress', entry), withEntry);
}

/**
 * The reader's hook: a save that failed for want of a signal is queued and answered as saved, so
 * reading (and a completion) goes on; any other failure is the caller's.
 */
export async function queueProgressIfOffline(
  voyageId: string,
  progress: number,
  isCompleted: boolean,
  error: unknown,
): Promise<VoyageProgress | undefined> {
  const noSignal = (error instanceof ApiError && error.status === 0) || !navigator.onLine;
  if (!noSignal) return undefined;
  await enqueueProgress(voyageId, progress, isCompleted);
  // Page open or not, it goes when the signal returns (docs/architecture/pwa.md).
  void requestBackgroundSync();
  return {
    voyage_id: voyageId,
    progress: isCompleted ? 100 : Math.round(progress),
    is_completed: isCompleted,
    completed_at: isCompleted ? new Date().toISOString() : null,
  };
}

/** What the device knows beyond the server's copy: its queued position or completion. */
export async function withQueuedProgress<T extends { id: string; progress: number; is_completed: boolean }>(
  content: T,
): Promise<T> {
  const userId = currentTravellerId();
  if (!userId || typeof indexedDB === 'undefined') return content;
  const queued = (await progressOf(userId)).find((entry) => entry.voyageId === content.id);
  if (!queued) return content;
  if (queued.isCompleted) {
    return {
      ...content,
      progress: 100,
      is_completed: true,
      ...('isCompleted' in content ? { isCompleted: true } : {}),
    };
  }
  return { ...content, progress: Math.max(content.progress, queued.progress) };
}

export function readProgressConflicts(): ProgressConflict[] {
  return readList(STORAGE_KEYS.progressConflicts, isConflict);
}

function recordConflict(conflict: ProgressConflict) {
  const others = readProgressConflicts().filter(
    (known) => !(known.userId === conflict.userId && known.voyageId === conflict.voyageId),
  );
  storage.set(STORAGE_KEYS.progressConflicts, JSON.stringify([...others, conflict]));
  window.dispatchEvent(new Event(PROGRESS_CONFLICT_EVENT));
}

export function resolveProgressConflict(voyageId: string) {
  const userId = currentTravellerId();
  const rest = readProgressConflicts().filter(
    (known) => !(known.userId === userId && known.voyageId === voyageId),
  );
  if (rest.length === 0) storage.remove(STORAGE_KEYS.progressConflicts);
  else storage.set(STORAGE_KEYS.progressConflicts, JSON.stringify(rest));
  window.dispatchEvent(new Event(PROGRESS_CONFLICT_EVENT));
}

/** The signed-in traveller's queued progress, oldest first: the start of the outbox's next batch. */
export async function queuedProgress(): Promise<ProgressEntry[]> {
  const userId = currentTravellerId();
  return userId ? progressOf(userId) : [];
}

/**
 * Pure, after a batch (docs/decisions/160): the queued progress without the entries sent; a newer
 * save for the voyage made meanwhile has its own seq and stays.
 */
export function withoutSent(
  queued: readonly ProgressEntry[],
  sent: readonly ProgressEntry[],
): ProgressEntry[] {
  const settled = new Set(sent.map((entry) => entry.seq));
  return queued.filter((entry) => !settled.has(entry.seq));
}

/**
 * The server's answer to a sent entry: further than this device got means another device was
 * ahead, kept for the reader to ask about. No answer: refused for good (the voyage is gone,
 * completed or not started), nothing to retry.
 */
export function noteProgressAnswer(entry: ProgressEntry, answer: VoyageProgress | undefined) {
  if (answer && !entry.isCompleted && !answer.is_completed && answer.progress > entry.progress) {
    recordConflict({
      userId: entry.userId,
      voyageId: entry.voyageId,
      local: entry.progress,
      remote: answer.progress,
    });
  }
}
