/**
 * A traveller's notes and bookmarks (docs/architecture/reader.md).
 * Every call reads and changes only the caller's own rows. Notes are written with the id the
 * device made, so replaying an upload is harmless; deleting leaves a tombstone, and a deleted note
 * never comes back; of two versions of a note, the newer one wins.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import {
  findVisibleVoyage,
  findVoyageParagraphs,
  type Voyage,
} from '#server/features/voyages/voyage.repository.ts';
import { mayRead } from '#server/features/voyages/voyage-journey.service.ts';
import type { ReaderNoteColor } from '#shared/constants.ts';
import { truncateText } from '#shared/format/truncate-text.ts';
import { pt } from '#shared/messages/pt.ts';
import type { ReaderBookmarkPayload, ReaderNotePayload } from '#shared/schemas/reader.ts';
import type { ReaderBookmark, ReaderNote } from '#shared/schemas/reader-answers.ts';
import {
  countLiveNotes,
  deleteBookmark,
  findBoardedVoyageIds,
  findNoteByClientId,
  insertNoteIfAbsent,
  listBookmarks,
  listLiveNotes,
  mergeLiveNoteFields,
  tombstoneNote,
  upsertBookmark,
  type WithVoyage,
} from './reader.repository.ts';
import type { VoyageBookmarkRow, VoyageNoteRow } from './reader.table.ts';

/** How much of a paragraph a note list shows. */
const EXCERPT_MAX_CHARS = 160;

const texts = pt.readerUi.validation;

/** The device's time for a version, never later than the server's (a fast clock cannot win forever). */
function versionTime(given: string | undefined, now: string): string {
  if (!given) return now;
  const iso = new Date(given).toISOString();
  return iso < now ? iso : now;
}

/** A voyage the traveller may annotate: one they may read (`mayRead`), with the paragraph inside it. */
async function checkAnnotatable(
  db: Kysely<Database>,
  userId: number,
  voyage: Voyage,
  paragraphIndex: number,
  field: string,
): Promise<void> {
  if (!(await mayRead(db, voyage, userId))) throw new AppError('VOYAGE_NOT_STARTED');
  if (paragraphIndex >= voyage.paragraphs.length) {
    throw new AppError('VALIDATION_FAILED', {
      message: texts.paragraphInvalid,
      errors: { [field]: [texts.paragraphInvalid] },
    });
  }
}

/** Excerpts of the paragraphs notes point at, for voyages the traveller can read. */
async function excerptsFor(db: Kysely<Database>, userId: number, voyageIds: number[]) {
  const unique = [...new Set(voyageIds)];
  const [voyages, boarded] = await Promise.all([
    findVoyageParagraphs(db, unique),
    findBoardedVoyageIds(db, userId, unique),
  ]);
  const readable = new Map<number, string[]>();
  for (const voyage of voyages) {
    if (voyage.is_free || boarded.has(voyage.id)) readable.set(voyage.id, voyage.paragraphs);
  }
  return (voyageId: number, paragraphIndex: number) =>
    truncateText(readable.get(voyageId)?.[paragraphIndex] ?? '', EXCERPT_MAX_CHARS);
}

function toNote(row: VoyageNoteRow, voyage: { slug: string; title: string }, excerpt: string): ReaderNote {
  return {
    id: row.client_id,
    voyage_id: String(row.voyage_id),
    voyage_slug: voyage.slug,
    voyage_title: voyage.title,
    paragraph_index: row.paragraph_index,
    excerpt: row.deleted_at ? '' : excerpt,
    note: row.note,
    color: row.color,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted: row.deleted_at !== null,
  };
}

function toBookmark(row: WithVoyage<VoyageBookmarkRow>): ReaderBookmark {
  return {
    voyage_id: String(row.voyage_id),
    voyage_slug: row.voyage_slug,
    voyage_title: row.voyage_title,
    paragraph_index: row.paragraph_index,
    title: row.title,
    created_at: row.created_at,
  };
}

/** The traveller's live notes, of one voyage or of all, by voyage and paragraph. */
export async function listNotes(
  db: Kysely<Database>,
  userId: number,
  voyage?: Voyage,
): Promise<ReaderNote[]> {
  const rows = await listLiveNotes(db, userId, voyage?.id);
  const excerpt = await excerptsFor(
    db,
    userId,
    rows.map((row) => row.voyage_id),
  );
  return rows.map((row) =>
    toNote(
      row,
      { slug: row.voyage_slug, title: row.voyage_title },
      excerpt(row.voyage_id, row.paragraph_index),
    ),
  );
}

/** A note's fields as a device edited them, each with the device's time of the edit. */
export interface NoteEdits {
  paragraph_index: number;
  note?: { value: string; at: string | undefined };
  color?: { value: ReaderNoteColor; at: string | undefined };
}

/**
 * Merges a device's edits into the note `clientId` (docs/decisions/160): each field keeps its
 * latest edit, by the edit's own time and then the device's id; a note the server does not know is
 * made (it needs its text); a deleted note stays deleted and answers as such.
 */
export async function mergeNote(
  db: Kysely<Database>,
  userId: number,
  clientId: string,
  voyage: Voyage,
  device: string,
  edits: NoteEdits,
  now: string,
): Promise<VoyageNoteRow> {
  await checkAnnotatable(db, userId, voyage, edits.paragraph_index, 'paragraph_index');
  const stamp = <T>(edit: { value: T; at: string | undefined } | undefined) => {
    if (!edit) return undefined;
    const at = versionTime(edit.at, now);
    return { value: edit.value, at, version: `${at}|${device}` };
  };
  const note = stamp(edits.note);
  const color = stamp(edits.color);

  let existing = await findNoteByClientId(db, userId, clientId);
  if (!existing) {
    if (!note) throw new AppError('VALIDATION_FAILED', { message: texts.noteIncomplete });
    const times = [note.at, color?.at].filter((at) => at !== undefined).sort();
    const inserted = await insertNoteIfAbsent(db, {
      user_id: userId,
      voyage_id: voyage.id,
      paragraph_index: edits.paragraph_index,
      note: note.value,
      note_version: note.version,
      ...(color && { color: color.value, color_version: color.version }),
      client_id: clientId,
      created_at: times[0] ?? now,
      updated_at: times.at(-1) ?? now,
      deleted_at: null,
    });
    if (inserted) return inserted;
    // The same note arrived twice at once: the other request inserted it.
    existing = await findNoteByClientId(db, userId, clientId);
    if (!existing) throw new AppError('CONFLICT');
  }
  if (existing.voyage_id !== voyage.id) {
    throw new AppError('CONFLICT', { message: texts.voyageMismatch });
  }
  if (existing.deleted_at) return existing;
  const merged = await mergeLiveNoteFields(db, existing.id, { note, color });
  return merged ?? (await findNoteByClientId(db, userId, clientId)) ?? existing;
}

/** The note as the traveller's lists answer it, with the paragraph's excerpt. */
export async function noteAnswer(
  db: Kysely<Database>,
  userId: number,
  row: VoyageNoteRow,
  voyage: { id: number; slug: string; title: string },
): Promise<ReaderNote> {
  return toNote(row, voyage, (await excerptsFor(db, userId, [voyage.id]))(voyage.id, row.paragraph_index));
}

/**
 * Creates or changes the note `clientId` (an idempotent PUT): its text, edited at `updated_at`,
 * merged as any device's edit (a PUT names no device, so it loses a tie). A tombstone answers as
 * deleted and stays deleted.
 */
export async function putNote(
  db: Kysely<Database>,
  userId: number,
  clientId: string,
  voyage: Voyage,
  payload: Omit<ReaderNotePayload, 'voyage_id'>,
  now: string,
): Promise<ReaderNote> {
  const row = await mergeNote(
    db,
    userId,
    clientId,
    voyage,
    '',
    { paragraph_index: payload.paragraph_index, note: { value: payload.note, at: payload.updated_at } },
    now,
  );
  return noteAnswer(db, userId, row, voyage);
}

/**
 * Deletes a note, keeping it as a marker (a tombstone) so no edit brings it back; deleting it again
 * changes nothing. Undefined when the traveller has no such note.
 */
export async function tombstoneTravellerNote(
  db: Kysely<Database>,
  userId: number,
  clientId: string,
  now: string,
): Promise<VoyageNoteRow | undefined> {
  const existing = await findNoteByClientId(db, userId, clientId);
  if (!existing || existing.deleted_at) return existing;
  return (
    (await tombstoneNote(db, existing.id, now)) ??
    (await findNoteByClientId(db, userId, clientId)) ??
    existing
  );
}

/** Deletes a note (a tombstone); deleting it again answers the same. Unknown: 404. */
export async function deleteNote(
  db: Kysely<Database>,
  userId: number,
  clientId: string,
  now: string,
): Promise<ReaderNote> {
  const existing = await findNoteByClientId(db, userId, clientId);
  // A note on a voyage the traveller may no longer see is as unknown as that voyage.
  const voyage = existing && (await findVisibleVoyage(db, { id: existing.voyage_id }, userId));
  if (!existing || !voyage) throw new AppError('NOT_FOUND', { message: texts.noteNotFound });
  const row = (await tombstoneTravellerNote(db, userId, clientId, now)) ?? existing;
  return toNote(row, voyage, '');
}

export async function listReaderBookmarks(
  db: Kysely<Database>,
  userId: number,
  voyage?: Voyage,
): Promise<ReaderBookmark[]> {
  return (await listBookmarks(db, userId, voyage?.id)).map(toBookmark);
}

/** Sets a bookmark on a paragraph (an idempotent PUT: the first date stays). */
export async function putBookmark(
  db: Kysely<Database>,
  userId: number,
  voyage: Voyage,
  paragraphIndex: number,
  payload: ReaderBookmarkPayload,
  now: string,
): Promise<ReaderBookmark> {
  await checkAnnotatable(db, userId, voyage, paragraphIndex, 'paragraph');
  const row = await upsertBookmark(db, {
    user_id: userId,
    voyage_id: voyage.id,
    paragraph_index: paragraphIndex,
    title: payload.title,
    created_at: versionTime(payload.date, now),
  });
  return toBookmark({ ...row, voyage_slug: voyage.slug, voyage_title: voyage.title });
}

/** Removes a bookmark; removing one that is not there is fine (`removed` false). */
export async function removeBookmark(
  db: Kysely<Database>,
  userId: number,
  voyage: Voyage,
  paragraphIndex: number,
): Promise<{ removed: boolean }> {
  return { removed: await deleteBookmark(db, userId, voyage.id, paragraphIndex) };
}

/** SPEC §3 `savedNotes`: the traveller's notes (deleted ones not counted). */
export function countSavedNotes(db: Kysely<Database>, userId: number): Promise<number> {
  return countLiveNotes(db, userId);
}
