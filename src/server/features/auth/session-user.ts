import type { SessionUser } from '#shared/schemas/auth.ts';
import type { UserRow } from './user.table.ts';

/** The user as the API shows it: the id as a string, never the password hash or token version. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    coins: row.coins,
    journey_goal: row.journey_goal,
    email_verified_at: row.email_verified_at,
    created_at: row.created_at,
  };
}
