import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { PasskeyRow, WebauthnChallengeTable, WebauthnPurpose } from './passkey.table.ts';

/** A passkey as the services use it: transports as an array, the counter as a number. */
export interface Passkey {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function decoded(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
    name: row.name,
    createdAt: String(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : String(row.last_used_at),
  };
}

export async function listPasskeysOfUser(db: Kysely<Database>, userId: number): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(decoded);
}

export async function countPasskeysOfUser(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findPasskeyByCredentialId(
  db: Kysely<Database>,
  credentialId: string,
): Promise<Passkey | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row && decoded(row);
}

export async function insertPasskey(
  db: Kysely<Database>,
  passkey: Omit<Passkey, 'id' | 'lastUsedAt'>,
): Promise<Passkey> {
  const row = await db
    .insertInto('passkeys')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      name: passkey.name,
      created_at: passkey.createdAt,
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decoded(row);
}

/**
 * Records a use with the counter the authenticator reported, only if no other sign-in moved it
 * first (false: two assertions raced, or the counter went back: a cloned authenticator).
 */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  passkey: Passkey,
  counter: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: now })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskeyOfUser(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Stores a new challenge, and drops the expired ones (each is small, and only five minutes long). */
export async function insertWebauthnChallenge(
  db: Kysely<Database>,
  challenge: WebauthnChallengeTable,
): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', challenge.created_at).execute();
  await db.insertInto('webauthn_challenges').values(challenge).execute();
}

/**
 * Takes a challenge for one ceremony: deleted as it is read, so only one request can ever use it,
 * on whichever instance. Undefined when unknown, already used, for another purpose or expired.
 */
export async function claimWebauthnChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: WebauthnPurpose,
  now: string,
): Promise<WebauthnChallengeTable | undefined> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
  if (!row || Date.parse(String(row.expires_at)) <= Date.parse(now)) return undefined;
  return row;
}

export async function recordSessionProof(
  db: Kysely<Database>,
  proof: { session_id: string; user_id: number; proved_at: string },
): Promise<void> {
  await db
    .insertInto('session_proofs')
    .values(proof)
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ proved_at: proof.proved_at }))
    .execute();
}

export async function findSessionProof(
  db: Kysely<Database>,
  sessionId: string,
  userId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('session_proofs')
    .select('proved_at')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? String(row.proved_at) : undefined;
}
