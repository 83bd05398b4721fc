/**
 * The JWTs the server signs with JWT_SECRET (HS256 via jose): short-lived access tokens and
 * e-mail verification links. Each kind has its own audience, so one never passes for the other.
 */
import { jwtVerify, SignJWT } from 'jose';
import { USER_ROLES, type UserRole } from '#shared/roles.ts';

const ISSUER = 'rota-amazonia';
const ACCESS_AUDIENCE = 'rota-amazonia:access';
const EMAIL_VERIFICATION_AUDIENCE = 'rota-amazonia:email-verification';
const EMAIL_CHANGE_AUDIENCE = 'rota-amazonia:email-change';
const SESSION_END_AUDIENCE = 'rota-amazonia:session-end';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: number;
  role: UserRole;
  /** The refresh-token family of this sign-in. */
  sessionId: string;
  /** users.token_version when issued; a sign-out-everywhere raises it. */
  tokenVersion: number;
}

export interface EmailVerificationClaims {
  userId: number;
  email: string;
}

/** A change of address asked for by the signed-in owner, confirmed from the new address. */
export interface EmailChangeClaims {
  userId: number;
  /** The new address. */
  email: string;
  /** The address when asked: a link stops working once the account's address is another. */
  previousEmail: string;
}

/** The new-device e-mail's link: ends that one sign-in, signed in or not. */
export interface SessionEndClaims {
  userId: number;
  /** The refresh-token family of the sign-in to end. */
  sessionId: string;
}

export interface SignedTokensOptions {
  secret: string;
  accessTokenTtlMinutes: number;
  emailVerificationTtlHours: number;
}

function userIdOf(subject: string | undefined): number | undefined {
  const id = Number(subject);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function createSignedTokens({
  secret,
  accessTokenTtlMinutes,
  emailVerificationTtlHours,
}: SignedTokensOptions) {
  const key = new TextEncoder().encode(secret);

  function sign(claims: Record<string, unknown>, subject: number, audience: string, expiresIn: string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject))
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  }

  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience,
        algorithms: [ALGORITHM],
        // jose checks `exp` only when present: a token that never expires is refused.
        requiredClaims: ['exp'],
      });
      return payload;
    } catch {
      return undefined;
    }
  }

  return {
    accessTokenTtlSeconds: accessTokenTtlMinutes * 60,

    signAccessToken(claims: AccessTokenClaims): Promise<string> {
      const { userId, role, sessionId, tokenVersion } = claims;
      return sign(
        { role, sid: sessionId, ver: tokenVersion },
        userId,
        ACCESS_AUDIENCE,
        `${accessTokenTtlMinutes}m`,
      );
    },

    /** The claims of a valid, unexpired access token; undefined for anything else. */
    async verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined> {
      const payload = await verify(token, ACCESS_AUDIENCE);
      const userId = userIdOf(payload?.sub);
      const { role, sid, ver } = payload ?? {};
      if (!userId || !USER_ROLES.includes(role as UserRole) || typeof sid !== 'string') return undefined;
      if (typeof ver !== 'number') return undefined;
      return { userId, role: role as UserRole, sessionId: sid, tokenVersion: ver };
    },

    signEmailVerification({ userId, email }: EmailVerificationClaims): Promise<string> {
      return sign({ email }, userId, EMAIL_VERIFICATION_AUDIENCE, `${emailVerificationTtlHours}h`);
    },

    async verifyEmailVerification(token: string): Promise<EmailVerificationClaims | undefined> {
      const payload = await verify(token, EMAIL_VERIFICATION_AUDIENCE);
      const userId = userIdOf(payload?.sub);
      const email = payload?.email;
      return userId && typeof email === 'string' ? { userId, email } : undefined;
    },

    signEmailChange({ userId, email, previousEmail }: EmailChangeClaims): Promise<string> {
      return sign(
        { email, prev: previousEmail },
        userId,
        EMAIL_CHANGE_AUDIENCE,
        `${emailVerificationTtlHours}h`,
      );
    },

    async verifyEmailChange(token: string): Promise<EmailChangeClaims | undefined> {
      const payload = await verify(token, EMAIL_CHANGE_AUDIENCE);
      const userId = userIdOf(payload?.sub);
      const { email, prev } = payload ?? {};
      return userId && typeof email === 'string' && typeof prev === 'string'
        ? { userId, email, previousEmail: prev }
        : undefined;
    },

    /** Valid as long as the sign-in could be (the refresh tokens' life); ending is done once. */
    signSessionEnd({ userId, sessionId }: SessionEndClaims, validDays: number): Promise<string> {
      return sign({ sid: sessionId }, userId, SESSION_END_AUDIENCE, `${validDays}d`);
    },

    async verifySessionEnd(token: string): Promise<SessionEndClaims | undefined> {
      const payload = await verify(token, SESSION_END_AUDIENCE);
      const userId = userIdOf(payload?.sub);
      const sid = payload?.sid;
      return userId && typeof sid === 'string' ? { userId, sessionId: sid } : undefined;
    },
  };
}

export type SignedTokens = ReturnType<typeof createSignedTokens>;
