/**
 * Deletion (LGPD art. 18, VI; docs/architecture/account.md, decision 153): in one transaction,
 * every row holding the traveller's id is deleted or detached as `userIdColumns` says; the
 * account row stays, anonymised, for the orders and ledger rows tax law keeps, with its balance
 * unchanged. Every session ends; the e-mail is free to register again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import type { AuthContext } from '#server/features/auth/auth-context.ts';
import { requireFreshProof } from '#server/features/auth/reauthentication.service.ts';
import { endAllSessions } from '#server/features/auth/session.service.ts';
import { anonymiseDeletedUser, lockUserIdsWithRole } from '#server/features/auth/user.repository.ts';
import type { AuthenticatedUser } from '#server/http/current-user.ts';
import { accountDeletedMail } from '#server/mail/account-mails.ts';
import { deleteMailJobsTo } from '#server/mail/mail-job.repository.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import type { AccountDeletionPayload } from '#shared/schemas/personal-data.ts';
import { generic, userIdColumns } from './personal-data.ts';

async function eraseUserRows(trx: Kysely<Database>, userId: number) {
  const db = generic(trx);
  for (const [place, { erasure }] of Object.entries(userIdColumns)) {
    const [table, column] = place.split('.') as [string, string];
    if (erasure.action === 'delete') await db.deleteFrom(table).where(column, '=', userId).execute();
    if (erasure.action === 'detach') {
      await db
        .updateTable(table)
        .set({ [column]: null })
        .where(column, '=', userId)
        .execute();
    }
  }
}

/**
 * Erases an account inside the caller's transaction: the row anonymised first (so a second
 * process erasing the same account does nothing), every session ended, every row holding its id
 * deleted or detached, the e-mails to its address dropped. False when it was already erased.
 */
export async function eraseAccount(
  trx: Kysely<Database>,
  user: { id: number; email: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  if (!(await anonymiseDeletedUser(trx, user.id, pt.personalData.deletedAccountName, at))) return false;
  await endAllSessions({ db: trx, now: () => now }, user.id);
  await eraseUserRows(trx, user.id);
  await deleteMailJobsTo(trx, user.email);
  return true;
}

export async function deleteAccount(
  ctx: AuthContext,
  actor: AuthenticatedUser,
  payload: AccountDeletionPayload,
): Promise<void> {
  const user = await requireFreshProof(ctx, actor, { password: payload.password });
  await ctx.db.transaction().execute(async (trx) => {
    if (user.role === ADMIN_ROLE) {
      const admins = await lockUserIdsWithRole(trx, ADMIN_ROLE);
      if (admins.length <= 1) throw new AppError('CONFLICT', { message: pt.personalData.lastAdmin });
    }
    if (!(await eraseAccount(trx, user, ctx.now()))) throw new AppError('UNAUTHENTICATED');
    const registerUrl = `${ctx.publicUrl}${paths.register}`;
    await ctx.mailer.send(
      { to: user.email, ...accountDeletedMail({ name: user.name, registerUrl }) },
      { db: trx },
    );
  });
}
