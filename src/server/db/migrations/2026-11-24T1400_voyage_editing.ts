import { type Kysely, sql } from 'kysely';
import { booleanType, timestampType } from './dialect.ts';

/**
 * Voyages the team writes in the console (docs/architecture/admin.md): a draft is not published, and a
 * voyage edited in the console is no longer refreshed from content/ by the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('voyages')
    .addColumn('is_published', booleanType(db), (column) => column.notNull().defaultTo(sql`${sql.lit(true)}`))
    .execute();
  await db.schema.alterTable('voyages').addColumn('edited_at', timestampType(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('voyages').dropColumn('edited_at').execute();
  await db.schema.alterTable('voyages').dropColumn('is_published').execute();
}
