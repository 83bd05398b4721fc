import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { TravellerVoyageRow } from './traveller-voyage.table.ts';
import { type NewVoyageEvent, VOYAGE_EVENT_KINDS, type VoyageEventKind } from './voyage-event.table.ts';

/**
 * Appends one event. A start, halfway or completion already recorded for the same boarding is left
 * as it is: the unique index decides, also when two requests race.
 */
export async function recordVoyageEvent(db: Kysely<Database>, event: NewVoyageEvent): Promise<void> {
  await db
    .insertInto('voyage_events')
    .values(event)
    .onConflict((conflict) => conflict.columns(['user_id', 'voyage_id', 'boarding', 'kind']).doNothing())
    .execute();
}

/** The steps a saved progress reached: halfway from 50%, and the completion (which passes 50% too). */
export async function recordProgressEvents(
  db: Kysely<Database>,
  boarding: TravellerVoyageRow,
  now: string,
): Promise<void> {
  const step = (kind: VoyageEventKind) =>
    recordVoyageEvent(db, {
      user_id: boarding.user_id,
      voyage_id: boarding.voyage_id,
      kind,
      boarding: boarding.boardings,
      occurred_at: now,
    });
  if (boarding.progress >= 50 || boarding.is_completed) await step('halfway');
  if (boarding.is_completed) await step('complete');
}

/** Events of each kind in [from, to); every time when no range is given. */
export async function countVoyageEvents(
  db: Kysely<Database>,
  range?: { from: string; to: string },
): Promise<Record<VoyageEventKind, number>> {
  let query = db
    .selectFrom('voyage_events')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('kind');
  if (range) query = query.where('occurred_at', '>=', range.from).where('occurred_at', '<', range.to);
  const counts = Object.fromEntries(VOYAGE_EVENT_KINDS.map((kind) => [kind, 0])) as Record<
    VoyageEventKind,
    number
  >;
  for (const row of await query.execute()) counts[row.kind] = Number(row.n);
  return counts;
}
