/**
 * The deploy's topology, proven on this machine (issue 14, docs/architecture/operations.md): Caddy with its
 * internal CA in front of two app servers started from one build, on a private PostgreSQL and
 * Redis (so they can be stopped) and an S3-compatible store, watched by Prometheus with the deploy's
 * alert rules. Driven through Caddy's HTTPS address and each instance directly. The tests run in
 * order: the last ones stop and restart things.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import type { Database } from '#server/db/database.ts';
import { signWebhook } from '#server/features/coins/webhook-signature.ts';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { createCoinPackage, createProduct, createUser, createVoyage } from '#tests/factories.ts';
import { linkIn, mailsMatching, waitForMail } from '#tests/outbox.ts';
import { buildRelease, type Cluster, startCluster } from '../../scripts/cluster-topology.ts';
import { freePort } from '../free-port.ts';
import { type PrivateRedis, startPrivateRedis } from '../redis-server.ts';
import { type ClusterClient, clusterClient, multipartFile } from './cluster-client.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';

const LOGIN_EMAIL_MAX = 5;
const LOGIN_ADDRESS_MAX = 8;

let workDir: string;
let postgres: PrivatePostgres;
let redis: PrivateRedis;
let cluster: Cluster;
let db: Kysely<Database>;
let http: ClusterClient;
let servedServiceWorker: Buffer;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'rota-cluster-test-'));
  postgres = await startPrivatePostgres(workDir);
  redis = await startPrivateRedis();
  const [httpsPort, httpPort, app1, app2, s3Port, metrics1, metrics2, caddyMetricsPort, prometheusPort] =
    await Promise.all(Array.from({ length: 9 }, () => freePort()));
  cluster = await startCluster({
    httpsPort: httpsPort ?? 0,
    httpPort: httpPort ?? 0,
    appPorts: [app1 ?? 0, app2 ?? 0],
    metricsPorts: [metrics1 ?? 0, metrics2 ?? 0],
    caddyMetricsPort: caddyMetricsPort ?? 0,
    // Scraped and evaluated every second, so an alert's minute is the rule's own and not more.
    prometheus: { port: prometheusPort ?? 0, scrapeIntervalSeconds: 1 },
    s3Port: s3Port ?? 0,
    databaseUrl: postgres.url('rota_cluster'),
    redisUrl: redis.url,
    redisKeyPrefix: 'rota-cluster-test:',
    workDir,
    build: true,
    appEnv: {
      RATE_LIMIT_LOGIN_EMAIL_MAX: String(LOGIN_EMAIL_MAX),
      RATE_LIMIT_LOGIN_MAX: String(LOGIN_ADDRESS_MAX),
      SHUTDOWN_DRAIN_MS: '3000',
      PG_POOL_MAX: '5',
    },
  });
  db = connectDatabase(postgres.url('rota_cluster')).db;
  http = clusterClient(cluster.caCertificate);
});

afterAll(async () => {
  await http?.close();
  await db?.destroy();
  await cluster?.stop();
  await redis?.close();
  await postgres?.stop().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
});

const instance = (index: number) => {
  const chosen = cluster.instances[index % cluster.instances.length];
  if (!chosen) throw new Error('no instance');
  return chosen;
};

/**
 * Every direct call says which client Caddy would have passed on (the instances trust loopback as
 * their proxy), so the per-address sign-in budget of Caddy's own clients stays for the test of it.
 */
let clientSequence = 0;
const asClient = () => {
  clientSequence += 1;
  return { 'x-forwarded-for': `198.51.100.${clientSequence % 250}` };
};

async function signIn(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  return http.send('POST', `${base}/api/v1/user/login`, { Login: email, Password: password }, headers);
}

async function bearer(email: string, password: string) {
  const answer = await signIn(instance(0).url, email, password, asClient());
  expect(answer.status).toBe(200);
  return { authorization: `Bearer ${answer.json().token as string}` };
}

describe('sessions across instances', () => {
  it('one sign-in through Caddy, then 50 signed-in calls alternating instances: no 401', async () => {
    const user = await createUser(db);
    const answer = await signIn(cluster.httpsUrl, user.email, user.password ?? '');
    expect(answer.status).toBe(200);
    const headers = { authorization: `Bearer ${answer.json().token as string}` };
    const statuses: number[] = [];
    for (let call = 0; call < 50; call += 1)
      statuses.push((await http.get(`${instance(call).url}/api/v1/user/get-info`, headers)).status);
    expect(statuses).toEqual(Array(50).fill(200));
  });

  it('a password reset e-mailed by one instance is opened and used on the other', async () => {
    const user = await createUser(db);
    const requested = await http.send(
      'POST',
      `${instance(0).url}/api/v1/user/recover-password`,
      { email: user.email },
      asClient(),
    );
    expect(requested.status).toBe(200);
    const mail = await waitForMail(
      cluster.instances.map((each) => each.dataDir),
      { to: user.email, subject: 'Redefinição' },
    );
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(cluster.httpsUrl);

    const page = await http.get(`${instance(1).url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const reset = await http.send(
      'POST',
      `${instance(1).url}/api/v1/user/reset-password`,
      {
        email: user.email,
        token: link.searchParams.get('token'),
        password: 'Nova-Senha-Do-Rio-9',
        password_confirmation: 'Nova-Senha-Do-Rio-9',
      },
      asClient(),
    );
    expect(reset.status).toBe(200);
    expect((await signIn(instance(0).url, user.email, 'Nova-Senha-Do-Rio-9', asClient())).status).toBe(200);
  });
});

describe('shared rate limits', () => {
  async function failedSignIns(email: string, count: number) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1)
      statuses.push((await signIn(instance(attempt).url, email, 'Senha-Errada-1', asClient())).status);
    return statuses;
  }

  it('the sixth failed sign-in for one e-mail is 429 on either instance, whatever X-Forwarded-For says', async () => {
    const user = await createUser(db);
    expect(await failedSignIns(user.email, LOGIN_EMAIL_MAX)).toEqual(Array(LOGIN_EMAIL_MAX).fill(401));
    for (const each of cluster.instances) {
      const refused = await signIn(each.url, user.email, user.password ?? '', asClient());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const forged = await signIn(cluster.httpsUrl, user.email, user.password ?? '', {
      'x-forwarded-for': '203.0.113.77',
    });
    expect(forged.status).toBe(429);
  });

  it("through Caddy a client's forged X-Forwarded-For does not buy a new per-address budget", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_ADDRESS_MAX + 1; attempt += 1) {
      const forged = { 'x-forwarded-for': `203.0.113.${attempt + 1}` };
      statuses.push(
        (await signIn(cluster.httpsUrl, `ninguem-${attempt}@exemplo.com.br`, 'x', forged)).status,
      );
    }
    // Earlier tests spent some of this address's attempts: what matters is that the 429 comes, and stays.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThanOrEqual(0);
    expect(statuses.slice(0, firstRefusal)).toEqual(Array(firstRefusal).fill(401));
    expect(statuses.slice(firstRefusal)).toEqual(Array(statuses.length - firstRefusal).fill(429));
  });

  it('with Redis stopped sign-in still works; with Redis back the limit is shared again', async () => {
    const user = await createUser(db);
    await redis.stop();
    for (const each of cluster.instances) {
      const answer = await signIn(each.url, user.email, user.password ?? '', asClient());
      expect(answer.status).toBe(200);
    }
    await redis.start();
    await vi.waitFor(
      async () => {
        const probe = await createUser(db);
        await failedSignIns(probe.email, LOGIN_EMAIL_MAX);
        for (const each of cluster.instances)
          expect((await signIn(each.url, probe.email, probe.password ?? '', asClient())).status).toBe(429);
      },
      { timeout: 20_000, interval: 200 },
    );
  });
});

describe('the catalogue and uploads on every instance', () => {
  it('a price changed through one instance shows on the other within a second', async () => {
    const admin = await createUser(db, { role: '1' });
    const headers = await bearer(admin.email, admin.password ?? '');
    const product = await createProduct(db, { name: 'Remo de Pupunha Entalhado', price_cents: 12_000 });
    const listed = async () =>
      (await http.get(`${instance(1).url}/api/v1/products?search=pupunha`)).json().data as {
        id: number;
        price: number;
      }[];
    // The other instance has the list cached before the change.
    expect((await listed()).map((item) => item.price)).toEqual([120]);

    const changed = await http.send(
      'PUT',
      `${instance(0).url}/api/v1/admin/products/${product.id}`,
      {
        name: 'Remo de Pupunha Entalhado',
        description: 'Remo de pupunha entalhado à mão por artesãos ribeirinhos do Baixo Amazonas.',
        category: 'ACESSÓRIO',
        price_cents: 9_900,
        discount_percent: null,
        rating: 4.5,
        reviews: 10,
        in_stock: true,
        is_highlighted: false,
        image_url: '/media/products/sem-imagem.svg',
        link: 'https://loja.rotaamazonia.com.br/produtos/remo',
      },
      headers,
    );
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    await vi.waitFor(async () => expect((await listed()).map((item) => item.price)).toEqual([99]), {
      timeout: 1000,
      interval: 20,
    });
    expect(Date.now() - changedAt).toBeLessThanOrEqual(1000);
  });

  it('an image and a narration uploaded through one instance are served byte-identical by the other', async () => {
    const admin = await createUser(db, { role: '1' });
    const headers = await bearer(admin.email, admin.password ?? '');
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: { r: 15, g: 61, b: 51 } },
    })
      .png()
      .toBuffer();
    const image = multipartFile('image', 'capa.png', 'image/png', png);
    const imageUpload = await http.request(`${instance(0).url}/api/v1/admin/uploads/images`, {
      method: 'POST',
      headers: { ...headers, 'content-type': image.contentType },
      body: image.body,
    });
    expect(imageUpload.status).toBe(201);
    const imageUrl = imageUpload.json().data.url as string;
    const fromFirst = await http.get(`${instance(0).url}${imageUrl}`);
    const fromSecond = await http.get(`${instance(1).url}${imageUrl}`);
    expect([fromFirst.status, fromSecond.status]).toEqual([200, 200]);
    expect(fromSecond.bytes.equals(fromFirst.bytes)).toBe(true);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');

    const opus = readFileSync(path.join('public', NARRATION_SAMPLE_URL));
    const audio = multipartFile('audio', 'narracao.opus', 'audio/ogg', opus);
    const audioUpload = await http.request(`${instance(0).url}/api/v1/admin/uploads/audio`, {
      method: 'POST',
      headers: { ...headers, 'content-type': audio.contentType },
      body: audio.body,
    });
    expect(audioUpload.status).toBe(201);
    const audioUrl = audioUpload.json().data.url as string;
    const whole = await http.get(`${instance(1).url}${audioUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(opus)).toBe(true);
    const part = await http.get(`${instance(1).url}${audioUrl}`, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${opus.length}`);
    expect(part.bytes.equals(opus.subarray(100, 1100))).toBe(true);
  });
});

describe('passagens across instances', () => {
  async function balanceAndLedger(userId: number) {
    const { coins } = await db
      .selectFrom('users')
      .select('coins')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const ledger = await db.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).execute();
    return { balance: coins, ledgerSum: ledger.reduce((sum, row) => sum + row.amount, 0), ledger };
  }

  it('20 concurrent starts of paid voyages split across both instances start what the balance allows', async () => {
    const user = await createUser(db, { coins: 7 });
    const headers = await bearer(user.email, user.password ?? '');
    const voyages = await Promise.all(Array.from({ length: 20 }, () => createVoyage(db, { cost: 2 })));
    const answers = await Promise.all(
      voyages.map((voyage, index) =>
        http.request(`${instance(index).url}/api/v1/voyages/${voyage.id}/start`, { method: 'POST', headers }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(17).fill(409));
    const { balance, ledgerSum } = await balanceAndLedger(user.id);
    expect(balance).toBe(1);
    expect(ledgerSum).toBe(balance);
  });

  it('a payment webhook delivered 10 times across both instances credits once', async () => {
    const coinPackage = await createCoinPackage(db, { amount: 15, price: 6_990, discount: 0 });
    const user = await createUser(db);
    const headers = await bearer(user.email, user.password ?? '');
    const checkout = await http.send(
      'POST',
      `${instance(0).url}/api/v1/packages/${coinPackage.id}/checkout`,
      { terms_version: termsVersion },
      headers,
    );
    expect(checkout.status).toBe(201);
    const orderId = checkout.json().data.order_id as string;
    const body = JSON.stringify({
      id: `evt_cluster_${orderId}`,
      type: 'payment.approved',
      data: { order_id: orderId, amount: 6_990, currency: 'brl' },
    });
    const deliver = (index: number) =>
      http.request(`${instance(index).url}/api/v1/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-rota-signature': signWebhook(
            cluster.secrets.paymentWebhookSecret,
            body,
            Math.floor(Date.now() / 1000),
          ),
        },
        body,
      });
    const concurrent = await Promise.all(Array.from({ length: 6 }, (_, index) => deliver(index)));
    const sequential = [];
    for (let index = 0; index < 4; index += 1) sequential.push(await deliver(index));
    const answers = [...concurrent, ...sequential];
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((answer) => answer.json().data.outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    const { balance, ledgerSum, ledger } = await balanceAndLedger(user.id);
    expect(balance).toBe(15);
    expect(ledgerSum).toBe(15);
    expect(ledger.filter((row) => row.kind === 'purchase')).toHaveLength(1);
  });
});

describe('the front door', () => {
  it('HTTPS answers carry HSTS of at least a year; HTTP redirects to HTTPS', async () => {
    const page = await http.get(`${cluster.httpsUrl}/`);
    expect(page.status).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(page.headers.get('strict-transport-security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    const plain = await http.get(`${cluster.httpUrl}/produtos?pagina=2`);
    expect([301, 308]).toContain(plain.status);
    expect(plain.headers.get('location')).toBe(`${cluster.httpsUrl}/produtos?pagina=2`);
  });

  it('balances across both instances: two e-mails asked through Caddy are sent by one instance each', async () => {
    const users = [await createUser(db), await createUser(db)];
    for (const user of users) {
      const asked = await http.send('POST', `${cluster.httpsUrl}/api/v1/user/recover-password`, {
        email: user.email,
      });
      expect(asked.status).toBe(200);
    }
    const senders = await vi.waitFor(
      async () => {
        const found = users.map((user) =>
          cluster.instances.findIndex(
            (each) => mailsMatching(each.dataDir, { to: user.email, subject: 'Redefinição' }).length > 0,
          ),
        );
        expect(found).not.toContain(-1);
        return found;
      },
      { timeout: 10_000 },
    );
    expect([...senders].sort()).toEqual([0, 1]);
  });

  it('serves a byte-identical sw.js from both instances', async () => {
    const served = await Promise.all(cluster.instances.map((each) => http.get(`${each.url}/sw.js`)));
    expect(served.map((answer) => answer.status)).toEqual([200, 200]);
    expect(served[1]?.bytes.equals(served[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    servedServiceWorker = served[0]?.bytes ?? Buffer.alloc(0);
    expect(servedServiceWorker.equals(readFileSync('build/client/sw.js'))).toBe(true);
  });
});

/** Prometheus's HTTP API: what it answers under `data`. */
async function prometheusApi(pathAndQuery: string) {
  const answer = await http.get(`${cluster.prometheusUrl}${pathAndQuery}`);
  expect(answer.status).toBe(200);
  return answer.json().data;
}

/** An instant query's series. */
async function prometheusQuery(
  query: string,
): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
  return (await prometheusApi(`/api/v1/query?query=${encodeURIComponent(query)}`)).result;
}

describe('what operators see', () => {
  it('each instance serves /metrics on its own listener; through Caddy there is none', async () => {
    const throughCaddy = await http.get(`${cluster.httpsUrl}/metrics`);
    expect(throughCaddy.status).toBe(404);
    expect(throughCaddy.bytes.toString('utf8')).not.toContain('nodejs_');
    for (const each of cluster.instances) {
      // The suite's checkouts, read from the one database by each instance (a reading serves the
      // scrapes of the next few seconds).
      await vi.waitFor(
        async () => {
          const direct = await http.get(each.metricsUrl);
          expect(direct.status).toBe(200);
          const text = direct.bytes.toString('utf8');
          expect(text).toContain('# TYPE rota_mail_jobs gauge');
          expect(text).toMatch(/^rota_checkouts_started_total\{provider="sandbox"\} [1-9]/m);
        },
        { timeout: 15_000, interval: 500 },
      );
    }
  });

  it('Prometheus scrapes both instances and Caddy, and sums what they counted', async () => {
    const up = await vi.waitFor(
      async () => {
        const result = await prometheusQuery('up');
        expect(result.filter((series) => series.value[1] === '1')).toHaveLength(3);
        return result;
      },
      { timeout: 30_000, interval: 500 },
    );
    expect(up.map((series) => `${series.metric.job} ${series.metric.instance}`).sort()).toEqual(
      [
        `caddy ${new URL(cluster.caddyMetricsUrl).host}`,
        ...cluster.instances.map((each) => `rota ${new URL(each.metricsUrl).host}`),
      ].sort(),
    );
    // The suite signed in on both instances: each counted its own attempts.
    const signIns = await prometheusQuery('sum by (instance) (rota_sign_ins_total)');
    expect(signIns).toHaveLength(2);
    // Shared totals come from the one database: both instances tell the same.
    await vi.waitFor(
      async () => {
        const checkouts = await prometheusQuery(
          'count(sum by (instance) (rota_checkouts_started_total) > 0)',
        );
        expect(checkouts[0]?.value[1]).toBe('2');
      },
      { timeout: 10_000, interval: 500 },
    );
  });

  it('an instance stopped fires InstanceDown for it alone within its minute', async () => {
    const stopped = instance(1);
    expect(await stopped.signal('SIGTERM')).toBe(0);
    const stoppedAt = Date.now();
    const firing = await vi.waitFor(
      async () => {
        const { alerts } = await prometheusApi('/api/v1/alerts');
        const instanceDown = (alerts as { labels: Record<string, string>; state: string }[]).filter(
          (alert) => alert.labels.alertname === 'InstanceDown' && alert.state === 'firing',
        );
        expect(instanceDown).toHaveLength(1);
        return instanceDown[0];
      },
      { timeout: 100_000, interval: 1000 },
    );
    expect(firing?.labels.instance).toBe(new URL(stopped.metricsUrl).host);
    // `for: 1m` in deploy/prometheus/alerts.yml: not before the minute is up.
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(60_000);
    await stopped.restart();
  }, 150_000);
});

describe('operations under load', () => {
  it('PostgreSQL restarted under load: both processes stay alive, answer 503 meanwhile, 200 within 10 s', async () => {
    const user = await createUser(db);
    const headers = await bearer(user.email, user.password ?? '');
    const seen = new Set<number>();
    let loading = true;
    const load = (async () => {
      for (let call = 0; loading; call += 1) {
        const answer = await http.get(`${instance(call).url}/api/v1/user/get-info`, headers);
        seen.add(answer.status);
      }
    })();

    await postgres.stop();
    for (const each of cluster.instances) {
      const unavailable = await vi.waitFor(
        async () => {
          const answer = await http.get(`${each.url}/api/v1/user/get-info`, headers);
          expect(answer.status).toBe(503);
          return answer;
        },
        { timeout: 10_000 },
      );
      expect(Number(unavailable.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    await postgres.start();
    const back = Date.now();
    for (const each of cluster.instances)
      await vi.waitFor(
        async () => expect((await http.get(`${each.url}/api/v1/user/get-info`, headers)).status).toBe(200),
        { timeout: 10_000 },
      );
    expect(Date.now() - back).toBeLessThanOrEqual(10_000);
    loading = false;
    await load;
    expect([...seen].sort()).toEqual([200, 503]);
    for (const each of cluster.instances) expect(each.process()?.exitCode).toBeNull();
  });

  it('an instance sent SIGTERM under load through Caddy: zero failed requests', async () => {
    const leaving = instance(1);
    let started = false;
    const run = new Promise<autocannon.Result>((resolve, reject) => {
      const load = autocannon(
        {
          url: `${cluster.httpsUrl}/api/v1/products`,
          connections: 8,
          duration: 8,
          tlsOptions: { ca: cluster.caCertificate },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      load.once('response', () => {
        started = true;
      });
    });
    await vi.waitFor(async () => expect(started).toBe(true), { timeout: 5000 });
    const exit = await leaving.signal('SIGTERM');
    const result = await run;
    expect(exit).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(100);
    await leaving.restart();
  });

  it('a second build of the same commit writes the same sw.js', async () => {
    await buildRelease(path.join(workDir, 'logs'));
    expect(readFileSync('build/client/sw.js').equals(servedServiceWorker)).toBe(true);
  }, 180_000);
});
