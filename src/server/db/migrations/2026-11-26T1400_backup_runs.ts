import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * Each successful `npm run db:backup`, written by the script where every instance reads it: the
 * metrics tell the time and size of the last one (docs/architecture/operations.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('finished_at', timestampType(db), (column) => column.notNull())
    .addColumn('bytes', 'bigint', (column) => column.notNull())
    .addColumn('folder', 'varchar(1024)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('backup_runs_finished_at_idx')
    .on('backup_runs')
    .column('finished_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
