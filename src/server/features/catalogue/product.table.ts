import type { Generated, Insertable, Selectable } from 'kysely';
import type { ProductCategory } from '#shared/constants.ts';

export interface ProductTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  category: ProductCategory;
  price_cents: number;
  discount_percent: number | null;
  /** Derived: the price after the discount, rounded to the centavo. */
  sale_price_cents: number;
  /** 4.8 is stored as 48. */
  rating_tenths: number;
  reviews: number;
  /** 0/1 on SQLite, boolean on PostgreSQL. */
  in_stock: boolean | number;
  is_highlighted: boolean | number;
  highlight_order: number;
  image_url: string;
  link: string | null;
  /** Derived: name and description, lower case, without accents (see shared/catalogue/search-text.ts). */
  search_text: string;
  /** Derived: the name the same way, for a name order that ignores case and accents. */
  sort_name: string;
  created_at: string;
  updated_at: string;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProductRow = Insertable<ProductTable>;
