/**
 * Notes and bookmarks of the reading screen, synced from the traveller's devices
 * (docs/decisions/040-reader-notes-and-bookmarks-sync.md). Every route needs a signed-in traveller
 * and touches only their own rows.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveVoyage } from '#server/features/voyages/voyage-reference.service.ts';
import { currentUser } from '#server/http/current-user.ts';
import { type SchemaErrorFormatter, validationFailure } from '#server/http/validation-failure.ts';
import { appApiPaths } from '#shared/app-api-paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  readerBookmarkParamsSchema,
  readerBookmarkPayloadSchema,
  readerListQuerySchema,
  readerNoteIdParamsSchema,
  readerNotePayloadSchema,
} from '#shared/schemas/reader.ts';
import {
  readerBookmarkListResponseSchema,
  readerBookmarkRemovedResponseSchema,
  readerBookmarkResponseSchema,
  readerNoteListResponseSchema,
  readerNoteResponseSchema,
} from '#shared/schemas/reader-answers.ts';
import type { VoyageRef } from '#shared/schemas/voyages.ts';
import {
  deleteNote,
  listNotes,
  listReaderBookmarks,
  putBookmark,
  putNote,
  removeBookmark,
} from './reader.service.ts';

const signedIn = [{ bearerAuth: [] }];
const tags = ['reader'];
const now = () => new Date().toISOString();

/** The voyage a list is narrowed to, when the query names one. */
function voyageOfQuery(app: FastifyInstance, ref: VoyageRef | undefined, userId: number) {
  return ref === undefined ? undefined : resolveVoyage(app.db, ref, userId);
}

/** 422 with the first field's message, like the other forms' answers. */
function invalid(schema: Parameters<typeof validationFailure>[0]): SchemaErrorFormatter {
  return validationFailure(schema, { message: 'first-field-error' });
}

export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    appApiPaths.readerNotes,
    {
      schema: {
        tags,
        summary: "The traveller's notes: of one voyage (voyage_id, id or slug) or of every voyage.",
        security: signedIn,
        querystring: readerListQuerySchema,
        response: {
          200: readerNoteListResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: invalid(readerListQuerySchema),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listNotes(
        app.db,
        currentUser(request).id,
        await voyageOfQuery(app, request.query.voyage_id, currentUser(request).id),
      ),
    }),
  );

  app.put(
    appApiPaths.readerNote,
    {
      schema: {
        tags,
        summary:
          'Creates or changes a note by the id the device made (idempotent). The newer version wins; a deleted note stays deleted.',
        security: signedIn,
        params: readerNoteIdParamsSchema,
        body: readerNotePayloadSchema,
        response: {
          200: readerNoteResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: invalid(readerNotePayloadSchema),
      onRequest: app.authenticate,
    },
    async (request) => {
      const { voyage_id: voyageRef, ...note } = request.body;
      return {
        success: true as const,
        data: await putNote(
          app.db,
          currentUser(request).id,
          request.params.id,
          await resolveVoyage(app.db, voyageRef, currentUser(request).id),
          note,
          now(),
        ),
      };
    },
  );

  app.delete(
    appApiPaths.readerNote,
    {
      schema: {
        tags,
        summary: 'Deletes a note (kept as a tombstone, so an old upload cannot restore it).',
        security: signedIn,
        params: readerNoteIdParamsSchema,
        response: {
          200: readerNoteResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: invalid(readerNoteIdParamsSchema),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await deleteNote(app.db, currentUser(request).id, request.params.id, now()),
    }),
  );

  app.get(
    appApiPaths.readerBookmarks,
    {
      schema: {
        tags,
        summary: "The traveller's bookmarks: of one voyage (voyage_id, id or slug) or of every voyage.",
        security: signedIn,
        querystring: readerListQuerySchema,
        response: {
          200: readerBookmarkListResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: invalid(readerListQuerySchema),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listReaderBookmarks(
        app.db,
        currentUser(request).id,
        await voyageOfQuery(app, request.query.voyage_id, currentUser(request).id),
      ),
    }),
  );

  app.put(
    appApiPaths.readerBookmark,
    {
      schema: {
        tags,
        summary: 'Sets a bookmark on a paragraph (idempotent; one per traveller, voyage and paragraph).',
        security: signedIn,
        params: readerBookmarkParamsSchema,
        body: readerBookmarkPayloadSchema,
        response: {
          200: readerBookmarkResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: invalid(readerBookmarkPayloadSchema),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await putBookmark(
        app.db,
        currentUser(request).id,
        await resolveVoyage(app.db, request.params.voyageId, currentUser(request).id),
        request.params.paragraph,
        request.body,
        now(),
      ),
    }),
  );

  app.delete(
    appApiPaths.readerBookmark,
    {
      schema: {
        tags,
        summary: 'Removes a bookmark; removing one that is not there answers removed false.',
        security: signedIn,
        params: readerBookmarkParamsSchema,
        response: {
          200: readerBookmarkRemovedResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: invalid(readerBookmarkParamsSchema),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await removeBookmark(
        app.db,
        currentUser(request).id,
        await resolveVoyage(app.db, request.params.voyageId, currentUser(request).id),
        request.params.paragraph,
      ),
    }),
  );
};
