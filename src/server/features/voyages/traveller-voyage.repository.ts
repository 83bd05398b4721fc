import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewTravellerVoyage, TravellerVoyageRow } from './traveller-voyage.table.ts';

export async function findBoarding(
  db: Kysely<Database>,
  userId: number,
  voyageId: number,
): Promise<TravellerVoyageRow | undefined> {
  return db
    .selectFrom('traveller_voyages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('voyage_id', '=', voyageId)
    .executeTakeFirst();
}

export async function listBoardings(db: Kysely<Database>, userId: number): Promise<TravellerVoyageRow[]> {
  return db.selectFrom('traveller_voyages').selectAll().where('user_id', '=', userId).execute();
}

/**
 * Starts a voyage for a traveller unless a row exists already; answers the new row, or undefined
 * when another request got there first (the unique index decides, also under concurrency).
 */
export async function insertBoardingIfAbsent(
  db: Kysely<Database>,
  boarding: NewTravellerVoyage,
): Promise<TravellerVoyageRow | undefined> {
  return db
    .insertInto('traveller_voyages')
    .values(boarding)
    .onConflict((conflict) => conflict.columns(['user_id', 'voyage_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Re-boards a completed voyage: progress back to 0. Only the call that changed the row gets it. */
export async function reboard(db: Kysely<Database>, id: number, now: string) {
  return db
    .updateTable('traveller_voyages')
    .set((eb) => ({
      progress: 0,
      is_completed: false,
      completed_at: null,
      boardings: eb('boardings', '+', 1),
      started_at: now,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('is_completed', '=', true)
    .returningAll()
    .executeTakeFirst();
}

/** Raises the progress of a voyage in progress; a lower value leaves it where it was. */
export async function raiseProgress(db: Kysely<Database>, id: number, progress: number, now: string) {
  return db
    .updateTable('traveller_voyages')
    .set({
      progress: sql<number>`case when progress < ${progress} then ${progress} else progress end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('is_completed', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Completes a voyage in progress (progress 100, the date recorded). */
export async function completeBoarding(db: Kysely<Database>, id: number, now: string) {
  return db
    .updateTable('traveller_voyages')
    .set((eb) => ({
      progress: 100,
      is_completed: true,
      completed_at: now,
      completions: eb('completions', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('is_completed', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Voyages the traveller has completed at least once (re-boarding does not take it back). */
export async function countCompletedVoyages(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('traveller_voyages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('completions', '>', 0)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How many voyages each traveller boarded, and how many of them they completed at least once. */
export async function countBoardingsByTraveller(
  db: Kysely<Database>,
  userIds: number[],
): Promise<Map<number, { started: number; completed: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('traveller_voyages')
    .select((eb) => [
      'user_id',
      eb.fn.countAll<number>().as('started'),
      // Completed at least once: a re-boarding does not take it back.
      eb.fn.sum<number>(eb.case().when('completions', '>', 0).then(1).else(0).end()).as('completed'),
    ])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(
    rows.map((row) => [row.user_id, { started: Number(row.started), completed: Number(row.completed ?? 0) }]),
  );
}

/** A traveller's boardings with the voyages' titles, the latest first. */
export async function listBoardingsWithTitles(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('traveller_voyages as t')
    .innerJoin('voyages as v', 'v.id', 't.voyage_id')
    .select(['t.voyage_id', 'v.title', 't.progress', 't.is_completed', 't.started_at'])
    .where('t.user_id', '=', userId)
    .orderBy('t.started_at', 'desc')
    .execute();
}
