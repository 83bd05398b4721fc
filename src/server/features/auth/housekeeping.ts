import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { deleteOrphanUserSessions } from './user-session.repository.ts';

const DAY_MS = 86_400_000;
/** Ended sessions stay a while, so a replayed old token is still recognised (and refused). */
const KEEP_EXPIRED_SESSIONS_DAYS = 30;

/**
 * Deletes what can no longer be used: old sessions, expired reset links, OAuth states and passkey
 * challenges, and proofs of identity long past their ten minutes.
 */
export async function purgeExpiredAccountTokens(db: Kysely<Database>, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const sessionsBefore = new Date(now.getTime() - KEEP_EXPIRED_SESSIONS_DAYS * DAY_MS).toISOString();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', sessionsBefore).execute();
  // A sign-in's device and address go with its last token (docs/architecture/auth.md, Devices).
  await deleteOrphanUserSessions(db);
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', nowIso).execute();
  await db.deleteFrom('oauth_states').where('expires_at', '<', nowIso).execute();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', nowIso).execute();
  const proofsBefore = new Date(now.getTime() - DAY_MS).toISOString();
  await db.deleteFrom('session_proofs').where('proved_at', '<', proofsBefore).execute();
}
