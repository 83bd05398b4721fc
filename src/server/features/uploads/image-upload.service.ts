/**
 * Images the team uploads (docs/architecture/admin.md): checked by their content, not their name, resized
 * to fit 1200 px wide and 1600 px tall and stored as WebP under `images/` in the object storage
 * (decision 086) with a content-hashed name, so they can be cached for ever.
 */
import { createHash } from 'node:crypto';
import { AppError } from '#server/errors.ts';
import type { ObjectStorage } from '#server/storage/object-storage.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_WIDTH = 1200;
/** Tall images (a phone screenshot, a poster) are capped too: no page downloads a 1200 × 8000 strip. */
const MAX_HEIGHT = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export async function storeImage(storage: ObjectStorage, input: Buffer): Promise<StoredImage> {
  // libvips costs tens of MB of memory: loaded with the first upload, not with the server.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: adminUi.uploads.wrongType });
  }
  const { data, info } = await sharp(input, { animated: false })
    .rotate()
    .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const name = `${createHash('sha256').update(data).digest('hex').slice(0, 20)}.webp`;
  await storage.put(`images/${name}`, data, { contentType: 'image/webp' });
  return { url: `/uploads/images/${name}`, width: info.width, height: info.height, bytes: data.length };
}
