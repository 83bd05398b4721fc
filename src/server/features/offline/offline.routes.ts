import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '#server/env.ts';
import { resolveVoyage } from '#server/features/voyages/voyage-reference.service.ts';
import { currentUser } from '#server/http/current-user.ts';
import { appApiPaths } from '#shared/paths.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { offlinePackageResponseSchema } from '#shared/schemas/offline.ts';
import { voyageIdParamsSchema } from '#shared/schemas/voyages.ts';
import { offlinePackage } from './offline-package.service.ts';

/** Offline voyages, "Embarcar" (docs/architecture/pwa.md). */
export const offlineRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    appApiPaths.voyageOfflinePackage,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['voyages'],
        summary:
          'What a started voyage needs to be read offline, with sizes (409 not started, 410 completed).',
        security: [{ bearerAuth: [] }],
        params: voyageIdParamsSchema,
        response: {
          200: offlinePackageResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await offlinePackage(app.db, {
        voyage: await resolveVoyage(app.db, request.params.id, currentUser(request).id),
        userId: currentUser(request).id,
        roots: { clientBuildDir: env.CLIENT_BUILD_DIR, storage: app.storage },
      }),
    }),
  );
};
