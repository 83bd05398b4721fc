import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '#server/db/connection.ts';
import type { Env } from '#server/env.ts';
import { ignoredProductEvents } from './product-events.ts';

/**
 * Metrics when METRICS_PORT is set (docs/decisions/162); otherwise prom-client is never loaded and
 * `app.productEvents` ignores what features report. Registered before the routes, whose answers
 * its hooks measure.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance, { env, connection }: { env: Env; connection: DatabaseConnection }) => {
    if (env.METRICS_PORT === undefined) {
      app.decorate('productEvents', ignoredProductEvents);
      return;
    }
    const { instrumentApp } = await import('./metrics.ts');
    const { productEvents } = instrumentApp(app, {
      port: env.METRICS_PORT,
      host: env.HOST,
      connection,
      dataDir: env.DATA_DIR,
    });
    app.decorate('productEvents', productEvents);
  },
  { name: 'observability', dependencies: ['redis'] },
);
