/**
 * Google sign-in (docs/architecture/auth.md). The issuer is discovered from
 * GOOGLE_ISSUER's /.well-known/openid-configuration, so tests point it at a local OpenID server.
 * - direct: an ID token (`credential`) verified against the issuer's JWKS, issuer, audience, expiry;
 * - redirect: authorization code flow with state, nonce and PKCE kept in `oauth_states`.
 */
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';
import type { AuthContext } from './auth-context.ts';
import { insertOAuthState, takeOAuthState } from './oauth-state.repository.ts';
import type { ProviderProfile } from './provider-account.service.ts';

const PROVIDER = 'google';
const STATE_TTL_MS = 10 * 60_000;
const HTTP_TIMEOUT_SECONDS = 10;
/** Google writes its issuer with and without the scheme. */
const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface GoogleSignInSettings {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The client page that receives `code` and `state` (PUBLIC_URL/auth/google). */
  redirectUri: string;
}

const failure = (message: string, statusCode?: number) =>
  new AppError('PROVIDER_AUTH_FAILED', { message, ...(statusCode ? { statusCode } : {}) });

function profileOf(payload: JWTPayload): ProviderProfile {
  const { sub, email, email_verified: emailVerified, name, given_name: givenName } = payload;
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
    throw failure(pt.auth.google.invalidData);
  }
  if (emailVerified !== true && emailVerified !== 'true') throw failure(pt.auth.google.emailNotVerified, 403);
  const displayName = typeof name === 'string' ? name : typeof givenName === 'string' ? givenName : '';
  return { provider: PROVIDER, subject: sub, email, name: displayName };
}

export function createGoogleSignIn(settings: GoogleSignInSettings) {
  const { clientId, clientSecret } = settings;
  let discovery:
    | Promise<{ config: oidc.Configuration; jwks: ReturnType<typeof createRemoteJWKSet> }>
    | undefined;

  function requireClientId(): string {
    if (!clientId) throw new AppError('PROVIDER_NOT_CONFIGURED', { message: pt.auth.google.notConfigured });
    return clientId;
  }

  /** The issuer's metadata and keys, fetched once (again after a failure). */
  async function discover() {
    const id = requireClientId();
    discovery ??= (async () => {
      const issuerUrl = new URL(settings.issuer);
      const config = await oidc.discovery(issuerUrl, id, clientSecret, undefined, {
        // Plain http is only ever a local test or development issuer.
        execute: issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: HTTP_TIMEOUT_SECONDS,
      });
      const jwksUri = config.serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('issuer metadata has no jwks_uri');
      const jwks = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: HTTP_TIMEOUT_SECONDS * 1000 });
      return { config, jwks };
    })();
    try {
      return await discovery;
    } catch {
      discovery = undefined;
      throw new AppError('PROVIDER_UNAVAILABLE', { message: pt.auth.google.unavailable });
    }
  }

  /** Verifies an ID token's signature, issuer, audience and expiry (and nonce when given). */
  async function verifyIdToken(idToken: string, expectedNonce?: string): Promise<ProviderProfile> {
    const { config, jwks } = await discover();
    const issuer = config.serverMetadata().issuer;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: issuer === GOOGLE_ISSUER ? [issuer, 'accounts.google.com'] : issuer,
        audience: requireClientId(),
        algorithms: ['RS256', 'ES256'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout) {
        throw new AppError('PROVIDER_UNAVAILABLE', { message: pt.auth.google.unavailable });
      }
      throw failure(pt.auth.google.failure);
    }
    if (expectedNonce !== undefined && payload.nonce !== expectedNonce)
      throw failure(pt.auth.google.invalidData);
    return profileOf(payload);
  }

  return {
    verifyIdToken,

    /** Starts the redirect flow: the address of Google's consent page. */
    async authorizationUrl(ctx: Pick<AuthContext, 'db' | 'now'>): Promise<string> {
      if (!clientSecret)
        throw new AppError('PROVIDER_NOT_CONFIGURED', { message: pt.auth.google.notConfigured });
      const { config } = await discover();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const now = ctx.now();
      await insertOAuthState(ctx.db, {
        state,
        provider: PROVIDER,
        code_verifier: codeVerifier,
        nonce,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + STATE_TTL_MS).toISOString(),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /** Completes the redirect flow: trades the code (with the stored verifier) for a verified ID token. */
    async completeRedirect(
      ctx: Pick<AuthContext, 'db' | 'now'>,
      { code, state }: { code: string; state: string },
    ): Promise<ProviderProfile> {
      const saved = await takeOAuthState(ctx.db, PROVIDER, state);
      if (!saved || Date.parse(saved.expires_at) <= ctx.now().getTime())
        throw failure(pt.auth.google.invalidData);
      const { config } = await discover();
      const callbackUrl = new URL(settings.redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      let idToken: string | undefined;
      try {
        const response = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: saved.code_verifier,
          expectedState: state,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
        idToken = response.id_token;
      } catch {
        throw failure(pt.auth.google.processing);
      }
      if (!idToken) throw failure(pt.auth.google.processing);
      return verifyIdToken(idToken, saved.nonce);
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
