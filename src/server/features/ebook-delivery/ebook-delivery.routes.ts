/**
 * Sending the ebook (docs/architecture/admin.md): the team's calls under /api/v1/admin (role '1'), and the
 * public download behind the e-mailed link.
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '#server/env.ts';
import { currentUser } from '#server/http/current-user.ts';
import { byAddress, limiter } from '#server/http/rate-limit.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { sendStoredObject } from '#server/storage/send-object.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  ebookDeliveryListSchema,
  ebookDeliveryPayloadSchema,
  ebookDeliveryResponseSchema,
  ebookTokenParamsSchema,
} from '#shared/schemas/ebook-delivery.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  EBOOK_DOWNLOAD_NAME,
  EBOOK_MAIL_TOPIC,
  listDeliveries,
  markDeliveryFailed,
  openDownload,
  sendEbook,
} from './ebook-delivery.service.ts';
import { storedEbookKey } from './ebook-file.ts';

const tags = ['ebook'];
const security = [{ bearerAuth: [] }];

export const ebookDeliveryRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.mailer.onSettled(EBOOK_MAIL_TOPIC, async (db, id, outcome) => {
    if (outcome !== 'failed') return;
    await markDeliveryFailed(db, id);
    app.log.warn({ deliveryId: id }, 'ebook e-mail not sent');
  });

  app.get(
    appApiPaths.adminEbookDeliveries,
    {
      schema: {
        tags,
        security,
        summary: 'The ebook sendings, newest first: to whom, by whom, downloaded or not.',
        response: { 200: ebookDeliveryListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: await listDeliveries(app.db) }),
  );

  app.post(
    appApiPaths.adminEbookDeliveries,
    {
      schema: {
        tags,
        security,
        summary: "Sends the ebook to a buyer's e-mail with a link that works for 7 days (logged, audited).",
        body: ebookDeliveryPayloadSchema,
        response: {
          201: ebookDeliveryResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(ebookDeliveryPayloadSchema, { message: 'first-field-error' }),
    },
    async (request, reply) => {
      // The file the link leads to is in place before the link leaves.
      await storedEbookKey(app.storage);
      const data = await sendEbook(app.db, app.mailer, {
        actorId: currentUser(request).id,
        publicUrl: env.PUBLIC_URL,
        payload: request.body,
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    appApiPaths.ebookDownload,
    {
      schema: {
        tags,
        summary: 'The ebook file behind an e-mailed link (404 unknown, 410 expired).',
        params: ebookTokenParamsSchema,
        response: {
          200: {
            description: 'The ebook file (EPUB), as an attachment.',
            content: { 'application/epub+zip': { schema: z.file() } },
          },
          206: {
            description: 'The part of the file its Range asked for.',
            content: { 'application/epub+zip': { schema: z.file() } },
          },
          304: z.null().describe('Unchanged since the ETag given in If-None-Match.'),
          404: apiErrorSchema,
          410: apiErrorSchema,
          416: apiErrorSchema,
        },
      },
      onRequest: limiter(app, { name: 'ebook-download', max: 30, windowMinutes: 1, key: byAddress }),
      // The token is the reader's key to the file: the request log names the route, not the link.
      logSerializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: appApiPaths.ebookDownload,
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    async (request, reply) => {
      await openDownload(app.db, request.params.token);
      const sent = await sendStoredObject(request, reply, app.storage, await storedEbookKey(app.storage), {
        cacheControl: 'private, no-store',
        contentDisposition: `attachment; filename="Navegante de Primeira Viagem.epub"; filename*=UTF-8''${encodeURIComponent(EBOOK_DOWNLOAD_NAME)}`,
      });
      if (!sent) throw new Error('the ebook is missing from the object storage');
      return reply;
    },
  );
};
