/**
 * Builds the real app for API tests on a fresh database: a new SQLite file per test file, or,
 * when TEST_DATABASE_URL is set, a new PostgreSQL schema per test file (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { connectDatabase, type DatabaseConnection } from '#server/db/connection.ts';
import { parseEnv } from '#server/env.ts';
import type { ClientBuild } from '#server/plugins/client-build.ts';
import { currentTestFile, recordAnsweredStatuses } from './answered-statuses.ts';

export interface TestApp {
  app: App;
  dataDir: string;
  /** Opens another connection to this app's database (a second instance on the same database). */
  connectAgain: () => DatabaseConnection;
  close: () => Promise<void>;
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** A fresh, empty database: a temp SQLite file or a new PostgreSQL schema. */
export async function createTestDatabase(dataDir: string): Promise<{
  connection: DatabaseConnection;
  url: string;
  connectAgain: () => DatabaseConnection;
  drop: () => Promise<void>;
}> {
  const postgresUrl = testDatabaseUrl();
  if (!postgresUrl) {
    const url = `sqlite:${path.join(dataDir, 'test.db')}`;
    return {
      connection: connectDatabase(url),
      url,
      connectAgain: () => connectDatabase(url),
      drop: async () => {},
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(postgresUrl);
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.db.destroy();
  const separator = postgresUrl.includes('?') ? '&' : '?';
  const url = `${postgresUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    connection: connectDatabase(postgresUrl, { schema }),
    url,
    connectAgain: () => connectDatabase(postgresUrl, { schema }),
    drop: async () => {
      const cleanup = connectDatabase(postgresUrl);
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(cleanup.db);
      await cleanup.db.destroy();
    },
  };
}

export async function createTestApp(
  options: {
    clientBuild?: ClientBuild | null;
    env?: Record<string, string>;
    /** Sees every route the app adds (hidden ones too). */
    onRoute?: (route: RouteOptions) => void;
    /** The app's logger; silent unless a test reads what is logged. */
    logger?: FastifyServerOptions['logger'];
    /** Another instance on that app's database (its own DATA_DIR); closing it leaves the database. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-api-'));
  const shared = options.sameDatabaseAs;
  const database = shared
    ? { connection: shared.connectAgain(), connectAgain: shared.connectAgain, drop: async () => {} }
    : await createTestDatabase(dataDir);
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED: 'false',
    // The mail queue's worker looks often, so tests see queued e-mails at once.
    MAIL_POLL_INTERVAL_MS: '50',
    ...options.env,
  });
  const app = await buildApp({
    env,
    connection: database.connection,
    clientBuild: options.clientBuild ?? null,
    logger: options.logger ?? false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  recordAnsweredStatuses(app, currentTestFile(expect.getState().testPath));
  await app.ready();
  return {
    app,
    dataDir,
    connectAgain: database.connectAgain,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
