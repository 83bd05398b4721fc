/**
 * The only code that changes a balance. Each movement is one conditional UPDATE of users.coins
 * (which must change exactly one row; `coins >= cost` for a spend, so a balance never goes below
 * zero even under concurrent requests) and one ledger row, in the caller's transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { WELCOME_PASSAGENS } from '#shared/constants.ts';
import type { LedgerKind } from '#shared/schemas/coins.ts';
import { appendLedgerEntry } from './coin-ledger.repository.ts';

type Trx = Transaction<Database>;

/** Adds `delta` (negative for a spend) and answers the new balance, or undefined if refused. */
async function moveBalance(trx: Trx, userId: number, delta: number): Promise<number | undefined> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ coins: eb('coins', '+', delta) }))
    .where('id', '=', userId)
    .$if(delta < 0, (query) => query.where('coins', '>=', -delta))
    .returning('coins')
    .executeTakeFirst();
  return row?.coins;
}

interface Movement {
  userId: number;
  amount: number;
  kind: LedgerKind;
  reason: string;
  voyageId?: number | null;
  orderId?: string | null;
  note?: string | null;
  now: string;
}

async function record(trx: Trx, movement: Movement, balance: number) {
  await appendLedgerEntry(trx, {
    user_id: movement.userId,
    amount: movement.amount,
    kind: movement.kind,
    reason: movement.reason,
    voyage_id: movement.voyageId ?? null,
    order_id: movement.orderId ?? null,
    balance_after: balance,
    note: movement.note ?? null,
    created_at: movement.now,
  });
}

/** Credits passagens (grant, purchase, refund); answers the new balance. */
export async function creditPassagens(trx: Trx, movement: Movement): Promise<number> {
  if (!Number.isInteger(movement.amount) || movement.amount <= 0) {
    throw new Error('a credit is a positive whole number of passagens');
  }
  const balance = await moveBalance(trx, movement.userId, movement.amount);
  if (balance === undefined) throw new Error(`no user ${movement.userId} to credit`);
  await record(trx, movement, balance);
  return balance;
}

/**
 * Takes `amount` passagens for a voyage; answers the new balance, or undefined when the balance is
 * not enough (nothing changed then).
 */
export async function spendPassagens(
  trx: Trx,
  { userId, amount, voyageId, now }: { userId: number; amount: number; voyageId: number; now: string },
): Promise<number | undefined> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('a spend is a positive whole number');
  const balance = await moveBalance(trx, userId, -amount);
  if (balance === undefined) return undefined;
  await record(
    trx,
    { userId, amount: -amount, kind: 'spend', reason: 'voyage_start', voyageId, now },
    balance,
  );
  return balance;
}

/**
 * Takes passagens back by hand (the team's adjustments, docs/architecture/admin.md); answers the new
 * balance, or undefined when the balance is not enough (nothing changed then).
 */
export async function debitPassagens(trx: Trx, movement: Movement): Promise<number | undefined> {
  if (!Number.isInteger(movement.amount) || movement.amount >= 0) {
    throw new Error('a debit is a negative whole number of passagens');
  }
  const balance = await moveBalance(trx, movement.userId, movement.amount);
  if (balance === undefined) return undefined;
  await record(trx, movement, balance);
  return balance;
}

/** Every new account's welcome passagens: one 'grant' row (a unique index allows one per user). */
export async function grantWelcomePassagens(trx: Trx, userId: number, now = new Date().toISOString()) {
  return creditPassagens(trx, { userId, amount: WELCOME_PASSAGENS, kind: 'grant', reason: 'welcome', now });
}
