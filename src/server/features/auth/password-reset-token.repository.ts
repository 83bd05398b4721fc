import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewPasswordResetToken, PasswordResetTokenRow } from './password-reset-token.table.ts';

export async function insertPasswordResetToken(db: Kysely<Database>, token: NewPasswordResetToken) {
  await db.insertInto('password_reset_tokens').values(token).execute();
}

export async function findPasswordResetTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PasswordResetTokenRow | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a token once: false when another request used it first. */
export async function claimPasswordResetToken(
  db: Kysely<Database>,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Only the newest link works: a new request or a reset voids the user's other unused links. */
export async function voidPasswordResetTokensOfUser(db: Kysely<Database>, userId: number, now: string) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
