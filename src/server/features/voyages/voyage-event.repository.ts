import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { TravellerVoyageRow } from './traveller-voyage.table.ts';
import { type NewVoyageEvent, VOYAGE_EVENT_KINDS, type VoyageEventKind } from './voyage-event.table.ts';

/**
 * Appends one event, unless the traveller switched analytics off. A start, halfway or completion already recorded for the same boarding is left
 * as it is: the unique index decides, also when two requests race.
 */
export async function recordVoyageEvent(
  db: Kysely<Database>,
  event: NewVoyageEvent & { user_id: number },
): Promise<void> {
  // Inserted only while the traveller's analytics are on ("Meus dados", docs/architecture/account.md).
  await db
    .insertInto('voyage_events')
    .columns(['user_id', 'voyage_id', 'kind', 'boarding', 'occurred_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'users.id as user_id',
          eb.val(event.voyage_id).as('voyage_id'),
          eb.val(event.kind).as('kind'),
          eb.val(event.boarding ?? null).as('boarding'),
          eb.val(event.occurred_at).as('occurred_at'),
        ])
        .where('users.id', '=', event.user_id)
        .where('users.analytics_opt_out', '=', false),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'voyage_id', 'boarding', 'kind']).doNothing())
    .execute();
}

/** One step of a boarding: its start, reaching halfway or its completion. */
export function recordBoardingEvent(
  db: Kysely<Database>,
  boarding: TravellerVoyageRow,
  kind: Exclude<VoyageEventKind, 'detail_view'>,
  now: string,
): Promise<void> {
  return recordVoyageEvent(db, {
    user_id: boarding.user_id,
    voyage_id: boarding.voyage_id,
    kind,
    boarding: boarding.boardings,
    occurred_at: now,
  });
}

/** The steps a saved progress reached: halfway from 50%, and the completion (which passes 50% too). */
export async function recordProgressEvents(
  db: Kysely<Database>,
  boarding: TravellerVoyageRow,
  now: string,
): Promise<void> {
  if (boarding.progress >= 50 || boarding.is_completed)
    await recordBoardingEvent(db, boarding, 'halfway', now);
  if (boarding.is_completed) await recordBoardingEvent(db, boarding, 'complete', now);
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

/** The retention rule: older events stay in the counts, without their traveller (decision 153). */
export async function detachVoyageEventsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const { numUpdatedRows } = await db
    .updateTable('voyage_events')
    .set({ user_id: null })
    .where('occurred_at', '<', before)
    .where('user_id', 'is not', null)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}
