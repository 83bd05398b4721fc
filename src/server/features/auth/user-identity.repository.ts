import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewUserIdentity, UserIdentityRow } from './user-identity.table.ts';

export async function findUserIdentity(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<UserIdentityRow | undefined> {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertUserIdentity(db: Kysely<Database>, identity: NewUserIdentity): Promise<void> {
  await db.insertInto('user_identities').values(identity).execute();
}
