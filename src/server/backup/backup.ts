/**
 * `npm run db:backup` (docs/decisions/092): a consistent copy of the database taken while the
 * server runs — SQLite through its online backup API, PostgreSQL through `pg_dump -Fc` — plus the
 * uploads and the secrets generated into DATA_DIR, in a timestamped folder with a manifest of sizes
 * and SHA-256 checksums. The folder gets its final name only once complete.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { describeFile, filesIn, MANIFEST_FILE, type Manifest } from './manifest.ts';
import type { UploadsStore } from './uploads-store.ts';

const run = promisify(execFile);

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
  await mkdir(partial, { recursive: true });
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
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await uploads.read(key));
  }
  for (const name of GENERATED_SECRETS) {
    const source = path.join(dataDir, name);
    if (!existsSync(source)) continue;
    await mkdir(path.join(partial, BACKUP_LAYOUT.secrets), { recursive: true, mode: 0o700 });
    await copyFile(source, path.join(partial, BACKUP_LAYOUT.secrets, name));
  }

  const manifest: Manifest = {
    format: 1,
    created_at: now.toISOString(),
    database: kind,
    files: await Promise.all((await filesIn(partial)).map((relative) => describeFile(partial, relative))),
  };
  await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, folder);
  return { folder, manifest };
}
