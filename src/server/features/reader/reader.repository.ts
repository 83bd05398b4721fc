import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { visibleTo } from '#server/features/voyages/voyage.repository.ts';
import type { ReaderNoteColor } from '#shared/constants.ts';
import type { NewVoyageNote, VoyageBookmarkRow, VoyageNoteRow } from './reader.table.ts';

/** A note or bookmark with the voyage it belongs to (for lists that group by voyage). */
export type WithVoyage<T> = T & { voyage_slug: string; voyage_title: string };

export async function listLiveNotes(
  db: Kysely<Database>,
  userId: number,
  voyageId?: number,
): Promise<WithVoyage<VoyageNoteRow>[]> {
  let query = db
    .selectFrom('voyage_notes')
    .innerJoin('voyages', 'voyages.id', 'voyage_notes.voyage_id')
    .selectAll('voyage_notes')
    .select(['voyages.slug as voyage_slug', 'voyages.title as voyage_title'])
    .where('voyage_notes.user_id', '=', userId)
    .where('voyage_notes.deleted_at', 'is', null)
    .where(visibleTo(userId));
  if (voyageId !== undefined) query = query.where('voyage_notes.voyage_id', '=', voyageId);
  return query
    .orderBy('voyage_notes.voyage_id')
    .orderBy('voyage_notes.paragraph_index')
    .orderBy('voyage_notes.created_at')
    .orderBy('voyage_notes.id')
    .execute();
}

export async function findNoteByClientId(
  db: Kysely<Database>,
  userId: number,
  clientId: string,
): Promise<VoyageNoteRow | undefined> {
  return db
    .selectFrom('voyage_notes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Inserts a note unless this traveller already has one with its client id (then undefined). */
export async function insertNoteIfAbsent(
  db: Kysely<Database>,
  note: NewVoyageNote,
): Promise<VoyageNoteRow | undefined> {
  return db
    .insertInto('voyage_notes')
    .values(note)
    .onConflict((conflict) => conflict.columns(['user_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A field's new value with the version of its edit (`<ISO time>|<device>`, docs/decisions/160). */
export interface FieldEdit<T> {
  value: T;
  version: string;
  /** The edit's time, for `updated_at`. */
  at: string;
}

/**
 * Takes each edited field of a live note whose version is newer than the stored one, in one
 * statement (every comparison sees the row as it was); `updated_at` becomes the latest edit's time.
 * Undefined when the note is deleted (a marker stays a marker).
 */
export async function mergeLiveNoteFields(
  db: Kysely<Database>,
  id: number,
  edits: { note?: FieldEdit<string>; color?: FieldEdit<ReaderNoteColor> },
): Promise<VoyageNoteRow | undefined> {
  const latest = [edits.note?.at, edits.color?.at]
    .filter((at) => at !== undefined)
    .sort()
    .at(-1);
  return db
    .updateTable('voyage_notes')
    .set((eb) => ({
      ...(edits.note && {
        note: eb
          .case()
          .when('note_version', '<', edits.note.version)
          .then(edits.note.value)
          .else(eb.ref('note'))
          .end(),
        note_version: eb
          .case()
          .when('note_version', '<', edits.note.version)
          .then(edits.note.version)
          .else(eb.ref('note_version'))
          .end(),
      }),
      ...(edits.color && {
        color: eb
          .case()
          .when('color_version', '<', edits.color.version)
          .then(edits.color.value)
          .else(eb.ref('color'))
          .end(),
        color_version: eb
          .case()
          .when('color_version', '<', edits.color.version)
          .then(edits.color.version)
          .else(eb.ref('color_version'))
          .end(),
      }),
      ...(latest && {
        updated_at: eb.case().when('updated_at', '<', latest).then(latest).else(eb.ref('updated_at')).end(),
      }),
    }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a note, keeping its row (without text) as a tombstone. */
export async function tombstoneNote(
  db: Kysely<Database>,
  id: number,
  now: string,
): Promise<VoyageNoteRow | undefined> {
  return db
    .updateTable('voyage_notes')
    .set({ note: '', deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The traveller's notes on the voyages they may see. */
export async function countLiveNotes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('voyage_notes')
    .innerJoin('voyages', 'voyages.id', 'voyage_notes.voyage_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('voyage_notes.user_id', '=', userId)
    .where('voyage_notes.deleted_at', 'is', null)
    .where(visibleTo(userId))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function listBookmarks(
  db: Kysely<Database>,
  userId: number,
  voyageId?: number,
): Promise<WithVoyage<VoyageBookmarkRow>[]> {
  let query = db
    .selectFrom('voyage_bookmarks')
    .innerJoin('voyages', 'voyages.id', 'voyage_bookmarks.voyage_id')
    .selectAll('voyage_bookmarks')
    .select(['voyages.slug as voyage_slug', 'voyages.title as voyage_title'])
    .where('voyage_bookmarks.user_id', '=', userId)
    .where(visibleTo(userId));
  if (voyageId !== undefined) query = query.where('voyage_bookmarks.voyage_id', '=', voyageId);
  return query.orderBy('voyage_bookmarks.voyage_id').orderBy('voyage_bookmarks.paragraph_index').execute();
}

/** Sets a bookmark; setting it again only refreshes its title (the first date stays). */
export async function upsertBookmark(
  db: Kysely<Database>,
  bookmark: {
    user_id: number;
    voyage_id: number;
    paragraph_index: number;
    title: string;
    created_at: string;
  },
): Promise<VoyageBookmarkRow> {
  return db
    .insertInto('voyage_bookmarks')
    .values(bookmark)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'voyage_id', 'paragraph_index'])
        .doUpdateSet((eb) => ({ title: eb.ref('excluded.title') })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteBookmark(
  db: Kysely<Database>,
  userId: number,
  voyageId: number,
  paragraphIndex: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('voyage_bookmarks')
    .where('user_id', '=', userId)
    .where('voyage_id', '=', voyageId)
    .where('paragraph_index', '=', paragraphIndex)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The voyages among `voyageIds` the traveller has boarded. */
export async function findBoardedVoyageIds(
  db: Kysely<Database>,
  userId: number,
  voyageIds: number[],
): Promise<Set<number>> {
  if (voyageIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('traveller_voyages')
    .select('voyage_id')
    .where('user_id', '=', userId)
    .where('voyage_id', 'in', voyageIds)
    .execute();
  return new Set(rows.map((row) => row.voyage_id));
}

/**
 * Where moving marks wait: above any paragraph (a voyage has at most VOYAGE_PARAGRAPHS_MAX), and
 * not below zero, which the tables' checks refuse.
 */
const PARKING_OFFSET = 1_000_000;

/**
 * Moves the travellers' notes and bookmarks with their paragraphs when the staff reorder a voyage
 * (`moves`: old index → new index). Moving rows first park far above every paragraph, so no
 * bookmark meets another on the way; two that land on the same paragraph of one traveller become
 * one.
 */
export async function moveVoyageMarks(
  db: Kysely<Database>,
  voyageId: number,
  moves: Map<number, number>,
  now: string,
) {
  if (moves.size === 0) return;
  const movedFrom = [...moves.keys()];
  const parked = (from: number) => PARKING_OFFSET + (moves.get(from) ?? from);

  const notes = await db
    .selectFrom('voyage_notes')
    .select(['id', 'paragraph_index'])
    .where('voyage_id', '=', voyageId)
    .where('paragraph_index', 'in', movedFrom)
    .execute();
  for (const note of notes) {
    await db
      .updateTable('voyage_notes')
      .set({ paragraph_index: parked(note.paragraph_index), updated_at: now })
      .where('id', '=', note.id)
      .execute();
  }

  const bookmarks = await db
    .selectFrom('voyage_bookmarks')
    .select(['id', 'user_id', 'paragraph_index'])
    .where('voyage_id', '=', voyageId)
    .execute();
  const taken = new Set(
    bookmarks
      .filter((bookmark) => !moves.has(bookmark.paragraph_index))
      .map((bookmark) => `${bookmark.user_id}:${bookmark.paragraph_index}`),
  );
  for (const bookmark of bookmarks.filter((mark) => moves.has(mark.paragraph_index))) {
    const landing = `${bookmark.user_id}:${moves.get(bookmark.paragraph_index)}`;
    if (taken.has(landing)) {
      await db.deleteFrom('voyage_bookmarks').where('id', '=', bookmark.id).execute();
      continue;
    }
    taken.add(landing);
    await db
      .updateTable('voyage_bookmarks')
      .set({ paragraph_index: parked(bookmark.paragraph_index) })
      .where('id', '=', bookmark.id)
      .execute();
  }

  for (const table of ['voyage_notes', 'voyage_bookmarks'] as const) {
    await db
      .updateTable(table)
      .set((eb) => ({ paragraph_index: eb('paragraph_index', '-', PARKING_OFFSET) }))
      .where('voyage_id', '=', voyageId)
      .where('paragraph_index', '>=', PARKING_OFFSET)
      .execute();
  }
}
