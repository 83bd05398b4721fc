/**
 * Helpers for API tests of features behind sign-in (imported by tests only).
 *
 *   const t = await createTestApp({ env: accountTestEnv });
 *   const user = await createUser(t.app.db);
 *   const response = await t.app.inject({ url, headers: await authHeadersFor(t.app, user) });
 */
import type { App } from '#server/app.ts';
import { startSession } from '#server/features/auth/session.service.ts';
import type { UserRow } from '#server/features/auth/user.table.ts';
import type { SessionTokens } from '#shared/schemas/auth.ts';

/** The cheap password hash and limits high enough that functional tests never hit them. */
export const accountTestEnv: Record<string, string> = {
  PASSWORD_HASH_COST: 'test',
  RATE_LIMIT_LOGIN_MAX: '10000',
  RATE_LIMIT_LOGIN_EMAIL_MAX: '10000',
  RATE_LIMIT_REGISTER_MAX: '10000',
  RATE_LIMIT_RECOVERY_MAX: '10000',
  RATE_LIMIT_RESET_MAX: '10000',
};

/** A signed-in session for a user, without going through the login route. */
export function signIn(
  app: App,
  user: Pick<UserRow, 'id' | 'role' | 'token_version'>,
): Promise<SessionTokens> {
  return startSession(app.auth, user);
}

export async function authHeadersFor(app: App, user: Pick<UserRow, 'id' | 'role' | 'token_version'>) {
  const { token } = await signIn(app, user);
  return { authorization: `Bearer ${token}` };
}
