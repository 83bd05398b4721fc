/**
 * "Onde você está conectado" and "Histórico de acessos": the traveller's sign-ins, ending them,
 * the new-device e-mail's link, and the last attempts on record (docs/architecture/auth.md).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors.ts';
import { currentUser } from '#server/http/current-user.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { appApiPaths } from '#shared/paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  SIGN_IN_HISTORY_LIMIT,
  sessionEndByLinkPayloadSchema,
  sessionEndedByLinkSchema,
  sessionIdParamsSchema,
  sessionsEndedSchema,
  signInHistorySchema,
  userSessionListSchema,
} from '#shared/schemas/sessions.ts';
import { describeUserAgent } from './device.ts';
import { listSignInRecordsOfUser } from './sign-in-record.repository.ts';
import { endOtherSessions, endSessionByLink, endUserSession, listSessions } from './user-session.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['account'];

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.auth;
  const limits = app.accountRateLimits;

  app.get(
    appApiPaths.userSessions,
    {
      schema: {
        tags,
        security,
        summary: 'Every active sign-in of the traveller, this one first (current: true).',
        response: { 200: userSessionListSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const sessions = await listSessions(ctx, user.id, user.sessionId);
      return {
        success: true as const,
        data: sessions.map(({ family_id, ...session }) => ({ id: family_id, ...session })),
      };
    },
  );

  app.delete(
    appApiPaths.userSession,
    {
      schema: {
        tags,
        security,
        summary: 'Ends one sign-in: its refresh and access tokens are refused at once, on every instance.',
        params: sessionIdParamsSchema,
        response: { 200: sessionsEndedSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
      schemaErrorFormatter: () => new AppError('NOT_FOUND', { message: pt.sessions.list.notFound }),
      onRequest: [app.authenticate, limits.sessionEndsPerUser],
    },
    async (request) => {
      await endUserSession(ctx, currentUser(request).id, request.params.id);
      return { success: true as const, message: pt.sessions.list.ended, data: { ended: 1 } };
    },
  );

  app.post(
    appApiPaths.userOtherSessionsEnd,
    {
      schema: {
        tags,
        security,
        summary: 'Ends every sign-in but this one.',
        response: { 200: sessionsEndedSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
      onRequest: [app.authenticate, limits.sessionEndsPerUser],
    },
    async (request) => {
      const user = currentUser(request);
      const ended = await endOtherSessions(ctx, user.id, user.sessionId);
      return { success: true as const, message: pt.sessions.list.othersEnded(ended), data: { ended } };
    },
  );

  app.post(
    appApiPaths.sessionEndByLink,
    {
      schema: {
        tags,
        summary:
          "The new-device e-mail's link: ends that sign-in, signed in or not. 410 once used, expired or invalid.",
        body: sessionEndByLinkPayloadSchema,
        response: {
          200: sessionEndedByLinkSchema,
          410: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(sessionEndByLinkPayloadSchema, {
        message: pt.sessions.endLink.missingToken,
      }),
      onRequest: limits.sessionLinkPerAddress,
    },
    async (request) => {
      const device = await endSessionByLink(ctx, request.body.token);
      return {
        success: true as const,
        message: pt.sessions.endLink.done(pt.sessions.deviceLabel(device.browser, device.os)),
        data: device,
      };
    },
  );

  app.get(
    appApiPaths.signInHistory,
    {
      schema: {
        tags,
        security,
        summary: `The traveller's last ${SIGN_IN_HISTORY_LIMIT} sign-in attempts, newest first, every method and outcome.`,
        response: { 200: signInHistorySchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const rows = await listSignInRecordsOfUser(ctx.db, currentUser(request).id, SIGN_IN_HISTORY_LIMIT);
      return {
        success: true as const,
        data: rows.map(({ user_agent, ...row }) => ({ ...row, ...describeUserAgent(user_agent) })),
      };
    },
  );
};
