/**
 * Google and Facebook sign-in end here: a known identity signs its user in; otherwise the account
 * with the same (provider-verified) e-mail is linked, or a new traveller account is created.
 */

import { grantWelcomePassagens } from '#server/features/coins/wallet.service.ts';
import { grantInvitationGift } from '#server/features/invitations/invitation.service.ts';
import { TRAVELLER_ROLE } from '#shared/roles.ts';
import type { SignedIn } from '#shared/schemas/auth.ts';
import { USER_NAME_MAX_LENGTH } from '#shared/schemas/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { endAllSessions, startSession } from './session.service.ts';
import { toSessionUser } from './session-user.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  normalizeEmail,
  setPasswordHash,
} from './user.repository.ts';
import type { UserRow } from './user.table.ts';
import { findUserIdentity, insertUserIdentity } from './user-identity.repository.ts';

export type SignInProvider = 'google' | 'facebook';

/** Who the provider says signed in; the e-mail must be one the provider verified. */
export interface ProviderProfile {
  provider: SignInProvider;
  subject: string;
  email: string;
  name: string;
}

function displayName(profile: ProviderProfile): string {
  const name = profile.name.trim() || profile.email.split('@')[0] || profile.email;
  return name.slice(0, USER_NAME_MAX_LENGTH);
}

async function findOrCreateUser(
  ctx: AuthContext,
  profile: ProviderProfile,
  invitationToken: string | null | undefined,
): Promise<UserRow> {
  const identity = await findUserIdentity(ctx.db, profile.provider, profile.subject);
  const linked = identity ? await findUserById(ctx.db, identity.user_id) : undefined;
  if (linked) return linked;

  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now().toISOString();
    let user = await findUserByEmail(trx, profile.email);
    if (user && !user.email_verified_at) {
      // Whoever registered this address without proving it may know its password: the verified
      // owner takes the account over, without that password and without that person's sessions.
      await setPasswordHash(trx, user.id, null, now);
      await markEmailVerified(trx, user.id, now);
      await endAllSessions({ db: trx, now: ctx.now }, user.id);
      user = await findUserById(trx, user.id);
    }
    if (!user) {
      const created = await insertUser(trx, {
        name: displayName(profile),
        email: profile.email,
        password_hash: null,
        role: TRAVELLER_ROLE,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      });
      const welcomed = await grantWelcomePassagens(trx, created.id, now);
      // A friend's invitation gives its passagem to a new account, whichever way it signs up (docs/architecture/invitations.md).
      const gifted = await grantInvitationGift(trx, { token: invitationToken, userId: created.id, now });
      user = { ...created, coins: gifted ?? welcomed };
    }
    if (!user) throw new Error('account vanished while linking a sign-in identity');
    await insertUserIdentity(trx, {
      provider: profile.provider,
      subject: profile.subject,
      user_id: user.id,
      email: normalizeEmail(profile.email),
      created_at: now,
    });
    return user;
  });
}

/** `invitationToken`: the invitation a new account signs up through; ignored for existing accounts. */
export async function signInWithProvider(
  ctx: AuthContext,
  profile: ProviderProfile,
  invitationToken?: string | null,
): Promise<SignedIn> {
  const user = await findOrCreateUser(ctx, profile, invitationToken);
  const tokens = await startSession(ctx, user);
  return { ...tokens, user: toSessionUser(user) };
}
