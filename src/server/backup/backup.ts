/**
 * `npm run db:backup` (docs/architecture/data.md): a consistent copy of the database taken while the
 * server runs — SQLite through its online backup API, PostgreSQL through `pg_dump -Fc` — plus the
 * uploads and the secrets generated into DATA_DIR, in a timestamped folder with a manifest of sizes
 * and SHA-256 checksums. The folder gets its final name only once complete. It holds password
 * hashes and secrets: its folders are the owner's only (0700) from the start, every file 0600.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { describeFile, filesIn, MANIFEST_FILE, type Manifest } from './manifest.ts';
import { isSafeKey, type UploadsStore } from './uploads-store.ts';

const run = promisify(execFile);
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** The files in a backup folder. */
export const BACKUP_LAYOUT = {
  sqlite: 'database.sqlite',
  postgres: 'database.dump',
  uploads: 'uploads',
  secrets: 'secrets',
} as const;

/** The secrets the embedded default generates into DATA_DIR (env.ts): sessions and webhooks keep working. */
export const GENERATED_SECRETS = ['.jwt-secret', '.payment-webhook-secret'] as const;

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * The paths a backup of a `kind` database keeps: its database file, `uploads/<key>` and
 * `secrets/<generated secret>`. Nothing absolute, nothing with `..`: no path leaves the folder.
 */
export function isBackupPath(kind: DatabaseKind) {
  const uploadsPrefix = `${BACKUP_LAYOUT.uploads}/`;
  const secrets = GENERATED_SECRETS.map((name) => `${BACKUP_LAYOUT.secrets}/${name}`);
  return (relative: string) =>
    relative === BACKUP_LAYOUT[kind] ||
    (relative.startsWith(uploadsPrefix) && isSafeKey(relative.slice(uploadsPrefix.length))) ||
    secrets.includes(relative);
}

export function databaseKindOf(url: string): DatabaseKind {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

export function sqliteFileOf(url: string): string {
  return path.resolve(url.replace(/^sqlite:(\/\/)?/, ''));
}

/** The schema a PostgreSQL URL pins with `options=-c search_path=…`, if any: dump and restore only it. */
export function pinnedSchemaOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path=([A-Za-z_][\w]*)/.exec(options)?.[1];
}

export async function createBackup({
  databaseUrl,
  dataDir,
  backupRoot,
  uploads,
  now = new Date(),
}: {
  databaseUrl: string;
  dataDir: string;
  backupRoot: string;
  uploads: UploadsStore;
  now?: Date;
}): Promise<{ folder: string; manifest: Manifest }> {
  const folder = path.join(backupRoot, `backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  const partial = `${folder}.partial`;
  await mkdir(backupRoot, { recursive: true });
  await mkdir(partial, { mode: OWNER_ONLY_FOLDER });
  const kind = databaseKindOf(databaseUrl);

  if (kind === 'sqlite') {
    const source = new SQLite(sqliteFileOf(databaseUrl), { fileMustExist: true });
    try {
      // After the first step, copy whatever remains in one step: a write by the server between
      // steps would make SQLite start over.
      await source.backup(path.join(partial, BACKUP_LAYOUT.sqlite), {
        progress: ({ remainingPages }) => Math.max(remainingPages, 100),
      });
    } finally {
      source.close();
    }
  } else {
    const schema = pinnedSchemaOf(databaseUrl);
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(partial, BACKUP_LAYOUT.postgres)}`,
      ...(schema ? [`--schema=${schema}`] : []),
      `--dbname=${databaseUrl}`,
    ]);
  }

  for await (const key of uploads.list()) {
    const target = path.join(partial, BACKUP_LAYOUT.uploads, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true, mode: OWNER_ONLY_FOLDER });
    await writeFile(target, await uploads.read(key), { mode: OWNER_ONLY_FILE });
  }
  for (const name of GENERATED_SECRETS) {
    const source = path.join(dataDir, name);
    if (!existsSync(source)) continue;
    await mkdir(path.join(partial, BACKUP_LAYOUT.secrets), { recursive: true, mode: OWNER_ONLY_FOLDER });
    await copyFile(source, path.join(partial, BACKUP_LAYOUT.secrets, name));
  }

  const files = await filesIn(partial);
  // The database file and the copied secrets come with the tool's or the source's mode.
  for (const relative of files) await chmod(path.join(partial, ...relative.split('/')), OWNER_ONLY_FILE);
  const manifest: Manifest = {
    format: 1,
    created_at: now.toISOString(),
    database: kind,
    files: await Promise.all(files.map((relative) => describeFile(partial, relative))),
  };
  await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: OWNER_ONLY_FILE,
  });
  await rename(partial, folder);
  return { folder, manifest };
}
