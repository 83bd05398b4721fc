import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { forUpdate } from '#server/db/dialect-sql.ts';
import type { UserRole } from '#shared/roles.ts';
import type { NewUser, UserRow } from './user.table.ts';

/** E-mails are unique regardless of case: compare and store them trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUserProfile(
  db: Kysely<Database>,
  id: number,
  changes: { name?: string; journey_goal?: string },
  now: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Database>, id: number, hash: string | null, now: string) {
  await db.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', id).execute();
}

/** Invalidates every access token of the user at its next use (they carry the version). */
export async function bumpTokenVersion(db: Kysely<Database>, id: number, now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Marks the address verified, keeping the first verification time. */
export async function markEmailVerified(db: Kysely<Database>, id: number, now: string) {
  await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function setUserRole(db: Kysely<Database>, id: number, role: UserRole, now: string) {
  await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
}

/** What the staff's console shows of an account. */
export type StaffUserView = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'coins' | 'created_at' | 'deleted_at'
>;

const staffUserColumns = ['id', 'name', 'email', 'role', 'coins', 'created_at', 'deleted_at'] as const;

/** Names and addresses of some accounts (the console's lists). */
export async function findUserNames(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, { name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

export async function findUserForStaff(db: Kysely<Database>, id: number): Promise<StaffUserView | undefined> {
  return db.selectFrom('users').select(staffUserColumns).where('id', '=', id).executeTakeFirst();
}

/** One page of the accounts whose name or e-mail holds every word, ignoring case; newest first. */
export async function searchUsers(
  db: Kysely<Database>,
  { words, limit, offset }: { words: string[]; limit: number; offset: number },
): Promise<{ rows: StaffUserView[]; total: number }> {
  let base = db.selectFrom('users');
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(staffUserColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Accounts in use: a deleted account's anonymised row (decision 153) is not counted. */
export async function countUsers(db: Kysely<Database>, role?: UserRole): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null);
  if (role !== undefined) query = query.where('role', '=', role);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The ids of the accounts with a role, locked (PostgreSQL) until the transaction ends, so a change
 * of the team counts what concurrent changes left.
 */
export async function lockUserIdsWithRole(db: Kysely<Database>, role: UserRole): Promise<number[]> {
  const rows = await forUpdate(
    db,
    db.selectFrom('users').select('id').where('role', '=', role).orderBy('id'),
  ).execute();
  return rows.map((row) => row.id);
}

/**
 * What stays of a deleted account (decision 153): no name, address, password or preferences; the
 * id and the balance the kept orders and ledger rows add up to. The address is freed to register.
 * False when the account was already deleted.
 */
export async function anonymiseDeletedUser(
  db: Kysely<Database>,
  id: number,
  name: string,
  now: string,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({
      name,
      email: `conta-excluida-${id}@excluida.invalid`,
      password_hash: null,
      role: '0',
      journey_goal: '',
      email_verified_at: null,
      analytics_opt_out: true,
      data_export_started_at: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    // Once: a second process deleting the same account finds it done.
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Accounts whose address was never confirmed, created before a time (the 30-day retention rule). */
export async function findNeverVerifiedBefore(db: Kysely<Database>, before: string, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email_verified_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether page views and voyage events may be stored for this traveller. */
export async function analyticsAllowed(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('analytics_opt_out')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && !row.analytics_opt_out;
}

export async function setAnalyticsOptOut(db: Kysely<Database>, id: number, optOut: boolean, now: string) {
  await db
    .updateTable('users')
    .set({ analytics_opt_out: optOut, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A confirmed change of address: the link to the new one proved it, so it is verified. */
export async function changeEmail(db: Kysely<Database>, id: number, email: string, now: string) {
  await db
    .updateTable('users')
    .set({ email: normalizeEmail(email), email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}
