/**
 * What the connectivity banner says about the outboxes (docs/architecture/pwa.md): how many of the
 * signed-in traveller's changes still wait for a signal, and whether they are being sent now.
 * Read from the one outbox, so the banner needs none of the reader's code; refreshed on storage
 * events, on each change of connectivity or sending, and every few seconds.
 */
import { useSyncExternalStore } from 'react';
import { OUTBOX_SYNC_EVENT, outboxSyncing } from '#client/features/offline/outbox-replay.ts';
import { pendingChangesOf } from '#client/features/offline/pending-changes.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';

const REFRESH_MS = 2_000;
const EVENTS = ['storage', 'online', 'offline', OUTBOX_SYNC_EVENT];

/** The last count read (the outbox is read asynchronously); the banner renders it. */
let pendingCount = 0;

function subscribe(onChange: () => void) {
  const refresh = () => {
    void pendingChangesOf(currentTravellerId()).then((count) => {
      if (count === pendingCount) return;
      pendingCount = count;
      onChange();
    });
  };
  refresh();
  const timer = setInterval(refresh, REFRESH_MS);
  for (const name of EVENTS) window.addEventListener(name, refresh);
  return () => {
    clearInterval(timer);
    for (const name of EVENTS) window.removeEventListener(name, refresh);
  };
}

export function usePendingChanges(): number {
  return useSyncExternalStore(
    subscribe,
    () => pendingCount,
    () => 0,
  );
}

function subscribeToSyncing(onChange: () => void) {
  window.addEventListener(OUTBOX_SYNC_EVENT, onChange);
  return () => window.removeEventListener(OUTBOX_SYNC_EVENT, onChange);
}

/** True while the changes made without a signal are being sent. */
export function useOutboxSyncing(): boolean {
  return useSyncExternalStore(subscribeToSyncing, outboxSyncing, () => false);
}
