/**
 * Narration (docs/decisions/070): the voyages that can be heard and the traveller's listening
 * position in each. The audio files themselves are static media (`/media/narration/…`), served
 * with Range by the static-site plugin.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveVoyage } from '#server/features/voyages/voyage-reference.service.ts';
import { currentUser } from '#server/http/current-user.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  audioVoyagesResponseSchema,
  listeningPositionParamsSchema,
  listeningPositionPayloadSchema,
  listeningPositionResponseSchema,
} from '#shared/schemas/audio.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { getListeningPosition, listAudioVoyages, putListeningPosition } from './audio.service.ts';

const signedIn = [{ bearerAuth: [] }];
const tags = ['audio'];

export const audioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    appApiPaths.audioVoyages,
    {
      schema: {
        tags,
        summary: "Voyages with narration, with the traveller's state and listening position in each.",
        security: signedIn,
        response: { 200: audioVoyagesResponseSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listAudioVoyages(app.db, currentUser(request).id),
    }),
  );

  app.get(
    appApiPaths.listeningPosition,
    {
      schema: {
        tags,
        summary: 'Where the traveller stopped listening to a voyage (null when never).',
        security: signedIn,
        params: listeningPositionParamsSchema,
        response: { 200: listeningPositionResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getListeningPosition(
        app.db,
        currentUser(request).id,
        await resolveVoyage(app.db, request.params.voyageId, currentUser(request).id),
      ),
    }),
  );

  app.put(
    appApiPaths.listeningPosition,
    {
      schema: {
        tags,
        summary:
          'Saves the listening position on a voyage the traveller may read (409 otherwise); an older one than the stored one changes nothing.',
        security: signedIn,
        params: listeningPositionParamsSchema,
        body: listeningPositionPayloadSchema,
        response: {
          200: listeningPositionResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(listeningPositionPayloadSchema, {
        message: 'first-field-error',
      }),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await putListeningPosition(
        app.db,
        currentUser(request).id,
        await resolveVoyage(app.db, request.params.voyageId, currentUser(request).id),
        request.body,
      ),
    }),
  );
};
