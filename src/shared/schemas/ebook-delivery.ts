/** Sending the ebook (docs/architecture/admin.md). */
import { z } from 'zod';
import { ebookDelivery } from '../messages/pt-ebook-delivery.ts';
import { dataResponseSchema } from './envelope.ts';

const texts = ebookDelivery.validation;

export const ebookDeliveryPayloadSchema = z.strictObject({
  email: z
    .string({ error: texts.emailRequired })
    .trim()
    .min(1, { error: texts.emailRequired, abort: true })
    .max(254, { error: texts.emailInvalid, abort: true })
    .check(z.email({ error: texts.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  name: z.string().trim().max(120, texts.nameTooLong).optional(),
});
export type EbookDeliveryPayload = z.infer<typeof ebookDeliveryPayloadSchema>;

export const EBOOK_DELIVERY_STATUSES = ['sent', 'failed'] as const;
export type EbookDeliveryStatus = (typeof EBOOK_DELIVERY_STATUSES)[number];

export const ebookDeliverySchema = z.object({
  id: z.string(),
  email: z.string(),
  recipient_name: z.string(),
  sender_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  first_downloaded_at: z.string().nullable(),
  downloads: z.number().int(),
  /** 'failed': the mail queue gave up on the e-mail after its retries; the team sends again. */
  status: z.enum(EBOOK_DELIVERY_STATUSES),
});
export type EbookDelivery = z.infer<typeof ebookDeliverySchema>;

export const ebookDeliveryListSchema = dataResponseSchema(z.array(ebookDeliverySchema));
export const ebookDeliveryResponseSchema = dataResponseSchema(ebookDeliverySchema);
export const ebookTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
