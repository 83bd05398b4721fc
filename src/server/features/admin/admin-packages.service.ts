/** Coin packages in the staff's console (docs/architecture/admin.md): create, edit, retire; audited. */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import type { CoinPackageRow } from '#server/features/coins/coin-package.table.ts';
import { priceWithDiscount } from '#server/features/coins/passagens.service.ts';
import type { AdminPackage, AdminPackagePayload } from '#shared/schemas/admin.ts';

function toAdminPackage(row: CoinPackageRow): AdminPackage {
  return {
    id: String(row.id),
    name: row.name,
    amount: row.amount,
    price: row.price,
    price_with_discount: priceWithDiscount(row.price, row.discount),
    discount: row.discount,
    is_active: Boolean(row.is_active),
  };
}

export async function listAllPackages(db: Kysely<Database>): Promise<AdminPackage[]> {
  const rows = await db.selectFrom('coin_packages').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map(toAdminPackage);
}

function slugFor(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${base || 'pacote'}-${Date.now().toString(36)}`;
}

export async function createPackage(
  db: Kysely<Database>,
  actorId: number,
  payload: AdminPackagePayload,
): Promise<AdminPackage> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const last = await trx
      .selectFrom('coin_packages')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('coin_packages')
      .values({
        slug: slugFor(payload.name),
        name: payload.name,
        amount: payload.amount,
        price: payload.price,
        discount: payload.discount,
        is_active: payload.is_active,
        sort_order: Number(last?.n ?? 0) + 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const created = toAdminPackage(row);
    await recordAdminAction(trx, {
      actorId,
      action: 'package.create',
      entity: 'package',
      entityId: row.id,
      after: created,
    });
    return created;
  });
}

export async function updatePackage(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  payload: AdminPackagePayload,
): Promise<AdminPackage> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('coin_packages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    const row = await trx
      .updateTable('coin_packages')
      .set({ ...payload, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toAdminPackage(row);
    await recordAdminAction(trx, {
      actorId,
      action: 'package.update',
      entity: 'package',
      entityId: id,
      before: toAdminPackage(before),
      after,
    });
    return after;
  });
}
