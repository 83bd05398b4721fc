import { type Kysely, sql } from 'kysely';

/**
 * Whether the e-mail of an ebook sending left (docs/architecture/admin.md): a sending whose mail failed
 * stays in the list, and now says so. Every earlier row was answered as sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ebook_deliveries')
    .addColumn('status', 'varchar(8)', (column) =>
      column.notNull().defaultTo('sent').check(sql`status in ('sent', 'failed')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ebook_deliveries').dropColumn('status').execute();
}
