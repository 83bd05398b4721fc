import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewRefreshToken, RefreshTokenRow } from './refresh-token.table.ts';

export async function insertRefreshToken(db: Kysely<Database>, token: NewRefreshToken): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export async function findRefreshTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a token used if nobody did first; false means it was already used (a replay or a race). */
export async function claimRefreshToken(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeRefreshTokenFamily(db: Kysely<Database>, familyId: string, now: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshTokensOfUser(db: Kysely<Database>, userId: number, now: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
