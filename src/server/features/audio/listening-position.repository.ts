import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { ListeningPositionRow } from './listening-position.table.ts';

export async function findListeningPosition(
  db: Kysely<Database>,
  userId: number,
  voyageId: number,
): Promise<ListeningPositionRow | undefined> {
  return db
    .selectFrom('listening_positions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('voyage_id', '=', voyageId)
    .executeTakeFirst();
}

export async function listListeningPositions(
  db: Kysely<Database>,
  userId: number,
): Promise<ListeningPositionRow[]> {
  return db.selectFrom('listening_positions').selectAll().where('user_id', '=', userId).execute();
}

/**
 * Stores a position unless a newer one is already stored (a device that was offline may send an
 * old one late); answers the row that stands.
 */
export async function saveListeningPosition(
  db: Kysely<Database>,
  position: ListeningPositionRow,
): Promise<ListeningPositionRow> {
  await db
    .insertInto('listening_positions')
    .values(position)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'voyage_id'])
        .doUpdateSet({
          position_seconds: position.position_seconds,
          paragraph_index: position.paragraph_index,
          updated_at: position.updated_at,
        })
        .where('listening_positions.updated_at', '<=', position.updated_at),
    )
    .execute();
  const stored = await findListeningPosition(db, position.user_id, position.voyage_id);
  if (!stored) throw new Error('listening position vanished after saving');
  return stored;
}
