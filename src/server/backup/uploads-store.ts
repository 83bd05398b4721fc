/**
 * Where the uploads live, as backup and restore see them (docs/architecture/data.md): list every key, read
 * one, write one, empty the store. Local disk (DATA_DIR/uploads), or the object-storage bucket when
 * S3_* is set (docs/decisions/086), answering the same four calls from its own listing.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type ObjectStorage } from '#server/storage/object-storage.ts';

export interface UploadsStore {
  /** Every stored key (a relative path with '/' separators), in no particular order. */
  list(): AsyncIterable<string>;
  read(key: string): Promise<Buffer>;
  write(key: string, body: Buffer): Promise<void>;
  /** Removes every stored upload (a restore replaces them all). */
  clear(): Promise<void>;
}

/** A key may not climb out of the store: no absolute paths, no '..' segments. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 && !key.startsWith('/') && !key.split('/').some((part) => part === '..' || part === '')
  );
}

export function localUploadsStore(dir: string): UploadsStore {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe upload key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    async *list() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        yield path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
    read: (key) => readFile(fileOf(key)),
    async write(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async clear() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The uploads in an object-storage bucket: its listing, read and written through the one storage interface. */
export function objectStorageUploads(storage: ObjectStorage): UploadsStore {
  return {
    async *list() {
      for await (const object of storage.list()) yield object.key;
    },
    async read(key) {
      const found = await storage.get(key);
      if (!found) throw new Error(`upload missing from the object storage: ${key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    async write(key, body) {
      if (!isSafeKey(key)) throw new Error(`unsafe upload key: ${key}`);
      await storage.put(key, body, { contentType: contentTypeOf(key) });
    },
    async clear() {
      const keys: string[] = [];
      for await (const object of storage.list()) keys.push(object.key);
      for (const key of keys) await storage.delete(key);
    },
  };
}
