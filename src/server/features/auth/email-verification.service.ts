import { emailVerificationMail } from '#server/mail/account-mails.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { AuthContext } from './auth-context.ts';
import { findUserById, markEmailVerified } from './user.repository.ts';
import type { UserRow } from './user.table.ts';

/** Sends the link `GET /api/v1/email/verify?token=…` (a signed token that expires). */
export async function sendVerificationEmail(ctx: AuthContext, user: Pick<UserRow, 'id' | 'email' | 'name'>) {
  const token = await ctx.tokens.signEmailVerification({ userId: user.id, email: user.email });
  const url = `${ctx.publicUrl}${href(apiPaths.verifyEmail, {}, { token })}`;
  const mail = emailVerificationMail({ name: user.name, url, validHours: ctx.emailVerificationTtlHours });
  await ctx.mailer.send({ to: user.email, ...mail });
}

/**
 * Marks the address of a verification link verified. False for a bad or expired link, or one sent
 * to an address the account no longer has.
 */
export async function confirmEmail(ctx: AuthContext, token: string): Promise<boolean> {
  const claims = await ctx.tokens.verifyEmailVerification(token);
  if (!claims) return false;
  const user = await findUserById(ctx.db, claims.userId);
  if (!user || user.email !== claims.email) return false;
  await markEmailVerified(ctx.db, user.id, ctx.now().toISOString());
  return true;
}
