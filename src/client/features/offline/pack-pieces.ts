/**
 * The arithmetic of a resumable voyage pack (docs/architecture/pwa.md): which pieces a file is cut
 * into, which of them are still missing, which files an update must fetch, and how long the rest
 * will take at the speed measured. No browser storage here: `pack-download.ts` drives it.
 */
import type { OfflineFile } from '#shared/schemas/offline.ts';

/**
 * The size of one piece: at most this much is fetched again after a drop. Chosen in
 * docs/architecture/pwa.md ("Pieces"): 256 KiB is about 8 s at Regular 2G and about 1.5 s at Fast 3G.
 */
export const PACK_PIECE_BYTES = 256 * 1024;

export interface Piece {
  index: number;
  /** First byte, included. */
  start: number;
  /** Last byte, included (as in a Range header). */
  end: number;
}

/** The pieces a file of `bytes` is fetched in; a file of 0 bytes is one empty piece. */
export function piecesOf(bytes: number, pieceBytes = PACK_PIECE_BYTES): Piece[] {
  const count = Math.max(1, Math.ceil(bytes / pieceBytes));
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: index * pieceBytes,
    end: Math.max(0, Math.min(bytes, (index + 1) * pieceBytes) - 1),
  }));
}

/** The pieces not stored yet, in order: a download resumes from the first of them. */
export function missingPieces(pieces: Piece[], stored: Iterable<number>): Piece[] {
  const have = new Set(stored);
  return pieces.filter((piece) => !have.has(piece.index));
}

/** The Range header asking for one piece. */
export function rangeHeader(piece: Piece): string {
  return `bytes=${piece.start}-${piece.end}`;
}

/**
 * Reads a 206 answer's `Content-Range` ("bytes 0-262143/1192275"): the first and last byte and the
 * whole file's length, or null when it is not one.
 */
export function parseContentRange(header: string | null) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

/** What the device knows of a file it keeps: the manifest's size, hash and revision when it was stored. */
export interface KeptFile {
  bytes: number;
  sha256: string | null;
  /** The traveller's answers: the voyage's version they showed (absent in copies kept before). */
  revision?: string | null;
}

/**
 * The files a download must fetch, given what the device already keeps whole (`kept`, by address):
 * a file whose hash is unchanged is kept; one without a hash (the traveller's own answers) is always
 * fetched again; a file the server does not have (no size) is left out.
 */
export function filesToFetch(files: OfflineFile[], kept: Record<string, KeptFile>): OfflineFile[] {
  return files.filter((file) => {
    if (file.bytes === null && file.kind !== 'content') return false;
    const known = kept[file.url];
    return !(file.sha256 && known?.sha256 === file.sha256 && known.bytes === file.bytes);
  });
}

/** Kept files the new manifest no longer lists: removed once the update is whole. */
export function filesToDrop(files: OfflineFile[], kept: Record<string, KeptFile>): string[] {
  const listed = new Set(files.map((file) => file.url));
  return Object.keys(kept).filter((url) => !listed.has(url));
}

/**
 * Whether a kept copy is out of date: a file changed or went (by its hash), or the voyage the
 * traveller's answers show changed (by their revision). A copy kept before answers had a revision
 * is judged by its hashed files alone.
 */
export function packChanged(files: OfflineFile[], kept: Record<string, KeptFile>): boolean {
  const answerChanged = files.some((file) => {
    const known = kept[file.url]?.revision;
    return file.kind === 'content' && Boolean(known && file.revision) && known !== file.revision;
  });
  const fileChanged = filesToFetch(files, kept).some((file) => file.kind !== 'content');
  return answerChanged || fileChanged || filesToDrop(files, kept).length > 0;
}

/** The bytes a traveller waits for: every listed file's known size. */
export function packBytes(files: OfflineFile[]): number {
  return files.reduce((sum, file) => sum + (file.bytes ?? 0), 0);
}

/**
 * The speed of the download, in bytes per second, over the last `windowMs` of received bytes: a
 * drop or a pause does not count as slowness once the bytes flow again.
 */
export class SpeedMeter {
  private samples: { at: number; bytes: number }[] = [];
  private readonly windowMs: number;

  constructor(windowMs = 10_000) {
    this.windowMs = windowMs;
  }

  /** Records `bytes` received at `at` (ms). */
  add(bytes: number, at: number) {
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - (this.samples[0]?.at ?? at) > this.windowMs) this.samples.shift();
  }

  /** Forgets the samples: after a pause or a drop the speed is measured again. */
  reset() {
    this.samples = [];
  }

  /** Bytes per second, or null until there are two samples at least a second apart. */
  bytesPerSecond(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 1_000) return null;
    const bytes = this.samples.slice(1).reduce((sum, sample) => sum + sample.bytes, 0);
    return (bytes * 1_000) / (last.at - first.at);
  }
}

/** Seconds left for `remaining` bytes at `bytesPerSecond`, or null when the speed is not known. */
export function secondsLeft(remaining: number, bytesPerSecond: number | null): number | null {
  if (!bytesPerSecond || bytesPerSecond <= 0) return null;
  return Math.ceil(Math.max(0, remaining) / bytesPerSecond);
}

/** The hex SHA-256 of some bytes (Web Crypto). */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
