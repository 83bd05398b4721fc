/**
 * Passkeys and the fresh proof (docs/architecture/auth.md): registering, listing and removing the
 * traveller's passkeys; signing in with one; confirming the session's identity with the password
 * or a passkey before a sensitive change.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#server/http/current-user.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { appApiPaths } from '#shared/paths.ts';
import { messageResponseSchema, signedInSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  passkeyIdParamsSchema,
  passkeyListResponseSchema,
  passkeyRegistrationPayloadSchema,
  passkeyResponseSchema,
  passkeySignInPayloadSchema,
  proofMethodsResponseSchema,
  reauthenticatedResponseSchema,
  reauthenticationPayloadSchema,
  webauthnOptionsResponseSchema,
} from '#shared/schemas/passkeys.ts';
import {
  confirmWithPasskey,
  listPasskeys,
  passkeyConfirmationOptions,
  passkeyOwner,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
} from './passkey.service.ts';
import { confirmWithPassword, proofMethods } from './reauthentication.service.ts';
import { recordedSignIn } from './sign-in-record.repository.ts';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];
/** Answered when the session's last proof is older than ten minutes (the dialog's cue). */
const proofRefusal = {
  409: apiErrorSchema.describe('REAUTHENTICATION_REQUIRED, or a conflict named in message'),
};

export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.auth;
  const limits = app.accountRateLimits;

  app.get(
    appApiPaths.passkeys,
    {
      schema: {
        tags,
        security,
        summary: "The signed-in traveller's passkeys: name, creation and last use.",
        response: { 200: passkeyListResponseSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, data: await listPasskeys(ctx, currentUser(request)) }),
  );

  app.post(
    appApiPaths.passkeyRegistrationOptions,
    {
      schema: {
        tags,
        security,
        summary:
          'Begins "Criar chave de acesso": the options for navigator.credentials.create (fresh proof needed).',
        response: {
          200: webauthnOptionsResponseSchema,
          401: apiErrorSchema,
          ...proofRefusal,
          429: apiErrorSchema,
        },
      },
      onRequest: [app.authenticate, limits.passkeyChangesPerUser],
    },
    async (request) => ({
      success: true as const,
      data: await passkeyRegistrationOptions(ctx, currentUser(request)),
    }),
  );

  app.post(
    appApiPaths.passkeys,
    {
      schema: {
        tags,
        security,
        summary: 'Finishes "Criar chave de acesso": verifies the new credential and keeps it under its name.',
        body: passkeyRegistrationPayloadSchema,
        response: {
          201: passkeyResponseSchema,
          401: apiErrorSchema,
          ...proofRefusal,
          422: apiErrorSchema.describe(
            'bad input, WEBAUTHN_CHALLENGE_INVALID or PASSKEY_VERIFICATION_FAILED',
          ),
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(passkeyRegistrationPayloadSchema, {
        message: 'first-field-error',
      }),
      onRequest: [app.authenticate, limits.passkeyChangesPerUser],
    },
    async (request, reply) => {
      const passkey = await registerPasskey(ctx, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, message: pt.passkeys.created, data: passkey });
    },
  );

  app.delete(
    appApiPaths.passkey,
    {
      schema: {
        tags,
        security,
        summary:
          "Removes one of the traveller's passkeys (fresh proof needed); never the account's last way in.",
        params: passkeyIdParamsSchema,
        response: {
          200: messageResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          ...proofRefusal,
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(passkeyIdParamsSchema, { message: 'first-field-error' }),
      onRequest: [app.authenticate, limits.passkeyChangesPerUser],
    },
    async (request) => {
      await removePasskey(ctx, currentUser(request), request.params.id);
      return { success: true as const, message: pt.passkeys.removed };
    },
  );

  app.post(
    appApiPaths.passkeySignInOptions,
    {
      schema: {
        tags,
        summary: 'Begins "Entrar com chave de acesso": the options for navigator.credentials.get.',
        response: { 200: webauthnOptionsResponseSchema, 429: apiErrorSchema },
      },
      onRequest: limits.passkeyOptionsPerAddress,
    },
    async () => ({ success: true as const, data: await passkeySignInOptions(ctx) }),
  );

  app.post(
    appApiPaths.passkeySignIn,
    {
      schema: {
        tags,
        summary: 'Signs in with a passkey assertion; answers as the password sign-in does.',
        body: passkeySignInPayloadSchema,
        response: { 200: signedInSchema, 401: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
      schemaErrorFormatter: validationFailure(passkeySignInPayloadSchema, { message: 'first-field-error' }),
      onRequest: limits.signInPerAddress,
    },
    async (request) =>
      recordedSignIn(
        ctx,
        request,
        'passkey',
        () => signInWithPasskey(ctx, request.body.credential),
        () => passkeyOwner(ctx, request.body.credential),
      ),
  );

  app.get(
    appApiPaths.reauthentication,
    {
      schema: {
        tags,
        security,
        summary: 'How this account can confirm its identity, and until when the last proof holds.',
        response: { 200: proofMethodsResponseSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, data: await proofMethods(ctx, currentUser(request)) }),
  );

  app.post(
    appApiPaths.reauthenticationPasskeyOptions,
    {
      schema: {
        tags,
        security,
        summary: "Begins a confirmation with a passkey: the options, limited to this account's passkeys.",
        response: {
          200: webauthnOptionsResponseSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      onRequest: [app.authenticate, limits.reauthenticationPerUser],
    },
    async (request) => ({
      success: true as const,
      data: await passkeyConfirmationOptions(ctx, currentUser(request)),
    }),
  );

  app.post(
    appApiPaths.reauthentication,
    {
      schema: {
        tags,
        security,
        summary:
          "Confirms the session's identity with the password or a passkey assertion; sensitive changes are then allowed for ten minutes.",
        body: reauthenticationPayloadSchema,
        response: {
          200: reauthenticatedResponseSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(reauthenticationPayloadSchema, {
        message: 'first-field-error',
      }),
      onRequest: [app.authenticate, limits.reauthenticationPerUser],
    },
    async (request) => {
      const actor = currentUser(request);
      const { password, credential } = request.body;
      if (credential) await confirmWithPasskey(ctx, actor, credential);
      else await confirmWithPassword(ctx, actor, password ?? '');
      return {
        success: true as const,
        message: pt.freshProof.confirmed,
        data: await proofMethods(ctx, actor),
      };
    },
  );
};
