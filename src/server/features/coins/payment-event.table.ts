import type { Generated, Insertable, Selectable } from 'kysely';

/** Every provider event applied, once: (provider, event_id) is unique (docs/decisions/100). */
export interface PaymentEventTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  order_id: string | null;
  created_at: string;
}

export type PaymentEventRow = Selectable<PaymentEventTable>;
export type NewPaymentEvent = Insertable<PaymentEventTable>;
