import type { Generated, Selectable } from 'kysely';
import type { EbookDeliveryStatus } from '#shared/schemas/ebook-delivery.ts';

/** One sending of the ebook (docs/architecture/admin.md). */
export interface EbookDeliveryTable {
  id: Generated<number>;
  email: string;
  recipient_name: string;
  sender_id: number | null;
  token_hash: string;
  expires_at: string;
  created_at: string;
  first_downloaded_at: string | null;
  downloads: Generated<number>;
  /** 'failed' once the mail queue gave up on its e-mail (docs/decisions/090). */
  status: EbookDeliveryStatus;
}

export type EbookDeliveryRow = Selectable<EbookDeliveryTable>;
