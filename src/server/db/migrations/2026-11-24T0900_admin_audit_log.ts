import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * Every action an admin takes, with the record before and after it (JSON text), so the team can
 * answer "who changed this, and what was it before?" (docs/architecture/admin.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('actor_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(60)', (column) => column.notNull())
    .addColumn('entity', 'varchar(40)', (column) => column.notNull())
    .addColumn('entity_id', 'varchar(60)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('admin_audit_log_created_idx')
    .on('admin_audit_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('admin_audit_log_entity_idx')
    .on('admin_audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
}
