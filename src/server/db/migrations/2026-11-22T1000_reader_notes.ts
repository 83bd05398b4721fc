import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * A traveller's notes per paragraph and bookmarks, synced from their devices
 * (docs/architecture/reader.md). Notes carry the id the device made
 * (`client_id`) so a retried upload is the same note, and stay as tombstones when deleted so an
 * old upload replayed later cannot bring them back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voyage_notes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voyage_id', 'integer', (column) =>
      column.notNull().references('voyages.id').onDelete('cascade'),
    )
    .addColumn('paragraph_index', 'integer', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('client_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .addColumn('deleted_at', timestampType(db))
    .addCheckConstraint('voyage_notes_paragraph_index', sql`paragraph_index >= 0`)
    // A tombstone keeps no text; a live note has 1 to 2000 characters.
    .addCheckConstraint(
      'voyage_notes_note_length',
      sql`(deleted_at is not null and length(note) = 0) or (deleted_at is null and length(note) between 1 and 2000)`,
    )
    .execute();
  await db.schema
    .createIndex('voyage_notes_user_client_unique')
    .on('voyage_notes')
    .columns(['user_id', 'client_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('voyage_notes_user_voyage_idx')
    .on('voyage_notes')
    .columns(['user_id', 'voyage_id', 'paragraph_index'])
    .execute();

  await db.schema
    .createTable('voyage_bookmarks')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voyage_id', 'integer', (column) =>
      column.notNull().references('voyages.id').onDelete('cascade'),
    )
    .addColumn('paragraph_index', 'integer', (column) => column.notNull())
    .addColumn('title', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('voyage_bookmarks_paragraph_index', sql`paragraph_index >= 0`)
    .execute();
  await db.schema
    .createIndex('voyage_bookmarks_user_voyage_paragraph_unique')
    .on('voyage_bookmarks')
    .columns(['user_id', 'voyage_id', 'paragraph_index'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voyage_bookmarks').execute();
  await db.schema.dropTable('voyage_notes').execute();
}
