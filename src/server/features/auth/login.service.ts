import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';
import type { LoginPayload, SignedIn } from '#shared/schemas/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { startSession } from './session.service.ts';
import { toSessionUser } from './session-user.ts';
import { findUserByEmail, setPasswordHash } from './user.repository.ts';

/** SPEC §8: one 401 for an unknown e-mail and a wrong password alike, with both field errors. */
function invalidCredentials() {
  return new AppError('INVALID_CREDENTIALS', {
    errors: {
      Login: [pt.auth.login.invalidCredentialsField],
      Password: [pt.auth.login.wrongPasswordField],
    },
  });
}

/** E-mail and password sign-in; the same work (one scrypt) whether or not the account exists. */
export async function signInWithPassword(
  ctx: AuthContext,
  { Login, Password }: LoginPayload,
): Promise<SignedIn> {
  const user = await findUserByEmail(ctx.db, Login);
  const hash = user?.password_hash;
  const matches = hash
    ? await verifyPassword(Password, hash)
    : await verifyAgainstDummy(Password, ctx.passwordHashCost);
  if (!user || !hash || !matches) throw invalidCredentials();

  if (needsRehash(hash, ctx.passwordHashCost)) {
    const upgraded = await hashPassword(Password, ctx.passwordHashCost);
    await setPasswordHash(ctx.db, user.id, upgraded, ctx.now().toISOString());
  }
  const tokens = await startSession(ctx, user);
  return { ...tokens, user: toSessionUser(user) };
}
