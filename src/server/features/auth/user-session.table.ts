import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * A sign-in as the traveller sees it (docs/architecture/auth.md, Sessions): the device it started
 * on and its first and last use. One per refresh-token family; whether it is active is the
 * family's refresh tokens' business.
 */
export interface UserSessionTable {
  id: Generated<number>;
  family_id: string;
  user_id: number;
  /** SHA-256 of the device cookie the browser kept (null without one). */
  device_hash: string | null;
  /** Browser and system named from the user agent, e.g. 'Chrome' and 'Android'. */
  browser: string | null;
  os: string | null;
  user_agent: string | null;
  ip_address: string;
  created_at: string;
  /** The sign-in's last refresh (its access tokens live 15 minutes, so this is never older). */
  last_used_at: string;
}

export type UserSessionRow = Selectable<UserSessionTable>;
export type NewUserSession = Insertable<UserSessionTable>;
