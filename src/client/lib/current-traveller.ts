/**
 * Whose device data is in play: the signed-in traveller of the stored session (SPEC §3). What the
 * device keeps for offline use — outboxes, notes, downloaded voyages — is filed under this id, so
 * a second traveller on the same device never sends, counts or reads the first one's
 * (docs/architecture/pwa.md).
 */
import { STORAGE_KEYS } from '#shared/constants.ts';
import { storage } from './storage.ts';

export function currentTravellerId(): string | null {
  try {
    const user = JSON.parse(storage.get(STORAGE_KEYS.user) ?? 'null') as { id?: unknown } | null;
    const id = user && (typeof user.id === 'string' || typeof user.id === 'number') ? String(user.id) : '';
    return id === '' ? null : id;
  } catch {
    return null;
  }
}
