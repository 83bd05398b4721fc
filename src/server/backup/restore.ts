/**
 * `npm run db:restore <folder>` (docs/architecture/data.md): all or nothing. It refuses while a server
 * holds DATA_DIR, then checks everything before it touches anything: every manifest path is one a
 * backup keeps (the database of the target's kind, `uploads/<key>`, `secrets/<generated secret>`;
 * nothing absolute, no `..`), every file matches its size and SHA-256. Only then it puts the
 * database, the uploads and the generated secrets back. SQLite: the file is replaced (its old WAL
 * files removed); PostgreSQL: `pg_restore --clean` in one transaction.
 */
import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { backupTexts } from '#shared/messages/pt-backup.ts';
import { BACKUP_LAYOUT, databaseKindOf, GENERATED_SECRETS, isBackupPath, sqliteFileOf } from './backup.ts';
import { BackupRefused, type Manifest, verifyBackup } from './manifest.ts';
import { runningServerPid } from './server-lock.ts';
import type { UploadsStore } from './uploads-store.ts';

const run = promisify(execFile);

export async function restoreBackup({
  folder,
  databaseUrl,
  dataDir,
  uploads,
}: {
  folder: string;
  databaseUrl: string;
  dataDir: string;
  uploads: UploadsStore;
}): Promise<Manifest> {
  const pid = runningServerPid(dataDir);
  if (pid !== undefined) throw new BackupRefused(backupTexts.serverRunning(pid));
  const kind = databaseKindOf(databaseUrl);
  const databaseFile = BACKUP_LAYOUT[kind];
  const uploadsPrefix = `${BACKUP_LAYOUT.uploads}/`;
  const manifest = await verifyBackup(folder, backupTexts, isBackupPath(kind));
  if (manifest.database !== kind) throw new BackupRefused(backupTexts.wrongDatabase(manifest.database, kind));
  if (!manifest.files.some((file) => file.path === databaseFile)) {
    throw new BackupRefused(backupTexts.missingDatabase(databaseFile));
  }

  if (kind === 'sqlite') {
    const target = sqliteFileOf(databaseUrl);
    await mkdir(path.dirname(target), { recursive: true });
    const incoming = `${target}.restoring`;
    await copyFile(path.join(folder, BACKUP_LAYOUT.sqlite), incoming);
    for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
    await rename(incoming, target);
  } else {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${databaseUrl}`,
      path.join(folder, BACKUP_LAYOUT.postgres),
    ]);
  }

  await uploads.clear();
  for (const file of manifest.files.filter((each) => each.path.startsWith(uploadsPrefix))) {
    await uploads.write(
      file.path.slice(uploadsPrefix.length),
      await readFile(path.join(folder, ...file.path.split('/'))),
    );
  }
  await mkdir(dataDir, { recursive: true });
  for (const name of GENERATED_SECRETS) {
    const relative = `${BACKUP_LAYOUT.secrets}/${name}`;
    if (!manifest.files.some((file) => file.path === relative)) continue;
    await copyFile(path.join(folder, BACKUP_LAYOUT.secrets, name), path.join(dataDir, name));
    await chmod(path.join(dataDir, name), 0o600);
  }
  return manifest;
}
