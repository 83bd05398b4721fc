/**
 * PostgreSQL going away under a running server (docs/architecture/data.md): requests answer 503 with
 * Retry-After and the catalogue's text, never a 500 or a crash, and the server serves again by
 * itself once the database is back. A loopback proxy the test cuts stands for the restart; the
 * machine's PostgreSQL is never touched. A PostgreSQL that is not there at all needs no server, so
 * that part runs on every suite; the rest runs where the suite has a PostgreSQL (TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths } from '#shared/paths.ts';
import { currentTestFile, recordAnsweredStatuses } from '#tests/answered-statuses.ts';
import { createTestDatabase, testDatabaseUrl } from '#tests/api-harness.ts';
import { freePort } from '#tests/free-port.ts';
import { startTcpProxy, type TcpProxy } from '#tests/tcp-proxy.ts';
import { parseEnv } from '../env.ts';
import { type ConnectOptions, connectDatabase } from './connection.ts';

/** The app's warnings, as pino writes them. */
function logCollector() {
  const lines: { msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

async function appOn(
  url: string,
  dataDir: string,
  logger: object | false,
  migrate: boolean,
  options: ConnectOptions = {},
): Promise<App> {
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SEED: 'false',
    MIGRATE_ON_START: String(migrate),
  });
  const app = await buildApp({ env, connection: connectDatabase(url, options), clientBuild: null, logger });
  recordAnsweredStatuses(app, currentTestFile(expect.getState().testPath));
  await app.ready();
  return app;
}

const unavailable = {
  success: false,
  code: 'DATABASE_UNAVAILABLE',
  message: pt.apiErrors.DATABASE_UNAVAILABLE,
};

describe('a PostgreSQL out of reach', () => {
  let proxy: TcpProxy;
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rota-outage-'));
    // Nothing listens behind the proxy, and the proxy is cut: every connection ends at once.
    proxy = await startTcpProxy({ host: '127.0.0.1', port: await freePort() });
    proxy.cut();
    app = await appOn(
      `postgres://postgres@127.0.0.1:${proxy.port}/test`,
      dataDir,
      { level: 'silent' },
      false,
    );
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and the catalogue’s text, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.highlightedVoyages });
    expect(response).toHaveStatus(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(unavailable);
  });

  it('is alive (/livez) but not ready (/readyz)', async () => {
    const live = await app.inject({ method: 'GET', url: apiPaths.liveness });
    expect(live).toHaveStatus(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: apiPaths.readiness });
    expect(ready).toHaveStatus(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});

const postgresUrl = testDatabaseUrl();
if (postgresUrl) {
  describe('PostgreSQL restarting under a running server', () => {
    let proxy: TcpProxy;
    let app: App;
    let dataDir: string;
    let proxiedUrl: string;
    let drop: () => Promise<void>;
    const log = logCollector();
    const applicationName = `rota_outage_${process.pid}_${Date.now()}`;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'rota-outage-'));
      const database = await createTestDatabase(dataDir);
      await database.connection.db.destroy();
      drop = database.drop;
      const target = new URL(postgresUrl);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const proxied = new URL(database.url);
      proxied.host = `127.0.0.1:${proxy.port}`;
      proxied.searchParams.set('application_name', applicationName);
      proxiedUrl = proxied.toString();
      app = await appOn(proxiedUrl, dataDir, log.logger, true);
    });
    afterAll(async () => {
      await app.close();
      await proxy.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const highlighted = () => app.inject({ method: 'GET', url: apiPaths.highlightedVoyages });

    it('answers 503 while the connection is cut, and 200 again by itself once it is back', async () => {
      // Several pooled connections, idle when the cut comes.
      const before = await Promise.all(Array.from({ length: 4 }, highlighted));
      expect(before.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

      proxy.cut();
      await vi.waitFor(() => expect(proxy.open).toBe(0), { timeout: 15_000 });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await highlighted();
        expect(response).toHaveStatus(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual(unavailable);
      }
      expect(await app.inject({ method: 'GET', url: apiPaths.readiness })).toHaveStatus(503);
      expect(await app.inject({ method: 'GET', url: apiPaths.liveness })).toHaveStatus(200);

      proxy.restore();
      // The very next request opens a new connection: no waiting for a reconnect timer.
      expect(await highlighted()).toHaveStatus(200);
      expect((await app.inject({ method: 'GET', url: apiPaths.readiness })).json()).toEqual({
        status: 'ok',
        database: 'ok',
      });
      // Nothing of the failure reached the client, and nothing was logged as a server error.
      expect(log.lines.filter((line) => line.msg === 'request failed')).toEqual([]);
    });

    it('survives its connections being terminated by the server (pg_terminate_backend)', async () => {
      await Promise.all(Array.from({ length: 3 }, highlighted));
      const lost = log.lines.filter((line) => line.msg === 'database connection lost').length;
      const admin = connectDatabase(postgresUrl);
      const { rows } = await sql<{ terminated: boolean }>`
        select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where application_name = ${applicationName} and pid <> pg_backend_pid()`.execute(admin.db);
      await admin.db.destroy();
      expect(rows.length).toBeGreaterThanOrEqual(1);
      // Each idle connection reports its end (the event that used to end the process).
      await vi.waitFor(
        () =>
          expect(log.lines.filter((line) => line.msg === 'database connection lost').length).toBe(
            lost + rows.length,
          ),
        { timeout: 15_000 },
      );
      const after = await Promise.all(Array.from({ length: 3 }, highlighted));
      expect(after.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    });

    it('survives a connection lost in the middle of a transaction', async () => {
      const lostBefore = log.lines.filter((line) => line.msg === 'database connection lost').length;
      const transaction = app.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // Between two queries the connection is checked out: no query waits on it when it ends.
        proxy.cut();
        await vi.waitFor(
          () =>
            expect(
              log.lines.filter((line) => line.msg === 'database connection lost').length,
            ).toBeGreaterThan(lostBefore),
          { timeout: 15_000 },
        );
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      expect(await highlighted()).toHaveStatus(503);
      proxy.restore();
      expect(await highlighted()).toHaveStatus(200);
    });

    it('abandons a connection that went silent (a host gone without a word): a 503, never a hang', async () => {
      const quick = await appOn(proxiedUrl, dataDir, false, false, {
        queryTimeoutMs: 300,
        connectionTimeoutMs: 300,
      });
      try {
        const ask = () => quick.inject({ method: 'GET', url: apiPaths.highlightedVoyages });
        expect(await ask()).toHaveStatus(200);
        const openBefore = proxy.open;
        proxy.stall();
        const response = await ask();
        expect(response).toHaveStatus(503);
        expect(response.json()).toEqual(unavailable);
        // The silent connection is destroyed, never handed to the next request.
        await vi.waitFor(() => expect(proxy.open).toBe(openBefore - 1), { timeout: 15_000 });
        // New connections wait for an answer that does not come: the connection timeout ends it.
        expect(await ask()).toHaveStatus(503);
        proxy.restore();
        expect(await ask()).toHaveStatus(200);
      } finally {
        await quick.close();
      }
    });

    it('gives up waiting for a connection after the connection timeout: a 503, not a hang', async () => {
      // A pool of one, its connection held by a transaction: the next request waits 3 s at most.
      const small = connectDatabase(new URL(postgresUrl).toString(), {
        poolMax: 1,
        connectionTimeoutMs: 200,
      });
      try {
        let release: () => void = () => {};
        let markHolding: () => void = () => {};
        const holding = new Promise<void>((resolve) => {
          markHolding = resolve;
        });
        const held = small.db.transaction().execute(async () => {
          const released = new Promise<void>((resolve) => {
            release = resolve;
          });
          markHolding();
          await released;
        });
        await holding;
        const waited = sql`select 1`.execute(small.db);
        await expect(waited).rejects.toThrow(/timeout exceeded when trying to connect/);
        const { isDatabaseUnavailable } = await import('./unavailable.ts');
        expect(isDatabaseUnavailable(await waited.catch((error: unknown) => error))).toBe(true);
        release();
        await held;
      } finally {
        await small.db.destroy();
      }
    });
  });
}
