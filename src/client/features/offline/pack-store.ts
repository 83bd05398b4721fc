/**
 * Where a voyage pack waits while it downloads (docs/architecture/pwa.md): IndexedDB, which the
 * browser keeps across reloads and restarts and which the service worker can read too. Each piece
 * is stored as it arrives, under its pack, file and index; each download under way is recorded with
 * its manifest and whether the traveller paused it. Whole, checked files go to the voyage's cache.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OfflinePackage } from '#shared/schemas/offline.ts';
import type { PieceStore } from './pack-download.ts';
import type { KeptFile } from './pack-pieces.ts';

/** A download under way, kept until the pack is whole. */
export interface PackDownloadRecord {
  /** `<traveller>:<voyage>`. */
  pack: string;
  userId: string;
  voyageId: string;
  manifest: OfflinePackage;
  /** The files already whole and kept, by address, with their size. */
  doneFiles: Record<string, KeptFile>;
  /** The traveller tapped "Pausar": the download waits for "Continuar", not for the next start. */
  paused: boolean;
  startedAt: string;
}

interface PackDb extends DBSchema {
  pieces: {
    key: [string, string, number];
    value: { bytes: ArrayBuffer; contentType: string };
  };
  downloads: { key: string; value: PackDownloadRecord };
}

const DB_NAME = 'rota-packs';
let opened: Promise<IDBPDatabase<PackDb>> | undefined;

function db() {
  opened ??= openDB<PackDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('pieces');
      database.createObjectStore('downloads', { keyPath: 'pack' });
    },
  });
  return opened;
}

export function packKey(userId: string, voyageId: string) {
  return `${userId}:${voyageId}`;
}

/** Every key of one file's pieces, from the first to the last. */
function fileRange(pack: string, url: string) {
  return IDBKeyRange.bound([pack, url, 0], [pack, url, Number.MAX_SAFE_INTEGER]);
}

/** The pieces of one pack's files, in IndexedDB. */
export function indexedDbPieces(pack: string): PieceStore & { storedBytes(url: string): Promise<number> } {
  return {
    async storedPieces(url) {
      const keys = await (await db()).getAllKeys('pieces', fileRange(pack, url));
      return keys.map((key) => key[2]);
    },
    async storedBytes(url) {
      const pieces = await (await db()).getAll('pieces', fileRange(pack, url));
      return pieces.reduce((sum, piece) => sum + piece.bytes.byteLength, 0);
    },
    async putPiece(url, index, bytes, contentType) {
      await (await db()).put('pieces', { bytes, contentType }, [pack, url, index]);
    },
    async readPieces(url) {
      const pieces = await (await db()).getAll('pieces', fileRange(pack, url));
      return { pieces: pieces.map((piece) => piece.bytes), contentType: pieces[0]?.contentType ?? '' };
    },
    async dropPieces(url) {
      await (await db()).delete('pieces', fileRange(pack, url));
    },
  };
}

/** Drops every piece of a pack (the pack is whole, or removed). */
export async function dropPackPieces(pack: string) {
  await (await db()).delete('pieces', IDBKeyRange.bound([pack], [pack, []]));
}

export async function readPackDownload(pack: string): Promise<PackDownloadRecord | undefined> {
  return (await db()).get('downloads', pack);
}

export async function writePackDownload(record: PackDownloadRecord) {
  await (await db()).put('downloads', record);
}

export async function deletePackDownload(pack: string) {
  await (await db()).delete('downloads', pack);
}

/** The downloads under way on this device for one traveller. */
export async function packDownloadsOf(userId: string): Promise<PackDownloadRecord[]> {
  return (await (await db()).getAll('downloads')).filter((record) => record.userId === userId);
}
