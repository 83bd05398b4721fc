/** The app's object storage, chosen once from the configuration (docs/decisions/086). */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env, Settings } from '#server/env.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

/**
 * The storage the configuration names: the bucket when S3_* is set, otherwise DATA_DIR/uploads.
 * The S3 client loads only for the bucket (docs/architecture/performance.md).
 */
export async function createObjectStorage(env: Settings): Promise<ObjectStorage> {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(env.DATA_DIR, 'uploads'));
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const storage = await createObjectStorage(env);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
