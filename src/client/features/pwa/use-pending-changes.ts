/**
 * What the connectivity banner says about the outboxes (docs/architecture/pwa.md): how many of the
 * signed-in traveller's changes still wait for a signal, and whether they are being sent now.
 * Read from storage, so the banner needs none of the reader's code; refreshed on storage events,
 * on each change of connectivity or sending, and every few seconds.
 */
import { useSyncExternalStore } from 'react';
import { OUTBOX_SYNC_EVENT, outboxSyncing } from '#client/features/offline/outbox-replay.ts';
import { pendingChangesOf } from '#client/features/offline/pending-changes.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';

const REFRESH_MS = 2_000;
const EVENTS = ['storage', 'online', 'offline', OUTBOX_SYNC_EVENT];

function countPending(): number {
  const { progress, marks } = pendingChangesOf(currentTravellerId());
  return progress + marks;
}

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, REFRESH_MS);
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    clearInterval(timer);
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

export function usePendingChanges(): number {
  return useSyncExternalStore(subscribe, countPending, () => 0);
}

function subscribeToSyncing(onChange: () => void) {
  window.addEventListener(OUTBOX_SYNC_EVENT, onChange);
  return () => window.removeEventListener(OUTBOX_SYNC_EVENT, onChange);
}

/** True while the changes made without a signal are being sent. */
export function useOutboxSyncing(): boolean {
  return useSyncExternalStore(subscribeToSyncing, outboxSyncing, () => false);
}
