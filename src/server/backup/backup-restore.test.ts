/**
 * `npm run db:backup` and `npm run db:restore` (docs/architecture/data.md) with the real server and the
 * real scripts, on SQLite and PostgreSQL: a backup taken while a traveller keeps saving progress,
 * restored into a fresh DATA_DIR, serves the traveller the same balance, ledger, notes and uploads;
 * a restore over a running server and a tampered backup are refused.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabase, testDatabaseUrl } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { type SpawnedServer, spawnServer } from '#tests/spawned-server.ts';
import { pinnedSchemaOf } from './backup.ts';
import { lastBackupRun } from './backup-runs.repository.ts';

const run = promisify(execFile);
const root = mkdtempSync(path.join(tmpdir(), 'rota-backup-'));
const backupRoot = path.join(root, 'backups');
const sourceDir = path.join(root, 'source');
const upload = { key: 'images/capa-do-rio.webp', bytes: randomBytes(4096) };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: SpawnedServer[] = [];

/** Runs `npm run db:backup` / `db:restore`'s script with a DATA_DIR and DATABASE_URL. */
async function script(args: string[], env: { dataDir: string; databaseUrl: string }) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['src/server/backup/cli.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: env.dataDir,
        DATABASE_URL: env.databaseUrl,
        BACKUP_DIR: backupRoot,
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function api(server: SpawnedServer, token?: string) {
  return async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json().catch(() => null), raw: response };
  };
}

async function signIn(server: SpawnedServer, email: string, password: string) {
  const login = await api(server)('POST', '/api/v1/user/login', { Login: email, Password: password });
  expect(login.status).toBe(200);
  return api(server, login.body.token);
}

/** What the traveller sees of their account: balance, ledger and notes. */
async function accountOf(call: ReturnType<typeof api>) {
  const [info, history, notes] = await Promise.all([
    call('GET', '/api/v1/user/get-info'),
    call('GET', '/api/v1/coins/history'),
    call('GET', '/api/v1/reader/notes'),
  ]);
  expect([info.status, history.status, notes.status]).toEqual([200, 200, 200]);
  return { coins: info.body.data.coins, history: history.body, notes: notes.body };
}

beforeAll(async () => {
  mkdirSync(sourceDir, { recursive: true });
  database = await createTestDatabase(sourceDir);
  await migrateToLatest(database.connection.db);
});

afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  await database.connection.db.destroy();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('brings back a backup taken under writes; refuses a running server and a tampered copy', async () => {
    const db = database.connection.db;
    const traveller = await createUser(db, { email: 'guardada@exemplo.com.br', coins: 40 });
    const free = await createVoyage(db);
    const paid = await createVoyage(db, { cost: 15 });
    mkdirSync(path.join(sourceDir, 'uploads', 'images'), { recursive: true });
    writeFileSync(path.join(sourceDir, 'uploads', ...upload.key.split('/')), upload.bytes);
    const source = { dataDir: sourceDir, databaseUrl: database.url };

    const server = await spawnServer(source);
    servers.push(server);
    const call = await signIn(server, traveller.email, traveller.password as string);
    for (const voyage of [free, paid]) {
      expect((await call('POST', `/api/v1/voyages/${voyage.id}/start`)).status).toBeLessThan(300);
    }
    for (const [index, note] of ['A margem guarda o que o rio leva.', 'Escutar antes de remar.'].entries()) {
      const saved = await call('PUT', `/api/v1/reader/notes/${randomUUID()}`, {
        voyage_id: String(free.id),
        paragraph_index: index,
        note,
      });
      expect(saved.status).toBeLessThan(300);
    }
    const before = await accountOf(call);
    expect(before.coins).toBe(25);
    expect(before.history.data.entries).toHaveLength(2);
    expect(before.notes.data).toHaveLength(2);

    // The traveller keeps reading while the backup runs.
    let saving = true;
    let saves = 0;
    const reading = (async () => {
      while (saving) {
        const progress = (saves % 99) + 1;
        const saved = await call('PUT', `/api/v1/voyages/${free.id}/change/progress`, { progress });
        expect(saved.status).toBe(200);
        saves += 1;
      }
    })();
    await vi.waitFor(() => expect(saves).toBeGreaterThanOrEqual(3), { timeout: 30_000, interval: 10 });
    const backup = await script(['backup'], source);
    const savesDuringBackup = saves;
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup concluído em .+backup-[\dT-]+Z/);
    const folder = /em (.+?) \(/.exec(backup.stdout)?.[1] as string;

    const overRunning = await script(['restore', folder], source);
    expect(overRunning.code).toBe(1);
    expect(overRunning.stderr).toContain(`Recusado: um servidor em execução (pid ${server.process.pid})`);
    saving = false;
    await reading;
    expect(savesDuringBackup).toBeGreaterThanOrEqual(3);
    await server.kill('SIGTERM');

    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.files.map((file: { path: string }) => file.path)).toEqual(
      expect.arrayContaining([`uploads/${upload.key}`, 'secrets/.jwt-secret']),
    );
    // Recorded where the instances' metrics read it: the time and size of the last backup.
    const recorded = await lastBackupRun(database.connection, sourceDir);
    expect(recorded?.bytes).toBe(
      manifest.files.reduce((sum: number, file: { size: number }) => sum + file.size, 0),
    );
    expect(Date.now() - Date.parse(recorded?.finishedAt ?? '')).toBeLessThan(120_000);

    // A tampered copy: one byte of the upload changed.
    const tampered = path.join(root, 'tampered');
    cpSync(folder, tampered, { recursive: true });
    const tamperedFile = path.join(tampered, 'uploads', ...upload.key.split('/'));
    const bytes = readFileSync(tamperedFile);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    writeFileSync(tamperedFile, bytes);

    // The disk is lost: a fresh DATA_DIR (and, on PostgreSQL, the schema dropped).
    const freshDir = path.join(root, 'fresh');
    let target: { dataDir: string; databaseUrl: string };
    if (testDatabaseUrl()) {
      const schema = pinnedSchemaOf(database.url) as string;
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      target = { dataDir: freshDir, databaseUrl: database.url };
    } else {
      target = { dataDir: freshDir, databaseUrl: `sqlite:${path.join(freshDir, 'app.db')}` };
    }

    const refused = await script(['restore', tampered], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Recusado: uploads/${upload.key} não confere com o tamanho e o SHA-256 do manifest.json (backup danificado ou alterado).`,
    );
    expect(existsSync(path.join(freshDir, 'uploads'))).toBe(false);

    const restored = await script(['restore', folder], target);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain('restaurado');

    const revived = await spawnServer(target);
    servers.push(revived);
    const again = await signIn(revived, traveller.email, traveller.password as string);
    expect(await accountOf(again)).toEqual(before);
    const image = await fetch(`${revived.baseUrl}/uploads/${upload.key}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(upload.bytes)).toBe(true);
    const progress = await again('GET', `/api/v1/voyages/get/episode/${free.id}`);
    expect(progress.status).toBe(200);
    // Two server starts and three script runs: minutes, not seconds, on a busy machine.
  }, 180_000);
});
