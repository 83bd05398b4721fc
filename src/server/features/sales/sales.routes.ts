import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byAddress, limiter } from '#server/http/rate-limit.ts';
import { apiPaths } from '#shared/paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  salesEventInputSchema,
  salesEventRecordedSchema,
  salesVariantsReportSchema,
} from '#shared/schemas/sales.ts';
import { countSalesEvents, insertSalesEvent } from './sales-event.repository.ts';
import { salesVariantStats } from './sales-experiment.service.ts';

/** The ebook sales pages' experiment: events from the pages, the numbers for staff (docs/architecture/sales.md). */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.salesEvents,
    {
      schema: {
        tags: ['analytics'],
        summary: 'Records an exposure of a sales page variant or a click on its call to action.',
        body: salesEventInputSchema,
        response: { 201: salesEventRecordedSchema },
      },
      onRequest: limiter(app, { name: 'sales-events', max: 120, windowMinutes: 1, key: byAddress }),
    },
    async (request, reply) => {
      // Stored only with the visitor's leave (docs/architecture/account.md); the answer is the same.
      if (await app.analyticsRefused(request)) return reply.code(201).send({ success: true });
      const { variant, kind, visitorId, source } = request.body;
      await insertSalesEvent(app.db, {
        variant,
        kind,
        visitor_id: visitorId,
        source,
        created_at: new Date().toISOString(),
      });
      return reply.code(201).send({ success: true });
    },
  );

  app.get(
    apiPaths.salesVariants,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['analytics'],
        summary:
          'Exposures, clicks and click-through rate of each sales page variant, for visitors assigned at /vendas/ebook and, apart, direct arrivals (admin).',
        security: [{ bearerAuth: [] }],
        response: { 200: salesVariantsReportSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: salesVariantStats(await countSalesEvents(app.db)) }),
  );
};
