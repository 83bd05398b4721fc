/** The traveller's own account: what get-info shows, what PATCH may change, the password. */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/admin/admin-audit-log.repository.ts';
import type { AuthenticatedUser } from '#server/features/auth/auth.plugin.ts';
import type { AuthContext } from '#server/features/auth/auth-context.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#server/features/auth/password-hash.ts';
import { endAllSessions, startSession } from '#server/features/auth/session.service.ts';
import { findUserById, setPasswordHash, updateUserProfile } from '#server/features/auth/user.repository.ts';
import type { UserRow } from '#server/features/auth/user.table.ts';
import { countSavedNotes } from '#server/features/reader/reader.service.ts';
import { countCompletedVoyages } from '#server/features/voyages/traveller-voyage.repository.ts';
import { pt } from '#shared/messages/pt.ts';
import type { ChangePasswordPayload, UserInfo, UserInfoChanges } from '#shared/schemas/account.ts';
import { ADMIN_ROLE, type SessionTokens } from '#shared/schemas/auth.ts';

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
 * action, audited in the same transaction (docs/decisions/060).
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

/** Checks the current password, sets the new one, ends every other sign-in and starts a fresh one. */
export async function changePassword(
  ctx: AuthContext,
  userId: number,
  payload: ChangePasswordPayload,
): Promise<SessionTokens> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const matches = user.password_hash
    ? await verifyPassword(payload.current_password, user.password_hash)
    : await verifyAgainstDummy(payload.current_password, ctx.passwordHashCost);
  if (!matches) {
    const message = pt.auth.account.currentPasswordWrong;
    throw new AppError('VALIDATION_FAILED', { message, errors: { current_password: [message] } });
  }
  const passwordHash = await hashPassword(payload.password, ctx.passwordHashCost);
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, ctx.now().toISOString());
    await endAllSessions({ db: trx, now: ctx.now }, user.id);
  });
  const refreshed = await findUserById(ctx.db, user.id);
  if (!refreshed) throw new AppError('UNAUTHENTICATED');
  return startSession(ctx, refreshed);
}
