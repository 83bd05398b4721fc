/**
 * `npm run db:backup` and `npm run db:restore -- <folder>` on the configured DATA_DIR and
 * DATABASE_URL (docs/architecture/data.md). One line for the operator; exit code 1 on a refusal.
 */
import path from 'node:path';
import { connectDatabase } from '#server/db/connection.ts';
import { parseSettings } from '#server/env.ts';
import { createObjectStorage } from '#server/storage/storage.plugin.ts';
import { backupTexts } from '#shared/messages/pt-backup.ts';
import { createBackup } from './backup.ts';
import { recordBackupRun } from './backup-runs.repository.ts';
import { BackupRefused } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { localUploadsStore, objectStorageUploads } from './uploads-store.ts';

const [command, folder] = process.argv.slice(2);
// Settings only: the generated secrets come from the backup, and a refused restore writes nothing.
const env = parseSettings(process.env);
// Uploads in a bucket are listed and copied through the object storage; otherwise DATA_DIR/uploads.
const storage = env.S3_BUCKET ? await createObjectStorage(env) : undefined;
const uploads = storage
  ? objectStorageUploads(storage)
  : localUploadsStore(path.join(env.DATA_DIR, 'uploads'));

try {
  if (command === 'backup') {
    const { folder: written, manifest } = await createBackup({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      backupRoot: env.BACKUP_DIR,
      uploads,
    });
    // Where the instances read it: the metrics' time and size of the last backup.
    const connection = connectDatabase(env.DATABASE_URL);
    try {
      const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
      await recordBackupRun(connection, env.DATA_DIR, { finishedAt: new Date(), bytes, folder: written });
    } finally {
      await connection.db.destroy();
    }
    process.stdout.write(`${backupTexts.done(written, manifest.files.length)}\n`);
  } else if (command === 'restore' && folder) {
    const resolved = path.resolve(folder);
    await restoreBackup({ folder: resolved, databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, uploads });
    process.stdout.write(`${backupTexts.restored(resolved)}\n`);
  } else {
    console.error(backupTexts.usage);
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof BackupRefused) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    const tool = (error as { cmd?: string }).cmd?.split(' ')[0] ?? command ?? 'db';
    console.error(backupTexts.toolFailed(tool, detail));
    process.exitCode = 1;
  }
} finally {
  storage?.close();
}
