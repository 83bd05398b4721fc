/**
 * The one place that sends what waits on the device (docs/architecture/pwa.md, docs/decisions/160): the one outbox's
 * progress, notes and bookmarks, the signed-in traveller's only, together in
 * batches of one request each (progress first). It runs from the app's connectivity watcher
 * (pwa-root.tsx), on every page: when the app starts with a signal, when the signal returns and
 * when another traveller is signed in (their changes from an earlier session go then); one run at a
 * time in this tab, and the sending itself one at a time across tabs and the service worker
 * (outbox-store.ts `whileSendingOutbox`), so nothing is sent twice.
 */
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { deviceId } from '#client/lib/device-id.ts';
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { holdSendingPageLockWhileInView, keepOutboxSender, OUTBOX_SYNC_TAG } from './outbox-store.ts';
import { pendingChangesOf } from './pending-changes.ts';

/** `registration.sync`, where the browser has Background Sync (not in TypeScript's DOM library). */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Tells the service worker who sends the outbox on a Background Sync: the signed-in traveller, the
 * access token in hand and this device's id; nobody signed in, nobody (docs/architecture/pwa.md).
 * Done on every start and change of traveller, so the worker never sends one traveller's changes
 * while another holds the device. Answers whether someone was handed over.
 */
async function handOverSender(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const userId = currentTravellerId();
  const token = storage.get(STORAGE_KEYS.token);
  if (!userId || !token) {
    await keepOutboxSender(null);
    return false;
  }
  await keepOutboxSender({ userId, token, device: deviceId() });
  return true;
}

/**
 * Where the browser has Background Sync, hands the worker the current sender and asks for a sync:
 * the browser fires it when the signal returns, page open or not.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as WithSync | undefined;
    if (!registration?.sync || !(await handOverSender())) return;
    await registration.sync.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn('outbox: background sync not registered', error);
  }
}

function handOverQuietly() {
  void handOverSender().catch((error: unknown) => console.warn('outbox: sender not handed over', error));
}

/** Asks for a Background Sync when the signed-in traveller's changes wait. */
async function syncLaterIfWaiting() {
  if ((await pendingChangesOf(currentTravellerId())) > 0) await requestBackgroundSync();
}

/** Dispatched on `window` when sending starts or ends (the banner says so meanwhile). */
export const OUTBOX_SYNC_EVENT = 'rota:outbox-sync';

let syncing = false;

/** Sends the waiting progress, notes and bookmarks (the reader's `flushOutbox`). */
export type ChangesSender = () => Promise<void>;

let sendChanges: ChangesSender | undefined;

/**
 * How the waiting changes are sent. The app wires it in (pwa-root.tsx) so this feature needs
 * nothing of the reader's, and the reader's sync code can load only when needed.
 */
export function setChangesSender(sender: ChangesSender) {
  sendChanges = sender;
}

export function outboxSyncing(): boolean {
  return syncing;
}

function setSyncing(value: boolean) {
  if (syncing === value) return;
  syncing = value;
  window.dispatchEvent(new Event(OUTBOX_SYNC_EVENT));
}

async function sendWaiting() {
  if ((await pendingChangesOf(currentTravellerId())) === 0) return;
  setSyncing(true);
  try {
    await sendChanges?.();
  } finally {
    setSyncing(false);
  }
}

let running: Promise<void> | undefined;
let runAgain = false;

/** Sends the signed-in traveller's waiting changes. A call during a run asks for one more run after it. */
export function replayOutboxes(): Promise<void> {
  if (running) {
    runAgain = true;
    return running;
  }
  runAgain = false;
  running = sendWaiting()
    .catch((error: unknown) => console.warn('outbox replay: stopped, will retry on the next signal', error))
    .finally(() => {
      running = undefined;
      if (runAgain && navigator.onLine) void replayOutboxes();
      else void syncLaterIfWaiting();
    });
  return running;
}

let started = false;
let knownTraveller: string | null = null;

/**
 * Replays when the signed-in traveller is not the one last seen: a sign-in always ends in a
 * navigation (the app calls this on each one) or, from another tab, in a storage event.
 */
export function noticeTraveller() {
  const current = currentTravellerId();
  if (current === knownTraveller) return;
  knownTraveller = current;
  handOverQuietly();
  if (current && navigator.onLine) void replayOutboxes();
}

/** Replays now and on every return of the signal or change of traveller (registered once per page). */
export function startOutboxReplay() {
  if (started || typeof window === 'undefined') return;
  started = true;
  // While this page is open and in view, it sends; the worker's Background Sync leaves it the job.
  holdSendingPageLockWhileInView();
  knownTraveller = currentTravellerId();
  handOverQuietly();
  window.addEventListener('online', () => {
    if (navigator.onLine) void replayOutboxes();
  });
  // The signal went: whatever is saved from now on goes when it returns, even with the page closed.
  window.addEventListener('offline', () => void requestBackgroundSync());
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.user) noticeTraveller();
  });
  if (navigator.onLine) void replayOutboxes();
  else void syncLaterIfWaiting();
}
