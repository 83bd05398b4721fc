/**
 * Notes and bookmarks of the reading screen, synced from the traveller's devices
 * (docs/architecture/reader.md). Every route needs a signed-in traveller
 * and touches only their own rows.
 */

import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors.ts';
import { resolveVoyage } from '#server/features/voyages/voyage-reference.service.ts';
import { currentUser } from '#server/http/current-user.ts';
import { type SchemaErrorFormatter, validationFailure } from '#server/http/validation-failure.ts';
import { appApiPaths } from '#shared/paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  readerBookmarkParamsSchema,
  readerBookmarkPayloadSchema,
  readerChangesPayloadSchema,
  readerListQuerySchema,
  readerNoteIdParamsSchema,
  readerNotePayloadSchema,
} from '#shared/schemas/reader.ts';
import {
  readerBookmarkListResponseSchema,
  readerBookmarkRemovedResponseSchema,
  readerBookmarkResponseSchema,
  readerChangesResponseSchema,
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
import { applyReaderChanges } from './reader-changes.service.ts';

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

  app.post(
    appApiPaths.readerChanges,
    {
      schema: {
        tags,
        summary:
          "A device's outbox: up to 100 changes of notes and bookmarks, in the order made, gzip-compressed or not. Each note field keeps its latest edit (by its time, then the device); a deleted note stays deleted. Changes refused for good are listed; the others apply.",
        security: signedIn,
        body: readerChangesPayloadSchema,
        response: {
          200: readerChangesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      // The outbox sends its batches gzip-compressed (docs/decisions/160).
      decompress: {
        requestEncodings: ['gzip'],
        onUnsupportedRequestEncoding: () => new AppError('UNSUPPORTED_MEDIA_TYPE'),
        onInvalidRequestPayload: () => new AppError('BAD_REQUEST'),
      },
      schemaErrorFormatter: invalid(readerChangesPayloadSchema),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await applyReaderChanges(app.db, currentUser(request).id, request.body, now()),
    }),
  );
};
