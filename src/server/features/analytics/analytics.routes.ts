import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byAddress, limiter } from '#server/http/rate-limit.ts';
import { apiPaths } from '#shared/paths.ts';
import { pageViewInputSchema, pageViewRecordedSchema } from '#shared/schemas/analytics.ts';
import { insertPageView } from './page-view.repository.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.pageViews,
    {
      schema: {
        tags: ['analytics'],
        summary: 'Records a page view (first-party analytics).',
        body: pageViewInputSchema,
        response: { 201: pageViewRecordedSchema },
      },
      onRequest: limiter(app, { name: 'page-views', max: 120, windowMinutes: 1, key: byAddress }),
    },
    async (request, reply) => {
      // Stored only with the visitor's leave (docs/architecture/account.md); the answer is the same.
      if (await app.analyticsRefused(request)) return reply.code(201).send({ success: true });
      const { path, referrer, visitorId } = request.body;
      await insertPageView(app.db, {
        path,
        referrer: referrer ?? null,
        visitor_id: visitorId ?? null,
        created_at: new Date().toISOString(),
      });
      return reply.code(201).send({ success: true });
    },
  );
};
