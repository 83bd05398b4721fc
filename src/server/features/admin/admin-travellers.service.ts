/**
 * The staff's work on travellers (docs/architecture/admin.md): find them, see their voyages and passagens,
 * give or take back passagens with a reason, and change who is on the team. Every change is a
 * ledger row (for passagens) and an audit row, in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { countPageViewsSince } from '#server/features/analytics/page-view.repository.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import { endAllSessions } from '#server/features/auth/session.service.ts';
import { countSignInFailuresSince } from '#server/features/auth/sign-in-record.repository.ts';
import {
  countUsers,
  findUserForStaff,
  findUserNames,
  lockUserIdsWithRole,
  type StaffUserView,
  searchUsers,
  setUserRole,
} from '#server/features/auth/user.repository.ts';
import { listActiveSessions } from '#server/features/auth/user-session.repository.ts';
import { listLedgerEntries } from '#server/features/coins/coin-ledger.repository.ts';
import { sumPaidOrderPassagens } from '#server/features/coins/coin-order.repository.ts';
import { toLedgerEntry } from '#server/features/coins/passagens.service.ts';
import { creditPassagens, debitPassagens } from '#server/features/coins/wallet.service.ts';
import {
  countBoardingsByTraveller,
  listBoardingsWithTitles,
} from '#server/features/voyages/traveller-voyage.repository.ts';
import { countVoyageEvents } from '#server/features/voyages/voyage-event.repository.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { sessions as sessionTexts } from '#shared/messages/pt-sessions.ts';
import { ADMIN_ROLE, type UserRole } from '#shared/roles.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminTraveller,
  type AdminTravellerDetail,
  type PassagensAdjustment,
} from '#shared/schemas/admin.ts';
import type { SignInFailures } from '#shared/schemas/sessions.ts';

const HISTORY_LIMIT = 100;

/** Accounts as the staff see them, with their boardings counted by the voyages' owner. */
async function toAdminTravellers(db: Kysely<Database>, users: StaffUserView[]): Promise<AdminTraveller[]> {
  const boardings = await countBoardingsByTraveller(
    db,
    users.map((user) => user.id),
  );
  return users.map((user) => ({
    id: String(user.id),
    name: user.name,
    email: user.email,
    role: user.role,
    coins: user.coins,
    voyages_started: boardings.get(user.id)?.started ?? 0,
    voyages_completed: boardings.get(user.id)?.completed ?? 0,
    created_at: new Date(user.created_at).toISOString(),
    deleted: user.deleted_at !== null,
  }));
}

/** Every word must be in the name or the e-mail, ignoring case; newest accounts first. */
export async function listTravellers(
  db: Kysely<Database>,
  query: { search?: string | undefined; page: number },
) {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const { rows, total } = await searchUsers(db, {
    words,
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return {
    data: await toAdminTravellers(db, rows),
    meta: { total, current_page: query.page, last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) },
  };
}

async function findTravellerOrFail(db: Kysely<Database>, id: number): Promise<AdminTraveller> {
  const user = await findUserForStaff(db, id);
  if (!user) throw new AppError('NOT_FOUND', { message: adminUi.traveller.notFound });
  const [traveller] = await toAdminTravellers(db, [user]);
  return traveller as AdminTraveller;
}

/** A deleted account keeps its row for the fiscal records only (docs/architecture/account.md). */
function refuseDeleted(traveller: AdminTraveller) {
  if (traveller.deleted) throw new AppError('CONFLICT', { message: sessionTexts.console.deletedRefused });
}

export async function getTraveller(db: Kysely<Database>, id: number): Promise<AdminTravellerDetail> {
  const traveller = await findTravellerOrFail(db, id);
  const [voyages, history, sessions] = await Promise.all([
    listBoardingsWithTitles(db, id),
    listLedgerEntries(db, id, HISTORY_LIMIT),
    listActiveSessions(db, id, new Date().toISOString()),
  ]);
  return {
    ...traveller,
    active_sessions: sessions.length,
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
    refuseDeleted(before);
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
    refuseDeleted(before);
    if (before.role === role) return before;
    if (role !== ADMIN_ROLE && travellerId === actorId) {
      throw new AppError('CONFLICT', { message: adminUi.errors.ownRole });
    }
    const adminIds = new Set(await lockUserIdsWithRole(trx, ADMIN_ROLE));
    // Taken off the team by a change that committed while this one waited.
    if (!adminIds.has(actorId)) throw new AppError('FORBIDDEN');
    if (role !== ADMIN_ROLE && adminIds.has(travellerId) && adminIds.size <= 1) {
      throw new AppError('CONFLICT', { message: adminUi.errors.lastAdmin });
    }
    await setUserRole(trx, travellerId, role, new Date().toISOString());
    await recordAdminAction(trx, {
      actorId,
      action: role === ADMIN_ROLE ? 'user.make_admin' : 'user.remove_admin',
      entity: 'user',
      entityId: travellerId,
      before: { role: before.role },
      after: { role },
    });
    return findTravellerOrFail(trx, travellerId);
  });
}

/** Ends every sign-in of a traveller at once (a stolen phone, a takeover); an audit row says who. */
export async function endTravellerSessions(
  db: Kysely<Database>,
  { actorId, travellerId }: { actorId: number; travellerId: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await findTravellerOrFail(trx, travellerId);
    const now = new Date();
    const active = await listActiveSessions(trx, travellerId, now.toISOString());
    await endAllSessions({ db: trx, now: () => now }, travellerId);
    await recordAdminAction(trx, {
      actorId,
      action: 'user.end_sessions',
      entity: 'user',
      entityId: travellerId,
      before: { active_sessions: active.length },
      after: { active_sessions: 0 },
    });
    return active.length;
  });
}

/** Refused sign-ins of the last `days` days, per targeted account and per address (the 50 most). */
export async function signInFailures(db: Kysely<Database>, days: number): Promise<SignInFailures> {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const { byAccount, byAddress } = await countSignInFailuresSince(db, since, 50);
  const names = await findUserNames(
    db,
    byAccount.flatMap((row) => (row.user_id === null ? [] : [row.user_id])),
  );
  return {
    days,
    by_account: byAccount.map((row) => {
      const user = row.user_id === null ? undefined : names.get(row.user_id);
      return {
        user_id: row.user_id === null ? null : String(row.user_id),
        name: user?.name ?? null,
        email: user?.email ?? null,
        failures: row.failures,
        last_at: row.last_at,
      };
    }),
    by_address: byAddress,
  };
}

/** The figures the team looks at every day. */
export async function overview(db: Kysely<Database>) {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const [travellers, admins, funnel, sold, views] = await Promise.all([
    countUsers(db),
    countUsers(db, ADMIN_ROLE),
    // Events, not the boardings' current state: re-boarding must not undo a completion.
    countVoyageEvents(db),
    sumPaidOrderPassagens(db),
    countPageViewsSince(db, weekAgo),
  ]);
  return {
    travellers,
    admins,
    started_voyages: funnel.start,
    completed_voyages: funnel.complete,
    passagens_sold: sold,
    page_views_7d: views,
  };
}
