/** The traveller's own account: what get-info shows, what PATCH may change, the password. */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import type { AuthContext } from '#server/features/auth/auth-context.ts';
import { findUserById, updateUserProfile } from '#server/features/auth/user.repository.ts';
import type { UserRow } from '#server/features/auth/user.table.ts';
import { countSavedNotes } from '#server/features/reader/reader.service.ts';
import { countCompletedVoyages } from '#server/features/voyages/traveller-voyage.repository.ts';
import type { AuthenticatedUser } from '#server/http/current-user.ts';
import { pt } from '#shared/messages/pt.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import type { UserInfo, UserInfoChanges } from '#shared/schemas/account.ts';

interface UserActivity {
  completedVoyages: number;
  savedNotes: number;
}

/** Completed voyages and saved notes (SPEC §3; notes deleted on any device are not counted). */
async function userActivity(db: Kysely<Database>, userId: number): Promise<UserActivity> {
  const [completedVoyages, savedNotes] = await Promise.all([
    countCompletedVoyages(db, userId),
    countSavedNotes(db, userId),
  ]);
  return { completedVoyages, savedNotes };
}

function toUserInfo(row: UserRow, activity: UserActivity): UserInfo {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    coins: row.coins,
    completedVoyages: activity.completedVoyages,
    savedNotes: activity.savedNotes,
    journey_goal: row.journey_goal,
    email_verified_at: row.email_verified_at,
  };
}

const userNotFound = () => new AppError('NOT_FOUND', { message: pt.auth.account.userNotFound });

export async function loadUserInfo(db: Kysely<Database>, userId: number): Promise<UserInfo> {
  const row = await findUserById(db, userId);
  if (!row) throw userNotFound();
  return toUserInfo(row, await userActivity(db, userId));
}

/** What the audit log keeps of an account's info (never its secrets). */
const profileOf = (row: UserRow) => ({ name: row.name, journey_goal: row.journey_goal });

/**
 * Changes name and journey goal of one's own account, or of any account for an admin — an admin
 * action, audited in the same transaction (docs/architecture/admin.md).
 */
export async function changeUserInfo(
  ctx: AuthContext,
  actor: AuthenticatedUser,
  target: 'me' | string,
  changes: UserInfoChanges,
): Promise<UserInfo> {
  const userId = target === 'me' ? actor.id : Number(target);
  const byAdmin = userId !== actor.id;
  if (byAdmin && actor.role !== ADMIN_ROLE) throw new AppError('FORBIDDEN');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = byAdmin ? await findUserById(trx, userId) : undefined;
    const updated = await updateUserProfile(trx, userId, changes, ctx.now().toISOString());
    if (updated && before) {
      await recordAdminAction(trx, {
        actorId: actor.id,
        action: 'user.update_info',
        entity: 'user',
        entityId: userId,
        before: profileOf(before),
        after: profileOf(updated),
      });
    }
    return updated;
  });
  if (!row) throw userNotFound();
  return toUserInfo(row, await userActivity(ctx.db, userId));
}
