/**
 * Sign-in, registration, sessions, password recovery and e-mail verification (SPEC §7, plus the
 * calls SPEC leaves open: logout, refresh, verify; docs/decisions/010-accounts-and-sessions.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors.ts';
import { currentUser } from '#server/http/current-user.ts';
import { type FieldErrors, fieldErrorsOf, validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths, paths } from '#shared/paths.ts';
import {
  loginPayloadSchema,
  logoutPayloadSchema,
  messageResponseSchema,
  recoverPasswordPayloadSchema,
  refreshSessionPayloadSchema,
  registrationFailureSchema,
  registrationPayloadSchema,
  registrationResponseSchema,
  resetPasswordPayloadSchema,
  sessionTokensSchema,
  signedInSchema,
} from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { confirmEmail, sendVerificationEmail } from './email-verification.service.ts';
import { signInWithPassword } from './login.service.ts';
import { preparePasswordReset, resetPassword } from './password-reset.service.ts';
import { registerTraveller } from './registration.service.ts';
import { endSession, rotateSession } from './session.service.ts';
import { toSessionUser } from './session-user.ts';
import { findUserById } from './user.repository.ts';

/** SPEC §3: a failed registration answers its field errors in `data` (and `errors`). */
function registrationFailure(errors: FieldErrors, message?: string) {
  return {
    success: false as const,
    code: 'VALIDATION_FAILED',
    message: message ?? Object.values(errors)[0]?.[0] ?? pt.apiErrors.VALIDATION_FAILED,
    data: errors,
    errors,
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.auth;
  const limits = app.accountRateLimits;

  app.post(
    apiPaths.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in with e-mail (Login) and password (Password).',
        body: loginPayloadSchema,
        response: { 200: signedInSchema, 401: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
      schemaErrorFormatter: validationFailure(loginPayloadSchema),
      onRequest: limits.signInPerAddress,
      preHandler: limits.signInPerEmail,
    },
    async (request) => signInWithPassword(ctx, request.body),
  );

  app.post(
    apiPaths.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Creates a traveller account and sends the address verification e-mail.',
        body: registrationPayloadSchema,
        response: { 201: registrationResponseSchema, 422: registrationFailureSchema, 429: apiErrorSchema },
      },
      // The failure answer has its own shape (data + errors), so the handler writes it.
      attachValidation: true,
      onRequest: limits.registrationPerAddress,
    },
    async (request, reply) => {
      if (request.validationError) {
        const errors = fieldErrorsOf(request.validationError.validation, registrationPayloadSchema);
        return reply.code(422).send(registrationFailure(errors));
      }
      const result = await registerTraveller(ctx, request.body);
      if ('emailTaken' in result) {
        const taken = pt.auth.registration.emailTakenServer;
        return reply.code(422).send(registrationFailure({ email: [taken] }, taken));
      }
      try {
        await sendVerificationEmail(ctx, result.user);
      } catch (error) {
        // The account exists either way; the traveller can ask for a new link later.
        request.log.error({ err: error }, 'verification e-mail not sent');
      }
      return reply.code(201).send({
        success: true,
        message: pt.auth.registration.success,
        data: { user: toSessionUser(result.user) },
      });
    },
  );

  app.post(
    apiPaths.refreshSession,
    {
      schema: {
        tags: ['auth'],
        summary: 'Trades a refresh token for a new token pair (the old one is spent).',
        body: refreshSessionPayloadSchema,
        response: { 200: sessionTokensSchema, 401: apiErrorSchema },
      },
      schemaErrorFormatter: () => new AppError('UNAUTHENTICATED'),
    },
    async (request) => rotateSession(ctx, request.body.refresh_token),
  );

  app.post(
    apiPaths.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the sign-in a refresh token belongs to; answers 200 even for an unknown token.',
        body: logoutPayloadSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const refreshToken = request.body?.refresh_token;
      if (refreshToken) await endSession(ctx, refreshToken);
      return { success: true as const, message: pt.auth.account.loggedOut };
    },
  );

  for (const url of [apiPaths.forgotPassword, apiPaths.recoverPassword]) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: 'Sends a password reset link; the same answer whether or not the account exists.',
          body: recoverPasswordPayloadSchema,
          response: { 200: messageResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
        },
        schemaErrorFormatter: validationFailure(recoverPasswordPayloadSchema, {
          message: 'first-field-error',
        }),
        onRequest: limits.recoveryPerAddress,
        preHandler: limits.recoveryPerEmail,
      },
      async (request) => {
        const mail = await preparePasswordReset(ctx, request.body.email);
        // Queued, not sent (docs/decisions/090): the answer never waits for the mail server, so it
        // neither tells which addresses have accounts nor fails when the server is down.
        if (mail) await ctx.mailer.send(mail);
        return { success: true as const, message: pt.auth.recovery.requested };
      },
    );
  }

  app.post(
    apiPaths.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset link token; signs the user out everywhere.',
        body: resetPasswordPayloadSchema,
        response: {
          200: messageResponseSchema,
          410: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(resetPasswordPayloadSchema, { message: 'first-field-error' }),
      onRequest: limits.resetPerAddress,
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { success: true as const, message: pt.auth.reset.done };
    },
  );

  app.post(
    apiPaths.verificationNotification,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a new address verification link to the signed-in user.',
        security: [{ bearerAuth: [] }],
        response: {
          200: messageResponseSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
      onRequest: [app.authenticate, limits.verificationMailPerUser],
    },
    async (request) => {
      const user = await findUserById(ctx.db, currentUser(request).id);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (user.email_verified_at) return { success: true as const, message: pt.auth.account.alreadyVerified };
      try {
        await sendVerificationEmail(ctx, user);
      } catch (error) {
        request.log.error({ err: error }, 'verification e-mail not sent');
        throw new AppError('MAIL_FAILED', { message: pt.auth.account.verificationFailure });
      }
      return { success: true as const, message: pt.auth.account.verificationSent };
    },
  );

  app.get(
    apiPaths.verifyEmail,
    {
      schema: {
        tags: ['auth'],
        summary:
          'The link of the verification e-mail: marks the address verified, then redirects to ' +
          '/home?verified=1 (or 0), or answers JSON when asked with Accept: application/json.',
        querystring: z.object({ token: z.string().max(2048).optional() }),
        response: { 200: messageResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const verified = token ? await confirmEmail(ctx, token) : false;
      if (request.headers.accept?.includes('application/json')) {
        if (!verified) throw new AppError('VERIFICATION_TOKEN_INVALID');
        return { success: true as const, message: pt.auth.account.verified };
      }
      return reply.redirect(`${paths.travellerHome}?verified=${verified ? 1 : 0}`, 302);
    },
  );
};
