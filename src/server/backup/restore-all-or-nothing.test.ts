/**
 * A restore is all or nothing (docs/architecture/data.md): a manifest path that climbs out of the folder
 * (with the outside file's true checksum), an absolute one, or one altered byte is refused before
 * anything in the target DATA_DIR is touched — compared byte for byte, a fresh DATA_DIR not even
 * created (no generated secret written). And a backup is the owner's only: folders 0700, files 0600.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabase, testDatabaseUrl } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { createBackup } from './backup.ts';
import { describeFile, MANIFEST_FILE } from './manifest.ts';
import { localUploadsStore } from './uploads-store.ts';

const run = promisify(execFile);
const root = mkdtempSync(path.join(tmpdir(), 'rota-restore-'));
const sourceDir = path.join(root, 'source');
const uploadKey = 'images/margem.webp';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let folder: string;

/** Every file under a folder, with its bytes and mode; missing folder: null. */
function snapshot(dir: string): Record<string, { bytes: string; mode: number }> | null {
  if (!existsSync(dir)) return null;
  const files: Record<string, { bytes: string; mode: number }> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    if (entry.isFile())
      files[relative] = { bytes: readFileSync(file).toString('base64'), mode: statSync(file).mode };
    else files[`${relative}/`] = { bytes: '', mode: statSync(file).mode };
  }
  return files;
}

async function restore(backup: string, target: { dataDir: string; databaseUrl: string }) {
  try {
    await run(process.execPath, ['src/server/backup/cli.ts', 'restore', backup], {
      env: {
        ...process.env,
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl,
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

/** A copy of the backup whose manifest lists one more file, described as `file` says. */
function withExtraEntry(name: string, file: { path: string; size: number; sha256: string }) {
  const copy = path.join(root, name);
  cpSync(folder, copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(copy, MANIFEST_FILE), 'utf8'));
  manifest.files.push(file);
  writeFileSync(path.join(copy, MANIFEST_FILE), JSON.stringify(manifest));
  return copy;
}

beforeAll(async () => {
  mkdirSync(sourceDir, { recursive: true });
  database = await createTestDatabase(sourceDir);
  await migrateToLatest(database.connection.db);
  await createUser(database.connection.db, { email: 'no-backup@exemplo.com.br' });
  mkdirSync(path.join(sourceDir, 'uploads', 'images'), { recursive: true });
  writeFileSync(path.join(sourceDir, 'uploads', ...uploadKey.split('/')), randomBytes(2048));
  writeFileSync(path.join(sourceDir, '.jwt-secret'), randomBytes(48).toString('base64url'), { mode: 0o644 });
  ({ folder } = await createBackup({
    databaseUrl: database.url,
    dataDir: sourceDir,
    backupRoot: path.join(root, 'backups'),
    uploads: localUploadsStore(path.join(sourceDir, 'uploads')),
  }));
});

afterAll(async () => {
  await database.connection.db.destroy();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('a backup', () => {
  it('is readable by its owner only: folders 0700, every file 0600', () => {
    const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
    expect(entries.filter((entry) => entry.isFile()).length).toBeGreaterThanOrEqual(4);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const entry of entries) {
      const mode = statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
      expect(mode, entry.name).toBe(entry.isFile() ? 0o600 : 0o700);
    }
  });
});

describe('a refused restore', () => {
  const refusals = () => {
    // Outside the backup, a file whose checksum the manifest gives truly.
    const outside = path.join(root, 'fora.txt');
    writeFileSync(outside, 'o rio não guarda segredos');
    const altered = path.join(root, 'alterado');
    cpSync(folder, altered, { recursive: true });
    const alteredFile = path.join(altered, 'uploads', ...uploadKey.split('/'));
    const bytes = readFileSync(alteredFile);
    bytes[7] = (bytes[7] ?? 0) ^ 0x01;
    writeFileSync(alteredFile, bytes);
    return { outside, altered };
  };

  it('changes nothing in the target DATA_DIR, and creates no fresh one', async () => {
    const { outside, altered } = refusals();
    const truth = await describeFile(root, 'fora.txt');
    const backups = {
      climbing: withExtraEntry('subindo', { ...truth, path: 'uploads/../../fora.txt' }),
      absolute: withExtraEntry('absoluto', { ...truth, path: outside }),
      altered,
    };

    const existing = path.join(root, 'existente');
    mkdirSync(path.join(existing, 'uploads', 'audio'), { recursive: true });
    writeFileSync(path.join(existing, 'uploads', 'audio', 'voz.opus'), randomBytes(512));
    writeFileSync(path.join(existing, '.jwt-secret'), randomBytes(48).toString('base64url'), { mode: 0o600 });
    const targets = [
      {
        dataDir: existing,
        databaseUrl: testDatabaseUrl() ? database.url : `sqlite:${path.join(existing, 'app.db')}`,
      },
      {
        dataDir: path.join(root, 'novo'),
        databaseUrl: testDatabaseUrl() ? database.url : `sqlite:${path.join(root, 'novo', 'app.db')}`,
      },
    ];
    if (!testDatabaseUrl()) writeFileSync(path.join(existing, 'app.db'), randomBytes(4096));

    for (const target of targets) {
      for (const [name, backup] of Object.entries(backups)) {
        const before = snapshot(target.dataDir);
        const users = await database.connection.db.selectFrom('users').select('email').execute();
        const refused = await restore(backup, target);
        expect(refused.code, `${name} → ${target.dataDir}`).toBe(1);
        expect(refused.stderr, name).toMatch(/^Recusado: /);
        expect(snapshot(target.dataDir), `${name} → ${target.dataDir}`).toEqual(before);
        expect(await database.connection.db.selectFrom('users').select('email').execute()).toEqual(users);
      }
    }
    expect(existsSync(path.join(root, 'novo'))).toBe(false);
  }, 120_000);
});
