import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { SalesEventKind, SalesPageVariant } from '#shared/constants.ts';
import type { SalesEventSource } from '#shared/schemas/sales.ts';
import type { NewSalesEvent } from './sales-event.table.ts';

export async function insertSalesEvent(db: Kysely<Database>, event: NewSalesEvent): Promise<void> {
  await db.insertInto('sales_events').values(event).execute();
}

export interface SalesEventCount {
  variant: SalesPageVariant;
  kind: SalesEventKind;
  source: SalesEventSource;
  events: number;
  visitors: number;
}

/** Events and distinct devices per variant, kind and source; within [from, to) when given (ISO times). */
export async function countSalesEvents(
  db: Kysely<Database>,
  range?: { from: string; to: string },
): Promise<SalesEventCount[]> {
  const rows = await db
    .selectFrom('sales_events')
    .$if(range !== undefined, (query) =>
      query.where('created_at', '>=', range?.from ?? '').where('created_at', '<', range?.to ?? ''),
    )
    .select(['variant', 'kind', 'source'])
    .select((eb) => [
      eb.fn.countAll<number>().as('events'),
      eb.fn.count<number>('visitor_id').distinct().as('visitors'),
    ])
    .groupBy(['variant', 'kind', 'source'])
    .execute();
  return rows.map((row) => ({ ...row, events: Number(row.events), visitors: Number(row.visitors) }));
}
