import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewOAuthState, OAuthStateRow } from './oauth-state.table.ts';

export async function insertOAuthState(db: Kysely<Database>, state: NewOAuthState): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<', state.created_at).execute();
  await db.insertInto('oauth_states').values(state).execute();
}

/** Takes a state out (single use): whoever deletes it first gets it. */
export async function takeOAuthState(
  db: Kysely<Database>,
  provider: string,
  state: string,
): Promise<OAuthStateRow | undefined> {
  return db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('provider', '=', provider)
    .returningAll()
    .executeTakeFirst();
}
