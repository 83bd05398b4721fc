/**
 * The fresh proof before a sensitive change (docs/architecture/auth.md, Fresh proof): changing the
 * e-mail or the password, creating or removing a passkey, deleting the account, a staff role
 * change. The session must have proved who it is — its sign-in, or a password or passkey confirmed
 * again — within the last ten minutes; the server checks it, whatever the screen did.
 */
import { AppError } from '#server/errors.ts';
import type { AuthenticatedUser } from '#server/http/current-user.ts';
import { pt } from '#shared/messages/pt.ts';
import type { AuthContext } from './auth-context.ts';
import { countPasskeysOfUser, findSessionProof, recordSessionProof } from './passkey.repository.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { findUserById } from './user.repository.ts';
import type { UserRow } from './user.table.ts';

/** How long a proof lasts. */
export const FRESH_PROOF_MS = 10 * 60_000;

type ProofContext = Pick<AuthContext, 'db' | 'now' | 'passwordHashCost'>;

async function accountOf(ctx: ProofContext, actor: AuthenticatedUser): Promise<UserRow> {
  const user = await findUserById(ctx.db, actor.id);
  if (!user || user.deleted_at) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** When this session last proved who it is: its sign-in, or a later confirmation. */
export async function sessionProvedAt(ctx: ProofContext, actor: AuthenticatedUser): Promise<number> {
  const started = await ctx.db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('family_id', '=', actor.sessionId)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  const signedInAt = started?.at ? Date.parse(String(started.at)) : Number.NEGATIVE_INFINITY;
  const confirmed = await findSessionProof(ctx.db, actor.sessionId, actor.id);
  return Math.max(signedInAt, confirmed ? Date.parse(confirmed) : Number.NEGATIVE_INFINITY);
}

/** The session proved who it is just now (a password or a passkey confirmed again). */
export async function markSessionProved(ctx: ProofContext, actor: AuthenticatedUser): Promise<void> {
  await recordSessionProof(ctx.db, {
    session_id: actor.sessionId,
    user_id: actor.id,
    proved_at: ctx.now().toISOString(),
  });
}

function wrongPassword(field: string) {
  const message = pt.freshProof.wrongPassword;
  return new AppError('VALIDATION_FAILED', { message, errors: { [field]: [message] } });
}

/**
 * Confirms with the password (the "confirm" call). A wrong one is a 422 on the field; an account
 * without a password says to use a passkey.
 */
export async function confirmWithPassword(
  ctx: ProofContext,
  actor: AuthenticatedUser,
  password: string,
): Promise<void> {
  const user = await accountOf(ctx, actor);
  if (!user.password_hash) {
    await verifyAgainstDummy(password, ctx.passwordHashCost);
    const message = pt.freshProof.noPassword;
    throw new AppError('VALIDATION_FAILED', { message, errors: { password: [message] } });
  }
  if (!(await verifyPassword(password, user.password_hash))) throw wrongPassword('password');
  await markSessionProved(ctx, actor);
}

/**
 * Lets a sensitive change go on, and returns the account: a password sent with the change (the
 * forms that still ask for it) is checked and proves the session; otherwise the session's last
 * proof must be at most ten minutes old, or the answer is REAUTHENTICATION_REQUIRED (409), which
 * the screen meets with its confirmation dialog.
 */
export async function requireFreshProof(
  ctx: ProofContext,
  actor: AuthenticatedUser,
  { password, field = 'password' }: { password?: string | undefined; field?: string } = {},
): Promise<UserRow> {
  const user = await accountOf(ctx, actor);
  if (password) {
    if (user.password_hash) {
      if (!(await verifyPassword(password, user.password_hash))) throw wrongPassword(field);
      await markSessionProved(ctx, actor);
      return user;
    }
    // The same work either way; a password the account does not have proves nothing.
    await verifyAgainstDummy(password, ctx.passwordHashCost);
  }
  if (ctx.now().getTime() - (await sessionProvedAt(ctx, actor)) <= FRESH_PROOF_MS) return user;
  // Without a password or a passkey, only a new sign-in (Google, Facebook) can prove it.
  const canConfirm = user.password_hash || (await countPasskeysOfUser(ctx.db, user.id)) > 0;
  throw new AppError('REAUTHENTICATION_REQUIRED', canConfirm ? {} : { message: pt.freshProof.noProof });
}

/** What the confirmation dialog can offer this account. */
export async function proofMethods(ctx: ProofContext, actor: AuthenticatedUser) {
  const user = await accountOf(ctx, actor);
  const provedAt = await sessionProvedAt(ctx, actor);
  return {
    has_password: Boolean(user.password_hash),
    has_passkeys: (await countPasskeysOfUser(ctx.db, user.id)) > 0,
    fresh_until: Number.isFinite(provedAt) ? new Date(provedAt + FRESH_PROOF_MS).toISOString() : null,
  };
}
