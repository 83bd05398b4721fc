/**
 * Asking a signed-in traveller to prove again that they own the account, before an irreversible
 * change (deleting it): the password, or for an account without one a provider sign-in made a
 * moment ago (this session's start).
 */
import { AppError } from '#server/errors.ts';
import type { AuthenticatedUser } from '#server/http/current-user.ts';
import { pt } from '#shared/messages/pt.ts';
import type { AuthContext } from './auth-context.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { findUserById } from './user.repository.ts';

/** A provider-only account confirms with a sign-in at most this old. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

export async function confirmAccountOwner(
  ctx: AuthContext,
  actor: AuthenticatedUser,
  password: string | undefined,
) {
  const user = await findUserById(ctx.db, actor.id);
  if (!user || user.deleted_at) throw new AppError('UNAUTHENTICATED');
  if (user.password_hash) {
    if (!password) {
      const message = pt.personalData.passwordRequired;
      throw new AppError('VALIDATION_FAILED', { message, errors: { password: [message] } });
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      const message = pt.personalData.wrongPassword;
      throw new AppError('VALIDATION_FAILED', { message, errors: { password: [message] } });
    }
    return user;
  }
  // Without a password the proof is the provider: this session must have begun a moment ago.
  if (password) await verifyAgainstDummy(password, ctx.passwordHashCost);
  const started = await ctx.db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('family_id', '=', actor.sessionId)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  const startedAt = started?.at ? Date.parse(String(started.at)) : Number.NaN;
  if (!(ctx.now().getTime() - startedAt <= FRESH_SIGN_IN_MS)) {
    throw new AppError('CONFLICT', { message: pt.personalData.freshSignInRequired });
  }
  return user;
}
