/**
 * Narration (docs/decisions/070): the voyages that can be heard, and the traveller's listening
 * position in each, which follows them across devices.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { listBoardings } from '#server/features/voyages/traveller-voyage.repository.ts';
import { listNarratedVoyages, type Voyage } from '#server/features/voyages/voyage.repository.ts';
import { mayRead } from '#server/features/voyages/voyage-journey.service.ts';
import type { AudioVoyage, ListeningPosition, ListeningPositionPayload } from '#shared/schemas/audio.ts';
import {
  findListeningPosition,
  listListeningPositions,
  saveListeningPosition,
} from './listening-position.repository.ts';
import type { ListeningPositionRow } from './listening-position.table.ts';

function toListeningPosition(row: ListeningPositionRow): ListeningPosition {
  return {
    voyage_id: String(row.voyage_id),
    position_seconds: Number(row.position_seconds),
    paragraph_index: row.paragraph_index,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function getListeningPosition(
  db: Kysely<Database>,
  userId: number,
  voyage: Voyage,
): Promise<ListeningPosition | null> {
  const row = await findListeningPosition(db, userId, voyage.id);
  return row ? toListeningPosition(row) : null;
}

export async function putListeningPosition(
  db: Kysely<Database>,
  userId: number,
  voyage: Voyage,
  payload: ListeningPositionPayload,
): Promise<ListeningPosition> {
  // Only a voyage the traveller may read has a place to come back to.
  if (!(await mayRead(db, voyage, userId))) throw new AppError('VOYAGE_NOT_STARTED');
  // A clock ahead of the server's cannot pin a position for ever.
  const recordedAt = Math.min(Date.parse(payload.recorded_at), Date.now());
  const row = await saveListeningPosition(db, {
    user_id: userId,
    voyage_id: voyage.id,
    position_seconds: payload.position_seconds,
    paragraph_index: payload.paragraph_index,
    updated_at: new Date(recordedAt).toISOString(),
  });
  return toListeningPosition(row);
}

/** Every voyage with narration, in the series' order, with the traveller's state and position. */
export async function listAudioVoyages(db: Kysely<Database>, userId: number): Promise<AudioVoyage[]> {
  const [voyages, boardings, positions] = await Promise.all([
    listNarratedVoyages(db, userId),
    listBoardings(db, userId),
    listListeningPositions(db, userId),
  ]);
  const boardingOf = new Map(boardings.map((boarding) => [boarding.voyage_id, boarding]));
  const positionOf = new Map(positions.map((position) => [position.voyage_id, position]));
  return voyages.map((voyage) => {
    const boarding = boardingOf.get(voyage.id);
    const isStarted = boarding !== undefined;
    const isCompleted = Boolean(boarding?.is_completed);
    const position = positionOf.get(voyage.id);
    return {
      id: String(voyage.id),
      slug: voyage.slug,
      title: voyage.title,
      short_description: voyage.short_description,
      image_url: voyage.image ?? voyage.svg_image,
      duration: voyage.duration,
      is_free: voyage.is_free,
      cost: voyage.cost,
      is_started: isStarted,
      is_completed: isCompleted,
      can_listen: isStarted && !isCompleted,
      position: position ? toListeningPosition(position) : null,
    };
  });
}
