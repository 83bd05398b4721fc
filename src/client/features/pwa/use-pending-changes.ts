/**
 * How many changes made on this device still wait for a signal (docs/decisions/053): the reader's
 * outbox of notes and bookmarks and the progress outbox. Read from storage, so the banner needs
 * none of the reader's code; refreshed on storage events and every few seconds.
 */
import { useSyncExternalStore } from 'react';
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';

const OUTBOX_KEYS = [STORAGE_KEYS.readerOutbox, STORAGE_KEYS.progressOutbox];
const REFRESH_MS = 2_000;

function countPending(): number {
  let count = 0;
  for (const key of OUTBOX_KEYS) {
    try {
      const list: unknown = JSON.parse(storage.get(key) ?? '[]');
      if (Array.isArray(list)) count += list.length;
    } catch {
      // A damaged entry counts as nothing.
    }
  }
  return count;
}

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, REFRESH_MS);
  window.addEventListener('storage', onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    clearInterval(timer);
    window.removeEventListener('storage', onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function usePendingChanges(): number {
  return useSyncExternalStore(subscribe, countPending, () => 0);
}
