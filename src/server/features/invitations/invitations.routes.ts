import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#server/http/current-user.ts';
import { byAddress, limiter } from '#server/http/rate-limit.ts';
import { href } from '#shared/href.ts';
import { apiPaths, appRoutePatterns } from '#shared/paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  createdInvitationResponseSchema,
  createInvitationPayloadSchema,
  invitationResponseSchema,
  invitationTokenParamsSchema,
} from '#shared/schemas/invitations.ts';
import { createInvitation, readInvitation } from './invitation.service.ts';

/** Travellers' invitations (docs/architecture/invitations.md). */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.invitations,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['invitations'],
        summary: 'Creates an invitation to a voyage, optionally with passagens for a friend who signs up.',
        security: [{ bearerAuth: [] }],
        body: createInvitationPayloadSchema,
        response: {
          201: createdInvitationResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      const invitation = await createInvitation(app.db, {
        inviterId: id,
        payload: request.body,
        now: app.auth.now(),
      });
      const path = href(appRoutePatterns.invitation, { token: invitation.token });
      return reply
        .code(201)
        .send({ success: true, data: { ...invitation, path, url: `${app.auth.publicUrl}${path}` } });
    },
  );

  app.get(
    apiPaths.invitation,
    {
      schema: {
        tags: ['invitations'],
        summary:
          'An invitation by the token in its link (public; 404 unknown or its voyage unpublished, 410 expired).',
        params: invitationTokenParamsSchema,
        response: { 200: invitationResponseSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
      onRequest: limiter(app, { name: 'invitation', max: 120, windowMinutes: 1, key: byAddress }),
    },
    async (request) => ({
      success: true as const,
      data: await readInvitation(app.db, request.params.token, app.auth.now()),
    }),
  );
};
