/**
 * Backups of uploads kept in a bucket (docs/architecture/data.md, docs/decisions/086): listed, read and written back
 * through the object storage, against a real S3-protocol server on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import type { ObjectStorage } from '#server/storage/object-storage.ts';
import { createObjectStorage } from '#server/storage/storage.plugin.ts';
import { startS3Server, type TestS3Server } from '#tests/s3-server.ts';
import { localUploadsStore, objectStorageUploads, type UploadsStore } from './uploads-store.ts';

async function keysOf(store: UploadsStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

describe('uploads in an S3-compatible bucket', () => {
  let server: TestS3Server;
  let storage: ObjectStorage;
  let scratch: string;

  beforeAll(async () => {
    server = await startS3Server();
    scratch = mkdtempSync(path.join(tmpdir(), 'rota-backup-s3-'));
    storage = await createObjectStorage(parseEnv({ DATA_DIR: scratch, ...server.env }));
  });
  afterAll(async () => {
    storage.close();
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('copies every object out and brings them back byte for byte', async () => {
    const cover = Buffer.from('capa da viagem em webp');
    const narration = Buffer.alloc(70_000, 7);
    await storage.put('images/capa.webp', cover, { contentType: 'image/webp' });
    await storage.put('audio/narracao.opus', narration, { contentType: 'audio/ogg' });

    // Out of the bucket into a folder, as a backup does…
    const bucket = objectStorageUploads(storage);
    const folder = localUploadsStore(path.join(scratch, 'copy'));
    for await (const key of bucket.list()) await folder.write(key, await bucket.read(key));
    expect(await keysOf(folder)).toEqual(['audio/narracao.opus', 'images/capa.webp']);

    // …then the bucket emptied and filled again from the folder, as a restore does.
    await bucket.clear();
    expect(await keysOf(bucket)).toEqual([]);
    for await (const key of folder.list()) await bucket.write(key, await folder.read(key));

    expect(await keysOf(bucket)).toEqual(['audio/narracao.opus', 'images/capa.webp']);
    expect((await bucket.read('images/capa.webp')).equals(cover)).toBe(true);
    expect((await bucket.read('audio/narracao.opus')).equals(narration)).toBe(true);
    expect((await storage.head('images/capa.webp'))?.contentType).toBe('image/webp');
  });

  it('refuses a key that climbs out of the store', async () => {
    await expect(objectStorageUploads(storage).write('../fora.webp', Buffer.from('x'))).rejects.toThrow(
      /unsafe upload key/,
    );
  });
});
