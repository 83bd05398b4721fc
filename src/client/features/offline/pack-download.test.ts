import { describe, expect, it } from 'vitest';
import type { OfflineFile } from '#shared/schemas/offline.ts';
import { downloadPackFile, type FileDownloadOptions, type PieceStore } from './pack-download.ts';
import {
  filesToDrop,
  filesToFetch,
  missingPieces,
  packChanged,
  parseContentRange,
  piecesOf,
  rangeHeader,
  SpeedMeter,
  secondsLeft,
  sha256Hex,
} from './pack-pieces.ts';

const PIECE = 1_000;
const NARRATION = new Uint8Array(Array.from({ length: 4_500 }, (_, index) => (index * 31) % 256));

/** Pieces kept in memory, as IndexedDB keeps them across reloads. */
function memoryStore(): PieceStore & { pieces: Map<string, ArrayBuffer> } {
  const pieces = new Map<string, ArrayBuffer>();
  const indexes = (url: string) =>
    [...pieces.keys()]
      .filter((key) => key.startsWith(`${url}#`))
      .map((key) => Number(key.split('#')[1]))
      .sort((a, b) => a - b);
  return {
    pieces,
    storedPieces: async (url) => indexes(url),
    putPiece: async (url, index, bytes) => {
      pieces.set(`${url}#${index}`, bytes);
    },
    readPieces: async (url) => ({
      pieces: indexes(url).map((index) => pieces.get(`${url}#${index}`) as ArrayBuffer),
      contentType: 'audio/ogg',
    }),
    dropPieces: async (url) => {
      for (const index of indexes(url)) pieces.delete(`${url}#${index}`);
    },
  };
}

/** A server answering ranges of `bytes`, counting what it sends; `fail` may cut or refuse a piece. */
function rangeServer(
  bytes: Uint8Array,
  fail?: (call: number, start: number) => 'drop' | 'alter' | undefined,
) {
  const served = { bytes: 0, calls: 0, starts: [] as number[] };
  const fetchPiece: FileDownloadOptions['fetchPiece'] = async (_url, piece, signal) => {
    served.calls += 1;
    served.starts.push(piece.start);
    const what = fail?.(served.calls, piece.start);
    if (what === 'drop') throw new TypeError('Failed to fetch');
    signal.throwIfAborted();
    const body = bytes.slice(piece.start, piece.end + 1);
    if (what === 'alter') body[0] = (body[0] ?? 0) ^ 0xff;
    served.bytes += body.byteLength;
    return new Response(body, {
      status: 206,
      headers: {
        'content-range': `bytes ${piece.start}-${piece.end}/${bytes.byteLength}`,
        'content-type': 'audio/ogg',
      },
    });
  };
  return { served, fetchPiece };
}

async function narrationFile(): Promise<OfflineFile> {
  return {
    url: '/media/narration/rio.opus',
    kind: 'audio',
    bytes: NARRATION.byteLength,
    sha256: await sha256Hex(NARRATION.slice()),
    revision: null,
  };
}

function options(
  overrides: Partial<FileDownloadOptions>,
): FileDownloadOptions & { kept: Map<string, Blob>; store: ReturnType<typeof memoryStore> } {
  const kept = new Map<string, Blob>();
  return {
    kept,
    store: memoryStore(),
    fetchPiece: rangeServer(NARRATION).fetchPiece,
    keep: async (url, body) => {
      kept.set(url, body);
    },
    waitForSignal: async () => undefined,
    signal: new AbortController().signal,
    pieceBytes: PIECE,
    ...overrides,
  } as FileDownloadOptions & { kept: Map<string, Blob>; store: ReturnType<typeof memoryStore> };
}

describe('pieces of a pack file', () => {
  it('cuts a file into Range pieces, the last one short', () => {
    expect(piecesOf(2_500, 1_000)).toEqual([
      { index: 0, start: 0, end: 999 },
      { index: 1, start: 1_000, end: 1_999 },
      { index: 2, start: 2_000, end: 2_499 },
    ]);
    expect(piecesOf(1_000, 1_000)).toEqual([{ index: 0, start: 0, end: 999 }]);
    expect(rangeHeader({ index: 1, start: 1_000, end: 1_999 })).toBe('bytes=1000-1999');
    expect(missingPieces(piecesOf(2_500, 1_000), [0, 2]).map((piece) => piece.index)).toEqual([1]);
    expect(parseContentRange('bytes 0-999/2500')).toEqual({ start: 0, end: 999, total: 2_500 });
    expect(parseContentRange('bytes */2500')).toBeNull();
  });

  it('fetches only the files whose hash changed, and drops the ones no longer listed', () => {
    const files: OfflineFile[] = [
      { url: '/api/content', kind: 'content', bytes: 10, sha256: null, revision: 'v1' },
      { url: '/a.opus', kind: 'audio', bytes: 5, sha256: 'a'.repeat(64), revision: null },
      { url: '/b.svg', kind: 'image', bytes: 5, sha256: 'c'.repeat(64), revision: null },
      { url: '/gone.svg', kind: 'image', bytes: null, sha256: null, revision: null },
    ];
    const kept = {
      '/api/content': { bytes: 10, sha256: null },
      '/a.opus': { bytes: 5, sha256: 'a'.repeat(64) },
      '/b.svg': { bytes: 5, sha256: 'b'.repeat(64) },
      '/old.svg': { bytes: 5, sha256: 'd'.repeat(64) },
    };
    expect(filesToFetch(files, kept).map((file) => file.url)).toEqual(['/api/content', '/b.svg']);
    expect(filesToDrop(files, kept)).toEqual(['/old.svg']);
  });

  it("calls a kept copy out of date when a file's hash changed, a file went, or the voyage's text changed", () => {
    const content = (revision: string | null): OfflineFile => ({
      url: '/api/content',
      kind: 'content',
      bytes: 10,
      sha256: null,
      revision,
    });
    const narration: OfflineFile = {
      url: '/a.opus',
      kind: 'audio',
      bytes: 5,
      sha256: 'a'.repeat(64),
      revision: null,
    };
    const kept = {
      '/api/content': { bytes: 12, sha256: null, revision: 'v1' },
      '/a.opus': { bytes: 5, sha256: 'a'.repeat(64) },
    };
    // The same voyage: the answers' sizes move with the traveller's progress, and do not count.
    expect(packChanged([content('v1'), narration], kept)).toBe(false);
    expect(packChanged([content('v2'), narration], kept)).toBe(true);
    expect(packChanged([content('v1'), { ...narration, sha256: 'b'.repeat(64) }], kept)).toBe(true);
    expect(packChanged([content('v1')], kept)).toBe(true);
    // A copy kept before answers had a revision: its hashed files alone say.
    const older = { ...kept, '/api/content': { bytes: 12, sha256: null } };
    expect(packChanged([content('v2'), narration], older)).toBe(false);
  });

  it('measures the speed over the recent bytes and tells the time left', () => {
    const meter = new SpeedMeter(10_000);
    meter.add(0, 0);
    expect(meter.bytesPerSecond()).toBeNull();
    meter.add(31_250, 1_000);
    meter.add(31_250, 2_000);
    expect(meter.bytesPerSecond()).toBe(31_250);
    expect(secondsLeft(312_500, meter.bytesPerSecond())).toBe(10);
    expect(secondsLeft(100, null)).toBeNull();
  });
});

describe('downloadPackFile', () => {
  it('fetches every piece once and keeps the file once it matches its hash', async () => {
    const server = rangeServer(NARRATION);
    const run = options({ fetchPiece: server.fetchPiece });
    await downloadPackFile(await narrationFile(), run);
    expect(server.served).toMatchObject({ bytes: NARRATION.byteLength, calls: 5 });
    const kept = run.kept.get('/media/narration/rio.opus');
    expect(new Uint8Array(await (kept as Blob).arrayBuffer())).toEqual(NARRATION);
    expect(run.store.pieces.size).toBe(0);
  });

  it('after a drop waits for the signal and asks again for the piece under way only', async () => {
    const server = rangeServer(NARRATION, (call) => (call === 3 ? 'drop' : undefined));
    let waits = 0;
    const run = options({
      fetchPiece: server.fetchPiece,
      waitForSignal: async () => {
        waits += 1;
      },
    });
    await downloadPackFile(await narrationFile(), run);
    expect(waits).toBe(1);
    expect(server.served.starts).toEqual([0, 1_000, 2_000, 2_000, 3_000, 4_000]);
    expect(server.served.bytes).toBe(NARRATION.byteLength);
  });

  it('resumes from the stored pieces after a reload: nothing stored is fetched again', async () => {
    const store = memoryStore();
    const file = await narrationFile();
    const controller = new AbortController();
    const first = rangeServer(NARRATION, (call) => {
      if (call === 3) controller.abort();
      return undefined;
    });
    await expect(
      downloadPackFile(file, options({ store, fetchPiece: first.fetchPiece, signal: controller.signal })),
    ).rejects.toThrow();
    expect(await store.storedPieces(file.url)).toEqual([0, 1]);

    const second = rangeServer(NARRATION);
    const run = options({ store, fetchPiece: second.fetchPiece });
    await downloadPackFile(file, run);
    expect(second.served.starts).toEqual([2_000, 3_000, 4_000]);
    expect(first.served.bytes + second.served.bytes).toBeLessThanOrEqual(NARRATION.byteLength + PIECE);
    expect(new Uint8Array(await (run.kept.get(file.url) as Blob).arrayBuffer())).toEqual(NARRATION);
  });

  it('finds an altered piece by the hash, says so, and fetches the file again', async () => {
    const server = rangeServer(NARRATION, (call) => (call === 2 ? 'alter' : undefined));
    const damaged: string[] = [];
    const run = options({ fetchPiece: server.fetchPiece, onDamaged: (file) => damaged.push(file.url) });
    await downloadPackFile(await narrationFile(), run);
    expect(damaged).toEqual(['/media/narration/rio.opus']);
    expect(server.served.calls).toBe(10);
    expect(new Uint8Array(await (run.kept.get('/media/narration/rio.opus') as Blob).arrayBuffer())).toEqual(
      NARRATION,
    );
  });

  it('gives up on a file that never matches, and on a file that changed under the manifest', async () => {
    const altered = rangeServer(NARRATION, () => 'alter');
    await expect(
      downloadPackFile(await narrationFile(), options({ fetchPiece: altered.fetchPiece })),
    ).rejects.toThrow(/rio\.opus/);
    const longer = rangeServer(new Uint8Array(5_000));
    await expect(
      downloadPackFile(await narrationFile(), options({ fetchPiece: longer.fetchPiece })),
    ).rejects.toThrow(/rio\.opus/);
  });
});
