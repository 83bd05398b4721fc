import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import type { DatabaseConnection } from './db/connection.ts';
import type { Env } from './env.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { personalDataRoutes } from './features/account/personal-data.routes.ts';
import { retentionPlugin } from './features/account/retention.plugin.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { adminGuardPlugin } from './features/admin/admin-guard.plugin.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { audioRoutes } from './features/audio/audio.routes.ts';
import { authPlugin } from './features/auth/auth.plugin.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { passkeyRoutes } from './features/auth/passkey.routes.ts';
import { providerSignInRoutes } from './features/auth/provider-sign-in.routes.ts';
import { sessionsRoutes } from './features/auth/sessions.routes.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { catalogueChangesPlugin } from './features/catalogue/catalogue-changes.plugin.ts';
import { coinsRoutes } from './features/coins/coins.routes.ts';
import { ebookDeliveryRoutes } from './features/ebook-delivery/ebook-delivery.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { invitationPageHead } from './features/invitations/invitation-preview.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { offlineRoutes } from './features/offline/offline.routes.ts';
import { readerRoutes } from './features/reader/reader.routes.ts';
import { salesRoutes } from './features/sales/sales.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { voyagesRoutes } from './features/voyages/voyages.routes.ts';
import { logAnsweredRequests, requestLoggerOptions } from './http/request-log.ts';
import { mailerPlugin } from './mail/mailer.plugin.ts';
import { observabilityPlugin } from './observability/observability.plugin.ts';
import type { Tracing } from './observability/tracing.ts';
import { type ClientBuild, loadClientBuild } from './plugins/client-build.ts';
import { databasePlugin } from './plugins/database.ts';
import { answerError, declareFrameworkAnswers, errorHandlerPlugin } from './plugins/error-handler.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticSitePlugin } from './plugins/static-site.ts';
import { redisPlugin } from './redis/redis.plugin.ts';
import { storagePlugin } from './storage/storage.plugin.ts';

// Schema messages in the API's 400/422 answers speak the product's language.
z.config(ptBR());

export interface BuildAppOptions {
  env: Env;
  connection: DatabaseConnection;
  /** The client build to serve; read from env.CLIENT_BUILD_DIR when not given. */
  clientBuild?: ClientBuild | null;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added, hidden ones too (the authorisation test lists them so). */
  onRoute?: (route: RouteOptions) => void;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set (started by server.ts, decision 163). */
  tracing?: Pick<Tracing, 'plugin' | 'traceId'>;
}

/**
 * TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest the server (as
 * proxy-addr counts them); addresses and CIDRs trust only those peers (docs/architecture/operations.md).
 */
function trustProxyOption(
  trust: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole app without listening: server.ts listens, tests use app.inject. */
export async function buildApp({ env, connection, clientBuild, logger, onRoute, tracing }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? requestLoggerOptions(env.LOG_LEVEL),
    // One line per request instead of two (docs/architecture/operations.md).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      // Traced, the request id is the trace's: a log line leads to its trace (decision 163).
      const traceId = tracing?.traceId();
      if (traceId) return traceId;
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // A malformed or too long path parameter, refused before routing: answered as every error is.
    frameworkErrors: answerError,
  }).withTypeProvider<ZodTypeProvider>();

  logAnsweredRequests(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  // Before swagger and the routes, so the document lists what Fastify itself answers.
  app.addHook('onRoute', declareFrameworkAnswers);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const build =
    clientBuild === undefined ? loadClientBuild(env.CLIENT_BUILD_DIR) : (clientBuild ?? undefined);
  if (clientBuild === undefined && !build && env.NODE_ENV === 'production') {
    // `npm run serve` does not build: say so instead of answering every page with a 404.
    app.log.warn(
      { dir: env.CLIENT_BUILD_DIR },
      'no client build: run `npm run build` before `npm run serve`',
    );
  }

  // Before anything else, so that every hook and route gets its spans.
  if (tracing) await app.register(tracing.plugin);
  // External plugins, then the app's plugins, then routes.
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  // The API takes small JSON bodies only: no compressed request bodies, so no decompression hook.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024 });
  await app.register(redisPlugin, { env });
  await app.register(observabilityPlugin, { env, connection });
  // The store of every rate limit (`server/http/rate-limit.ts`, which decides what happens while it
  // does not answer): with Redis, every instance counts in one place.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: app.redisKey('rate-limit:') } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rota Amazônia API', version: '1.0.0', description: 'Cada viagem, uma lição.' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(readinessPlugin);
  await app.register(databasePlugin, { connection, migrate: env.MIGRATE_ON_START });
  await app.register(storagePlugin, { env });
  await app.register(mailerPlugin, { env });
  await app.register(authPlugin, { env });
  await app.register(retentionPlugin);
  await app.register(adminGuardPlugin);
  await app.register(catalogueChangesPlugin);

  await app.register(healthRoutes);
  await app.register(analyticsRoutes);
  await app.register(salesRoutes);
  await app.register(invitationsRoutes);
  await app.register(offlineRoutes, { env });
  await app.register(voyagesRoutes);
  await app.register(readerRoutes);
  await app.register(audioRoutes);
  await app.register(coinsRoutes, { env });
  await app.register(catalogueRoutes);
  await app.register(authRoutes);
  await app.register(passkeyRoutes);
  await app.register(providerSignInRoutes, { env });
  await app.register(accountRoutes);
  await app.register(sessionsRoutes);
  await app.register(personalDataRoutes);
  await app.register(adminRoutes);
  await app.register(messagesRoutes, { publicUrl: env.PUBLIC_URL });
  await app.register(ebookDeliveryRoutes, { env });
  await app.register(uploadsRoutes, { env });

  // Invitation links carry their link preview in the shell (docs/architecture/invitations.md).
  await app.register(staticSitePlugin, { build, pageHead: invitationPageHead(app.db, env.PUBLIC_URL) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
