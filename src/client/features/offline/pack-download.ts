/**
 * One file of a voyage pack fetched in pieces (docs/architecture/pwa.md): each piece asked for with
 * `Range` and stored the moment it is whole, so a drop, a reload or a browser restart loses at most
 * the piece under way; a dropped signal is waited out and the same piece asked for again; the file,
 * once every piece is stored, is checked against the manifest's SHA-256 — a mismatch throws its
 * pieces away and fetches the file again, saying so.
 */
import type { OfflineFile } from '#shared/schemas/offline.ts';
import {
  missingPieces,
  PACK_PIECE_BYTES,
  type Piece,
  parseContentRange,
  piecesOf,
  sha256Hex,
} from './pack-pieces.ts';

/** Where the pieces of the files under way wait (IndexedDB in the browser: `pack-store.ts`). */
export interface PieceStore {
  /** The indexes of the pieces of `url` already stored. */
  storedPieces(url: string): Promise<number[]>;
  putPiece(url: string, index: number, bytes: ArrayBuffer, contentType: string): Promise<void>;
  /** Every stored piece of `url`, in order, and the content type the server gave. */
  readPieces(url: string): Promise<{ pieces: ArrayBuffer[]; contentType: string }>;
  dropPieces(url: string): Promise<void>;
}

export interface FileDownloadOptions {
  store: PieceStore;
  /** Asks the server for one piece of `url` (a `Range` request). */
  fetchPiece: (url: string, piece: Piece, signal: AbortSignal) => Promise<Response>;
  /** Keeps the checked file where the reader finds it (the voyage's cache). */
  keep: (url: string, body: Blob, contentType: string) => Promise<void>;
  /** Resolves when it is worth trying again (the signal is back, or a while has passed). */
  waitForSignal: (signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  /** Bytes received (negative: a piece cut short, whose bytes are lost). */
  onBytes?: (bytes: number) => void;
  /** The file did not match its hash: it is fetched again. */
  onDamaged?: (file: OfflineFile) => void;
  /** No signal: the download waits for it. */
  onWaiting?: (waiting: boolean) => void;
  pieceBytes?: number;
  /** Whole downloads of one file tried before giving up on a file that never matches its hash. */
  attempts?: number;
}

/** The file changed on the server since the manifest was read: the pack must be read again. */
export class PackFileChanged extends Error {}
/** The file cannot be had (the server refused it). */
export class PackFileRefused extends Error {
  readonly url: string;
  readonly status: number;
  constructor(url: string, status: number) {
    super(`${url}: ${status}`);
    this.url = url;
    this.status = status;
  }
}
/** The file never matched its hash. */
export class PackFileDamaged extends Error {}

function isAbort(error: unknown, signal: AbortSignal) {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/** Reads an answer's body, reporting each chunk as it comes; a body cut short reports its loss. */
async function readCounting(response: Response, onBytes: (bytes: number) => void): Promise<ArrayBuffer> {
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
      onBytes(value.byteLength);
    }
  } catch (error) {
    onBytes(-length);
    throw error;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** Fetches one piece until it is stored, waiting out any number of drops. */
async function fetchAndStorePiece(
  file: OfflineFile,
  piece: Piece,
  total: number,
  options: FileDownloadOptions,
) {
  const { store, signal } = options;
  const onBytes = options.onBytes ?? (() => undefined);
  for (;;) {
    signal.throwIfAborted();
    let response: Response;
    let bytes: ArrayBuffer;
    try {
      response = await options.fetchPiece(file.url, piece, signal);
      if (response.status >= 500 || response.status === 408 || response.status === 429) {
        throw new TypeError(`server busy: ${response.status}`);
      }
      if (response.status !== 206) {
        if (response.status === 416) throw new PackFileChanged(file.url);
        throw new PackFileRefused(file.url, response.status);
      }
      const range = parseContentRange(response.headers.get('content-range'));
      if (range?.total !== total) throw new PackFileChanged(file.url);
      if (range.start !== piece.start || range.end !== piece.end) throw new PackFileChanged(file.url);
      bytes = await readCounting(response, onBytes);
      if (bytes.byteLength !== piece.end - piece.start + 1) {
        onBytes(-bytes.byteLength);
        throw new TypeError('piece cut short');
      }
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      if (!(error instanceof TypeError)) throw error;
      // No signal (or the server is busy): wait for it, then ask for the same piece again.
      options.onWaiting?.(true);
      await options.waitForSignal(signal);
      options.onWaiting?.(false);
      continue;
    }
    await store.putPiece(file.url, piece.index, bytes, response.headers.get('content-type') ?? '');
    return;
  }
}

/**
 * Downloads one file of a pack in pieces, resuming from what `store` holds, checks it against its
 * hash and hands it to `keep`. The pieces are dropped once the file is kept.
 */
export async function downloadPackFile(file: OfflineFile, options: FileDownloadOptions): Promise<void> {
  const total = file.bytes ?? 0;
  if (total === 0) {
    await options.keep(file.url, new Blob([]), '');
    return;
  }
  const pieces = piecesOf(total, options.pieceBytes ?? PACK_PIECE_BYTES);
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt += 1) {
    for (const piece of missingPieces(pieces, await options.store.storedPieces(file.url))) {
      await fetchAndStorePiece(file, piece, total, options);
    }
    const { pieces: stored, contentType } = await options.store.readPieces(file.url);
    const body = new Blob(stored, contentType ? { type: contentType } : {});
    const whole = body.size === total;
    const matches = whole && (!file.sha256 || (await sha256Hex(await body.arrayBuffer())) === file.sha256);
    if (matches) {
      await options.keep(file.url, body, contentType);
      await options.store.dropPieces(file.url);
      return;
    }
    await options.store.dropPieces(file.url);
    if (whole) options.onBytes?.(-total);
    if (attempt >= attempts) throw new PackFileDamaged(file.url);
    options.onDamaged?.(file);
  }
}
