/** The catalogue in the staff's console (docs/architecture/admin.md): create, edit, delete; audited. */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import {
  clearCachedProductLists,
  deleteProduct,
  findProductRow,
  insertProduct,
  updateProduct,
} from '#server/features/catalogue/product.repository.ts';
import { productRowValues, toProduct } from '#server/features/catalogue/product.service.ts';
import type { ProductRow } from '#server/features/catalogue/product.table.ts';
import type { AdminProductPayload } from '#shared/schemas/admin.ts';
import type { Product } from '#shared/schemas/catalogue.ts';

function slugFor(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${base || 'produto'}-${Date.now().toString(36)}`;
}

function contentOf(payload: AdminProductPayload, slug: string, highlightOrder: number) {
  return { ...payload, slug, highlight_order: highlightOrder };
}

export async function createProduct(
  db: Kysely<Database>,
  actorId: number,
  payload: AdminProductPayload,
): Promise<Product> {
  const created = await db.transaction().execute(async (trx) => {
    const row = await insertProduct(trx, productRowValues(contentOf(payload, slugFor(payload.name), 0)));
    const product = toProduct(row);
    await recordAdminAction(trx, {
      actorId,
      action: 'product.create',
      entity: 'product',
      entityId: row.id,
      after: product,
    });
    return product;
  });
  clearCachedProductLists(db);
  return created;
}

async function findOrFail(db: Kysely<Database>, id: number): Promise<ProductRow> {
  const row = await findProductRow(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function editProduct(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  payload: AdminProductPayload,
): Promise<Product> {
  const edited = await db.transaction().execute(async (trx) => {
    const before = await findOrFail(trx, id);
    const {
      slug: _slug,
      created_at: _created,
      ...changes
    } = productRowValues(contentOf(payload, before.slug, before.highlight_order));
    const row = await updateProduct(trx, id, changes);
    if (!row) throw new AppError('NOT_FOUND');
    const product = toProduct(row);
    await recordAdminAction(trx, {
      actorId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: toProduct(before),
      after: product,
    });
    return product;
  });
  clearCachedProductLists(db);
  return edited;
}

export async function removeProduct(db: Kysely<Database>, actorId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findOrFail(trx, id);
    await deleteProduct(trx, id);
    await recordAdminAction(trx, {
      actorId,
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: toProduct(before),
    });
  });
  clearCachedProductLists(db);
}
