import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiPaths } from '#shared/paths.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

const livenessSchema = z.object({ status: z.literal('ok') });

const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['ok', 'unavailable']),
});

/** /healthz (as it always was), /livez and /readyz for a deployment's probes (docs/architecture/operations.md). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function databaseAnswers(log: { warn: (payload: object, message: string) => void }) {
    try {
      await sql`select 1`.execute(app.db);
      return true;
    } catch (error) {
      log.warn({ err: error }, 'health check: database unavailable');
      return false;
    }
  }

  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check.',
        response: { 200: healthSchema, 503: healthSchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );

  app.get(
    apiPaths.liveness,
    {
      schema: {
        tags: ['health'],
        summary: 'The process answers (restart it when it does not); never looks at the database.',
        response: { 200: livenessSchema },
      },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    apiPaths.readiness,
    {
      schema: {
        tags: ['health'],
        summary: 'Whether to send this instance traffic: the database answers and it is not draining.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const database = (await databaseAnswers(request.log)) ? ('ok' as const) : ('unavailable' as const);
      const status = app.draining
        ? ('draining' as const)
        : database === 'ok'
          ? ('ok' as const)
          : ('unavailable' as const);
      if (status === 'ok') return { status, database };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status, database });
    },
  );
};
