/**
 * Correcting the account's address (LGPD art. 18, III; docs/architecture/account.md): a fresh
 * proof of identity first (docs/architecture/auth.md), confirmed by a link sent to the new address, and told to the old one.
 */
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors.ts';
import type { AuthenticatedUser } from '#server/http/current-user.ts';
import { emailChangedNoticeMail, emailChangeMail } from '#server/mail/account-mails.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { appApiPaths, paths } from '#shared/paths.ts';
import type { EmailChangePayload } from '#shared/schemas/personal-data.ts';
import type { AuthContext } from './auth-context.ts';
import { requireFreshProof } from './reauthentication.service.ts';
import { changeEmail, findUserByEmail, findUserById, normalizeEmail } from './user.repository.ts';

const emailTaken = () => {
  const message = pt.auth.registration.emailTaken;
  return new AppError('CONFLICT', { message, errors: { email: [message] } });
};

export async function requestEmailChange(
  ctx: AuthContext,
  actor: AuthenticatedUser,
  payload: EmailChangePayload,
): Promise<void> {
  const user = await requireFreshProof(ctx, actor, { password: payload.password });
  const email = normalizeEmail(payload.email);
  if (email === user.email) {
    const message = pt.personalData.sameEmail;
    throw new AppError('VALIDATION_FAILED', { message, errors: { email: [message] } });
  }
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  const token = await ctx.tokens.signEmailChange({ userId: user.id, email, previousEmail: user.email });
  const url = `${ctx.publicUrl}${href(appApiPaths.emailChangeConfirmation, {}, { token })}`;
  await ctx.mailer.send({
    to: email,
    ...emailChangeMail({ name: user.name, url, validHours: ctx.emailVerificationTtlHours }),
  });
}

/**
 * Applies a confirmed change: the new address, verified by the link itself; the old one is told.
 * False for a bad or expired link, one already used, or an address taken in the meantime.
 */
export async function confirmEmailChange(ctx: AuthContext, token: string): Promise<boolean> {
  const claims = await ctx.tokens.verifyEmailChange(token);
  if (!claims) return false;
  const now = ctx.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, claims.userId);
      if (!user || user.deleted_at || user.email !== claims.previousEmail) return false;
      await changeEmail(trx, user.id, claims.email, now);
      const contactUrl = `${ctx.publicUrl}${paths.contact}`;
      await ctx.mailer.send(
        {
          to: user.email,
          ...emailChangedNoticeMail({ name: user.name, newEmail: claims.email, contactUrl }),
        },
        { db: trx },
      );
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
