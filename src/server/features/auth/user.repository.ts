import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { UserRole } from '#shared/schemas/auth.ts';
import type { NewUser, UserRow } from './user.table.ts';

/** E-mails are unique regardless of case: compare and store them trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
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
