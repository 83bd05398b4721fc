/**
 * OpenTelemetry traces (docs/decisions/163), started by server.ts before anything else loads, and
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the Node SDK with an OTLP/HTTP exporter, spans for
 * every request (the HTTP server span, then @fastify/otel's route, hook and handler spans), Redis
 * (ioredis), the object store (the AWS SDK) and every outgoing HTTP call, Stripe's included. Database
 * queries get their span from the query log (`queryTracing`), one way on SQLite and PostgreSQL.
 */
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyPluginCallback } from 'fastify';
import type { DatabaseConnection } from '#server/db/connection.ts';

export interface Tracing {
  /** @fastify/otel's plugin: registered first, it sees every route and hook. */
  plugin: FastifyPluginCallback;
  /** The trace of the request being handled: its id is the request id (in every log line). */
  traceId: () => string | undefined;
  /** A span per database query, from the connection's query log. */
  traceQueries: (connection: DatabaseConnection) => void;
  shutdown: () => Promise<void>;
}

export function startTracing({ endpoint, serviceName }: { endpoint: string; serviceName: string }): Tracing {
  // ioredis and the AWS SDK load as ES modules' imports: the loader hook lets the SDK patch them.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const fastifyOtel = new FastifyOtelInstrumentation({ registerOnInitialization: false });
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would bury the requests that matter.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|livez|readyz)$/.test(request.url ?? ''),
      }),
      // The command's name only: keys hold e-mail addresses (the sign-in limits).
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
      new AwsInstrumentation(),
      fastifyOtel,
    ],
  });
  sdk.start();
  const tracer = trace.getTracer('rota-amazonia');

  return {
    plugin: fastifyOtel.plugin(),
    traceId: () => trace.getSpan(context.active())?.spanContext().traceId,
    traceQueries: (connection) => {
      const system = connection.dialect === 'postgres' ? 'postgresql' : 'sqlite';
      connection.onQuery((event) => {
        // Told once the query ended: the span starts when it began, in the caller's context.
        const endTime = Date.now();
        const span = tracer.startSpan('db.query', {
          kind: SpanKind.CLIENT,
          startTime: endTime - event.queryDurationMillis,
          attributes: { 'db.system.name': system, 'db.query.text': event.query.sql },
        });
        if (event.level === 'error') {
          span.recordException(event.error instanceof Error ? event.error : String(event.error));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end(endTime);
      });
    },
    shutdown: () => sdk.shutdown(),
  };
}
