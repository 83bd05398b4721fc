/**
 * The last successful `npm run db:backup`, written by the script where the instances read it
 * (docs/architecture/operations.md). On PostgreSQL, a row in `backup_runs`, which every instance
 * reads. On SQLite, `DATA_DIR/last-backup.json`, beside the database its one instance owns: a write
 * into the SQLite file from another process would make a traveller's transaction under way fail
 * (SQLite refuses to commit a transaction whose snapshot another writer has changed).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseConnection } from '#server/db/connection.ts';
import type { Database } from '#server/db/database.ts';

export interface BackupRun {
  finishedAt: string;
  bytes: number;
}

const LAST_BACKUP_FILE = 'last-backup.json';

export async function recordBackupRun(
  connection: Pick<DatabaseConnection, 'db' | 'dialect'>,
  dataDir: string,
  run: { finishedAt: Date; bytes: number; folder: string },
): Promise<void> {
  const finishedAt = run.finishedAt.toISOString();
  if (connection.dialect === 'sqlite') {
    const file = path.join(dataDir, LAST_BACKUP_FILE);
    await writeFile(`${file}.partial`, JSON.stringify({ finishedAt, bytes: run.bytes, folder: run.folder }));
    await rename(`${file}.partial`, file);
    return;
  }
  await connection.db
    .insertInto('backup_runs')
    .values({ finished_at: finishedAt, bytes: run.bytes, folder: run.folder })
    .execute();
}

/** The newest successful backup, or undefined when none was recorded. */
export async function lastBackupRun(
  connection: { db: Kysely<Database>; dialect: DatabaseConnection['dialect'] },
  dataDir: string,
): Promise<BackupRun | undefined> {
  if (connection.dialect === 'sqlite') {
    try {
      const { finishedAt, bytes } = JSON.parse(await readFile(path.join(dataDir, LAST_BACKUP_FILE), 'utf8'));
      return { finishedAt: String(finishedAt), bytes: Number(bytes) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
  const row = await connection.db
    .selectFrom('backup_runs')
    .select(['finished_at', 'bytes'])
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { finishedAt: row.finished_at, bytes: Number(row.bytes) };
}
