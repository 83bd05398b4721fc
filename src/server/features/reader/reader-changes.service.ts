/**
 * A batch of changes from one device's outbox (docs/decisions/160): reading progress (only ever
 * raised), notes merged field by field, deletions kept as markers, bookmarks set or removed, in the
 * order the device made them. A change
 * the server refuses for good (a voyage gone or not started, a paragraph out of range) is reported
 * by its place and the others still apply, so one stale change never holds back the rest.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { findVisibleVoyage, type Voyage } from '#server/features/voyages/voyage.repository.ts';
import { saveVoyageProgress } from '#server/features/voyages/voyage-journey.service.ts';
import { resolveVoyage } from '#server/features/voyages/voyage-reference.service.ts';
import type { ReaderChange, ReaderChangesPayload } from '#shared/schemas/reader.ts';
import type { ReaderChangesResult } from '#shared/schemas/reader-answers.ts';
import type { VoyageProgress, VoyageRef } from '#shared/schemas/voyages.ts';
import {
  mergeNote,
  noteAnswer,
  putBookmark,
  removeBookmark,
  tombstoneTravellerNote,
} from './reader.service.ts';
import type { VoyageNoteRow } from './reader.table.ts';

export async function applyReaderChanges(
  db: Kysely<Database>,
  userId: number,
  payload: ReaderChangesPayload,
  now: string,
): Promise<ReaderChangesResult> {
  const voyages = new Map<string, Promise<Voyage>>();
  const voyageOf = (ref: VoyageRef) => {
    const key = JSON.stringify(ref);
    let voyage = voyages.get(key);
    if (!voyage) {
      voyage = resolveVoyage(db, ref, userId);
      voyages.set(key, voyage);
    }
    return voyage;
  };

  const progress = new Map<string, VoyageProgress>();

  async function apply(change: ReaderChange): Promise<VoyageNoteRow | undefined> {
    switch (change.type) {
      case 'progress': {
        const saved = await saveVoyageProgress(
          db,
          await voyageOf(change.voyage_id),
          userId,
          { progress: change.progress, is_completed: change.is_completed },
          now,
        );
        progress.set(saved.voyage_id, saved);
        return undefined;
      }
      case 'note':
        return mergeNote(
          db,
          userId,
          change.id,
          await voyageOf(change.voyage_id),
          payload.device,
          {
            paragraph_index: change.paragraph_index,
            note: change.note === undefined ? undefined : { value: change.note, at: change.at.note },
            color: change.color === undefined ? undefined : { value: change.color, at: change.at.color },
          },
          now,
        );
      case 'note_deleted':
        // Unknown here: made and deleted on the device before it was ever sent.
        return tombstoneTravellerNote(db, userId, change.id, now);
      case 'bookmark': {
        const voyage = await voyageOf(change.voyage_id);
        if (change.on) {
          await putBookmark(
            db,
            userId,
            voyage,
            change.paragraph_index,
            { title: change.title, date: change.at },
            now,
          );
        } else {
          await removeBookmark(db, userId, voyage, change.paragraph_index);
        }
        return undefined;
      }
    }
  }

  const touched = new Map<string, VoyageNoteRow>();
  const refused: ReaderChangesResult['refused'] = [];
  for (const [index, change] of payload.changes.entries()) {
    try {
      const row = await apply(change);
      if (row) touched.set(row.client_id, row);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      refused.push({ index, code: error.code, message: error.message });
    }
  }

  const notes = [];
  for (const row of touched.values()) {
    const voyage = await findVisibleVoyage(db, { id: row.voyage_id }, userId);
    if (voyage) notes.push(await noteAnswer(db, userId, row, voyage));
  }
  return { notes, progress: [...progress.values()], refused };
}
