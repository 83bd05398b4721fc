import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { grantWelcomePassagens } from '#server/features/coins/wallet.service.ts';
import { grantInvitationGift } from '#server/features/invitations/invitation.service.ts';
import { TRAVELLER_ROLE } from '#shared/roles.ts';
import type { RegistrationPayload } from '#shared/schemas/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword } from './password-hash.ts';
import { findUserByEmail, insertUser } from './user.repository.ts';
import type { UserRow } from './user.table.ts';

export type RegistrationResult = { user: UserRow } | { emailTaken: true };

/** Creates a traveller account; an e-mail already in use (in any case) is reported, not thrown. */
export async function registerTraveller(
  ctx: AuthContext,
  payload: RegistrationPayload,
): Promise<RegistrationResult> {
  if (await findUserByEmail(ctx.db, payload.email)) return { emailTaken: true };
  const passwordHash = await hashPassword(payload.password, ctx.passwordHashCost);
  const now = ctx.now().toISOString();
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        name: payload.name,
        email: payload.email,
        password_hash: passwordHash,
        role: TRAVELLER_ROLE,
        journey_goal: payload.metadata?.journey_goal ?? '',
        email_verified_at: null,
        // What the form showed; null when the account was created without it (the API alone).
        terms_version: payload.terms_version ?? null,
        privacy_version: payload.privacy_version ?? null,
        created_at: now,
        updated_at: now,
      });
      const welcomed = await grantWelcomePassagens(trx, created.id, now);
      // An invitation's gift, once per invitation (docs/architecture/invitations.md).
      const gifted = await grantInvitationGift(trx, {
        token: payload.invitation_token,
        userId: created.id,
        now,
      });
      return { ...created, coins: gifted ?? welcomed };
    });
    return { user };
  } catch (error) {
    // Two registrations of the same address at once: the unique index decides.
    if (isUniqueViolation(error)) return { emailTaken: true };
    throw error;
  }
}
