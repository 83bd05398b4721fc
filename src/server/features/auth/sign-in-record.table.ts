import type { Generated, Insertable, Selectable } from 'kysely';

export const SIGN_IN_METHODS = ['password', 'google', 'facebook', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * One sign-in attempt that reached the check (Marco Civil art. 15 access records), kept six
 * months (docs/architecture/account.md). A session's refresh is not a sign-in and is not recorded.
 */
export interface SignInRecordTable {
  id: Generated<number>;
  /** Null when no account had that e-mail or identity, and once the account is deleted. */
  user_id: number | null;
  method: SignInMethod;
  outcome: 'success' | 'failure';
  ip_address: string;
  user_agent: string | null;
  created_at: string;
}

export type SignInRecordRow = Selectable<SignInRecordTable>;
export type NewSignInRecord = Insertable<SignInRecordTable>;
