import { type Kysely, sql } from 'kysely';
import { booleanType, idColumn, isPostgres, timestampType } from './dialect.ts';

/**
 * The product catalogue (SPEC §3). Money in centavos; the rating in tenths (4.8 → 48). The
 * application writes three derived columns, the same on both databases: `search_text` (name and
 * description, lower case, no accents), `sort_name` (the name the same way) and `sale_price_cents`
 * (the price after the discount, what a shopper sorts by).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Byte order on PostgreSQL too, so both databases sort names alike (SQLite compares bytes).
  const byteOrder = isPostgres(db) ? sql`collate "C"` : sql``;
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('slug', 'varchar(160)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('category', 'varchar(16)', (column) => column.notNull())
    .addColumn('price_cents', 'integer', (column) => column.notNull())
    .addColumn('discount_percent', 'integer')
    .addColumn('sale_price_cents', 'integer', (column) => column.notNull())
    .addColumn('rating_tenths', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reviews', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('in_stock', booleanType(db), (column) => column.notNull().defaultTo(sql`${sql.lit(true)}`))
    .addColumn('is_highlighted', booleanType(db), (column) =>
      column.notNull().defaultTo(sql`${sql.lit(false)}`),
    )
    .addColumn('highlight_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('image_url', 'varchar(512)', (column) => column.notNull())
    .addColumn('link', 'varchar(2048)')
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('sort_name', 'varchar(200)', (column) => column.notNull().modifyEnd(byteOrder))
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint(
      'products_category_known',
      sql`category in ('LIVRO', 'ACESSÓRIO', 'CURSO', 'DIGITAL', 'OUTRO')`,
    )
    .addCheckConstraint('products_price_not_negative', sql`price_cents >= 0 and sale_price_cents >= 0`)
    .addCheckConstraint(
      'products_discount_percent',
      sql`discount_percent is null or (discount_percent between 1 and 99)`,
    )
    .addCheckConstraint('products_rating_range', sql`rating_tenths between 0 and 50`)
    .addCheckConstraint('products_reviews_not_negative', sql`reviews >= 0`)
    .execute();

  // The list filters by category and sorts by name, price or rating; the home page reads highlights.
  await db.schema
    .createIndex('products_category_sort_name_idx')
    .on('products')
    .columns(['category', 'sort_name'])
    .execute();
  await db.schema.createIndex('products_sort_name_idx').on('products').column('sort_name').execute();
  await db.schema.createIndex('products_sale_price_idx').on('products').column('sale_price_cents').execute();
  await db.schema.createIndex('products_rating_idx').on('products').column('rating_tenths').execute();
  await db.schema
    .createIndex('products_highlighted_idx')
    .on('products')
    .columns(['is_highlighted', 'highlight_order'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('products').execute();
}
