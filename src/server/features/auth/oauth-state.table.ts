import type { Insertable, Selectable } from 'kysely';

/** A started OAuth redirect: its state, PKCE verifier and nonce, kept until the callback or expiry. */
export interface OAuthStateTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  created_at: string;
  expires_at: string;
}

export type OAuthStateRow = Selectable<OAuthStateTable>;
export type NewOAuthState = Insertable<OAuthStateTable>;
