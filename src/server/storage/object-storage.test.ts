/**
 * The object storage contract (docs/decisions/086), on the local disk and on a real S3-protocol
 * server on loopback (s3rver) through the official SDK: put, get, range, head, delete, list.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { startS3Server, type TestS3Server } from '#tests/s3-server.ts';
import { isObjectKey, type ObjectStorage } from './object-storage.ts';
import { createObjectStorage } from './storage.plugin.ts';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function keysOf(storage: ObjectStorage, prefix?: string) {
  const found: { key: string; size: number }[] = [];
  for await (const object of storage.list(prefix)) found.push({ key: object.key, size: object.size });
  return found;
}

function contract(name: string, open: () => Promise<{ storage: ObjectStorage; close: () => Promise<void> }>) {
  describe(name, () => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('puts an object and gets it back whole, with its size, type and validator', async () => {
      const bytes = Buffer.from('uma capa de viagem, em bytes');
      const stored = await storage.put('images/capa.webp', bytes, { contentType: 'image/webp' });
      expect(stored).toMatchObject({
        key: 'images/capa.webp',
        size: bytes.length,
        contentType: 'image/webp',
      });
      expect(stored.etag).toMatch(/^".+"$/);

      const got = await storage.get('images/capa.webp');
      expect(got?.info).toMatchObject({ size: bytes.length, contentType: 'image/webp', etag: stored.etag });
      expect(await bytesOf(got?.body as Readable)).toEqual(bytes);
      expect(await storage.head('images/capa.webp')).toMatchObject({ size: bytes.length, etag: stored.etag });
    });

    it('gets a range of bytes, and streams a large body up in parts', async () => {
      // 9 MB in uneven chunks: more than one part of the bucket's multipart upload.
      const large = Buffer.alloc(9 * 1024 * 1024);
      for (let index = 0; index < large.length; index += 4096) large.writeUInt32BE(index, index);
      const chunks = [
        large.subarray(0, 1_000_003),
        large.subarray(1_000_003, 7_000_000),
        large.subarray(7_000_000),
      ];
      const stored = await storage.put('audio/longa.opus', Readable.from(chunks), {
        contentType: 'audio/ogg',
      });
      expect(stored.size).toBe(large.length);

      const part = await storage.get('audio/longa.opus', { start: 8_192, end: 8_192 + 99 });
      expect(part?.info.size).toBe(large.length);
      expect(await bytesOf(part?.body as Readable)).toEqual(large.subarray(8_192, 8_192 + 100));
      const tail = await storage.get('audio/longa.opus', { start: large.length - 10, end: large.length - 1 });
      expect(await bytesOf(tail?.body as Readable)).toEqual(large.subarray(large.length - 10));
    });

    it('lists every object, or those under a prefix, in key order', async () => {
      await storage.put('audio/b.mp3', Buffer.from('ID3 b'), { contentType: 'audio/mpeg' });
      expect(await keysOf(storage)).toEqual([
        { key: 'audio/b.mp3', size: 5 },
        { key: 'audio/longa.opus', size: 9 * 1024 * 1024 },
        { key: 'images/capa.webp', size: 28 },
      ]);
      expect((await keysOf(storage, 'images/')).map((object) => object.key)).toEqual(['images/capa.webp']);
    });

    it('deletes, and answers null for what is not there', async () => {
      await storage.delete('audio/b.mp3');
      await storage.delete('audio/nunca-existiu.mp3');
      expect(await storage.head('audio/b.mp3')).toBeNull();
      expect(await storage.get('audio/b.mp3')).toBeNull();
      expect((await keysOf(storage, 'audio/')).map((object) => object.key)).toEqual(['audio/longa.opus']);
    });

    it('refuses keys that could leave their place', async () => {
      await expect(storage.head('../segredo')).rejects.toThrow(/not an object key/);
      await expect(
        storage.put('images/.oculto', Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow();
    });
  });
}

contract('on the local disk (S3_* unset)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-storage-'));
  const storage = await createObjectStorage(parseEnv({ DATA_DIR: dataDir }));
  expect(storage.kind).toBe('disk');
  return {
    storage,
    close: async () => {
      storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

contract('in an S3-compatible bucket (s3rver on loopback)', async () => {
  const server: TestS3Server = await startS3Server();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-storage-'));
  const storage = await createObjectStorage(parseEnv({ DATA_DIR: dataDir, ...server.env }));
  expect(storage.kind).toBe('s3');
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

describe('object keys', () => {
  it('are relative names without dot-segments', () => {
    expect(isObjectKey('images/0123abcd.webp')).toBe(true);
    expect(isObjectKey('ebook/navegante-de-primeira-viagem.0a1b.epub')).toBe(true);
    for (const bad of ['', '/images/a.webp', 'images/../a', 'images//a', '.env', 'images/a b.webp']) {
      expect(isObjectKey(bad)).toBe(false);
    }
  });
});
