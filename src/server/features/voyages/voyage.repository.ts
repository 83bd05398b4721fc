import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewVoyage, VoyageRow } from './voyage.table.ts';

export async function findHighlightedVoyages(db: Kysely<Database>): Promise<VoyageRow[]> {
  return db
    .selectFrom('voyages')
    .selectAll()
    .where('is_highlighted', '=', true)
    .orderBy('highlight_order')
    .orderBy('id')
    .execute();
}

/** Inserts or refreshes a voyage by its slug (the seed runs on every start). */
export async function upsertVoyageBySlug(db: Kysely<Database>, voyage: NewVoyage): Promise<void> {
  const { created_at: _createdAt, ...changes } = voyage;
  await db
    .insertInto('voyages')
    .values(voyage)
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(changes))
    .execute();
}
