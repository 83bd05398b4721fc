import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { PasswordHashCost } from './password-hash.ts';
import type { SignedTokens } from './signed-tokens.ts';

/** What the account services need, built once by the auth plugin (and by the admin CLI). */
export interface AuthContext {
  db: Kysely<Database>;
  tokens: SignedTokens;
  mailer: Mailer;
  passwordHashCost: PasswordHashCost;
  refreshTokenTtlDays: number;
  passwordResetTtlMinutes: number;
  emailVerificationTtlHours: number;
  /** Where e-mail links point (env.PUBLIC_URL, no trailing slash). */
  publicUrl: string;
  now: () => Date;
}
