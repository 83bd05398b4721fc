/**
 * Narration the team uploads (docs/decisions/067): Ogg Opus, MP3 or M4A, recognised by their first
 * bytes rather than their name, streamed to DATA_DIR/uploads/audio under a content-hashed name (so
 * it can be cached for ever) without holding the whole file in memory.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '#server/errors.ts';
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

export async function storeAudio(uploadsDir: string, upload: UploadStream): Promise<StoredAudio> {
  const dir = path.join(uploadsDir, 'audio');
  await mkdir(dir, { recursive: true });
  const partial = path.join(dir, `.${randomUUID()}.part`);
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
    await rename(partial, path.join(dir, name));
    const { size } = await stat(path.join(dir, name));
    return { url: `/uploads/audio/${name}`, bytes: size };
  } finally {
    await rm(partial, { force: true });
  }
}
