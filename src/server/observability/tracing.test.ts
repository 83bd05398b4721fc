/**
 * Traces (docs/decisions/163): the real server, started with OTEL_EXPORTER_OTLP_ENDPOINT, sends its
 * spans to an OTLP/HTTP receiver on loopback. A sign-in's trace holds the request's span, its
 * database queries and its Redis calls, and its id is the request id of the request's log line.
 * On SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/paths.ts';
import { createTestDatabase } from '#tests/api-harness.ts';
import { type OtlpReceiver, startOtlpReceiver } from '#tests/otlp-receiver.ts';
import { deleteRedisKeys, SHARED_REDIS_URL, uniqueRedisPrefix } from '#tests/redis-server.ts';
import { type SpawnedServer, spawnServer } from '#tests/spawned-server.ts';

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let receiver: OtlpReceiver;
let server: SpawnedServer;
const redisPrefix = uniqueRedisPrefix();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rota-tracing-'));
  database = await createTestDatabase(dataDir);
  await database.connection.db.destroy();
  receiver = await startOtlpReceiver();
  server = await spawnServer({
    dataDir,
    databaseUrl: database.url,
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      REDIS_URL: SHARED_REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      LOG_LEVEL: 'info',
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.kill();
  await receiver?.close();
  await database?.drop();
  await deleteRedisKeys(SHARED_REDIS_URL, redisPrefix);
  rmSync(dataDir, { recursive: true, force: true });
});

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { url?: string };
}

describe('traces', { timeout: 60_000 }, () => {
  it("a sign-in's trace has its request, database and Redis spans, and the request id is its id", async () => {
    const answer = await fetch(`${server.baseUrl}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Login: 'ninguem@exemplo.com.br', Password: 'senha-qualquer-123' }),
    });
    expect(answer.status).toBe(401);

    // The request's log line says its id (the log is written in batches, within a second).
    const logged = await vi.waitFor(
      () => {
        const line = server
          .output()
          .split('\n')
          .filter((text) => text.startsWith('{'))
          .map((text) => JSON.parse(text) as LogLine)
          .find((entry) => entry.msg === 'request completed' && entry.req?.url === apiPaths.login);
        expect(line, "the sign-in's 'request completed' line").toBeDefined();
        return line as LogLine;
      },
      { timeout: 10_000, interval: 100 },
    );
    const traceId = logged.reqId;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    // The exporter sends its batch within seconds; the request's span ends last.
    await vi.waitFor(
      () => {
        const serverSpan = receiver.spans.find(
          (span) => span.traceId === traceId && span.kind === SPAN_KIND_SERVER,
        );
        expect(serverSpan, `the server span of ${traceId}`).toBeDefined();
      },
      { timeout: 20_000, interval: 100 },
    );
    const trace = receiver.spans.filter((span) => span.traceId === traceId);
    const request = trace.find((span) => span.kind === SPAN_KIND_SERVER);
    expect(request?.service).toBe('rota-amazonia');
    expect(request?.attributes['http.route'] ?? request?.name).toContain(apiPaths.login);
    // @fastify/otel's span for the route, under the request's.
    expect(
      trace.some(
        (span) =>
          span.name === 'request' && span.attributes['http.route'] === apiPaths.login && span.parentSpanId,
      ),
    ).toBe(true);
    const queries = trace.filter((span) => span.name === 'db.query');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((span) => span.kind === SPAN_KIND_CLIENT && span.parentSpanId)).toBe(true);
    expect(queries.some((span) => String(span.attributes['db.query.text']).includes('"users"'))).toBe(true);
    // The sign-in limits count in Redis; the span names the command, never the keys (an e-mail).
    const redisCalls = trace.filter((span) => span.attributes['db.system.name'] === 'redis');
    expect(redisCalls.length).toBeGreaterThan(0);
    expect(JSON.stringify(trace)).not.toContain('ninguem@exemplo.com.br');
  });
});
