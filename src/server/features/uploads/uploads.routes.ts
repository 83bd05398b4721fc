/**
 * Uploads for the staff (docs/architecture/admin.md): POST an image or a narration, get back its
 * address (each upload an audit row, docs/architecture/admin.md); and the uploaded files themselves, served at
 * `/uploads/…` from the object storage (decision 086: the bucket or DATA_DIR/uploads) by any
 * instance, with ranges and immutable caching (their names are hashes).
 */

import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import { currentUser } from '#server/http/current-user.ts';
import { isObjectKey } from '#server/storage/object-storage.ts';
import { sendStoredObject } from '#server/storage/send-object.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { appApiPaths } from '#shared/paths.ts';
import { imageUploadResponseSchema } from '#shared/schemas/admin.ts';
import { audioUploadResponseSchema } from '#shared/schemas/admin-voyages.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { AUDIO_MAX_BYTES, storeAudio } from './audio-upload.service.ts';
import { IMAGE_MAX_BYTES, storeImage } from './image-upload.service.ts';

const ONE_YEAR_SECONDS = 31_536_000;
/** The storage's folders served at `/uploads/…`; anything else there (the ebook) is not public. */
const PUBLIC_FOLDERS = ['images/', 'audio/'];

export const uploadsRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const { storage } = app;
  // Narration waits here, on the local disk, while it is hashed and checked.
  const scratchDir = path.join(env.DATA_DIR, 'scratch');
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  // HEAD declared, not derived from GET: it answers the object's length without fetching its bytes.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true, params: z.object({ '*': z.string() }) },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const sent =
        isObjectKey(key) && PUBLIC_FOLDERS.some((folder) => key.startsWith(folder))
          ? await sendStoredObject(request, reply, storage, key, {
              cacheControl: `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
            })
          : null;
      if (!sent) throw new AppError('NOT_FOUND');
      return reply;
    },
  });

  app.post(
    appApiPaths.adminImageUploads,
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Uploads an image (JPG, PNG, WebP, AVIF or GIF, up to 5 MB); answers its WebP address.',
        consumes: ['multipart/form-data'],
        response: {
          201: imageUploadResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION_FAILED', { message: adminUi.uploads.missing });
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION_FAILED', { message: adminUi.uploads.missing });
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch {
        throw new AppError('PAYLOAD_TOO_LARGE', { message: adminUi.uploads.tooLarge });
      }
      if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', { message: adminUi.uploads.tooLarge });
      const stored = await storeImage(storage, content);
      await recordAdminAction(app.db, {
        actorId: currentUser(request).id,
        action: 'upload.image',
        entity: 'upload',
        entityId: stored.url,
        after: { ...stored, filename: file.filename.slice(0, 200) },
      });
      return reply.code(201).send({ success: true as const, data: stored });
    },
  );

  app.post(
    appApiPaths.adminAudioUploads,
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Uploads a narration (Ogg Opus, MP3 or M4A, up to 60 MB); answers its address.',
        consumes: ['multipart/form-data'],
        response: {
          201: audioUploadResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const missing = () =>
        new AppError('VALIDATION_FAILED', { message: adminVoyagesUi.uploads.audioMissing });
      if (!request.isMultipart()) throw missing();
      const file = await request.file({ limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 0 } });
      if (!file) throw missing();
      const stored = await storeAudio(storage, scratchDir, file.file);
      await recordAdminAction(app.db, {
        actorId: currentUser(request).id,
        action: 'upload.audio',
        entity: 'upload',
        entityId: stored.url,
        after: { ...stored, filename: file.filename.slice(0, 200) },
      });
      return reply.code(201).send({ success: true as const, data: stored });
    },
  );
};
