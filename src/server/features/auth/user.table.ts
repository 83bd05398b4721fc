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
  /** The versions of the terms and the privacy policy shown at registration (docs/architecture/legal.md). */
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  privacy_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** Page views and voyage events are not stored for this traveller (docs/architecture/account.md). */
  analytics_opt_out: Generated<boolean>;
  /** While an export streams; a second one waits until it ends (or ten minutes pass). */
  data_export_started_at: string | null;
  /** Set when the account is deleted: the row stays anonymised for the fiscal records (decision 153). */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
