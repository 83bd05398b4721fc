import type { Generated, Insertable, Selectable } from 'kysely';

/** A Google or Facebook account linked to a user. */
export interface UserIdentityTable {
  id: Generated<number>;
  provider: string;
  /** The provider's stable user id (`sub` for Google, the app-scoped id for Facebook). */
  subject: string;
  user_id: number;
  email: string | null;
  created_at: string;
}

export type UserIdentityRow = Selectable<UserIdentityTable>;
export type NewUserIdentity = Insertable<UserIdentityTable>;
