/**
 * "Embarcar" (docs/decisions/053): a started voyage downloaded for reading without a signal. Its
 * files go into a cache of its own, filed under the traveller (`rota-traveller-<user>-voyage-<id>`),
 * where the service worker finds them for that traveller's requests only; the device remembers, per
 * traveller, which voyages are ready.
 */

import { apiRequest } from '#client/lib/api-client.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { offlineVoyageCacheName } from '#client/lib/pwa-caches.ts';
import { storage } from '#client/lib/storage.ts';
import { appApiPaths } from '#shared/app-api-paths.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { OfflinePackage } from '#shared/schemas/offline.ts';

export interface OfflineVoyage {
  title: string;
  /** What the device keeps, in bytes. */
  bytes: number;
  downloadedAt: string;
  /** Whether the browser promised to keep the storage (navigator.storage.persist). */
  persisted: boolean;
  /** When the device last found the copy whole (its cache holds the voyage's text). */
  checkedAt?: string;
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

/** Whether the browser still holds the traveller's files (it may clear them when space runs out). */
export async function offlineCopyExists(voyageId: string) {
  const userId = currentTravellerId();
  if (!userId || !offlineSupported()) return false;
  return caches.has(offlineVoyageCacheName(userId, voyageId));
}

/** The signed-in traveller's downloaded voyages, by id. */
export function offlineVoyages(): [string, OfflineVoyage][] {
  const userId = currentTravellerId();
  return userId ? Object.entries(readRegistry()[userId] ?? {}) : [];
}

/**
 * Checks that the browser still holds a downloaded voyage whole — its cache, with the voyage's text
 * in it — and records when it did. False: evicted or damaged, to download again.
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

export interface DownloadProgress {
  done: number;
  total: number;
}

/**
 * Downloads everything the package lists into the voyage's cache, asks the browser to keep it
 * (persistent storage, where allowed) and marks the voyage ready. A missing narration or image is
 * skipped; a missing text fails the download.
 */
export async function downloadVoyage(
  voyageId: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<OfflineVoyage> {
  const userId = currentTravellerId();
  if (!userId || !offlineSupported()) throw new Error('offline storage unavailable');
  // First through the API client: it renews an expired session before the raw downloads below.
  const pack = await fetchOfflinePackage(voyageId);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && estimate.usage !== undefined) {
    if (estimate.quota - estimate.usage < pack.total_bytes * 1.2) throw new NotEnoughSpace();
  }
  const persisted = (await navigator.storage?.persist?.().catch(() => false)) ?? false;

  const cacheName = offlineVoyageCacheName(userId, pack.voyage_id);
  const cache = await caches.open(cacheName);
  const token = storage.get(STORAGE_KEYS.token);
  let bytes = 0;
  let done = 0;
  onProgress({ done, total: pack.files.length });
  try {
    for (const file of pack.files) {
      const headers: Record<string, string> =
        file.kind === 'content'
          ? { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }
          : {};
      const response = await fetch(file.url, { headers, credentials: 'include', cache: 'no-store' });
      if (!response.ok) {
        if (file.kind === 'content') throw new Error(`download failed: ${file.url} ${response.status}`);
        console.warn('offline voyage: skipped', file.url, response.status);
      } else {
        bytes += (await response.clone().blob()).size;
        await cache.put(file.url, response);
      }
      done += 1;
      onProgress({ done, total: pack.files.length });
    }
  } catch (error) {
    await caches.delete(cacheName);
    throw error;
  }

  const now = new Date().toISOString();
  const record: OfflineVoyage = { title: pack.title, bytes, downloadedAt: now, persisted, checkedAt: now };
  const registry = readRegistry();
  writeRegistry({ ...registry, [userId]: { ...registry[userId], [pack.voyage_id]: record } });
  return record;
}

export async function removeOfflineVoyage(voyageId: string) {
  const userId = currentTravellerId();
  if (!userId) return;
  if (offlineSupported()) await caches.delete(offlineVoyageCacheName(userId, voyageId));
  const registry = readRegistry();
  const { [voyageId]: _removed, ...rest } = registry[userId] ?? {};
  writeRegistry({ ...registry, [userId]: rest });
}
