/**
 * Travellers' invitations (docs/architecture/invitations.md): created from a voyage's detail page, read by anyone
 * with the link until they expire, and worth passagens to a friend who signs up through one.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { lockQuota } from '#server/db/dialect-sql.ts';
import { AppError } from '#server/errors.ts';
import { creditPassagens } from '#server/features/coins/wallet.service.ts';
import { findVoyageById } from '#server/features/voyages/voyage.repository.ts';
import {
  INVITATION_CREATE_PER_HOUR,
  INVITATION_EXPIRY_DAYS,
  INVITATION_GIFT_PASSAGENS,
} from '#shared/constants.ts';
import type { CreateInvitationPayload, Invitation } from '#shared/schemas/invitations.ts';
import {
  claimInvitationGift,
  countInvitationsSince,
  findInvitationByToken,
  type InvitationView,
  insertInvitation,
} from './invitation.repository.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function toInvitation(row: InvitationView): Invitation {
  return {
    token: row.token,
    sender_name: row.inviter_name,
    recipient_name: row.recipient_name,
    ticket_number: row.ticket_number,
    gift_passagens: row.gift_passagens,
    gift_claimed: row.claimed_by !== null || row.claimed_at !== null,
    created_at: row.created_at,
    expires_at: row.expires_at,
    voyage: {
      id: String(row.voyage_id),
      slug: row.voyage_slug,
      title: row.voyage_title,
      short_description: row.voyage_short_description || row.voyage_description,
      quote: row.voyage_quote,
      image: row.voyage_image,
    },
  };
}

export async function createInvitation(
  db: Kysely<Database>,
  { inviterId, payload, now }: { inviterId: number; payload: CreateInvitationPayload; now: Date },
): Promise<Invitation> {
  const voyage = await findVoyageById(db, Number(payload.voyage_id));
  if (!voyage?.is_published) throw new AppError('NOT_FOUND', { message: 'Viagem não encontrada' });
  // Counted and inserted under the inviter's quota lock: parallel requests cannot pass it together.
  const row = await db.transaction().execute(async (trx) => {
    await lockQuota(trx, 'invitations', inviterId);
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    if ((await countInvitationsSince(trx, inviterId, since)) >= INVITATION_CREATE_PER_HOUR) {
      throw new AppError('RATE_LIMITED');
    }
    return insertInvitation(trx, {
      token: randomBytes(16).toString('base64url'),
      inviter_id: inviterId,
      voyage_id: voyage.id,
      recipient_name: payload.recipient_name?.trim() || null,
      ticket_number: randomInt(1000, 10_000),
      gift_passagens: payload.with_gift ? INVITATION_GIFT_PASSAGENS : 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS).toISOString(),
    });
  });
  const view = await findInvitationByToken(db, row.token);
  if (!view) throw new Error('invitation vanished after insert');
  return toInvitation(view);
}

/** Whether the invitation's voyage can still be opened: the team may unpublish it after the link went out. */
export function invitationVoyageAvailable(row: InvitationView): boolean {
  return Boolean(row.voyage_published);
}

/**
 * An invitation by its link's token: 404 when unknown or when its voyage is no longer published
 * (SPEC §8: 'não está mais disponível'; its way aboard would lead nowhere), 410 once expired.
 */
export async function readInvitation(db: Kysely<Database>, token: string, now: Date): Promise<Invitation> {
  const row = await findInvitationByToken(db, token);
  if (!row || !invitationVoyageAvailable(row)) throw new AppError('INVITATION_NOT_FOUND');
  if (row.expires_at <= now.toISOString()) throw new AppError('INVITATION_EXPIRED');
  return toInvitation(row);
}

/**
 * Inside a registration's transaction: gives the new account the invitation's passagens, if the
 * invitation has them and nobody took them yet (one 'grant' ledger row, reason 'invitation').
 * Anything else (unknown, expired, used, no gift) grants nothing and never fails the sign-up.
 */
export async function grantInvitationGift(
  trx: Transaction<Database>,
  { token, userId, now }: { token: string | null | undefined; userId: number; now: string },
): Promise<number | undefined> {
  if (!token) return undefined;
  const passagens = await claimInvitationGift(trx, { token, userId, now });
  if (!passagens) return undefined;
  return creditPassagens(trx, { userId, amount: passagens, kind: 'grant', reason: 'invitation', now });
}
