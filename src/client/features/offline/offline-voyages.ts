/**
 * "Embarcar" (docs/architecture/pwa.md): a started voyage downloaded for reading without a signal.
 * Its files go into a cache of its own, filed under the traveller (`rota-traveller-<user>-voyage-<id>`),
 * where the service worker finds them for that traveller's requests only; the device remembers, per
 * traveller, which voyages are ready and the size and hash of each of their files. The download
 * itself, in pieces: `pack-downloads.ts`.
 */

import { apiRequest } from '#client/lib/api-client.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { offlineVoyageCacheName } from '#client/lib/pwa-caches.ts';
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { apiPaths, appApiPaths } from '#shared/paths.ts';
import type { OfflinePackage } from '#shared/schemas/offline.ts';
import type { KeptFile } from './pack-pieces.ts';
import { deletePackDownload, dropPackPieces, packKey } from './pack-store.ts';

export interface OfflineVoyage {
  title: string;
  /** What the device keeps, in bytes. */
  bytes: number;
  downloadedAt: string;
  /** Whether the browser promised to keep the storage (navigator.storage.persist). */
  persisted: boolean;
  /** When the device last found the copy whole (every file of its pack in its cache, at its size). */
  checkedAt?: string;
  /** The pack's files as kept, by address: their size and hash (an update fetches only the changed). */
  files?: Record<string, KeptFile>;
}

type Registry = Record<string, Record<string, OfflineVoyage>>;

export const OFFLINE_VOYAGES_EVENT = 'rota:offline-voyages';

function readRegistry(): Registry {
  try {
    const registry: unknown = JSON.parse(storage.get(STORAGE_KEYS.offlineVoyages) ?? '{}');
    return registry && typeof registry === 'object' ? (registry as Registry) : {};
  } catch {
    return {};
  }
}

function writeRegistry(registry: Registry) {
  storage.set(STORAGE_KEYS.offlineVoyages, JSON.stringify(registry));
  window.dispatchEvent(new Event(OFFLINE_VOYAGES_EVENT));
}

export function offlineVoyage(voyageId: string): OfflineVoyage | undefined {
  const userId = currentTravellerId();
  return userId ? readRegistry()[userId]?.[voyageId] : undefined;
}

export function offlineSupported() {
  return typeof window !== 'undefined' && 'caches' in window;
}

/** The signed-in traveller's downloaded voyages, by id. */
export function offlineVoyages(): [string, OfflineVoyage][] {
  const userId = currentTravellerId();
  return userId ? Object.entries(readRegistry()[userId] ?? {}) : [];
}

/** The size a kept answer says it has, else its body's (read only when the header is missing). */
async function keptSize(response: Response) {
  const header = response.headers.get('content-length');
  return header === null ? (await response.blob()).size : Number(header);
}

/**
 * Checks that the browser still holds a downloaded voyage whole — its cache, the voyage's text in
 * it, and every other file of its pack at the size it was stored with (cheap: no file is read, the
 * hashes were checked when the files arrived) — and records when it did. False: evicted or damaged,
 * to download again.
 */
export async function verifyOfflineVoyage(voyageId: string): Promise<boolean> {
  const userId = currentTravellerId();
  if (!userId || !offlineSupported()) return false;
  const cacheName = offlineVoyageCacheName(userId, voyageId);
  if (!(await caches.has(cacheName))) return false;
  const cache = await caches.open(cacheName);
  const text = await cache.match(href(apiPaths.voyageContent, { id: voyageId }));
  if (!text) return false;
  const registry = readRegistry();
  const record = registry[userId]?.[voyageId];
  for (const [url, file] of Object.entries(record?.files ?? {})) {
    const kept = await cache.match(url);
    if (!kept) return false;
    if (file.sha256 && (await keptSize(kept)) !== file.bytes) return false;
  }
  if (record) {
    registry[userId] = {
      ...registry[userId],
      [voyageId]: { ...record, checkedAt: new Date().toISOString() },
    };
    storage.set(STORAGE_KEYS.offlineVoyages, JSON.stringify(registry));
  }
  return true;
}

export class NotEnoughSpace extends Error {}

export function fetchOfflinePackage(voyageId: string, signal?: AbortSignal) {
  const path = href(appApiPaths.voyageOfflinePackage, { id: voyageId });
  return apiRequest(path, (body) => (body as { data: OfflinePackage }).data, { signal });
}

/** Records a pack as whole and ready on this device, for the signed-in traveller. */
export function recordOfflineVoyage(userId: string, voyageId: string, record: OfflineVoyage) {
  const registry = readRegistry();
  writeRegistry({ ...registry, [userId]: { ...registry[userId], [voyageId]: record } });
}

export async function removeOfflineVoyage(voyageId: string) {
  const userId = currentTravellerId();
  if (!userId) return;
  if (offlineSupported()) await caches.delete(offlineVoyageCacheName(userId, voyageId));
  if (typeof indexedDB !== 'undefined') {
    await deletePackDownload(packKey(userId, voyageId));
    await dropPackPieces(packKey(userId, voyageId));
  }
  const registry = readRegistry();
  const { [voyageId]: _removed, ...rest } = registry[userId] ?? {};
  writeRegistry({ ...registry, [userId]: rest });
}
