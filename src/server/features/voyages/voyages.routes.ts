/** The voyage calls of SPEC §7 (docs/architecture/voyages.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#server/http/current-user.ts';
import { notFoundFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths } from '#shared/paths.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  episodeDetailSchema,
  episodeSchema,
  highlightedVoyagesResponseSchema,
  voyageContentSchema,
  voyageIdParamsSchema,
} from '#shared/schemas/voyages.ts';
import { toHighlightedVoyage } from './highlighted-voyage.service.ts';
import { findHighlightedVoyages } from './voyage.repository.ts';
import { voyageJourneyRoutes } from './voyage-journey.routes.ts';
import {
  getEpisode,
  getPublicVoyageContent,
  getVoyageContent,
  listEpisodes,
} from './voyage-journey.service.ts';
import { resolveVoyage } from './voyage-reference.service.ts';

const signedIn = [{ bearerAuth: [] }];

export const voyagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(voyageJourneyRoutes);

  app.get(
    apiPaths.highlightedVoyages,
    {
      schema: {
        tags: ['voyages'],
        summary: 'Highlighted voyages shown on the home page.',
        response: { 200: highlightedVoyagesResponseSchema },
      },
    },
    async () => {
      const rows = await findHighlightedVoyages(app.db);
      return { success: true as const, data: rows.map(toHighlightedVoyage) };
    },
  );

  app.get(
    apiPaths.episodes,
    {
      schema: {
        tags: ['voyages'],
        summary: "Every episode with the signed-in traveller's state (started, completed, progress).",
        security: signedIn,
        response: { 200: dataResponseSchema(episodeSchema.array()), 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listEpisodes(app.db, currentUser(request).id),
    }),
  );

  app.get(
    apiPaths.publicEpisodes,
    {
      schema: {
        tags: ['voyages'],
        summary: 'Every episode, for visitors (no traveller state).',
        response: { 200: dataResponseSchema(episodeSchema.array()) },
      },
    },
    async () => ({ success: true as const, data: await listEpisodes(app.db, null) }),
  );

  app.get(
    apiPaths.episode,
    {
      schema: {
        tags: ['voyages'],
        summary: "An episode's detail by id or slug, with the traveller's state.",
        security: signedIn,
        params: voyageIdParamsSchema,
        response: { 200: dataResponseSchema(episodeDetailSchema), 401: apiErrorSchema, 404: apiErrorSchema },
      },
      schemaErrorFormatter: notFoundFailure(pt.voyages.episodeNotFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getEpisode(
        app.db,
        await resolveVoyage(app.db, request.params.id, currentUser(request).id, pt.voyages.episodeNotFound),
        currentUser(request).id,
      ),
    }),
  );

  app.get(
    apiPaths.voyageContent,
    {
      schema: {
        tags: ['voyages'],
        summary:
          'A voyage to read. Paid and not started: metadata only (is_started false, no paragraphs). Completed: 410.',
        security: signedIn,
        params: voyageIdParamsSchema,
        response: {
          200: dataResponseSchema(voyageContentSchema),
          401: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
      schemaErrorFormatter: notFoundFailure(pt.voyages.notFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getVoyageContent(
        app.db,
        await resolveVoyage(app.db, request.params.id, currentUser(request).id),
        currentUser(request).id,
      ),
    }),
  );

  app.get(
    apiPaths.publicVoyageContent,
    {
      schema: {
        tags: ['voyages'],
        summary: 'The content of a free voyage, for visitors; a paid voyage answers 404.',
        params: voyageIdParamsSchema,
        response: { 200: dataResponseSchema(voyageContentSchema), 404: apiErrorSchema },
      },
      schemaErrorFormatter: notFoundFailure(pt.voyages.notFound),
    },
    async (request) => ({
      success: true as const,
      data: getPublicVoyageContent(await resolveVoyage(app.db, request.params.id, null)),
    }),
  );
};
