/**
 * The ebook file behind the e-mailed links (docs/architecture/admin.md, docs/decisions/086). It is built into
 * `content/ebook/` and copied once into the object storage under a content-hashed key, so every
 * instance serves the same bytes from the same place (the bucket, with S3_* set). The key is under
 * `ebook/`, which `/uploads/…` does not serve: the file is only reachable through a link.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from '#server/storage/object-storage.ts';

export const EBOOK_FILE = path.resolve(
  import.meta.dirname,
  '../../../../content/ebook/navegante-de-primeira-viagem.epub',
);
const EBOOK_CONTENT_TYPE = 'application/epub+zip';

const storedKeys = new WeakMap<ObjectStorage, Promise<string>>();

async function storeEbook(storage: ObjectStorage): Promise<string> {
  const bytes = await readFile(EBOOK_FILE);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const key = `ebook/navegante-de-primeira-viagem.${hash}.epub`;
  if (!(await storage.head(key))) await storage.put(key, bytes, { contentType: EBOOK_CONTENT_TYPE });
  return key;
}

/** The ebook's key in the storage, copying it there first if this edition is not there yet. */
export function storedEbookKey(storage: ObjectStorage): Promise<string> {
  let key = storedKeys.get(storage);
  if (!key) {
    key = storeEbook(storage);
    storedKeys.set(storage, key);
    // A storage that failed once is asked again next time.
    key.catch(() => storedKeys.delete(storage));
  }
  return key;
}
