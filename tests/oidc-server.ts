/**
 * A real OpenID Connect server on loopback (oauth2-mock-server) standing in for Google: discovery,
 * JWKS, /authorize with PKCE, /token. Point GOOGLE_ISSUER at `issuer`.
 */
import { OAuth2Server } from 'oauth2-mock-server';

export interface TestOidcServer {
  issuer: string;
  /** Claims every token issued by /token carries from now on (email, name, sub…). */
  signInAs(claims: Record<string, unknown>): void;
  /** An ID token signed with the server's key, for the direct flow; `claims` override anything. */
  idToken(claims: Record<string, unknown>, options?: { expiresInSeconds?: number }): Promise<string>;
  stop(): Promise<void>;
}

export async function startOidcServer(): Promise<TestOidcServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the OpenID test server has no issuer URL');

  let claimsForSignIn: Record<string, unknown> = {};
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claimsForSignIn);
  });

  return {
    issuer,
    signInAs(claims) {
      claimsForSignIn = claims;
    },
    idToken(claims, options = {}) {
      return server.issuer.buildToken({
        expiresIn: options.expiresInSeconds ?? 3600,
        scopesOrTransform: (_header, payload) => {
          Object.assign(payload, claims);
        },
      });
    },
    stop: () => server.stop(),
  };
}
