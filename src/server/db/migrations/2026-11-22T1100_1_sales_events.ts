import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * The ebook sales pages' experiment (docs/architecture/sales.md): each exposure of a variant and each click
 * on its call to action, by an anonymous device id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_events')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('variant', 'varchar(3)', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('visitor_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('sales_events_variant_known', sql`variant in ('001', '002', '003')`)
    .addCheckConstraint('sales_events_kind_known', sql`kind in ('exposure', 'cta_click')`)
    .execute();
  await db.schema
    .createIndex('sales_events_variant_kind_idx')
    .on('sales_events')
    .columns(['variant', 'kind', 'visitor_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales_events').execute();
}
