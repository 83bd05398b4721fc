/**
 * Prometheus metrics (docs/architecture/operations.md), loaded only when METRICS_PORT is set:
 * Node's defaults (event-loop lag, heap, GC), every answer by route pattern, method and status, the
 * database pool, Redis, sign-ins, payment webhooks, offline packs, and the shared totals read from
 * the database on scrape. Served at /metrics on a listener of its own, which the proxy never reaches.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, Gauge, Registry } from 'prom-client';
import type { DatabaseConnection } from '#server/db/connection.ts';
import { apiPaths, appApiPaths } from '#shared/paths.ts';
import { AnswerDurations } from './answer-durations.ts';
import { collectNodeMetrics } from './node-metrics.ts';
import type { ProductEvents } from './product-events.ts';
import { type ProductTotals, readProductTotals } from './product-totals.ts';

/** Scrapes closer together than this share one reading of the database. */
const TOTALS_MAX_AGE_MS = 5_000;
/** Seconds: from a cached answer to a slow page on a busy database. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The routes that sign a traveller in, and the method each stands for. */
const SIGN_IN_ROUTES = new Map<string, string>([
  [`POST ${apiPaths.login}`, 'password'],
  [`POST ${apiPaths.googleSignIn}`, 'google'],
  [`GET ${apiPaths.googleCallback}`, 'google'],
  [`POST ${apiPaths.facebookSignIn}`, 'facebook'],
  [`POST ${appApiPaths.passkeySignIn}`, 'passkey'],
]);
const OFFLINE_PACKAGE_ROUTE = `GET ${appApiPaths.voyageOfflinePackage}`;
const WEBHOOK_ROUTE = `POST ${appApiPaths.paymentWebhook}`;

/** What an answer's status says about an attempt: signed in, refused, limited or broken. */
function outcomeOf(statusCode: number): string {
  if (statusCode < 400) return 'success';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode >= 500) return 'error';
  return 'refused';
}

function seconds(isoTime: string | null | undefined): number | undefined {
  return isoTime ? Date.parse(isoTime) / 1000 : undefined;
}

export interface MetricsOptions {
  port: number;
  host: string;
  connection: DatabaseConnection;
  /** Where `npm run db:backup` records its last success on SQLite. */
  dataDir: string;
}

export interface Metrics {
  registry: Registry;
  productEvents: ProductEvents;
}

/** Registers the metrics on the app: hooks for the answers, collectors read at scrape time. */
export function instrumentApp(
  app: FastifyInstance,
  { port, host, connection, dataDir }: MetricsOptions,
): Metrics {
  const registry = new Registry();
  collectNodeMetrics(registry);

  // Counted in place, read at scrape: the one metric every answer feeds (./answer-durations.ts).
  const durations = new AnswerDurations(
    'http_request_duration_seconds',
    'Answers by route pattern, method and status, and the time each took.',
    DURATION_BUCKETS,
  );
  durations.registerIn(registry);
  const signIns = new Counter({
    name: 'rota_sign_ins_total',
    help: 'Sign-in attempts by method (password, google, facebook) and outcome.',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'rota_payment_webhooks_total',
    help: "Payment providers' webhooks by event type and outcome (rejected: refused before being read).",
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const offlinePacks = new Counter({
    name: 'rota_offline_packs_served_total',
    help: 'Offline packs (a voyage for reading without a connection) handed to travellers.',
    registers: [registry],
  });
  const offlinePackBytes = new Counter({
    name: 'rota_offline_pack_bytes_total',
    help: 'Bytes of the files listed in the offline packs handed out.',
    registers: [registry],
  });
  const rateLimitsSkipped = new Counter({
    name: 'rota_rate_limits_skipped_total',
    help: 'Requests let through unlimited because the shared counters (Redis) did not answer.',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const queryErrors = new Counter({
    name: 'rota_db_query_errors_total',
    help: 'Database queries that failed (constraint violations included).',
    registers: [registry],
  });
  connection.onQuery((event) => {
    if (event.level === 'error') queryErrors.inc();
  });

  const { poolStats } = connection;
  if (poolStats) {
    new Gauge({
      name: 'rota_db_pool_connections',
      help: 'PostgreSQL connections of this instance, in use or idle.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle } = poolStats();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'rota_db_pool_waiting',
      help: 'Requests waiting for a PostgreSQL connection of this instance.',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  if (app.redis) {
    const { redis } = app;
    new Gauge({
      name: 'rota_redis_up',
      help: 'Redis answers this instance (1) or not (0: shared limits skipped).',
      registers: [registry],
      collect() {
        this.set(redis.status === 'ready' ? 1 : 0);
      },
    });
  }
  registerProductTotals(app, registry, dataDir);

  // Each route gets its own `onResponse` hook, resolved when the route is added: its series, and
  // whether it is a sign-in or the webhook. Nothing per answer but a few additions (see
  // docs/architecture/operations.md, "Cost").
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const answers = durations.route(route.url);
    const signInMethods = new Map(
      methods.flatMap((method) => {
        const signInMethod = SIGN_IN_ROUTES.get(`${method} ${route.url}`);
        return signInMethod ? [[method, signInMethod] as const] : [];
      }),
    );
    const webhookMethod = methods.find((method) => `${method} ${route.url}` === WEBHOOK_ROUTE);
    const consentPageToo = route.url === apiPaths.googleSignIn;
    const measure: onResponseHookHandler =
      signInMethods.size === 0 && !webhookMethod
        ? (request, reply, done) => {
            answers.observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
            done();
          }
        : (request, reply, done) => {
            const { statusCode } = reply;
            answers.observe(request.method, statusCode, reply.elapsedTime / 1000);
            const signInMethod = signInMethods.get(request.method);
            if (signInMethod && (!consentPageToo || isSignInAttempt(request)))
              signIns.inc({ method: signInMethod, outcome: outcomeOf(statusCode) });
            else if (request.method === webhookMethod && statusCode >= 400) {
              webhooks.inc({ type: 'unread', outcome: statusCode >= 500 ? 'error' : 'rejected' });
            }
            done();
          };
    route.onResponse = [...hooksOf(route.onResponse), measure];
    if (methods.some((method) => `${method} ${route.url}` === OFFLINE_PACKAGE_ROUTE)) {
      route.preSerialization = [
        ...hooksOf(route.preSerialization),
        async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          const totalBytes = (payload as { data?: { total_bytes?: number } } | null)?.data?.total_bytes;
          if (reply.statusCode === 200 && typeof totalBytes === 'number') {
            offlinePacks.inc();
            offlinePackBytes.inc(totalBytes);
          }
          return payload;
        },
      ];
    }
  });
  // Answers without a route (the not-found handler's) have no hook of their own.
  const unmatched = durations.route('unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched.observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics not collected');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ address: metricsAddress(server) }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  app.decorate('metricsServer', server);

  return {
    registry,
    productEvents: {
      rateLimitSkipped: (limit) => rateLimitsSkipped.inc({ limit }),
      paymentWebhook: (type, outcome) => webhooks.inc({ type, outcome }),
    },
  };
}

/** Google's sign-in route also answers the consent page's address: that is no attempt yet. */
function isSignInAttempt(request: FastifyRequest): boolean {
  return Boolean((request.body as { credential?: unknown } | undefined)?.credential);
}

/** A route option that takes one hook or several, as a list. */
function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (Array.isArray(hooks)) return hooks;
  return hooks ? [hooks] : [];
}

function metricsAddress(server: Server): string {
  const address = server.address();
  return typeof address === 'object' && address ? `http://${address.address}:${address.port}/metrics` : '';
}

/** The shared totals, one database reading per scrape (or per TOTALS_MAX_AGE_MS). */
function registerProductTotals(app: FastifyInstance, registry: Registry, dataDir: string): void {
  let reading: { at: number; totals: Promise<ProductTotals | undefined> } | undefined;
  const totals = (): Promise<ProductTotals | undefined> => {
    if (!reading || Date.now() - reading.at > TOTALS_MAX_AGE_MS) {
      reading = {
        at: Date.now(),
        // A database away leaves these out of the scrape; the rest of it still answers.
        totals: readProductTotals({ db: app.db, dialect: app.dbDialect }, dataDir).then(
          (read) => {
            databaseRead.set(1);
            return read;
          },
          (error: unknown) => {
            app.log.warn({ err: error }, 'metrics: the database totals could not be read');
            databaseRead.set(0);
            return undefined;
          },
        ),
      };
    }
    return reading.totals;
  };
  const databaseRead = new Gauge({
    name: 'rota_metrics_database_read',
    help: 'Whether the totals below were read from the database at this scrape (1) or not (0).',
    registers: [registry],
    async collect() {
      await totals();
    },
  });
  /** A total kept by the database, exposed as the counter it is (it only grows). */
  const counterFromDatabase = <Label extends string>(
    config: { name: string; help: string; labelNames: readonly Label[] },
    read: (totals: ProductTotals, counter: Counter<Label>) => void,
  ) =>
    new Counter<Label>({
      ...config,
      registers: [registry],
      async collect() {
        const read_ = await totals();
        this.reset();
        if (read_) read(read_, this);
      },
    });
  const gaugeFromDatabase = <Label extends string>(
    config: { name: string; help: string; labelNames?: readonly Label[] },
    read: (totals: ProductTotals, gauge: Gauge<Label>) => void,
  ) =>
    new Gauge<Label>({
      ...config,
      registers: [registry],
      async collect() {
        const read_ = await totals();
        this.reset();
        if (read_) read(read_, this);
      },
    });

  gaugeFromDatabase(
    {
      name: 'rota_mail_jobs',
      help: 'E-mails in the queue by state (sent and failed ones kept 30 days).',
      labelNames: ['status'],
    },
    (read, gauge) => {
      for (const status of ['queued', 'sending', 'sent', 'failed']) gauge.set({ status }, 0);
      for (const row of read.mailJobs) gauge.set({ status: row.status }, row.count);
    },
  );
  gaugeFromDatabase(
    {
      name: 'rota_mail_oldest_queued_age_seconds',
      help: 'How long the oldest e-mail not yet sent has waited (0: none).',
    },
    (read, gauge) => {
      const queuedAt = seconds(read.oldestQueuedMailAt);
      gauge.set(queuedAt === undefined ? 0 : Math.max(0, Date.now() / 1000 - queuedAt));
    },
  );
  gaugeFromDatabase(
    {
      name: 'rota_mail_last_failure_timestamp_seconds',
      help: 'When an e-mail was last given up (0: none on record).',
    },
    (read, gauge) => {
      const failedAt = seconds(read.lastFailedMailAt);
      if (failedAt !== undefined) gauge.set(failedAt);
    },
  );
  counterFromDatabase(
    {
      name: 'rota_checkouts_started_total',
      help: 'Checkouts started (orders created), by payment provider.',
      labelNames: ['provider'],
    },
    (read, counter) => {
      for (const row of read.checkouts) counter.inc({ provider: row.provider }, row.started);
    },
  );
  counterFromDatabase(
    {
      name: 'rota_checkouts_paid_total',
      help: 'Orders the provider reported paid, by payment provider.',
      labelNames: ['provider'],
    },
    (read, counter) => {
      for (const row of read.checkouts) counter.inc({ provider: row.provider }, row.paid);
    },
  );
  counterFromDatabase(
    {
      name: 'rota_refunds_requested_total',
      help: 'Refunds asked for: by the staff or a withdrawal (the 7-day right).',
      labelNames: ['kind'],
    },
    (read, counter) => {
      for (const row of read.refunds) counter.inc({ kind: row.kind }, row.requested);
    },
  );
  counterFromDatabase(
    {
      name: 'rota_refunds_completed_total',
      help: 'Refunds the provider confirmed, by kind (staff, withdrawal).',
      labelNames: ['kind'],
    },
    (read, counter) => {
      for (const row of read.refunds) counter.inc({ kind: row.kind }, row.refunded);
    },
  );
  counterFromDatabase(
    {
      name: 'rota_passagens_credited_total',
      help: 'Passagens credited, by ledger kind (grant, purchase, admin…).',
      labelNames: ['kind'],
    },
    (read, counter) => {
      for (const row of read.passagens) if (row.credited > 0) counter.inc({ kind: row.kind }, row.credited);
    },
  );
  counterFromDatabase(
    {
      name: 'rota_passagens_spent_total',
      help: 'Passagens taken out, by ledger kind (spend on voyages, refund, admin).',
      labelNames: ['kind'],
    },
    (read, counter) => {
      for (const row of read.passagens) if (row.spent > 0) counter.inc({ kind: row.kind }, row.spent);
    },
  );
  gaugeFromDatabase(
    {
      name: 'rota_backup_last_success_timestamp_seconds',
      help: 'When the last `npm run db:backup` finished (0: none recorded).',
    },
    (read, gauge) => {
      const finishedAt = seconds(read.lastBackup?.finishedAt);
      if (finishedAt !== undefined) gauge.set(finishedAt);
    },
  );
  gaugeFromDatabase(
    {
      name: 'rota_backup_last_size_bytes',
      help: 'Bytes the last successful backup wrote (0: none recorded).',
    },
    (read, gauge) => {
      if (read.lastBackup) gauge.set(read.lastBackup.bytes);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The listener of /metrics (tests read its port). */
    metricsServer?: Server;
  }
}
