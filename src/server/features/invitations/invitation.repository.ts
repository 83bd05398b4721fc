import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { InvitationRow, NewInvitation } from './invitation.table.ts';

export async function insertInvitation(
  db: Kysely<Database>,
  invitation: NewInvitation,
): Promise<InvitationRow> {
  return db.insertInto('invitations').values(invitation).returningAll().executeTakeFirstOrThrow();
}

/** An invitation with what its ticket shows: the inviter's name and the voyage. */
export async function findInvitationByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.inviter_id')
    .innerJoin('voyages as v', 'v.id', 'i.voyage_id')
    .selectAll('i')
    .select([
      'u.name as inviter_name',
      'v.title as voyage_title',
      'v.slug as voyage_slug',
      'v.short_description as voyage_short_description',
      'v.description as voyage_description',
      'v.quote as voyage_quote',
      'v.image as voyage_image',
      'v.is_published as voyage_published',
    ])
    .where('i.token', '=', token)
    .executeTakeFirst();
}

export type InvitationView = NonNullable<Awaited<ReturnType<typeof findInvitationByToken>>>;

export async function countInvitationsSince(db: Kysely<Database>, inviterId: number, since: string) {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('inviter_id', '=', inviterId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks an invitation's gift as claimed by `userId`, if it has one, is unexpired and unclaimed:
 * one conditional UPDATE, so two sign-ups through the same link cannot both take it. Answers the
 * passagens to credit (undefined: nothing to give).
 */
export async function claimInvitationGift(
  db: Kysely<Database>,
  { token, userId, now }: { token: string; userId: number; now: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('invitations')
    .set({ claimed_by: userId, claimed_at: now })
    .where('token', '=', token)
    .where('claimed_by', 'is', null)
    .where('claimed_at', 'is', null)
    .where('gift_passagens', '>', 0)
    .where('expires_at', '>', now)
    .where('inviter_id', '<>', userId)
    .returning('gift_passagens')
    .executeTakeFirst();
  return row?.gift_passagens;
}
