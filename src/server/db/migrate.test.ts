/**
 * Releases and migrations (docs/architecture/operations.md): an instance of an older release, restarted after a
 * newer release migrated the database, still starts: it skips migrating and says why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { apiPaths } from '#shared/paths.ts';
import { createTestDatabase } from '#tests/api-harness.ts';
import { parseEnv } from '../env.ts';
import { knownMigrations, migrateToLatest } from './migrate.ts';
import { seedThisRelease } from './seed.ts';

const NEWER = '2099-01-01T0000_newer_release_column';
/** An expanding migration of a release this build does not know. */
const newerRelease = {
  ...knownMigrations,
  [NEWER]: {
    up: async (db: Kysely<unknown>) => {
      await db.schema.alterTable('voyages').addColumn('subtitle', 'text').execute();
    },
  },
};

describe('a database migrated by a newer release', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rota-migrate-'));
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.connection.db.destroy().catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a new database fully, then finds nothing to do', async () => {
    const first = await migrateToLatest(database.connection.db);
    expect(first.applied).toEqual(Object.keys(knownMigrations));
    expect(first.unknown).toEqual([]);
    expect(await migrateToLatest(database.connection.db)).toEqual({ applied: [], unknown: [] });
  });

  it('leaves a database a newer release migrated as it is, naming what it does not know', async () => {
    expect(await migrateToLatest(database.connection.db, newerRelease)).toEqual({
      applied: [NEWER],
      unknown: [],
    });
    expect(await migrateToLatest(database.connection.db)).toEqual({ applied: [], unknown: [NEWER] });
  });

  it('does not seed it: an older release’s content must not come back mid-rollout', async () => {
    expect(await seedThisRelease(database.connection.db)).toEqual({
      seeded: false,
      newerMigrations: [NEWER],
    });
    const voyages = await database.connection.db.selectFrom('voyages').select('slug').execute();
    expect(voyages).toEqual([]);
  });

  it('starts the older build on it, with a warning, and serves', async () => {
    const warnings: { msg: string; migrations?: string[] }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) warnings.push(JSON.parse(line));
        done();
      },
    });
    const env = parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED: 'false', LOG_LEVEL: 'warn' });
    const app = await buildApp({
      env,
      connection: database.connection,
      clientBuild: null,
      logger: { level: 'warn', stream },
    });
    await app.ready();
    try {
      expect(warnings).toEqual([
        expect.objectContaining({
          msg: expect.stringMatching(/newer release/),
          migrations: [NEWER],
        }),
      ]);
      expect(await app.inject({ method: 'GET', url: apiPaths.readiness })).toHaveStatus(200);
      expect(await app.inject({ method: 'GET', url: apiPaths.highlightedVoyages })).toHaveStatus(200);
    } finally {
      await app.close();
    }
  });
});

describe('a database of this release', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rota-migrate-'));
    database = await createTestDatabase(dataDir);
    await migrateToLatest(database.connection.db);
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is seeded', async () => {
    const outcome = await seedThisRelease(database.connection.db);
    expect(outcome).toMatchObject({ seeded: true, summary: { voyages: expect.any(Number) } });
    const voyages = await database.connection.db.selectFrom('voyages').select('slug').execute();
    expect(voyages.length).toBeGreaterThan(0);
  });
});
