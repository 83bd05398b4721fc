/** The signed-in traveller's change of password (SPEC §3, the account page). */
import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';
import type { ChangePasswordPayload } from '#shared/schemas/account.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { findUserById, setPasswordHash } from './user.repository.ts';
import { endOtherSessions } from './user-session.service.ts';

/**
 * Checks the current password, sets the new one and ends every other sign-in; the one that made
 * the change stays signed in (docs/architecture/auth.md, Sessions).
 */
export async function changePassword(
  ctx: AuthContext,
  { userId, sessionId }: { userId: number; sessionId: string },
  payload: ChangePasswordPayload,
): Promise<void> {
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
    await endOtherSessions({ db: trx, now: ctx.now }, user.id, sessionId);
  });
}
