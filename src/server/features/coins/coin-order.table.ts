import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { CoinOrderStatus, RefundKind } from '#shared/schemas/coins.ts';

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
  /** The package's price before the discount (centavos) and its discount (percent) at checkout. */
  list_price: ColumnType<number | null, number | null | undefined, number | null>;
  discount: ColumnType<number | null, number | null | undefined, number | null>;
  status: CoinOrderStatus;
  /** The terms version the buyer accepted in the purchase summary (docs/architecture/legal.md). */
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  provider: string;
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  /** A Pix payment was issued and waits to settle (docs/decisions/100). */
  settlement_pending_at: ColumnType<string | null, string | null | undefined, string | null>;
  refund_requested_at: ColumnType<string | null, string | null | undefined, string | null>;
  refund_requested_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'staff' (from the console) or 'withdrawal' (the traveller's 7-day right). */
  refund_kind: ColumnType<RefundKind | null, RefundKind | null | undefined, RefundKind | null>;
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  refund_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the provider confirmed the refund. */
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Passagens taken back when the refund was confirmed (what was still unspent). */
  refunded_passagens: ColumnType<number | null, number | null | undefined, number | null>;
}

export type CoinOrderRow = Selectable<CoinOrderTable>;
export type NewCoinOrder = Insertable<CoinOrderTable>;
