/**
 * Sessions: a short-lived access token plus an opaque refresh token that rotates on every use.
 * Presenting a used refresh token again means it leaked: the whole family (the sign-in) is revoked.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '#server/errors.ts';
import { hashSecretToken, newSecretToken } from '#server/secret-token.ts';
import type { SessionTokens } from '#shared/schemas/auth.ts';
import type { AuthContext } from './auth-context.ts';
import {
  claimRefreshToken,
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeRefreshTokenFamily,
  revokeRefreshTokensOfUser,
} from './refresh-token.repository.ts';
import { bumpTokenVersion, findUserById } from './user.repository.ts';
import type { UserRow } from './user.table.ts';
import { touchUserSession } from './user-session.repository.ts';

const DAY_MS = 86_400_000;

type SessionContext = Pick<AuthContext, 'db' | 'tokens' | 'refreshTokenTtlDays' | 'now'>;

/** Issues an access token and a refresh token; a new sign-in starts a new family. */
export async function startSession(
  ctx: SessionContext,
  user: Pick<UserRow, 'id' | 'role' | 'token_version'>,
  familyId: string = randomUUID(),
): Promise<SessionTokens> {
  const now = ctx.now();
  const refreshToken = newSecretToken();
  await insertRefreshToken(ctx.db, {
    user_id: user.id,
    family_id: familyId,
    token_hash: hashSecretToken(refreshToken),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ctx.refreshTokenTtlDays * DAY_MS).toISOString(),
    used_at: null,
    revoked_at: null,
  });
  const token = await ctx.tokens.signAccessToken({
    userId: user.id,
    role: user.role,
    sessionId: familyId,
    tokenVersion: user.token_version,
  });
  return { token, refresh_token: refreshToken };
}

/** Trades a refresh token for a new pair; 401 for an unknown, expired, revoked or replayed token. */
export async function rotateSession(ctx: SessionContext, refreshToken: string): Promise<SessionTokens> {
  const now = ctx.now().toISOString();
  const row = await findRefreshTokenByHash(ctx.db, hashSecretToken(refreshToken));
  if (!row || row.revoked_at) throw new AppError('UNAUTHENTICATED');
  if (row.used_at || !(await claimRefreshToken(ctx.db, row.id, now))) {
    await revokeRefreshTokenFamily(ctx.db, row.family_id, now);
    throw new AppError('UNAUTHENTICATED');
  }
  if (Date.parse(row.expires_at) <= Date.parse(now)) throw new AppError('UNAUTHENTICATED');
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  await touchUserSession(ctx.db, row.family_id, now);
  return startSession(ctx, user, row.family_id);
}

/** Signs out the sign-in a refresh token belongs to; an unknown token is not an error. */
export async function endSession(ctx: Pick<AuthContext, 'db' | 'now'>, refreshToken: string): Promise<void> {
  const row = await findRefreshTokenByHash(ctx.db, hashSecretToken(refreshToken));
  if (row) await revokeRefreshTokenFamily(ctx.db, row.family_id, ctx.now().toISOString());
}

/** Signs the user out everywhere: refresh tokens revoked, access tokens refused at their next use. */
export async function endAllSessions(ctx: Pick<AuthContext, 'db' | 'now'>, userId: number): Promise<void> {
  const now = ctx.now().toISOString();
  await revokeRefreshTokensOfUser(ctx.db, userId, now);
  await bumpTokenVersion(ctx.db, userId, now);
}
