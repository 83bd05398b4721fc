import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#shared/paths.ts';
import { highlightedVoyagesResponseSchema } from '#shared/schemas/voyages.ts';
import { toHighlightedVoyage } from './highlighted-voyage.service.ts';
import { findHighlightedVoyages } from './voyage.repository.ts';

export const voyagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.highlightedVoyages,
    {
      schema: {
        tags: ['voyages'],
        summary: 'Highlighted voyages shown on the home page.',
        response: { 200: highlightedVoyagesResponseSchema },
      },
    },
    async () => {
      const rows = await findHighlightedVoyages(app.db);
      return { success: true as const, data: rows.map(toHighlightedVoyage) };
    },
  );
};
