/**
 * Messages between travellers and the team (docs/architecture/admin.md): travellers' calls under
 * /api/v1/messages (signed in), the team's under /api/v1/admin (role '1').
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#server/http/current-user.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { appApiPaths } from '#shared/paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  conversationIdParamsSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  newConversationSchema,
  newMessageSchema,
} from '#shared/schemas/messages.ts';
import { addMessage, listConversations, readConversation, startConversation } from './messages.service.ts';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const invalid = (schema: Parameters<typeof validationFailure>[0]) =>
  validationFailure(schema, { message: 'first-field-error' });

export interface MessagesRoutesOptions {
  /** The site's address, for the link in the acknowledgement e-mail. */
  publicUrl: string;
}

export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, { publicUrl }) => {
  const traveller = (request: Parameters<typeof currentUser>[0]) =>
    ({ kind: 'traveller', userId: currentUser(request).id }) as const;
  const team = (request: Parameters<typeof currentUser>[0]) =>
    ({ kind: 'team', userId: currentUser(request).id }) as const;

  app.get(
    appApiPaths.conversations,
    {
      schema: {
        tags,
        security,
        summary: "The traveller's conversations with the team, newest first.",
        response: { 200: conversationListResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listConversations(app.db, traveller(request)),
    }),
  );

  app.post(
    appApiPaths.conversations,
    {
      schema: {
        tags,
        security,
        summary: 'Writes to the team: a new conversation (5 per hour).',
        body: newConversationSchema,
        response: { 201: conversationResponseSchema, ...errors },
      },
      schemaErrorFormatter: invalid(newConversationSchema),
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const data = await startConversation(
        app.db,
        app.mailer,
        currentUser(request).id,
        request.body,
        publicUrl,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    appApiPaths.conversation,
    {
      schema: {
        tags,
        security,
        summary: 'One of the traveller’s conversations (marks it read).',
        params: conversationIdParamsSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readConversation(app.db, Number(request.params.id), traveller(request)),
    }),
  );

  app.post(
    appApiPaths.conversationMessages,
    {
      schema: {
        tags,
        security,
        summary: 'The traveller writes again in their conversation.',
        params: conversationIdParamsSchema,
        body: newMessageSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
      schemaErrorFormatter: invalid(newMessageSchema),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await addMessage(
        app.db,
        app.mailer,
        Number(request.params.id),
        traveller(request),
        request.body.message,
        publicUrl,
      ),
    }),
  );

  app.get(
    appApiPaths.adminConversations,
    {
      schema: {
        tags,
        security,
        summary: 'Every conversation, unread first.',
        response: { 200: conversationListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listConversations(app.db, team(request)) }),
  );

  app.get(
    appApiPaths.adminConversation,
    {
      schema: {
        tags,
        security,
        summary: 'A conversation, for the team (marks it read by the team).',
        params: conversationIdParamsSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readConversation(app.db, Number(request.params.id), team(request)),
    }),
  );

  app.post(
    appApiPaths.adminConversationReplies,
    {
      schema: {
        tags,
        security,
        summary: "The team's reply (audited).",
        params: conversationIdParamsSchema,
        body: newMessageSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
      schemaErrorFormatter: invalid(newMessageSchema),
    },
    async (request) => ({
      success: true as const,
      data: await addMessage(
        app.db,
        app.mailer,
        Number(request.params.id),
        team(request),
        request.body.message,
        publicUrl,
      ),
    }),
  );
};
