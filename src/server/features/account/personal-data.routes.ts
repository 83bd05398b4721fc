/**
 * "Meus dados" (LGPD art. 18; docs/architecture/account.md): the export, the analytics switch
 * and the account's deletion.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors.ts';
import { confirmEmailChange, requestEmailChange } from '#server/features/auth/email-change.service.ts';
import { findUserById, setAnalyticsOptOut } from '#server/features/auth/user.repository.ts';
import { currentUser } from '#server/http/current-user.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { appApiPaths, paths } from '#shared/paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  accountDeletedResponseSchema,
  accountDeletionPayloadSchema,
  emailChangePayloadSchema,
  emailChangeRequestedResponseSchema,
  privacySettingsChangesSchema,
  privacySettingsResponseSchema,
} from '#shared/schemas/personal-data.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { beginDataExport, dataExportDocument, endDataExport } from './data-export.service.ts';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.auth;

  app.get(
    appApiPaths.dataExport,
    {
      schema: {
        tags,
        security,
        summary: 'Everything held about the signed-in traveller, as one JSON file (streamed).',
        response: {
          200: z.unknown().describe('{ format, exported_at, user_id, tables: { name: [rows] } }'),
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const now = ctx.now();
      await beginDataExport(ctx.db, userId, now);
      async function* document() {
        try {
          yield* dataExportDocument(ctx.db, userId, now);
        } finally {
          // Also when the download is abandoned: the stream is destroyed and the generator returns.
          await endDataExport(ctx.db, userId);
        }
      }
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="rota-amazonia-meus-dados-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(document()));
    },
  );

  app.get(
    appApiPaths.privacySettings,
    {
      schema: {
        tags,
        security,
        summary: 'The analytics switch and whether deletion asks for a password.',
        response: { 200: privacySettingsResponseSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await findUserById(ctx.db, currentUser(request).id);
      return {
        success: true as const,
        message: pt.personalData.settingsLoaded,
        data: {
          analytics_opt_out: Boolean(user?.analytics_opt_out),
          has_password: Boolean(user?.password_hash),
        },
      };
    },
  );

  app.put(
    appApiPaths.privacySettings,
    {
      schema: {
        tags,
        security,
        summary: 'Switches page views and voyage events off (or on again) for the signed-in traveller.',
        body: privacySettingsChangesSchema,
        response: { 200: privacySettingsResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
      schemaErrorFormatter: validationFailure(privacySettingsChangesSchema, { message: 'first-field-error' }),
      onRequest: app.authenticate,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setAnalyticsOptOut(ctx.db, userId, request.body.analytics_opt_out, ctx.now().toISOString());
      const user = await findUserById(ctx.db, userId);
      return {
        success: true as const,
        message: pt.personalData.analyticsSaved,
        data: {
          analytics_opt_out: Boolean(user?.analytics_opt_out),
          has_password: Boolean(user?.password_hash),
        },
      };
    },
  );

  app.post(
    appApiPaths.emailChange,
    {
      schema: {
        tags,
        security,
        summary: 'Asks to change the address (password again); a link confirms it from the new address.',
        body: emailChangePayloadSchema,
        response: {
          200: emailChangeRequestedResponseSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(emailChangePayloadSchema, { message: 'first-field-error' }),
      onRequest: [app.authenticate, app.accountRateLimits.passwordChangePerUser],
    },
    async (request) => {
      await requestEmailChange(ctx, currentUser(request), request.body);
      return { success: true as const, message: pt.personalData.correction.sent };
    },
  );

  app.get(
    appApiPaths.emailChangeConfirmation,
    {
      schema: {
        tags,
        summary:
          'The link sent to the new address: applies the change, then redirects to /conta/dados?email=1 (or 0), ' +
          'or answers JSON when asked with Accept: application/json.',
        querystring: z.object({ token: z.string().max(2048).optional() }),
        response: { 200: emailChangeRequestedResponseSchema, 302: z.null(), 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const changed = token ? await confirmEmailChange(ctx, token) : false;
      if (request.headers.accept?.includes('application/json')) {
        if (!changed) {
          throw new AppError('VALIDATION_FAILED', { message: pt.personalData.correction.linkInvalid });
        }
        return { success: true as const, message: pt.personalData.correction.changed };
      }
      return reply.redirect(`${paths.personalData}?email=${changed ? 1 : 0}`, 302);
    },
  );

  app.delete(
    appApiPaths.account,
    {
      schema: {
        tags,
        security,
        summary:
          'Deletes the account (password, or a fresh provider sign-in): personal rows deleted or detached, fiscal ones kept anonymised.',
        body: accountDeletionPayloadSchema,
        response: {
          200: accountDeletedResponseSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(accountDeletionPayloadSchema, { message: 'first-field-error' }),
      onRequest: app.authenticate,
    },
    async (request) => {
      await deleteAccount(ctx, currentUser(request), request.body);
      return { success: true as const, message: pt.personalData.accountDeleted };
    },
  );
};
