/**
 * The voyage packs downloading on this device (docs/architecture/pwa.md), one controller for the
 * voyage's card and the "Viagens sem sinal" screen: start, pause, continue, and what each shows —
 * bytes, percent, time left at the measured speed, a file that came damaged. A download survives its
 * screen, a reload and a browser restart: what arrived is in IndexedDB (`pack-store.ts`), and on the
 * next start `resumePackDownloads` carries on with every download the traveller did not pause.
 */
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { offlineVoyageCacheName, PACK_REQUEST_HEADER } from '#client/lib/pwa-caches.ts';
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { pwa } from '#shared/messages/pt-pwa.ts';
import type { OfflineFile, OfflinePackage } from '#shared/schemas/offline.ts';
import {
  fetchOfflinePackage,
  NotEnoughSpace,
  type OfflineVoyage,
  offlineSupported,
  offlineVoyage,
  offlineVoyages,
  recordOfflineVoyage,
  verifyOfflineVoyage,
} from './offline-voyages.ts';
import { downloadPackFile, PackFileChanged, PackFileDamaged, PackFileRefused } from './pack-download.ts';
import {
  filesToDrop,
  filesToFetch,
  type KeptFile,
  packBytes,
  rangeHeader,
  SpeedMeter,
  secondsLeft,
} from './pack-pieces.ts';
import {
  deletePackDownload,
  dropPackPieces,
  indexedDbPieces,
  type PackDownloadRecord,
  packDownloadsOf,
  packKey,
  readPackDownload,
  writePackDownload,
} from './pack-store.ts';

const texts = pwa.offline;

export interface PackProgress {
  received: number;
  total: number;
  /** Seconds left at the speed measured over the last seconds; null until it is measured. */
  secondsLeft: number | null;
  /** No signal: waiting for it to come back. */
  waiting: boolean;
  /** A file came damaged and is being fetched again. */
  notice?: string;
}

export type PackDownloadState =
  | { step: 'running'; progress: PackProgress }
  | { step: 'paused'; progress: PackProgress }
  | { step: 'ready'; record: OfflineVoyage }
  | { step: 'failed'; message: string; progress?: PackProgress };

const states = new Map<string, PackDownloadState>();
const running = new Map<string, AbortController>();
const listeners = new Set<() => void>();

function setState(pack: string, state: PackDownloadState) {
  states.set(pack, state);
  for (const listener of listeners) listener();
}

export function subscribePackDownloads(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the download of a voyage's pack shows now, if one was started on this device. */
export function packDownloadState(voyageId: string): PackDownloadState | undefined {
  const userId = currentTravellerId();
  return userId ? states.get(packKey(userId, voyageId)) : undefined;
}

/** Resolves when the signal is back, or after a few seconds (`online` is not always told). */
function waitForSignal(signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      reject(signal.reason);
    };
    const timer = setTimeout(done, navigator.onLine ? 2_000 : 5_000);
    window.addEventListener('online', done);
    signal.addEventListener('abort', aborted, { once: true });
  });
}

/** The manifest, waiting out a missing signal. */
async function readManifest(voyageId: string, signal: AbortSignal): Promise<OfflinePackage> {
  for (;;) {
    try {
      return await fetchOfflinePackage(voyageId, signal);
    } catch (error) {
      signal.throwIfAborted();
      if (navigator.onLine) throw error;
      await waitForSignal(signal);
    }
  }
}

/** The traveller's own answer (text, detail), fetched whole with their session. */
async function fetchAnswer(
  file: OfflineFile,
  cache: Cache,
  signal: AbortSignal,
  onBytes: (n: number) => void,
) {
  const token = storage.get(STORAGE_KEYS.token);
  for (;;) {
    try {
      const response = await fetch(file.url, {
        headers: {
          accept: 'application/json',
          [PACK_REQUEST_HEADER]: '1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      if (response.status >= 500) throw new TypeError(`server busy: ${response.status}`);
      if (!response.ok) throw new PackFileRefused(file.url, response.status);
      const body = await response.blob();
      onBytes(body.size);
      await cache.put(
        file.url,
        new Response(body, {
          headers: {
            'content-type': response.headers.get('content-type') ?? 'application/json',
            'content-length': String(body.size),
          },
        }),
      );
      return body.size;
    } catch (error) {
      if (signal.aborted || !(error instanceof TypeError)) throw error;
      await waitForSignal(signal);
    }
  }
}

const damagedNotice: Record<OfflineFile['kind'], string> = {
  content: texts.damaged.content,
  image: texts.damaged.image,
  audio: texts.damaged.audio,
};

/** The files the device keeps whole for this pack: what a finished download recorded, and what this one did. */
async function keptFiles(cache: Cache, previous: OfflineVoyage | undefined, record: PackDownloadRecord) {
  const kept: Record<string, KeptFile> = {};
  for (const [url, file] of Object.entries({ ...previous?.files, ...record.doneFiles })) {
    if (await cache.match(url)) kept[url] = file;
  }
  return kept;
}

async function askToKeepStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted?.().catch(() => false)) return true;
  return navigator.storage.persist().catch(() => false);
}

async function runDownload(userId: string, voyageId: string, controller: AbortController) {
  const { signal } = controller;
  const pack = packKey(userId, voyageId);
  const earlier = await readPackDownload(pack);
  const progress: PackProgress = earlier?.manifest
    ? { received: 0, total: packBytes(earlier.manifest.files), secondsLeft: null, waiting: false }
    : { received: 0, total: 0, secondsLeft: null, waiting: false };
  const meter = new SpeedMeter();
  const show = () => {
    if (signal.aborted) return;
    progress.secondsLeft = secondsLeft(progress.total - progress.received, meter.bytesPerSecond());
    setState(pack, { step: 'running', progress: { ...progress } });
  };
  show();

  const manifest = await readManifest(voyageId, signal);
  const record: PackDownloadRecord = {
    pack,
    userId,
    voyageId: manifest.voyage_id,
    manifest,
    doneFiles: {},
    paused: false,
    startedAt: earlier?.startedAt ?? new Date().toISOString(),
  };
  const pieces = indexedDbPieces(pack);
  // A file that changed since an interrupted download started: its pieces are of the old one.
  for (const file of earlier?.manifest.files ?? []) {
    const now = manifest.files.find((each) => each.url === file.url);
    if (now?.sha256 && now.sha256 === file.sha256 && now.bytes === file.bytes) {
      const done = earlier?.doneFiles[file.url];
      if (done) record.doneFiles[file.url] = done;
    } else {
      await pieces.dropPieces(file.url);
    }
  }

  const cache = await caches.open(offlineVoyageCacheName(userId, manifest.voyage_id));
  const previous = offlineVoyage(manifest.voyage_id);
  const kept = await keptFiles(cache, previous, record);
  const toFetch = filesToFetch(manifest.files, kept);
  progress.total = packBytes(manifest.files);
  progress.received = progress.total - packBytes(toFetch);
  for (const file of toFetch)
    if (file.kind !== 'content') progress.received += await pieces.storedBytes(file.url);
  show();

  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const remaining = progress.total - progress.received;
  if (estimate?.quota !== undefined && estimate.usage !== undefined) {
    if (estimate.quota - estimate.usage < remaining * 1.2) throw new NotEnoughSpace();
  }
  const persisted = await askToKeepStorage();
  await writePackDownload(record);

  const onBytes = (bytes: number) => {
    progress.received += bytes;
    if (bytes > 0) meter.add(bytes, performance.now());
    show();
  };
  for (const file of toFetch) {
    signal.throwIfAborted();
    if (file.kind === 'content') {
      const size = await fetchAnswer(file, cache, signal, (bytes) => {
        // The manifest's size of an answer is close, not exact: the total takes the real one.
        progress.total += bytes - (file.bytes ?? 0);
        onBytes(bytes);
      });
      record.doneFiles[file.url] = { bytes: size, sha256: null, revision: file.revision };
    } else {
      try {
        await downloadPackFile(file, {
          store: pieces,
          signal,
          fetchPiece: (url, piece, pieceSignal) =>
            fetch(url, {
              headers: { range: rangeHeader(piece), [PACK_REQUEST_HEADER]: '1' },
              cache: 'no-store',
              signal: pieceSignal,
            }),
          keep: (url, body, contentType) =>
            cache.put(
              url,
              new Response(body, {
                headers: {
                  'content-type': contentType || 'application/octet-stream',
                  'content-length': String(body.size),
                },
              }),
            ),
          waitForSignal,
          onBytes,
          onDamaged: (damaged) => {
            progress.notice = damagedNotice[damaged.kind];
            show();
          },
          onWaiting: (waiting) => {
            progress.waiting = waiting;
            if (waiting) meter.reset();
            show();
          },
        });
      } catch (error) {
        // A picture or narration the server no longer has is left out, as the reader does without it.
        if (!(error instanceof PackFileRefused && error.status === 404)) throw error;
        console.warn('offline voyage: skipped', file.url, error.status);
        continue;
      }
      record.doneFiles[file.url] = { bytes: file.bytes ?? 0, sha256: file.sha256 };
    }
    await writePackDownload(record);
  }

  // An update: what the voyage no longer lists goes.
  for (const url of filesToDrop(manifest.files, kept)) await cache.delete(url);
  const files = { ...kept, ...record.doneFiles };
  const bytes = Object.values(files).reduce((sum, file) => sum + file.bytes, 0);
  const now = new Date().toISOString();
  const ready: OfflineVoyage = {
    title: manifest.title,
    bytes,
    downloadedAt: now,
    persisted,
    checkedAt: now,
    files,
  };
  recordOfflineVoyage(userId, manifest.voyage_id, ready);
  await deletePackDownload(pack);
  await dropPackPieces(pack);
  setState(pack, { step: 'ready', record: ready });
}

function failureMessage(error: unknown) {
  if (error instanceof NotEnoughSpace) return texts.noSpace;
  if (error instanceof PackFileDamaged) return texts.damagedAgain;
  if (error instanceof PackFileChanged) return texts.changed;
  return texts.failure;
}

/** Starts the download of a voyage's pack, or continues it from the pieces already stored. */
export async function startPackDownload(voyageId: string): Promise<void> {
  const userId = currentTravellerId();
  if (!userId || !offlineSupported() || typeof indexedDB === 'undefined') {
    throw new Error('offline storage unavailable');
  }
  const pack = packKey(userId, voyageId);
  if (running.has(pack)) return;
  const controller = new AbortController();
  running.set(pack, controller);
  try {
    await runDownload(userId, voyageId, controller);
  } catch (error) {
    const current = states.get(pack);
    const progress = current && 'progress' in current ? current.progress : undefined;
    const record = await readPackDownload(pack).catch(() => undefined);
    if (controller.signal.aborted) {
      if (record) await writePackDownload({ ...record, paused: true });
      setState(pack, { step: 'paused', progress: progress ?? emptyProgress() });
      return;
    }
    // It waits for the traveller's "Continuar", not for the next start.
    if (record) await writePackDownload({ ...record, paused: true });
    console.warn('offline voyage: download stopped', error);
    setState(pack, { step: 'failed', message: failureMessage(error), ...(progress ? { progress } : {}) });
  } finally {
    running.delete(pack);
  }
}

function emptyProgress(): PackProgress {
  return { received: 0, total: 0, secondsLeft: null, waiting: false };
}

/** "Pausar": the piece under way is dropped; what arrived stays. */
export function pausePackDownload(voyageId: string) {
  const userId = currentTravellerId();
  if (userId) running.get(packKey(userId, voyageId))?.abort();
}

/** Forgets what a removed pack's download showed. */
export function forgetPackDownload(voyageId: string) {
  const userId = currentTravellerId();
  if (!userId) return;
  states.delete(packKey(userId, voyageId));
  for (const listener of listeners) listener();
}

/** What an interrupted download shows before it continues: the bytes already stored. */
async function storedProgress(record: PackDownloadRecord): Promise<PackProgress> {
  const pieces = indexedDbPieces(record.pack);
  let received = 0;
  for (const file of record.manifest.files) {
    received += record.doneFiles[file.url]?.bytes ?? (await pieces.storedBytes(file.url));
  }
  return { received, total: packBytes(record.manifest.files), secondsLeft: null, waiting: false };
}

/**
 * On start (and on the screens that show packs): every download of the signed-in traveller that a
 * reload, a restart or a closed tab interrupted continues; a paused one shows where it stopped.
 */
export async function resumePackDownloads(): Promise<void> {
  const userId = currentTravellerId();
  if (!userId || !offlineSupported() || typeof indexedDB === 'undefined') return;
  for (const record of await packDownloadsOf(userId)) {
    if (running.has(record.pack)) continue;
    if (record.paused) {
      if (!states.has(record.pack))
        setState(record.pack, { step: 'paused', progress: await storedProgress(record) });
    } else {
      void startPackDownload(record.voyageId);
    }
  }
}

/** The downloads under way or paused for the signed-in traveller: voyage id, title and size. */
export async function packDownloadsUnderWay(): Promise<{ voyageId: string; title: string; bytes: number }[]> {
  const userId = currentTravellerId();
  if (!userId || typeof indexedDB === 'undefined') return [];
  return (await packDownloadsOf(userId)).map((record) => ({
    voyageId: record.voyageId,
    title: record.manifest.title,
    bytes: packBytes(record.manifest.files),
  }));
}

/**
 * On every start of the app: interrupted downloads continue, and every kept pack is checked (its
 * files present at their sizes) — the voyage's card and the "Viagens sem sinal" screen then show an
 * evicted or damaged one with "Baixar de novo".
 */
export async function checkPacksOnStart(): Promise<void> {
  if (!currentTravellerId() || !offlineSupported()) return;
  await resumePackDownloads();
  for (const [voyageId] of offlineVoyages()) await verifyOfflineVoyage(voyageId);
}
