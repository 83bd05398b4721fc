/** The voyage calls of SPEC §7 (docs/decisions/031-voyages-and-passagens.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors.ts';
import { currentUser } from '#server/http/current-user.ts';
import { type SchemaErrorFormatter, validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths } from '#shared/paths.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  episodeDetailSchema,
  episodeSchema,
  highlightedVoyagesResponseSchema,
  voyageAccessSchema,
  voyageContentSchema,
  voyageIdParamsSchema,
  voyageProgressPayloadSchema,
  voyageProgressSchema,
  voyageStartSchema,
  voyageViewsSchema,
} from '#shared/schemas/voyages.ts';
import { toHighlightedVoyage } from './highlighted-voyage.service.ts';
import { findHighlightedVoyages } from './voyage.repository.ts';
import {
  checkVoyageAccess,
  getEpisode,
  getPublicVoyageContent,
  getVoyageContent,
  listEpisodes,
  recordVoyageView,
  saveVoyageProgress,
  startVoyage,
} from './voyage-journey.service.ts';
import { resolveVoyage } from './voyage-reference.service.ts';

const progressPayloadSchema = voyageProgressPayloadSchema(pt.voyagesUi);

/** An id no voyage can have (too long) is simply not found. */
function notFoundParams(message: string): SchemaErrorFormatter {
  return () => new AppError('NOT_FOUND', { message });
}

const progressFailure: SchemaErrorFormatter = (issues, dataVar) =>
  dataVar === 'params'
    ? new AppError('NOT_FOUND', { message: pt.voyages.notFound })
    : validationFailure(progressPayloadSchema, { message: 'first-field-error' })(issues, dataVar);

const signedIn = [{ bearerAuth: [] }];
const now = () => new Date().toISOString();

export const voyagesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schemaErrorFormatter: notFoundParams(pt.voyages.episodeNotFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getEpisode(
        app.db,
        await resolveVoyage(app.db, request.params.id, pt.voyages.episodeNotFound),
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
      schemaErrorFormatter: notFoundParams(pt.voyages.notFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getVoyageContent(
        app.db,
        await resolveVoyage(app.db, request.params.id),
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
      schemaErrorFormatter: notFoundParams(pt.voyages.notFound),
    },
    async (request) => ({
      success: true as const,
      data: getPublicVoyageContent(await resolveVoyage(app.db, request.params.id)),
    }),
  );

  app.post(
    apiPaths.startVoyage,
    {
      schema: {
        tags: ['voyages'],
        summary:
          'Starts a voyage: free at once; paid takes its cost once (409 INSUFFICIENT_PASSAGENS when short); a completed one is re-boarded for free.',
        security: signedIn,
        params: voyageIdParamsSchema,
        response: {
          200: dataResponseSchema(voyageStartSchema),
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      schemaErrorFormatter: notFoundParams(pt.voyages.notFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await startVoyage(
        app.db,
        await resolveVoyage(app.db, request.params.id),
        currentUser(request).id,
        now(),
      ),
    }),
  );

  app.get(
    apiPaths.voyageAccess,
    {
      schema: {
        tags: ['voyages'],
        summary: 'Whether the traveller can start or read a voyage, its cost and their balance.',
        security: signedIn,
        params: voyageIdParamsSchema,
        response: { 200: dataResponseSchema(voyageAccessSchema), 401: apiErrorSchema, 404: apiErrorSchema },
      },
      schemaErrorFormatter: notFoundParams(pt.voyages.notFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await checkVoyageAccess(
        app.db,
        await resolveVoyage(app.db, request.params.id),
        currentUser(request).id,
      ),
    }),
  );

  app.put(
    apiPaths.voyageProgress,
    {
      schema: {
        tags: ['voyages'],
        summary:
          'Saves progress (0–100, never backwards) and completion (is_completed with progress 100). Not started: 409.',
        security: signedIn,
        params: voyageIdParamsSchema,
        body: progressPayloadSchema,
        response: {
          200: dataResponseSchema(voyageProgressSchema),
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: progressFailure,
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await saveVoyageProgress(
        app.db,
        await resolveVoyage(app.db, request.params.id),
        currentUser(request).id,
        request.body,
        now(),
      ),
    }),
  );

  app.post(
    apiPaths.voyageViews,
    {
      schema: {
        tags: ['voyages'],
        summary: 'Counts a view of the detail page (the page calls it once when it opens).',
        security: signedIn,
        params: voyageIdParamsSchema,
        response: {
          200: dataResponseSchema(voyageViewsSchema),
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: notFoundParams(pt.voyages.notFound),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await recordVoyageView(
        app.db,
        await resolveVoyage(app.db, request.params.id),
        currentUser(request).id,
        now(),
      ),
    }),
  );
};
