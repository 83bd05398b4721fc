/** Voyages in the staff's console (docs/architecture/admin.md); the admin guard requires role '1'. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#server/http/current-user.ts';
import { notFoundFailure, validationFailure } from '#server/http/validation-failure.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { appApiPaths } from '#shared/paths.ts';
import { adminIdParamsSchema } from '#shared/schemas/admin.ts';
import {
  adminVoyageListSchema,
  adminVoyagePayloadSchema,
  adminVoyageResponseSchema,
  adminVoyageUpdateSchema,
  voyagePublicationSchema,
} from '#shared/schemas/admin-voyages.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { voyageContentSchema } from '#shared/schemas/voyages.ts';
import { guarded, security, tags } from './admin-route-docs.ts';
import {
  createAdminVoyage,
  getAdminVoyage,
  listAdminVoyages,
  previewVoyage,
  setVoyagePublication,
  updateAdminVoyage,
} from './admin-voyages.service.ts';

const payloadFailure = validationFailure(adminVoyagePayloadSchema, { message: 'first-field-error' });
const updateFailure = validationFailure(adminVoyageUpdateSchema, { message: 'first-field-error' });
/** A malformed id names no voyage. */
const notFoundParams = notFoundFailure(adminVoyagesUi.notFound);

export const adminVoyagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    appApiPaths.adminVoyages,
    {
      schema: {
        tags,
        security,
        summary: 'Every voyage, drafts first, with its publication, size, narration and travellers.',
        response: { 200: adminVoyageListSchema, ...guarded },
      },
    },
    async () => ({ success: true as const, data: await listAdminVoyages(app.db) }),
  );

  app.post(
    appApiPaths.adminVoyages,
    {
      schema: {
        tags,
        security,
        summary: 'Creates a voyage as a draft (travellers see it once it is published).',
        body: adminVoyagePayloadSchema,
        response: { 201: adminVoyageResponseSchema, 422: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: payloadFailure,
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await createAdminVoyage(app.db, currentUser(request).id, request.body),
      }),
  );

  app.get(
    appApiPaths.adminVoyage,
    {
      schema: {
        tags,
        security,
        summary: 'A voyage as the editor loads it: every field, its paragraphs and highlights.',
        params: adminIdParamsSchema,
        response: { 200: adminVoyageResponseSchema, 404: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: notFoundParams,
    },
    async (request) => ({
      success: true as const,
      data: await getAdminVoyage(app.db, Number(request.params.id)),
    }),
  );

  app.put(
    appApiPaths.adminVoyage,
    {
      schema: {
        tags,
        security,
        summary:
          "Saves a voyage. Each paragraph carries its index at load time (origin), so the travellers' notes and bookmarks follow it; `version` is the updated_at the editor loaded (409 if the voyage changed since).",
        params: adminIdParamsSchema,
        body: adminVoyageUpdateSchema,
        response: {
          200: adminVoyageResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...guarded,
        },
      },
      schemaErrorFormatter: (issues, dataVar) =>
        dataVar === 'params' ? notFoundParams(issues, dataVar) : updateFailure(issues, dataVar),
    },
    async (request) => ({
      success: true as const,
      data: await updateAdminVoyage(app.db, currentUser(request).id, Number(request.params.id), request.body),
    }),
  );

  app.put(
    appApiPaths.adminVoyagePublication,
    {
      schema: {
        tags,
        security,
        summary: 'Publishes or unpublishes a voyage; travellers who boarded it keep reading it.',
        params: adminIdParamsSchema,
        body: voyagePublicationSchema,
        response: { 200: adminVoyageResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setVoyagePublication(
        app.db,
        currentUser(request).id,
        Number(request.params.id),
        request.body.published,
      ),
    }),
  );

  app.get(
    appApiPaths.adminVoyagePreview,
    {
      schema: {
        tags,
        security,
        summary: "A voyage's content as the reader shows it, whatever its cost or publication.",
        params: adminIdParamsSchema,
        response: { 200: dataResponseSchema(voyageContentSchema), 404: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: notFoundParams,
    },
    async (request) => ({
      success: true as const,
      data: await previewVoyage(app.db, Number(request.params.id)),
    }),
  );
};
