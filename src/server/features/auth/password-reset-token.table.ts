import type { Generated, Insertable, Selectable } from 'kysely';

/** A password reset link's token, stored as its SHA-256; single use. */
export interface PasswordResetTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type PasswordResetTokenRow = Selectable<PasswordResetTokenTable>;
export type NewPasswordResetToken = Insertable<PasswordResetTokenTable>;
