import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';

/** Written by `npm run db:backup` after a backup is whole, read by every instance's metrics. */
export async function recordBackupRun(
  db: Kysely<Database>,
  run: { finishedAt: Date; bytes: number; folder: string },
): Promise<void> {
  await db
    .insertInto('backup_runs')
    .values({ finished_at: run.finishedAt.toISOString(), bytes: run.bytes, folder: run.folder })
    .execute();
}

/** The newest successful backup, or undefined when none was recorded. */
export async function lastBackupRun(
  db: Kysely<Database>,
): Promise<{ finishedAt: string; bytes: number } | undefined> {
  const row = await db
    .selectFrom('backup_runs')
    .select(['finished_at', 'bytes'])
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { finishedAt: row.finished_at, bytes: Number(row.bytes) };
}
