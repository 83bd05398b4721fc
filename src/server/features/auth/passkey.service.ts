/**
 * Passkeys (docs/architecture/auth.md, Passkeys): registering one from the profile, signing in with
 * one, and confirming with one before a sensitive change. The relying party is PUBLIC_URL's host;
 * each ceremony's challenge lives in the database, single-use and five minutes long, so any
 * instance finishes what another began.
 */
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors.ts';
import type { AuthenticatedUser } from '#server/http/current-user.ts';
import { pt } from '#shared/messages/pt.ts';
import type { SignedIn } from '#shared/schemas/auth.ts';
import type { PasskeyAssertion, PasskeyAttestation, PasskeySummary } from '#shared/schemas/passkeys.ts';
import type { AuthContext } from './auth-context.ts';
import {
  claimWebauthnChallenge,
  deletePasskeyOfUser,
  findPasskeyByCredentialId,
  insertPasskey,
  insertWebauthnChallenge,
  listPasskeysOfUser,
  type Passkey,
  recordPasskeyUse,
} from './passkey.repository.ts';
import type { WebauthnPurpose } from './passkey.table.ts';
import { markSessionProved, requireFreshProof } from './reauthentication.service.ts';
import { startSession } from './session.service.ts';
import { toSessionUser } from './session-user.ts';
import { findUserById } from './user.repository.ts';

/**
 * The WebAuthn library, loaded at the first ceremony: with its ASN.1 and X.509 libraries it is
 * about 250 modules and 5 MB of heap that an instance serving no passkey need not hold.
 */
const webauthn = () => import('@simplewebauthn/server');

/** How long a ceremony may take, and its challenge lives. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The relying party: PUBLIC_URL's host name is its id, its origin the only one accepted. */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: pt.brand.name };
}

/** Options handed to the browser's ceremony, as the library makes them (WebAuthn's JSON). */
export type WebauthnOptions = { challenge: string } & Record<string, unknown>;

/** The user handle a passkey stores: the account's number, never the e-mail. */
const userHandleOf = (userId: number) => new TextEncoder().encode(`rota-amazonia:${userId}`);

const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

export function toPasskeySummary(passkey: Passkey): PasskeySummary {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.createdAt,
    last_used_at: passkey.lastUsedAt,
  };
}

/** The challenge the browser signed, read from its client data; undefined when unreadable. */
function signedChallenge(credential: { response: { clientDataJSON: string } }): string | undefined {
  try {
    const clientData: unknown = JSON.parse(
      Buffer.from(credential.response.clientDataJSON, 'base64url').toString(),
    );
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

async function storeChallenge(
  ctx: AuthContext,
  challenge: string,
  purpose: WebauthnPurpose,
  actor?: AuthenticatedUser,
) {
  const now = ctx.now();
  await insertWebauthnChallenge(ctx.db, {
    challenge,
    purpose,
    user_id: actor?.id ?? null,
    session_id: actor?.sessionId ?? null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  });
}

/** Takes the challenge the credential signed, for this purpose (and this session), or refuses. */
async function claimChallenge(
  ctx: AuthContext,
  credential: { response: { clientDataJSON: string } },
  purpose: WebauthnPurpose,
  refusal: () => AppError,
  actor?: AuthenticatedUser,
): Promise<string> {
  const challenge = signedChallenge(credential);
  const claimed =
    challenge && (await claimWebauthnChallenge(ctx.db, challenge, purpose, ctx.now().toISOString()));
  if (!challenge || !claimed) throw refusal();
  if (actor && (claimed.user_id !== actor.id || claimed.session_id !== actor.sessionId)) throw refusal();
  return challenge;
}

const challengeRefused = () => new AppError('WEBAUTHN_CHALLENGE_INVALID');
const verificationFailed = () => new AppError('PASSKEY_VERIFICATION_FAILED');

/** The options of "Criar chave de acesso" (a fresh proof first). */
export async function passkeyRegistrationOptions(
  ctx: AuthContext,
  actor: AuthenticatedUser,
): Promise<WebauthnOptions> {
  const user = await requireFreshProof(ctx, actor);
  const rp = relyingParty(ctx.publicUrl);
  const existing = await listPasskeysOfUser(ctx.db, user.id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(ctx, options.challenge, 'registration', actor);
  return { ...options };
}

/** Verifies the new credential and keeps it under its name; nothing is stored on any failure. */
export async function registerPasskey(
  ctx: AuthContext,
  actor: AuthenticatedUser,
  { name, credential }: { name: string; credential: PasskeyAttestation },
): Promise<PasskeySummary> {
  // Checked before the challenge is taken: after confirming, the same answer can be sent again.
  const user = await requireFreshProof(ctx, actor);
  const challenge = await claimChallenge(ctx, credential, 'registration', challengeRefused, actor);
  const rp = relyingParty(ctx.publicUrl);
  const { verifyRegistrationResponse } = await webauthn();
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw verificationFailed();
  }
  if (!verification.verified) throw verificationFailed();
  const { credential: verified } = verification.registrationInfo;
  try {
    const passkey = await insertPasskey(ctx.db, {
      userId: user.id,
      credentialId: verified.id,
      publicKey: toBase64url(verified.publicKey),
      counter: verified.counter,
      transports: (credential.response.transports ?? []).filter((transport) => /^[a-z-]+$/.test(transport)),
      name,
      createdAt: ctx.now().toISOString(),
    });
    return toPasskeySummary(passkey);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { message: pt.passkeys.alreadyRegistered });
    throw error;
  }
}

/** Checks an assertion against a stored passkey and records its use (the counter moves on). */
async function verifyAssertion(
  ctx: AuthContext,
  passkey: Passkey,
  credential: PasskeyAssertion,
  challenge: string,
  refusal: () => AppError,
): Promise<void> {
  const rp = relyingParty(ctx.publicUrl);
  const { verifyAuthenticationResponse } = await webauthn();
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: fromBase64url(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    throw refusal();
  }
  if (!verification.verified) throw refusal();
  const used = await recordPasskeyUse(
    ctx.db,
    passkey,
    verification.authenticationInfo.newCounter,
    ctx.now().toISOString(),
  );
  // Another assertion moved the counter first: one of the two is a copy.
  if (!used) throw refusal();
}

/** The options of "Entrar com chave de acesso" and of the e-mail field's suggestions. */
export async function passkeySignInOptions(ctx: AuthContext): Promise<WebauthnOptions> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.publicUrl).id,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(ctx, options.challenge, 'sign-in');
  return { ...options };
}

/** Whose account a sign-in assertion names, for the sign-in record of a refused attempt. */
export async function passkeyOwner(
  ctx: AuthContext,
  credential: PasskeyAssertion,
): Promise<number | undefined> {
  return (await findPasskeyByCredentialId(ctx.db, credential.id))?.userId;
}

/** Signs in with a passkey: a new session, as a password sign-in starts one. */
export async function signInWithPasskey(ctx: AuthContext, credential: PasskeyAssertion): Promise<SignedIn> {
  const refused = (message: string) => () => new AppError('INVALID_CREDENTIALS', { message });
  const challenge = await claimChallenge(ctx, credential, 'sign-in', refused(pt.passkeys.challengeInvalid));
  const passkey = await findPasskeyByCredentialId(ctx.db, credential.id);
  const user = passkey && (await findUserById(ctx.db, passkey.userId));
  if (!passkey || !user || user.deleted_at) throw refused(pt.passkeys.unknownPasskey)();
  const handle = credential.response.userHandle;
  if (handle && handle !== toBase64url(userHandleOf(user.id))) throw refused(pt.passkeys.signInFailed)();
  await verifyAssertion(ctx, passkey, credential, challenge, refused(pt.passkeys.signInFailed));
  const tokens = await startSession(ctx, user);
  return { ...tokens, user: toSessionUser(user) };
}

/** The options of "Confirmar com chave de acesso": this account's passkeys only. */
export async function passkeyConfirmationOptions(
  ctx: AuthContext,
  actor: AuthenticatedUser,
): Promise<WebauthnOptions> {
  const passkeys = await listPasskeysOfUser(ctx.db, actor.id);
  if (passkeys.length === 0) throw new AppError('CONFLICT', { message: pt.freshProof.noProof });
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.publicUrl).id,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(ctx, options.challenge, 'confirmation', actor);
  return { ...options };
}

/** A passkey of this account, used now: the session has proved who it is. */
export async function confirmWithPasskey(
  ctx: AuthContext,
  actor: AuthenticatedUser,
  credential: PasskeyAssertion,
): Promise<void> {
  const challenge = await claimChallenge(ctx, credential, 'confirmation', challengeRefused, actor);
  const passkey = await findPasskeyByCredentialId(ctx.db, credential.id);
  if (!passkey || passkey.userId !== actor.id) throw verificationFailed();
  await verifyAssertion(ctx, passkey, credential, challenge, verificationFailed);
  await markSessionProved(ctx, actor);
}

export async function listPasskeys(ctx: AuthContext, actor: AuthenticatedUser): Promise<PasskeySummary[]> {
  return (await listPasskeysOfUser(ctx.db, actor.id)).map(toPasskeySummary);
}

/**
 * Removes one of the traveller's passkeys (a fresh proof first). The account's last way in stays:
 * without a password or a Google/Facebook link, the last passkey cannot go.
 */
export async function removePasskey(ctx: AuthContext, actor: AuthenticatedUser, id: number): Promise<void> {
  const user = await requireFreshProof(ctx, actor);
  await ctx.db.transaction().execute(async (trx) => {
    const passkeys = await listPasskeysOfUser(trx, user.id);
    if (!passkeys.some((passkey) => passkey.id === id)) {
      throw new AppError('NOT_FOUND', { message: pt.passkeys.notFound });
    }
    const identity = await trx
      .selectFrom('user_identities')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (passkeys.length === 1 && !user.password_hash && !identity) {
      throw new AppError('CONFLICT', { message: pt.passkeys.lastWayToSignIn });
    }
    await deletePasskeyOfUser(trx, user.id, id);
  });
}
