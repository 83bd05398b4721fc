import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/** Every ebook an admin sent (docs/architecture/admin.md): to whom, by whom, the link's secret and expiry. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ebook_deliveries')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('recipient_name', 'varchar(120)', (column) => column.notNull())
    .addColumn('sender_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    // SHA-256 of the link's secret: a database leak hands out no working link.
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('first_downloaded_at', timestampType(db))
    .addColumn('downloads', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ebook_deliveries').execute();
}
