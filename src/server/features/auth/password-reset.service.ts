/**
 * Password recovery: a single-use link (random 32 bytes, stored as SHA-256) that expires after
 * PASSWORD_RESET_TTL_MINUTES; a reset signs the user out everywhere.
 */
import { AppError } from '#server/errors.ts';
import { passwordResetMail } from '#server/mail/account-mails.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { hashSecretToken, newSecretToken } from '#server/secret-token.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { ResetPasswordPayload } from '#shared/schemas/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword } from './password-hash.ts';
import {
  claimPasswordResetToken,
  findPasswordResetTokenByHash,
  insertPasswordResetToken,
  voidPasswordResetTokensOfUser,
} from './password-reset-token.repository.ts';
import { endAllSessions } from './session.service.ts';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  normalizeEmail,
  setPasswordHash,
} from './user.repository.ts';

const MINUTE_MS = 60_000;

/**
 * Records a reset link for the account of an e-mail and returns the message to send, or nothing
 * when there is no such account (the caller answers the same either way).
 */
export async function preparePasswordReset(
  ctx: AuthContext,
  email: string,
): Promise<MailMessage | undefined> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return undefined;
  const now = ctx.now();
  const token = newSecretToken();
  await ctx.db.transaction().execute(async (trx) => {
    await voidPasswordResetTokensOfUser(trx, user.id, now.toISOString());
    await insertPasswordResetToken(trx, {
      user_id: user.id,
      token_hash: hashSecretToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ctx.passwordResetTtlMinutes * MINUTE_MS).toISOString(),
      used_at: null,
    });
  });
  // The client's reset page posts the token back with the new password.
  const url = `${ctx.publicUrl}${href(appRoutePatterns.resetPassword, {}, { token, email: user.email })}`;
  return {
    to: user.email,
    ...passwordResetMail({ name: user.name, url, validMinutes: ctx.passwordResetTtlMinutes }),
  };
}

/** Sets the new password of a valid link; 422 for an unknown or used link, 410 for an expired one. */
export async function resetPassword(ctx: AuthContext, payload: ResetPasswordPayload): Promise<void> {
  const row = await findPasswordResetTokenByHash(ctx.db, hashSecretToken(payload.token));
  const user = row ? await findUserById(ctx.db, row.user_id) : undefined;
  if (!row || !user || user.email !== normalizeEmail(payload.email) || row.used_at) {
    throw new AppError('RESET_TOKEN_INVALID', { errors: { token: [pt.apiErrors.RESET_TOKEN_INVALID] } });
  }
  const now = ctx.now();
  if (Date.parse(row.expires_at) <= now.getTime()) {
    throw new AppError('RESET_TOKEN_EXPIRED', { errors: { token: [pt.apiErrors.RESET_TOKEN_EXPIRED] } });
  }
  const passwordHash = await hashPassword(payload.password, ctx.passwordHashCost);
  const nowIso = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimPasswordResetToken(trx, row.id, nowIso))) throw new AppError('RESET_TOKEN_INVALID');
    await setPasswordHash(trx, user.id, passwordHash, nowIso);
    // The link reached the inbox, so the address is the user's.
    await markEmailVerified(trx, user.id, nowIso);
    await voidPasswordResetTokensOfUser(trx, user.id, nowIso);
    await endAllSessions({ db: trx, now: ctx.now }, user.id);
  });
}
