import type { Generated, Insertable, Selectable } from 'kysely';

export interface CoinPackageTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Passagens. */
  amount: number;
  /** Centavos, before the discount. */
  price: number;
  /** Percent, 0–90. */
  discount: number;
  /** 0/1 on SQLite, boolean on PostgreSQL. */
  is_active: boolean | number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export type CoinPackageRow = Selectable<CoinPackageTable>;
export type NewCoinPackage = Insertable<CoinPackageTable>;
