/**
 * /metrics (docs/decisions/162) read with a Prometheus text parser: Node's defaults and the
 * product's metrics are there, and the counters move with the actions that feed them — a sign-in,
 * a checkout, a webhook, an e-mail given up, an offline pack, a backup recorded. On SQLite and
 * PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import parsePrometheusTextFormat, {
  type ParsedFamily,
  type ParsedSample,
} from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordBackupRun } from '#server/backup/backup-runs.repository.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { apiPaths } from '#shared/paths.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp-server.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let metricsUrl: string;

beforeAll(async () => {
  // A mail server that refuses everything: the one attempt allowed fails and the e-mail is given up.
  smtp = await startSmtpServer({ refuseFirst: 1000 });
  t = await createTestApp({
    env: {
      ...accountTestEnv,
      METRICS_PORT: '0',
      PAYMENT_PROVIDER: 'sandbox',
      SMTP_URL: smtp.url,
      MAIL_MAX_ATTEMPTS: '1',
      MAIL_POLL_INTERVAL_MS: '20',
    },
  });
  const address = t.app.metricsServer?.address();
  if (!address || typeof address !== 'object') throw new Error('the metrics listener is not listening');
  metricsUrl = `http://127.0.0.1:${address.port}/metrics`;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function scrapeText(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

async function scrape(): Promise<Map<string, ParsedFamily>> {
  return new Map(parsePrometheusTextFormat(await scrapeText()).map((family) => [family.name, family]));
}

/** Waits past the totals' shared reading, then scrapes. */
async function scrapeFresh() {
  await new Promise((resolve) => setTimeout(resolve, 5_100));
  return scrape();
}

function sampleValue(
  families: Map<string, ParsedFamily>,
  name: string,
  labels: Record<string, string> = {},
): number {
  const family = families.get(name);
  const sample = family?.metrics.find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  return sample?.value === undefined ? 0 : Number(sample.value);
}

/** Answers counted for one route, method and status. */
function requestCount(text: string, labels: Record<string, string>): number {
  const sample = durationSamples(text, 'count').find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  return Number(sample?.value ?? 0);
}

/**
 * The answers' histogram's `_count`, `_sum` or `_bucket` samples, each with its labels. The parser
 * folds a labelled histogram's series into one; read as untyped samples (without the TYPE line),
 * each series keeps its labels (one family per run of lines with the same name).
 */
function durationSamples(text: string, part: 'count' | 'sum' | 'bucket'): ParsedSample[] {
  const untyped = text.replace('# TYPE http_request_duration_seconds histogram\n', '');
  return parsePrometheusTextFormat(untyped)
    .filter((family) => family.name === `http_request_duration_seconds_${part}`)
    .flatMap((family) => family.metrics);
}

describe('GET /metrics', { timeout: 60_000 }, () => {
  it('answers Node defaults and the product metrics as Prometheus text, on its own port only', async () => {
    const families = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'process_cpu_seconds_total',
      'rota_mail_jobs',
      'rota_mail_oldest_queued_age_seconds',
      'rota_checkouts_started_total',
      'rota_metrics_database_read',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(families.get('rota_checkouts_started_total')?.type).toBe('COUNTER');
    // Prometheus's own parser and linter, where installed (CI installs it): only prom-client's
    // default gauges named `…_total` are remarked on.
    const promtool = spawnSync('promtool', ['check', 'metrics'], {
      input: await scrapeText(),
      encoding: 'utf8',
    });
    if (!promtool.error) {
      const remarks = `${promtool.stdout}${promtool.stderr}`.split('\n').filter(Boolean);
      expect(remarks.filter((line) => !/^nodejs_active_\w+_total non-counter metrics/.test(line))).toEqual(
        [],
      );
      expect([0, 3]).toContain(promtool.status);
    }
    expect(sampleValue(families, 'rota_metrics_database_read')).toBe(1);
    // The app's own port has no /metrics: the proxy, which forwards only that port, cannot reach it.
    expect(await t.app.inject({ url: '/metrics' })).toHaveStatus(404);
  });

  it('counts answers by route pattern, method and status', async () => {
    const labels = { method: 'GET', route: apiPaths.product, status_code: '404' };
    const before = requestCount(await scrapeText(), labels);
    await t.app.inject({ url: '/api/v1/products/nao-existe' });
    await t.app.inject({ url: '/api/v1/products/outro-que-nao-existe' });
    const text = await scrapeText();
    expect(requestCount(text, labels) - before).toBe(2);
    expect(
      parsePrometheusTextFormat(text).find((family) => family.name === 'http_request_duration_seconds')?.type,
    ).toBe('HISTOGRAM');
    // Every series' buckets only grow, and the last (+Inf) is its count.
    const counts = durationSamples(text, 'count');
    const buckets = durationSamples(text, 'bucket');
    expect(counts.length).toBeGreaterThan(0);
    for (const { labels: series, value: count } of counts) {
      const own = buckets.filter((bucket) =>
        Object.entries(series ?? {}).every(([key, value]) => bucket.labels?.[key] === value),
      );
      const values = own.map((bucket) => Number(bucket.value));
      expect(values).toEqual([...values].sort((x, y) => x - y));
      expect(own.at(-1)?.labels?.le).toBe('+Inf');
      expect(own.at(-1)?.value).toBe(count);
    }
  });

  it('counts answers without a route as unmatched, and HEAD apart from GET', async () => {
    const unmatched = { method: 'POST', route: 'unmatched', status_code: '404' };
    const head = { method: 'HEAD', route: apiPaths.products, status_code: '200' };
    const get = { ...head, method: 'GET' };
    const before = await scrapeText();
    expect(await t.app.inject({ method: 'POST', url: '/nao-existe' })).toHaveStatus(404);
    expect(await t.app.inject({ method: 'HEAD', url: apiPaths.products })).toHaveStatus(200);
    const after = await scrapeText();
    expect(requestCount(after, unmatched) - requestCount(before, unmatched)).toBe(1);
    expect(requestCount(after, head) - requestCount(before, head)).toBe(1);
    expect(requestCount(after, get) - requestCount(before, get)).toBe(0);
  });

  it('counts sign-ins by method and outcome', async () => {
    const user = await createUser(t.app.db);
    const before = await scrape();
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { Login: user.email, Password: password },
      });
    expect(await signIn(user.password ?? '')).toHaveStatus(200);
    expect(await signIn('senha-errada-123')).toHaveStatus(401);
    const after = await scrape();
    for (const outcome of ['success', 'refused']) {
      const labels = { method: 'password', outcome };
      expect(
        sampleValue(after, 'rota_sign_ins_total', labels) -
          sampleValue(before, 'rota_sign_ins_total', labels),
      ).toBe(1);
    }
  });

  it('counts a checkout, its webhook and the passagens it credits; a forged webhook is rejected', async () => {
    const coinPackage = await createCoinPackage(t.app.db, { amount: 3, price: 1490 });
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const before = await scrapeFresh();

    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/v1/packages/${coinPackage.id}/checkout`,
      headers,
      payload: { terms_version: termsVersion },
    });
    expect(checkout).toHaveStatus(201);
    const orderId = checkout.json().data.order_id;
    // The sandbox's approval delivers a signed webhook to this app, as a provider would.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${orderId}/approve`,
      headers,
    });
    expect(approved).toHaveStatus(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-rota-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_forjado', type: 'payment.approved', data: { order_id: orderId } }),
    });
    expect(forged).toHaveStatus(401);

    const after = await scrapeFresh();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('rota_checkouts_started_total', { provider: 'sandbox' })).toBe(1);
    expect(moved('rota_checkouts_paid_total', { provider: 'sandbox' })).toBe(1);
    expect(moved('rota_payment_webhooks_total', { type: 'payment.approved', outcome: 'credited' })).toBe(1);
    expect(moved('rota_payment_webhooks_total', { type: 'unread', outcome: 'rejected' })).toBe(1);
    expect(moved('rota_passagens_credited_total', { kind: 'purchase' })).toBe(3);
  });

  it('shows an e-mail given up, and when', async () => {
    const user = await createUser(t.app.db, { email: 'sem-sorte@exemplo.com.br' });
    const before = await scrapeFresh();
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.recoverPassword,
      payload: { email: user.email },
    });
    expect(response).toHaveStatus(200);
    await vi.waitFor(
      async () => {
        const failedJob = t.app.db.selectFrom('mail_jobs').select('id').where('status', '=', 'failed');
        expect(await failedJob.executeTakeFirst(), 'the e-mail given up').toBeDefined();
      },
      { timeout: 20_000, interval: 20 },
    );
    const after = await scrapeFresh();
    const failed = { status: 'failed' };
    expect(sampleValue(after, 'rota_mail_jobs', failed) - sampleValue(before, 'rota_mail_jobs', failed)).toBe(
      1,
    );
    const failedAt = sampleValue(after, 'rota_mail_last_failure_timestamp_seconds');
    expect(Math.abs(Date.now() / 1000 - failedAt)).toBeLessThan(60);
  });

  it('counts the offline packs handed out and their bytes', async () => {
    const voyage = await createVoyage(t.app.db);
    const headers = await authHeadersFor(t.app, await createUser(t.app.db));
    expect(
      await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers }),
    ).toHaveStatus(200);
    const before = await scrape();
    const pack = await t.app.inject({ url: `/api/v1/voyages/${voyage.id}/offline-package`, headers });
    expect(pack).toHaveStatus(200);
    const refused = await t.app.inject({ url: `/api/v1/voyages/${voyage.id}/offline-package` });
    expect(refused).toHaveStatus(401);
    const after = await scrape();
    const moved = (name: string) => sampleValue(after, name) - sampleValue(before, name);
    expect(moved('rota_offline_packs_served_total')).toBe(1);
    expect(moved('rota_offline_pack_bytes_total')).toBe(pack.json().data.total_bytes);
    expect(pack.json().data.total_bytes).toBeGreaterThan(0);
  });

  it("tells the last backup's time and size", async () => {
    const finishedAt = new Date('2026-11-26T03:00:00.000Z');
    const connection = { db: t.app.db, dialect: t.app.dbDialect };
    await recordBackupRun(connection, t.dataDir, { finishedAt, bytes: 123_456, folder: '/backups/backup-x' });
    const after = await scrapeFresh();
    expect(sampleValue(after, 'rota_backup_last_success_timestamp_seconds')).toBe(
      finishedAt.getTime() / 1000,
    );
    expect(sampleValue(after, 'rota_backup_last_size_bytes')).toBe(123_456);
  });
});
