/** get-info, PATCH /users/{id|me}/info and change-password (SPEC §7; docs/architecture/auth.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors.ts';
import { changePassword } from '#server/features/auth/password-change.service.ts';
import { currentUser } from '#server/http/current-user.ts';
import { type SchemaErrorFormatter, validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths } from '#shared/paths.ts';
import {
  changePasswordPayloadSchema,
  PROTECTED_USER_FIELDS,
  passwordChangedResponseSchema,
  userIdParamsSchema,
  userInfoChangesSchema,
  userInfoResponseSchema,
} from '#shared/schemas/account.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { changeUserInfo, loadUserInfo } from './account.service.ts';

const protectedFields: readonly string[] = PROTECTED_USER_FIELDS;

/**
 * A body that tries to set coins, role or another protected field is refused with 403 before
 * anything runs; other unknown fields or bad values answer 422; a malformed id answers 404.
 */
const userInfoChangesFailure: SchemaErrorFormatter = (issues, dataVar) => {
  if (dataVar === 'params') return new AppError('NOT_FOUND', { message: pt.auth.account.userNotFound });
  const refused = issues
    .filter((issue) => issue.keyword === 'unrecognized_keys')
    .flatMap((issue) => (Array.isArray(issue.params.keys) ? (issue.params.keys as string[]) : []))
    .filter((key) => protectedFields.includes(key));
  if (refused.length > 0) {
    const errors = Object.fromEntries(refused.map((key) => [key, [pt.auth.account.fieldNotEditable]]));
    return new AppError('FIELD_NOT_EDITABLE', { errors });
  }
  return validationFailure(userInfoChangesSchema, { message: 'first-field-error' })(issues, dataVar);
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.auth;

  app.get(
    apiPaths.userInfo,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user: name, id, coins, completedVoyages, savedNotes and the rest.',
        security: [{ bearerAuth: [] }],
        response: { 200: userInfoResponseSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await loadUserInfo(ctx.db, currentUser(request).id),
      message: pt.auth.account.infoLoaded,
    }),
  );

  app.patch(
    apiPaths.updateUserInfo,
    {
      schema: {
        tags: ['account'],
        summary: 'Changes name and journey_goal of /users/me or, for an admin, of any user.',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: userInfoChangesSchema,
        response: {
          200: userInfoResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      schemaErrorFormatter: userInfoChangesFailure,
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await changeUserInfo(ctx, currentUser(request), request.params.id, request.body),
      message: pt.auth.account.infoUpdated,
    }),
  );

  app.post(
    apiPaths.changePassword,
    {
      schema: {
        tags: ['account'],
        summary: 'Changes the password; every other session ends, this one stays signed in.',
        security: [{ bearerAuth: [] }],
        body: changePasswordPayloadSchema,
        response: {
          200: passwordChangedResponseSchema,
          401: apiErrorSchema,
          409: apiErrorSchema.describe('REAUTHENTICATION_REQUIRED: no password and no fresh proof'),
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(changePasswordPayloadSchema, { message: 'first-field-error' }),
      onRequest: [app.authenticate, app.accountRateLimits.passwordChangePerUser],
    },
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body);
      return { success: true as const, message: pt.auth.account.passwordChanged };
    },
  );
};
