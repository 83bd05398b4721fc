/**
 * This device's id, for the changes it sends (docs/decisions/160): the reader's batches and the
 * service worker's Background Sync (docs/architecture/pwa.md) name the same device.
 */
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';

/** This device's id (a UUID made once and kept): the tie-breaker between edits of the same time. */
export function deviceId(): string {
  const known = storage.get(STORAGE_KEYS.deviceId);
  if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
  const made = globalThis.crypto.randomUUID();
  storage.set(STORAGE_KEYS.deviceId, made);
  return made;
}
