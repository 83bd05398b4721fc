/** Object storage on the local disk (docs/decisions/086): one file per key under a root folder. */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectKey,
  contentTypeOf,
  type ObjectStorage,
  type StoredObjectInfo,
} from './object-storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function createDiskStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(fileOf(key));
      if (!info.isFile()) return null;
      return {
        key,
        size: info.size,
        // Size and modification time, as static file servers do: a rewritten file gets a new one.
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        contentType: contentTypeOf(key),
        lastModified: info.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'disk',

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = path.join(path.dirname(file), `.${randomUUID()}.part`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
      const info = await head(key);
      if (!info) throw new Error(`stored object vanished: ${key}`);
      return info;
    },

    async get(key, range) {
      const info = await head(key);
      if (!info) return null;
      const body = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { info, body };
    },

    head,

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async *list(prefix = '') {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      const keys = entries
        .map((entry) => entry.split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !key.split('/').some((part) => part.startsWith('.')))
        .sort();
      for (const key of keys) {
        const info = await head(key);
        if (info) yield info;
      }
    },

    close() {},
  };
}
