import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LedgerKind } from '#shared/schemas/coins.ts';

/**
 * Every movement of passagens, append-only (database triggers refuse UPDATE and DELETE): a
 * user's balance always equals the sum of their rows.
 */
export interface CoinLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Signed whole passagens. */
  amount: number;
  kind: LedgerKind;
  /** A code the client words: welcome, voyage_start, package_purchase, opening_balance… */
  reason: string;
  voyage_id: number | null;
  order_id: string | null;
  balance_after: number;
  /** Why the team moved passagens by hand (docs/architecture/admin.md); null otherwise. */
  note: ColumnType<string | null, string | null | undefined, never>;
  created_at: string;
}

export type CoinLedgerRow = Selectable<CoinLedgerTable>;
export type NewCoinLedgerEntry = Insertable<CoinLedgerTable>;
