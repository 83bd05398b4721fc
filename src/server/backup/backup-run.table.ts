import type { Generated, Selectable } from 'kysely';

/** One successful `npm run db:backup` (docs/architecture/operations.md). */
export interface BackupRunTable {
  id: Generated<number>;
  finished_at: string;
  /** The files written, added up from the manifest. */
  bytes: number;
  folder: string;
}

export type BackupRunRow = Selectable<BackupRunTable>;
