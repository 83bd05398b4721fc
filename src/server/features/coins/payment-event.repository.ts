import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewPaymentEvent } from './payment-event.table.ts';

/**
 * Records a provider event in the caller's transaction; answers false when this event id was
 * already recorded (then nothing else of it may apply). Concurrent deliveries wait on the unique
 * key, so exactly one of them goes on.
 */
export async function recordPaymentEvent(db: Kysely<Database>, event: NewPaymentEvent): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
