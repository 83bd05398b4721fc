/**
 * The voyages table's one reader and writer. Its lists are JSON text on both databases
 * (docs/architecture/voyages.md) and its flags 0/1 on SQLite: they are decoded here, once, so a `Voyage`
 * leaves this file with real arrays and booleans (docs/architecture/voyages.md).
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { type VoyageRef, voyageHighlightSchema } from '#shared/schemas/voyages.ts';
import type { NewVoyage, VoyageRow, VoyageUpdate } from './voyage.table.ts';

/** JSON text in a column, read and written through one schema. */
function jsonColumn<T extends z.ZodType>(schema: T) {
  return z.codec(z.string(), schema, {
    decode: (text, context) => {
      try {
        return JSON.parse(text);
      } catch {
        context.issues.push({ code: 'invalid_format', format: 'json', input: text });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });
}

const voyageListsSchema = z.object({
  themes: jsonColumn(z.array(z.string())),
  paragraphs: jsonColumn(z.array(z.string())),
  /** `position`: the paragraph's index, from 0. */
  highlights: jsonColumn(z.array(voyageHighlightSchema)),
  /** The second each paragraph starts in the narration; null when unknown. */
  narration_timings: jsonColumn(z.array(z.number().min(0))).nullable(),
});
const someVoyageListsSchema = voyageListsSchema.partial();

type ListColumn = keyof typeof voyageListsSchema.shape;
const FLAG_COLUMNS = ['is_free', 'is_published', 'is_highlighted'] as const;
type FlagColumn = (typeof FLAG_COLUMNS)[number];
type VoyageLists = z.output<typeof voyageListsSchema>;

/** A voyage as the application sees it: lists as arrays, flags as booleans. */
export type Voyage = Omit<VoyageRow, ListColumn | FlagColumn> & VoyageLists & Record<FlagColumn, boolean>;

/** Some columns of a voyage, decoded like a whole one. */
type Decoded<Row> = { [Column in keyof Row]: Column extends keyof Voyage ? Voyage[Column] : Row[Column] };

/** What writing a voyage takes: its columns, with the lists as arrays. */
export type NewVoyageValues = Omit<NewVoyage, ListColumn> & Partial<VoyageLists>;
export type VoyageChanges = Omit<VoyageUpdate, ListColumn> & Partial<VoyageLists>;

function decodeVoyage<Row extends Partial<VoyageRow> & Pick<VoyageRow, 'id'>>(row: Row): Decoded<Row> {
  const decoded: Record<string, unknown> = { ...row };
  const lists = someVoyageListsSchema.safeDecode({
    themes: row.themes,
    paragraphs: row.paragraphs,
    highlights: row.highlights,
    narration_timings: row.narration_timings,
  });
  // Only this file writes the columns, through the same schema: a bad value is a broken row.
  if (!lists.success) throw new Error(`voyages row ${row.id}: ${z.prettifyError(lists.error)}`);
  for (const [column, value] of Object.entries(lists.data)) {
    if (column in row) decoded[column] = value;
  }
  for (const column of FLAG_COLUMNS) {
    if (column in row) decoded[column] = Boolean(row[column]);
  }
  return decoded as Decoded<Row>;
}

function encodeLists<Values extends Partial<VoyageLists>>(values: Values) {
  const { themes, paragraphs, highlights, narration_timings, ...columns } = values;
  const lists = someVoyageListsSchema.encode({ themes, paragraphs, highlights, narration_timings });
  const present = Object.fromEntries(Object.entries(lists).filter(([, value]) => value !== undefined));
  return { ...columns, ...present } as Omit<Values, ListColumn> & Partial<Pick<VoyageRow, ListColumn>>;
}

/** Postgres' integer; a longer id names no voyage. */
const MAX_VOYAGE_ID = 2_147_483_647;

/**
 * The voyage a request names by id or slug, if `viewerId` (a traveller, or null for a visitor) may
 * see it (`visibleTo`); resolved once, at the edge: voyage-reference.service.ts.
 */
export async function findVisibleVoyage(
  db: Kysely<Database>,
  ref: VoyageRef,
  viewerId: number | null,
): Promise<Voyage | undefined> {
  if ('id' in ref && !isVoyageId(ref.id)) return undefined;
  const row = await db
    .selectFrom('voyages')
    .selectAll()
    .where((eb) => ('id' in ref ? eb('voyages.id', '=', ref.id) : eb('voyages.slug', '=', ref.slug)))
    .where(visibleTo(viewerId))
    .executeTakeFirst();
  return row && decodeVoyage(row);
}

function isVoyageId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_VOYAGE_ID;
}

export async function findVoyageById(db: Kysely<Database>, id: number): Promise<Voyage | undefined> {
  if (!isVoyageId(id)) return undefined;
  const row = await db.selectFrom('voyages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && decodeVoyage(row);
}

export async function findHighlightedVoyages(db: Kysely<Database>): Promise<Voyage[]> {
  const rows = await db
    .selectFrom('voyages')
    .selectAll()
    .where('is_highlighted', '=', true)
    .where('is_published', '=', true)
    .orderBy('highlight_order')
    .orderBy('id')
    .execute();
  return rows.map(decodeVoyage);
}

/** The paragraphs of the given voyages, with whether each is free (for excerpts and bounds). */
export async function findVoyageParagraphs(
  db: Kysely<Database>,
  voyageIds: number[],
): Promise<Pick<Voyage, 'id' | 'paragraphs' | 'is_free'>[]> {
  if (voyageIds.length === 0) return [];
  const rows = await db
    .selectFrom('voyages')
    .select(['id', 'paragraphs', 'is_free'])
    .where('id', 'in', voyageIds)
    .execute();
  return rows.map(decodeVoyage);
}

/**
 * Inserts or refreshes a voyage by its slug (the seed runs on every start); views are kept, and a
 * voyage the team has edited in the console is left as they saved it.
 */
export async function upsertVoyageBySlug(db: Kysely<Database>, values: NewVoyageValues): Promise<void> {
  const voyage = encodeLists(values);
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

export async function insertVoyage(db: Kysely<Database>, values: NewVoyageValues): Promise<Voyage> {
  const row = await db
    .insertInto('voyages')
    .values(encodeLists(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeVoyage(row);
}

/**
 * Changes a voyage; with `unchangedSince`, only while its updated_at is still that one (else
 * undefined: someone saved in between).
 */
export async function updateVoyage(
  db: Kysely<Database>,
  id: number,
  changes: VoyageChanges,
  unchangedSince?: string,
): Promise<Voyage | undefined> {
  let query = db.updateTable('voyages').set(encodeLists(changes)).where('id', '=', id);
  if (unchangedSince !== undefined) query = query.where('updated_at', '=', unchangedSince);
  const row = await query.returningAll().executeTakeFirst();
  return row && decodeVoyage(row);
}

/** The next place at the end of the home page's highlighted voyages. */
export async function nextHighlightOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('voyages')
    .select((eb) => eb.fn.max('highlight_order').as('last'))
    .where('is_highlighted', '=', true)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Every voyage, drafts first, then the latest published (the staff's list). */
export async function listEveryVoyage(db: Kysely<Database>): Promise<Voyage[]> {
  const rows = await db
    .selectFrom('voyages')
    .selectAll()
    .orderBy('is_published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(decodeVoyage);
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

export type VoyageListItem = Pick<Voyage, (typeof listColumns)[number]>;

/**
 * Who may see a voyage, the one rule of every route that takes one (docs/architecture/voyages.md):
 * a published voyage, everyone; a draft, only the travellers who boarded it before the team
 * unpublished it (what they started stays theirs). A condition on the voyages table, joined or not.
 */
export function visibleTo(viewerId: number | null) {
  return (eb: ExpressionBuilder<Database, 'voyages'>) =>
    viewerId === null
      ? eb('voyages.is_published', '=', true)
      : eb.or([
          eb('voyages.is_published', '=', true),
          eb(
            'voyages.id',
            'in',
            eb
              .selectFrom('traveller_voyages')
              .select('traveller_voyages.voyage_id')
              .where('traveller_voyages.user_id', '=', viewerId),
          ),
        ]);
}

/**
 * The published voyages in publication order (the series' order); with a traveller, also the drafts
 * they boarded before the team unpublished them (what they started stays theirs).
 */
export async function listVoyages(db: Kysely<Database>, userId: number | null): Promise<VoyageListItem[]> {
  const rows = await db
    .selectFrom('voyages')
    .select(listColumns)
    .where(visibleTo(userId))
    .orderBy('published_at')
    .orderBy('id')
    .execute();
  return rows.map(decodeVoyage);
}

/** The voyages a traveller can see that have narration, in the series' order. */
export async function listNarratedVoyages(db: Kysely<Database>, userId: number): Promise<VoyageListItem[]> {
  const rows = await db
    .selectFrom('voyages')
    .select(listColumns)
    .where('audio_url', 'is not', null)
    .where(visibleTo(userId))
    .orderBy('published_at')
    .orderBy('id')
    .execute();
  return rows.map(decodeVoyage);
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
