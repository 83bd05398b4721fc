import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewVoyage, VoyageRow } from './voyage.table.ts';

export async function findHighlightedVoyages(db: Kysely<Database>): Promise<VoyageRow[]> {
  return db
    .selectFrom('voyages')
    .selectAll()
    .where('is_highlighted', '=', true)
    .where('is_published', '=', true)
    .orderBy('highlight_order')
    .orderBy('id')
    .execute();
}

/**
 * Inserts or refreshes a voyage by its slug (the seed runs on every start); views are kept, and a
 * voyage the team has edited in the console is left as they saved it.
 */
export async function upsertVoyageBySlug(db: Kysely<Database>, voyage: NewVoyage): Promise<void> {
  const { created_at: _createdAt, view_count: _viewCount, ...changes } = voyage;
  const { updated_at: _updatedAt, ...content } = changes;
  const contentColumns = Object.keys(content) as (keyof typeof content)[];
  await db
    .insertInto('voyages')
    .values(voyage)
    .onConflict((conflict) =>
      conflict
        .column('slug')
        .doUpdateSet(changes)
        .where('voyages.edited_at', 'is', null)
        // A row whose content is the same stays untouched: a new updated_at would turn the
        // editor's next save of it into a false conflict (409).
        .where((eb) =>
          eb.or(
            contentColumns.map((column) =>
              eb(`voyages.${column}`, 'is distinct from', eb.ref(`excluded.${column}`)),
            ),
          ),
        ),
    )
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

/** Published, or (with a traveller) boarded by them: a condition on the voyages table. */
export function visibleTo(userId: number | null) {
  return (eb: ExpressionBuilder<Database, 'voyages'>) =>
    userId === null
      ? eb('is_published', '=', true)
      : eb.or([
          eb('is_published', '=', true),
          eb(
            'id',
            'in',
            eb.selectFrom('traveller_voyages').select('voyage_id').where('user_id', '=', userId),
          ),
        ]);
}

/**
 * The published voyages in publication order (the series' order); with a traveller, also the drafts
 * they boarded before the team unpublished them (what they started stays theirs).
 */
export async function listVoyages(db: Kysely<Database>, userId: number | null): Promise<VoyageListRow[]> {
  return db
    .selectFrom('voyages')
    .select(listColumns)
    .where(visibleTo(userId))
    .orderBy('published_at')
    .orderBy('id')
    .execute();
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
