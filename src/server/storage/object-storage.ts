/**
 * Where uploaded files live (docs/decisions/086): an S3-compatible bucket when S3_* is set, or
 * DATA_DIR/uploads. One small interface, chosen once from the configuration (storage.plugin.ts); the upload routes, the
 * `/uploads/…` answers, the offline packages and the ebook download use nothing else, and a backup
 * can list and copy every object through it.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  key: string;
  /** The whole object's size in bytes. */
  size: number;
  /** A strong validator, quoted as HTTP sends it. */
  etag: string;
  contentType: string;
  lastModified: Date;
}

/** Bytes `start` to `end`, both included (as in a Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStorage {
  /** 'disk' or 's3', for logs. */
  readonly kind: 'disk' | 's3';
  /** Stores an object (a stream is uploaded in parts, never held whole in memory). */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<StoredObjectInfo>;
  /** The object's bytes (all, or one range), or null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<{ info: StoredObjectInfo; body: Readable } | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix?: string): AsyncIterable<StoredObjectInfo>;
  /** Lets go of connections. */
  close(): void;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.opus': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.epub': 'application/epub+zip',
};

/** The content type a key's extension announces (what the disk store answers, and puts default to). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are relative, slash-separated names of letters, digits, dots, dashes and underscores; no `..`. */
const KEY = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

export function assertObjectKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part.startsWith('.'))) {
    throw new Error(`not an object key: ${JSON.stringify(key)}`);
  }
}

export function isObjectKey(key: string): boolean {
  try {
    assertObjectKey(key);
    return true;
  } catch {
    return false;
  }
}
