import type { Insertable, Selectable } from 'kysely';
import type { CoinOrderStatus } from '#shared/schemas/coins.ts';

/** A purchase of a package: pending until the payment provider reports it paid or cancelled. */
export interface CoinOrderTable {
  /** A random UUID (it appears in checkout addresses). */
  id: string;
  user_id: number;
  package_id: number;
  /** Passagens sold, copied from the package at checkout. */
  amount: number;
  /** Centavos charged (the price with discount at checkout). */
  price: number;
  status: CoinOrderStatus;
  provider: string;
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
}

export type CoinOrderRow = Selectable<CoinOrderTable>;
export type NewCoinOrder = Insertable<CoinOrderTable>;
