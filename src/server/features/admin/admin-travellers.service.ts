/**
 * The staff's work on travellers (docs/decisions/061): find them, see their voyages and passagens,
 * give or take back passagens with a reason, and change who is on the team. Every change is a
 * ledger row (for passagens) and an audit row, in the same transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { forUpdate } from '#server/db/dialect-sql.ts';
import { AppError } from '#server/errors.ts';
import { listLedgerEntries } from '#server/features/coins/coin-ledger.repository.ts';
import { toLedgerEntry } from '#server/features/coins/passagens.service.ts';
import { creditPassagens, debitPassagens } from '#server/features/coins/wallet.service.ts';
import { countVoyageEvents } from '#server/features/voyages/voyage-event.repository.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminTraveller,
  type AdminTravellerDetail,
  type PassagensAdjustment,
} from '#shared/schemas/admin.ts';
import { ADMIN_ROLE, type UserRole } from '#shared/schemas/auth.ts';
import { recordAdminAction } from './admin-audit-log.repository.ts';

const HISTORY_LIMIT = 100;

function travellersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.coins', 'u.created_at'])
    .select((eb) => [
      eb
        .selectFrom('traveller_voyages as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.user_id', '=', 'u.id')
        .as('voyages_started'),
      eb
        .selectFrom('traveller_voyages as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.user_id', '=', 'u.id')
        // Completed at least once: a re-boarding does not take it back.
        .where('t.completions', '>', 0)
        .as('voyages_completed'),
    ]);
}

type TravellerRow = Awaited<ReturnType<ReturnType<typeof travellersQuery>['executeTakeFirstOrThrow']>>;

function toAdminTraveller(row: TravellerRow): AdminTraveller {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    coins: row.coins,
    voyages_started: Number(row.voyages_started ?? 0),
    voyages_completed: Number(row.voyages_completed ?? 0),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Every word must be in the name or the e-mail, ignoring case; newest accounts first. */
export async function listTravellers(
  db: Kysely<Database>,
  query: { search?: string | undefined; page: number },
) {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  let base = db.selectFrom('users as u');
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(u.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(u.name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const ids = base.select('u.id');
  const [rows, count] = await Promise.all([
    travellersQuery(db)
      .where('u.id', 'in', ids)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    data: rows.map(toAdminTraveller),
    meta: { total, current_page: query.page, last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) },
  };
}

async function findTravellerOrFail(db: Kysely<Database>, id: number): Promise<TravellerRow> {
  const row = await travellersQuery(db).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: adminUi.traveller.notFound });
  return row;
}

export async function getTraveller(db: Kysely<Database>, id: number): Promise<AdminTravellerDetail> {
  const row = await findTravellerOrFail(db, id);
  const [voyages, history] = await Promise.all([
    db
      .selectFrom('traveller_voyages as t')
      .innerJoin('voyages as v', 'v.id', 't.voyage_id')
      .select(['t.voyage_id', 'v.title', 't.progress', 't.is_completed', 't.started_at'])
      .where('t.user_id', '=', id)
      .orderBy('t.started_at', 'desc')
      .execute(),
    listLedgerEntries(db, id, HISTORY_LIMIT),
  ]);
  return {
    ...toAdminTraveller(row),
    voyages: voyages.map((voyage) => ({
      voyage_id: String(voyage.voyage_id),
      title: voyage.title,
      progress: voyage.progress,
      is_completed: Boolean(voyage.is_completed),
      started_at: new Date(voyage.started_at).toISOString(),
    })),
    history: history.map(toLedgerEntry),
  };
}

/** Gives (amount > 0) or takes back (amount < 0) passagens; the reason goes on the ledger row. */
export async function adjustPassagens(
  db: Kysely<Database>,
  {
    actorId,
    travellerId,
    adjustment,
  }: { actorId: number; travellerId: number; adjustment: PassagensAdjustment },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const before = await findTravellerOrFail(trx, travellerId);
    const now = new Date().toISOString();
    const movement = {
      userId: travellerId,
      amount: adjustment.amount,
      kind: 'admin' as const,
      reason: 'admin',
      note: adjustment.reason,
      now,
    };
    const balance =
      adjustment.amount > 0 ? await creditPassagens(trx, movement) : await debitPassagens(trx, movement);
    if (balance === undefined) {
      throw new AppError('INSUFFICIENT_PASSAGENS', { message: adminUi.errors.notEnough });
    }
    await recordAdminAction(trx, {
      actorId,
      action: adjustment.amount > 0 ? 'coins.grant' : 'coins.take_back',
      entity: 'user',
      entityId: travellerId,
      before: { coins: before.coins },
      after: { coins: balance, amount: adjustment.amount, reason: adjustment.reason },
    });
    return balance;
  });
}

/**
 * Makes or unmakes an admin; never the last one, and never oneself out of the team. The admins'
 * rows are locked (PostgreSQL) before they are counted, so two admins removing each other at the
 * same moment cannot leave the team empty: the second waits, then counts what the first left.
 */
export async function changeRole(
  db: Kysely<Database>,
  { actorId, travellerId, role }: { actorId: number; travellerId: number; role: UserRole },
): Promise<AdminTraveller> {
  return db.transaction().execute(async (trx) => {
    const before = await findTravellerOrFail(trx, travellerId);
    if (before.role === role) return toAdminTraveller(before);
    if (role !== ADMIN_ROLE && travellerId === actorId) {
      throw new AppError('CONFLICT', { message: adminUi.errors.ownRole });
    }
    const admins = await forUpdate(
      trx,
      trx.selectFrom('users').select('id').where('role', '=', ADMIN_ROLE).orderBy('id'),
    ).execute();
    const adminIds = new Set(admins.map((admin) => admin.id));
    // Taken off the team by a change that committed while this one waited.
    if (!adminIds.has(actorId)) throw new AppError('FORBIDDEN');
    if (role !== ADMIN_ROLE && adminIds.has(travellerId) && adminIds.size <= 1) {
      throw new AppError('CONFLICT', { message: adminUi.errors.lastAdmin });
    }
    await trx
      .updateTable('users')
      .set({ role, updated_at: new Date().toISOString() })
      .where('id', '=', travellerId)
      .execute();
    await recordAdminAction(trx, {
      actorId,
      action: role === ADMIN_ROLE ? 'user.make_admin' : 'user.remove_admin',
      entity: 'user',
      entityId: travellerId,
      before: { role: before.role },
      after: { role },
    });
    return toAdminTraveller(await findTravellerOrFail(trx, travellerId));
  });
}

/** The figures the team looks at every day. */
export async function overview(db: Kysely<Database>) {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);
  const [travellers, admins, funnel, sold, views] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', ADMIN_ROLE)
      .executeTakeFirst(),
    // Events, not the boardings' current state: re-boarding must not undo a completion.
    countVoyageEvents(db),
    db
      .selectFrom('coin_orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
      .where('status', '=', 'paid')
      .executeTakeFirst(),
    db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', weekAgo)
      .executeTakeFirst(),
  ]);
  return {
    travellers: count(travellers),
    admins: count(admins),
    started_voyages: funnel.start,
    completed_voyages: funnel.complete,
    passagens_sold: count(sold),
    page_views_7d: count(views),
  };
}
