import type { Generated, Insertable } from 'kysely';
import type { SalesEventKind, SalesPageVariant } from '#shared/constants.ts';
import type { SalesEventSource } from '#shared/schemas/sales.ts';

/** One exposure of a sales page variant or one click on its call to action (docs/architecture/sales.md). */
export interface SalesEventTable {
  id: Generated<number>;
  variant: SalesPageVariant;
  kind: SalesEventKind;
  visitor_id: string;
  /** 'assigned' at /vendas/ebook, or 'direct' (the default, which rows from before the column got). */
  source: Generated<SalesEventSource>;
  created_at: string;
}

export type NewSalesEvent = Insertable<SalesEventTable>;
