/**
 * One guard for the whole staff API (docs/architecture/admin.md, in the spirit of fastify/demo's
 * autohooks): every route whose address starts with /api/v1/admin/ runs `app.requireAdmin` first,
 * whichever feature registers it — 401 for a guest, 403 for a traveller, before the body is read.
 */

import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '#shared/paths.ts';

export const adminGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const requireAdmin: onRequestHookHandler = async (request) => app.requireAdmin(request);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(ADMIN_API_PREFIX)) return;
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      // First, so no other hook of the route (rate limits, parsing) runs for a stranger.
      route.onRequest = [requireAdmin, ...own];
    });
  },
  // Registered before every route plugin: routes added earlier would escape the hook.
  { name: 'admin-guard', dependencies: ['auth'] },
);
