/** Travellers' invitations to a voyage (docs/architecture/invitations.md). */
import { z } from 'zod';
import { INVITATION_RECIPIENT_NAME_MAX_CHARS } from '../constants.ts';
import { dataResponseSchema } from './envelope.ts';

/** POST /api/v1/invitations. */
export const createInvitationPayloadSchema = z.strictObject({
  voyage_id: z.string().regex(/^[1-9]\d{0,9}$/),
  recipient_name: z.string().trim().max(INVITATION_RECIPIENT_NAME_MAX_CHARS).nullish(),
  /** Whether the friend receives passagens on signing up through the link. */
  with_gift: z.boolean().default(false),
});
export type CreateInvitationPayload = z.input<typeof createInvitationPayloadSchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/) });

/** What an invitation's ticket shows (GET /api/v1/invitations/{token}, public). */
export const invitationSchema = z.object({
  token: z.string(),
  sender_name: z.string(),
  recipient_name: z.string().nullable(),
  ticket_number: z.number().int(),
  gift_passagens: z.number().int().nonnegative(),
  /** The gift was already taken by someone who signed up through the link. */
  gift_claimed: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  voyage: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    short_description: z.string(),
    quote: z.string(),
    image: z.string().nullable(),
  }),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationResponseSchema = dataResponseSchema(invitationSchema);

/** The creator's answer: the invitation and the address to share. */
export const createdInvitationResponseSchema = dataResponseSchema(
  invitationSchema.extend({
    /** Absolute (PUBLIC_URL), for the share sheet and link previews. */
    url: z.string(),
    path: z.string(),
  }),
);
export type CreatedInvitation = z.infer<typeof createdInvitationResponseSchema>['data'];
