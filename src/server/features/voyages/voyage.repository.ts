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

/** Inserts or refreshes a voyage by its slug (the seed runs on every start); views are kept. */
export async function upsertVoyageBySlug(db: Kysely<Database>, voyage: NewVoyage): Promise<void> {
  const { created_at: _createdAt, view_count: _viewCount, ...changes } = voyage;
  await db
    .insertInto('voyages')
    .values(voyage)
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(changes))
    .execute();
}

/** A voyage by its numeric id or its slug. */
export async function findVoyage(db: Kysely<Database>, idOrSlug: string): Promise<VoyageRow | undefined> {
  const query = db.selectFrom('voyages').selectAll();
  if (/^[1-9]\d{0,9}$/.test(idOrSlug)) return query.where('id', '=', Number(idOrSlug)).executeTakeFirst();
  return query.where('slug', '=', idOrSlug).executeTakeFirst();
}

/** The columns a list needs: never the paragraphs, which can be long. */
const listColumns = [
  'id',
  'slug',
  'title',
  'description',
  'short_description',
  'image',
  'svg_image',
  'cost',
  'is_free',
  'duration',
  'view_count',
  'published_at',
] as const;

export type VoyageListRow = Pick<VoyageRow, (typeof listColumns)[number]>;

/** Every voyage, in publication order (the series' order). */
export async function listVoyages(db: Kysely<Database>): Promise<VoyageListRow[]> {
  return db.selectFrom('voyages').select(listColumns).orderBy('published_at').orderBy('id').execute();
}

export async function incrementViewCount(
  db: Kysely<Database>,
  voyageId: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('voyages')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', voyageId)
    .returning('view_count')
    .executeTakeFirst();
  return row?.view_count;
}
