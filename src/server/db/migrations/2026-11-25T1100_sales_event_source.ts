import { type Kysely, sql } from 'kysely';

/**
 * Where a sales event's visitor came from (docs/architecture/sales.md): 'assigned' at /vendas/ebook, the
 * experiment's random draw, or 'direct'. Events recorded before cannot tell, so they count as
 * direct and stay out of the comparison between variants.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sales_events')
    .addColumn('source', 'varchar(8)', (column) =>
      column.notNull().defaultTo('direct').check(sql`source in ('assigned', 'direct')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales_events').dropColumn('source').execute();
}
