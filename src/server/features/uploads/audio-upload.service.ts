/**
 * Narration the team uploads (docs/architecture/admin.md): Ogg Opus, MP3 or M4A, recognised by their first
 * bytes rather than their name, and stored under `audio/` in the object storage (decision 086) with
 * a content-hashed name (so it can be cached for ever), never held whole in memory: the upload is
 * hashed and checked on its way to a scratch file, which then streams to the storage.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '#server/errors.ts';
import type { ObjectStorage } from '#server/storage/object-storage.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';

export const AUDIO_MAX_BYTES = 60 * 1024 * 1024;

export type AudioFormat = 'opus' | 'mp3' | 'm4a';

/** MP4 brands that promise audio only: iTunes' M4A and audiobooks' M4B. */
const AUDIO_MP4_BRANDS = new Set(['M4A ', 'M4B ']);

/**
 * The brands of an MP4 file's `ftyp` box (major, then compatible) within the bytes at hand. Generic
 * brands such as 'isom' or 'mp42' also label video, so only the audio brands count.
 */
function mp4Brands(head: Buffer): string[] {
  if (head.length < 12 || head.subarray(4, 8).toString('latin1') !== 'ftyp') return [];
  const end = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.subarray(8, 12).toString('latin1')];
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    brands.push(head.subarray(offset, offset + 4).toString('latin1'));
  }
  return brands;
}

/** The format the first bytes announce, or null. */
export function audioFormatOf(head: Buffer): AudioFormat | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  // An Ogg page whose first packet is an Opus header.
  if (ascii(0, 4) === 'OggS' && head.subarray(0, 64).includes('OpusHead')) return 'opus';
  if (mp4Brands(head).some((brand) => AUDIO_MP4_BRANDS.has(brand))) return 'm4a';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame: eleven sync bits, layer III.
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return null;
}

export interface StoredAudio {
  url: string;
  bytes: number;
}

/** A multipart file stream: busboy marks it truncated when it passed the size limit. */
type UploadStream = Readable & { truncated?: boolean };

const CONTENT_TYPES: Record<AudioFormat, string> = {
  opus: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

/** `scratchDir` holds the upload while it is checked (a local folder, whatever the storage). */
export async function storeAudio(
  storage: ObjectStorage,
  scratchDir: string,
  upload: UploadStream,
): Promise<StoredAudio> {
  await mkdir(scratchDir, { recursive: true });
  const partial = path.join(scratchDir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  try {
    await pipeline(
      upload,
      async function* inspect(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
          yield chunk;
        }
      },
      createWriteStream(partial),
    );
    if (upload.truncated)
      throw new AppError('PAYLOAD_TOO_LARGE', { message: adminVoyagesUi.uploads.audioTooLarge });
    const format = audioFormatOf(head);
    if (!format)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: adminVoyagesUi.uploads.audioWrongType });
    const name = `${hash.digest('hex').slice(0, 20)}.${format}`;
    const stored = await storage.put(`audio/${name}`, createReadStream(partial), {
      contentType: CONTENT_TYPES[format],
    });
    return { url: `/uploads/audio/${name}`, bytes: stored.size };
  } finally {
    await rm(partial, { force: true });
  }
}
