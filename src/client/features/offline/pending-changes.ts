/**
 * How many changes a traveller made without a signal still wait on this device
 * (docs/architecture/pwa.md): the progress outbox and the reader's outbox of notes and bookmarks, read
 * straight from storage, so the banner and the replay need none of the reader's code.
 */
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';

function countFor(key: string, userId: string): number {
  try {
    const list: unknown = JSON.parse(storage.get(key) ?? '[]');
    if (!Array.isArray(list)) return 0;
    return list.filter((entry) => (entry as { userId?: unknown } | null)?.userId === userId).length;
  } catch {
    // A damaged list counts as nothing.
    return 0;
  }
}

export interface PendingChanges {
  progress: number;
  marks: number;
}

/** Only this traveller's: another traveller's changes on the device are neither counted nor sent. */
export function pendingChangesOf(userId: string | null): PendingChanges {
  if (!userId) return { progress: 0, marks: 0 };
  return {
    progress: countFor(STORAGE_KEYS.progressOutbox, userId),
    marks: countFor(STORAGE_KEYS.readerOutbox, userId),
  };
}
