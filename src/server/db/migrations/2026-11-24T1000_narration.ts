import type { Kysely } from 'kysely';
import { timestampType } from './dialect.ts';

/**
 * Narration (docs/decisions/070): when each paragraph starts in a voyage's audio, and where each
 * traveller stopped listening (one row per traveller and voyage, so it follows them across devices).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // JSON text: number[] of seconds, one per paragraph; null when unknown.
  await db.schema.alterTable('voyages').addColumn('narration_timings', 'text').execute();
  await db.schema
    .createTable('listening_positions')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voyage_id', 'integer', (column) =>
      column.notNull().references('voyages.id').onDelete('cascade'),
    )
    .addColumn('position_seconds', 'real', (column) => column.notNull())
    .addColumn('paragraph_index', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .addPrimaryKeyConstraint('listening_positions_pk', ['user_id', 'voyage_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listening_positions').execute();
  await db.schema.alterTable('voyages').dropColumn('narration_timings').execute();
}
