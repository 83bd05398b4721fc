import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';
import type { VoyageRef } from '#shared/schemas/voyages.ts';
import { findVisibleVoyage, type Voyage } from './voyage.repository.ts';

/**
 * The voyage a request names (its address, query or payload, read by `voyageRefSchema`), looked up
 * once by the route for whoever asks (`viewerId`: the signed-in traveller, null for a visitor);
 * services take the voyage itself. Unknown, or a draft they may not see (`visibleTo`): the same
 * 404 with the route's text, so a draft's existence does not show.
 */
export async function resolveVoyage(
  db: Kysely<Database>,
  ref: VoyageRef,
  viewerId: number | null,
  notFoundMessage: string = pt.voyages.notFound,
): Promise<Voyage> {
  const voyage = await findVisibleVoyage(db, ref, viewerId);
  if (!voyage) throw new AppError('NOT_FOUND', { message: notFoundMessage });
  return voyage;
}
