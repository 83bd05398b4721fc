import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * The sign-ins a traveller can see and end (docs/architecture/auth.md, Sessions): one row per
 * refresh-token family, with the device it started on, the address and its first and last use.
 * Whether it is still active stays the family's `refresh_tokens` rows' business.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('family_id', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the device cookie; null when the browser sent none and kept none.
    .addColumn('device_hash', 'varchar(64)')
    .addColumn('browser', 'varchar(64)')
    .addColumn('os', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('last_used_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('user_sessions_user_idx')
    .on('user_sessions')
    .columns(['user_id', 'last_used_at'])
    .execute();
  // The console counts failures per address.
  await db.schema
    .createIndex('sign_in_records_address_idx')
    .on('sign_in_records')
    .columns(['ip_address', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sign_in_records_address_idx').execute();
  await db.schema.dropTable('user_sessions').execute();
}
