/** A traveller's journey through a voyage: access, boarding, progress and views (SPEC §4.4, §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#server/http/current-user.ts';
import { byAddress, limiter } from '#server/http/rate-limit.ts';
import {
  notFoundFailure,
  type SchemaErrorFormatter,
  validationFailure,
} from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths } from '#shared/paths.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  voyageAccessSchema,
  voyageIdParamsSchema,
  voyageProgressPayloadSchema,
  voyageProgressSchema,
  voyageStartSchema,
  voyageViewsSchema,
} from '#shared/schemas/voyages.ts';
import {
  checkVoyageAccess,
  recordVoyageView,
  saveVoyageProgress,
  startVoyage,
} from './voyage-journey.service.ts';
import { resolveVoyage } from './voyage-reference.service.ts';

const progressPayloadSchema = voyageProgressPayloadSchema(pt.voyagesUi);

const progressFailure: SchemaErrorFormatter = (issues, dataVar) =>
  dataVar === 'params'
    ? notFoundFailure(pt.voyages.notFound)(issues, dataVar)
    : validationFailure(progressPayloadSchema, { message: 'first-field-error' })(issues, dataVar);

const signedIn = [{ bearerAuth: [] }];
const now = () => new Date().toISOString();

export const voyageJourneyRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schemaErrorFormatter: notFoundFailure(pt.voyages.notFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await startVoyage(
        app.db,
        await resolveVoyage(app.db, request.params.id, currentUser(request).id),
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
      schemaErrorFormatter: notFoundFailure(pt.voyages.notFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await checkVoyageAccess(
        app.db,
        await resolveVoyage(app.db, request.params.id, currentUser(request).id),
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
        await resolveVoyage(app.db, request.params.id, currentUser(request).id),
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
      schemaErrorFormatter: notFoundFailure(pt.voyages.notFound),
      onRequest: [
        limiter(app, { name: 'voyage-views', max: 60, windowMinutes: 1, key: byAddress }),
        app.authenticate,
      ],
    },
    async (request) => ({
      success: true as const,
      data: await recordVoyageView(
        app.db,
        await resolveVoyage(app.db, request.params.id, currentUser(request).id),
        currentUser(request).id,
        now(),
      ),
    }),
  );
};
