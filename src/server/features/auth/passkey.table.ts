import type { Generated, Insertable, Selectable } from 'kysely';

/** A passkey a traveller registered (docs/architecture/auth.md, Passkeys). */
export interface PasskeyTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser names the credential. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter; 0 for authenticators that keep none. */
  counter: Generated<number>;
  /** Comma-separated; the repository hands out an array. */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type PasskeyRow = Selectable<PasskeyTable>;
export type NewPasskey = Insertable<PasskeyTable>;

export const WEBAUTHN_PURPOSES = ['registration', 'sign-in', 'confirmation'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/** A ceremony's challenge: single-use, five minutes, readable by every instance. */
export interface WebauthnChallengeTable {
  challenge: string;
  purpose: WebauthnPurpose;
  user_id: number | null;
  /** The session (refresh-token family) that asked, for registration and confirmation. */
  session_id: string | null;
  created_at: string;
  expires_at: string;
}

/** A session's last proof of identity after its sign-in: a password or passkey confirmed again. */
export interface SessionProofTable {
  session_id: string;
  user_id: number;
  proved_at: string;
}
