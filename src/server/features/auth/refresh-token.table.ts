import type { Generated, Insertable, Selectable } from 'kysely';

/** A refresh token, stored as its SHA-256; one family per sign-in. */
export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export type RefreshTokenRow = Selectable<RefreshTokenTable>;
export type NewRefreshToken = Insertable<RefreshTokenTable>;
