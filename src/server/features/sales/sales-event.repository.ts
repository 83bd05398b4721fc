import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { SalesEventKind, SalesPageVariant } from '#shared/constants.ts';
import type { NewSalesEvent } from './sales-event.table.ts';

export async function insertSalesEvent(db: Kysely<Database>, event: NewSalesEvent): Promise<void> {
  await db.insertInto('sales_events').values(event).execute();
}

export interface SalesEventCount {
  variant: SalesPageVariant;
  kind: SalesEventKind;
  events: number;
  visitors: number;
}

/** Events and distinct devices per variant and kind. */
export async function countSalesEvents(db: Kysely<Database>): Promise<SalesEventCount[]> {
  const rows = await db
    .selectFrom('sales_events')
    .select(['variant', 'kind'])
    .select((eb) => [
      eb.fn.countAll<number>().as('events'),
      eb.fn.count<number>('visitor_id').distinct().as('visitors'),
    ])
    .groupBy(['variant', 'kind'])
    .execute();
  return rows.map((row) => ({ ...row, events: Number(row.events), visitors: Number(row.visitors) }));
}
