import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
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
    .where('voyage_notes.deleted_at', 'is', null);
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

/**
 * Replaces a live note's text and paragraph when the new version is not older than the stored one
 * (last writer wins, decided in one statement); undefined when nothing changed.
 */
export async function updateLiveNoteIfNewer(
  db: Kysely<Database>,
  id: number,
  changes: { paragraph_index: number; note: string; updated_at: string },
): Promise<VoyageNoteRow | undefined> {
  return db
    .updateTable('voyage_notes')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('updated_at', '<=', changes.updated_at)
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

export async function countLiveNotes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('voyage_notes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
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
    .where('voyage_bookmarks.user_id', '=', userId);
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
