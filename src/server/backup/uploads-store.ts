/**
 * Where the uploads live, as backup and restore see them (docs/decisions/092): list every key, read
 * one, write one, empty the store. Local disk (DATA_DIR/uploads) today; an object-storage bucket
 * plugs in by answering the same four calls from its own listing.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
