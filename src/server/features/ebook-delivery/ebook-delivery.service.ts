/**
 * Sending the ebook to a buyer (docs/architecture/admin.md): an e-mail through the mail layer with a secret
 * link that expires, every sending logged, and the download behind the link.
 */

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import { renderMail } from '#server/mail/mail-layout.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { hashSecretToken } from '#server/secret-token.ts';
import { EBOOK_LINK_VALID_DAYS } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { appApiPaths } from '#shared/paths.ts';
import type { EbookDelivery, EbookDeliveryPayload } from '#shared/schemas/ebook-delivery.ts';

export const EBOOK_DOWNLOAD_NAME = 'Navegante de Primeira Viagem.epub';
const DAY_MS = 86_400_000;

export async function listDeliveries(db: Kysely<Database>): Promise<EbookDelivery[]> {
  const rows = await db
    .selectFrom('ebook_deliveries as d')
    .leftJoin('users as u', 'u.id', 'd.sender_id')
    .select([
      'd.id',
      'd.email',
      'd.recipient_name',
      'u.name as sender_name',
      'd.created_at',
      'd.expires_at',
      'd.first_downloaded_at',
      'd.downloads',
      'd.status',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(100)
    .execute();
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((row) => ({
    id: String(row.id),
    email: row.email,
    recipient_name: row.recipient_name,
    sender_name: row.sender_name,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    first_downloaded_at: iso(row.first_downloaded_at),
    downloads: Number(row.downloads),
    status: row.status,
  }));
}

/** The mail queue's topic of ebook e-mails: an e-mail that ends unsent marks its sending failed. */
export const EBOOK_MAIL_TOPIC = 'ebook-delivery';

/** Marks a sending whose e-mail the mail queue gave up on (inside the queue's transaction). */
export async function markDeliveryFailed(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('ebook_deliveries').set({ status: 'failed' }).where('id', '=', id).execute();
}

/**
 * Logs a sending (with its audit row) and queues the e-mail with its link, in one transaction: the
 * sending exists exactly when its e-mail is queued (docs/decisions/090). It shows as sent unless
 * the mail queue gives up on it, which marks it failed for the team to send again.
 */
export async function sendEbook(
  db: Kysely<Database>,
  mailer: Mailer,
  { actorId, publicUrl, payload }: { actorId: number; publicUrl: string; payload: EbookDeliveryPayload },
): Promise<EbookDelivery> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EBOOK_LINK_VALID_DAYS * DAY_MS);
  const name = payload.name?.trim() || payload.email.split('@')[0] || payload.email;
  const texts = pt.mail.ebookDelivery;
  const url = `${publicUrl}${href(appApiPaths.ebookDownload, { token })}`;
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('ebook_deliveries')
      .values({
        email: payload.email,
        recipient_name: name,
        sender_id: actorId,
        token_hash: hashSecretToken(token),
        expires_at: expiresAt.toISOString(),
        created_at: now.toISOString(),
        status: 'sent',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, {
      actorId,
      action: 'ebook.send',
      entity: 'ebook_delivery',
      entityId: row.id,
      after: { email: payload.email, expires_at: expiresAt.toISOString() },
    });
    await mailer.send(
      {
        to: payload.email,
        ...renderMail({
          subject: texts.subject,
          recipientName: name,
          paragraphs: [texts.intro, texts.reading],
          action: { label: texts.action, url },
          notes: [texts.expiry(EBOOK_LINK_VALID_DAYS)],
          footer: texts.footer,
        }),
      },
      { db: trx, topic: { name: EBOOK_MAIL_TOPIC, id: row.id } },
    );
    return row.id;
  });
  const [delivery] = (await listDeliveries(db)).filter((item) => item.id === String(id));
  if (!delivery) throw new Error('ebook delivery vanished after sending');
  return delivery;
}

/** The link's secret, checked: 404 unknown, 410 expired; a valid one counts the download. */
export async function openDownload(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db
    .selectFrom('ebook_deliveries')
    .select(['id', 'expires_at', 'first_downloaded_at'])
    .where('token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: pt.ebookDelivery.linkInvalid });
  if (Date.parse(new Date(row.expires_at).toISOString()) <= Date.now()) {
    throw new AppError('LINK_EXPIRED', { message: pt.ebookDelivery.linkExpired });
  }
  const now = new Date().toISOString();
  await db
    .updateTable('ebook_deliveries')
    .set((eb) => ({
      downloads: eb('downloads', '+', 1),
      first_downloaded_at: row.first_downloaded_at ?? now,
    }))
    .where('id', '=', row.id)
    .execute();
}
