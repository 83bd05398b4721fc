import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';
import type { VoyageRef } from '#shared/schemas/voyages.ts';
import { findVoyageByRef, type Voyage } from './voyage.repository.ts';

/**
 * The voyage a request names (its address, query or payload, read by `voyageRefSchema`), looked up
 * once by the route; services take the voyage itself. Unknown: 404 with the route's text.
 */
export async function resolveVoyage(
  db: Kysely<Database>,
  ref: VoyageRef,
  notFoundMessage: string = pt.voyages.notFound,
): Promise<Voyage> {
  const voyage = await findVoyageByRef(db, ref);
  if (!voyage) throw new AppError('NOT_FOUND', { message: notFoundMessage });
  return voyage;
}
