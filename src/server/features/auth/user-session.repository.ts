import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewUserSession } from './user-session.table.ts';

export async function insertUserSession(db: Kysely<Database>, session: NewUserSession): Promise<void> {
  await db.insertInto('user_sessions').values(session).execute();
}

/** A refresh is a use: one indexed update per refresh (every 15 minutes at most per sign-in). */
export async function touchUserSession(db: Kysely<Database>, familyId: string, now: string): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ last_used_at: now })
    .where('family_id', '=', familyId)
    .execute();
}

export interface ActiveSession {
  family_id: string;
  browser: string | null;
  os: string | null;
  ip_address: string | null;
  created_at: string;
  last_used_at: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * The user's sign-ins that can still be used: a family with an unspent, unrevoked, unexpired
 * refresh token. A family without a `user_sessions` row (started before they were recorded) is
 * listed too, with what its tokens tell.
 */
export async function listActiveSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<ActiveSession[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .leftJoin('user_sessions', 'user_sessions.family_id', 'refresh_tokens.family_id')
    .select([
      'refresh_tokens.family_id',
      'refresh_tokens.created_at as token_created_at',
      'user_sessions.browser',
      'user_sessions.os',
      'user_sessions.ip_address',
      'user_sessions.created_at',
      'user_sessions.last_used_at',
    ])
    .where('refresh_tokens.user_id', '=', userId)
    .where('refresh_tokens.revoked_at', 'is', null)
    .where('refresh_tokens.used_at', 'is', null)
    .where('refresh_tokens.expires_at', '>', now)
    .execute();
  return rows
    .map((row) => ({
      family_id: row.family_id,
      browser: row.browser,
      os: row.os,
      ip_address: row.ip_address,
      created_at: iso(row.created_at ?? row.token_created_at),
      last_used_at: iso(row.last_used_at ?? row.token_created_at),
    }))
    .sort((a, b) => b.last_used_at.localeCompare(a.last_used_at));
}

/** Whether the user signed in before from this device: its cookie, or else its browser and system. */
export async function deviceSeenBefore(
  db: Kysely<Database>,
  userId: number,
  device: { hash: string; presented: boolean; browser: string | null; os: string | null },
  exceptFamilyId: string,
): Promise<boolean> {
  let query = db
    .selectFrom('user_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('family_id', '!=', exceptFamilyId);
  query = device.presented
    ? query.where('device_hash', '=', device.hash)
    : query.where((eb) =>
        eb.and([
          device.browser === null ? eb('browser', 'is', null) : eb('browser', '=', device.browser),
          device.os === null ? eb('os', 'is', null) : eb('os', '=', device.os),
        ]),
      );
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether the user has any earlier sign-in on record (a first sign-in is not a new device). */
export async function signedInBefore(
  db: Kysely<Database>,
  userId: number,
  exceptFamilyId: string,
): Promise<boolean> {
  const [session, record] = await Promise.all([
    db
      .selectFrom('user_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('family_id', '!=', exceptFamilyId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('sign_in_records')
      .select('id')
      .where('user_id', '=', userId)
      .where('outcome', '=', 'success')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return session !== undefined || record !== undefined;
}

export async function findUserSession(db: Kysely<Database>, familyId: string) {
  return db.selectFrom('user_sessions').selectAll().where('family_id', '=', familyId).executeTakeFirst();
}

/** Sessions whose every refresh token is gone (housekeeping deleted them) go with them. */
export async function deleteOrphanUserSessions(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('user_sessions')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .whereRef('refresh_tokens.family_id', '=', 'user_sessions.family_id'),
        ),
      ),
    )
    .execute();
}
