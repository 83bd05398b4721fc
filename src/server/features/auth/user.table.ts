import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UserRole } from '#shared/roles.ts';

export interface UserTable {
  id: Generated<number>;
  name: string;
  /** Trimmed and lower-cased (normalizeEmail); unique. */
  email: string;
  /** A self-describing scrypt string (password-hash.ts); null for provider-only accounts. */
  password_hash: string | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  coins: Generated<number>;
  journey_goal: Generated<string>;
  email_verified_at: string | null;
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
