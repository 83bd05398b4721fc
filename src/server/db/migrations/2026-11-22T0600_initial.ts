import { type Kysely, sql } from 'kysely';
import { booleanType, idColumn, timestampType } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('path', 'varchar(2048)', (column) => column.notNull())
    .addColumn('referrer', 'varchar(2048)')
    .addColumn('visitor_id', 'varchar(64)')
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('page_views_created_at_idx').on('page_views').column('created_at').execute();

  await db.schema
    .createTable('voyages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('slug', 'varchar(160)', (column) => column.notNull().unique())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('theme_color', 'varchar(16)', (column) => column.notNull().defaultTo('green'))
    .addColumn('icon', 'varchar(64)', (column) => column.notNull())
    .addColumn('svg_image', 'text')
    .addColumn('image', 'varchar(512)')
    .addColumn('is_highlighted', booleanType(db), (column) =>
      column.notNull().defaultTo(sql`${sql.lit(false)}`),
    )
    .addColumn('highlight_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voyages').execute();
  await db.schema.dropTable('page_views').execute();
}
