/** The signed-in traveller's change of password (SPEC §3, the account page). */
import { AppError } from '#server/errors.ts';
import type { AuthenticatedUser } from '#server/http/current-user.ts';
import { pt } from '#shared/messages/pt.ts';
import type { ChangePasswordPayload } from '#shared/schemas/account.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword } from './password-hash.ts';
import { requireFreshProof } from './reauthentication.service.ts';
import { findUserById, setPasswordHash } from './user.repository.ts';
import type { UserRow } from './user.table.ts';
import { endOtherSessions } from './user-session.service.ts';

/**
 * Checks the current password (an account without one sets its first with the session's fresh
 * proof), sets the new one and ends every other sign-in; the one that made the change stays signed
 * in (docs/architecture/auth.md, Sessions).
 */
export async function changePassword(
  ctx: AuthContext,
  actor: AuthenticatedUser,
  payload: ChangePasswordPayload,
): Promise<void> {
  const current = await findUserById(ctx.db, actor.id);
  if (!current) throw new AppError('UNAUTHENTICATED');
  if (current.password_hash && !payload.current_password) {
    const message = pt.auth.account.currentPasswordRequired;
    throw new AppError('VALIDATION_FAILED', { message, errors: { current_password: [message] } });
  }
  let user: UserRow;
  try {
    user = await requireFreshProof(ctx, actor, {
      password: current.password_hash ? payload.current_password : undefined,
      field: 'current_password',
    });
  } catch (error) {
    if (error instanceof AppError && error.errors?.current_password) {
      const message = pt.auth.account.currentPasswordWrong;
      throw new AppError('VALIDATION_FAILED', { message, errors: { current_password: [message] } });
    }
    throw error;
  }
  const passwordHash = await hashPassword(payload.password, ctx.passwordHashCost);
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, ctx.now().toISOString());
    await endOtherSessions({ db: trx, now: ctx.now }, user.id, actor.sessionId);
  });
}
