/**
 * How many changes a traveller made without a signal still wait on this device
 * (docs/architecture/pwa.md): progress, notes and bookmarks in the one outbox (outbox-store.ts), read
 * straight from it, so the banner and the replay need none of the reader's code.
 */
import { countWaiting } from './outbox-store.ts';

/** Only this traveller's: another traveller's changes on the device are neither counted nor sent. */
export async function pendingChangesOf(userId: string | null): Promise<number> {
  try {
    return await countWaiting(userId);
  } catch {
    // IndexedDB refused (private mode in some browsers): nothing can be waiting there.
    return 0;
  }
}
