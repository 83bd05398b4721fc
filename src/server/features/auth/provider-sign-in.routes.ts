/** Google and Facebook sign-in (SPEC §7) and which of them are configured. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '#server/env.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths, paths } from '#shared/paths.ts';
import {
  authProvidersSchema,
  facebookSignInPayloadSchema,
  googleCallbackQuerySchema,
  googleCallbackResponseSchema,
  googleSignInPayloadSchema,
  socialSignInResponseSchema,
} from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { createFacebookSignIn } from './facebook-sign-in.ts';
import { createGoogleSignIn } from './google-sign-in.ts';
import { signInWithProvider } from './provider-account.service.ts';
import { recordedSignIn } from './sign-in-record.repository.ts';

const providerErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

export const providerSignInRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const ctx = app.auth;
  const limits = app.accountRateLimits;
  const google = createGoogleSignIn({
    issuer: env.GOOGLE_ISSUER,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    redirectUri: `${env.PUBLIC_URL}${paths.googleCallback}`,
  });
  const facebook = createFacebookSignIn({
    graphUrl: env.FACEBOOK_GRAPH_URL,
    appId: env.FACEBOOK_APP_ID,
    appSecret: env.FACEBOOK_APP_SECRET,
  });

  app.get(
    apiPaths.authProviders,
    {
      schema: {
        tags: ['auth'],
        summary: 'Which third-party sign-in buttons to show (null: not configured).',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({
      // The client uses Google's redirect flow, which needs the secret too.
      google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID } : null,
      facebook: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? { appId: env.FACEBOOK_APP_ID } : null,
    }),
  );

  app.post(
    apiPaths.googleSignIn,
    {
      schema: {
        tags: ['auth'],
        summary: 'With credential (an ID token): signs in directly. Without: the consent page address.',
        body: googleSignInPayloadSchema,
        response: { 200: socialSignInResponseSchema, ...providerErrors },
      },
      schemaErrorFormatter: validationFailure(googleSignInPayloadSchema, {
        message: pt.auth.google.invalidData,
      }),
      onRequest: limits.signInPerAddress,
    },
    async (request) => {
      const credential = request.body?.credential;
      if (!credential) {
        const url = await google.authorizationUrl(ctx);
        return { success: true as const, auth_type: 'redirect' as const, data: { url } };
      }
      return {
        success: true as const,
        auth_type: 'direct' as const,
        data: await recordedSignIn(ctx, request, 'google', async () =>
          signInWithProvider(ctx, await google.verifyIdToken(credential), request.body?.invitation_token),
        ),
      };
    },
  );

  app.get(
    apiPaths.googleCallback,
    {
      schema: {
        tags: ['auth'],
        summary: 'Completes the redirect flow with the code and state Google sent to /auth/google.',
        querystring: googleCallbackQuerySchema,
        response: { 200: googleCallbackResponseSchema, ...providerErrors },
      },
      schemaErrorFormatter: validationFailure(googleCallbackQuerySchema, { message: 'first-field-error' }),
      onRequest: limits.signInPerAddress,
    },
    async (request) => {
      const signedIn = await recordedSignIn(ctx, request, 'google', async () =>
        signInWithProvider(
          ctx,
          await google.completeRedirect(ctx, request.query),
          request.query.invitation_token,
        ),
      );
      return { ...signedIn, message: pt.auth.google.success };
    },
  );

  app.post(
    apiPaths.facebookSignIn,
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in with a Facebook access token, checked with the Graph API.',
        body: facebookSignInPayloadSchema,
        response: { 200: socialSignInResponseSchema, ...providerErrors },
      },
      schemaErrorFormatter: validationFailure(facebookSignInPayloadSchema, { message: 'first-field-error' }),
      onRequest: limits.signInPerAddress,
    },
    async (request) => {
      return {
        success: true as const,
        auth_type: 'direct' as const,
        data: await recordedSignIn(ctx, request, 'facebook', async () =>
          signInWithProvider(
            ctx,
            await facebook.verifyAccessToken(request.body.accessToken),
            request.body.invitation_token,
          ),
        ),
      };
    },
  );
};
