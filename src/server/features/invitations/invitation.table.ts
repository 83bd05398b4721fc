import type { Generated, Insertable, Selectable } from 'kysely';

/** A traveller's invitation to a voyage (docs/architecture/invitations.md). */
export interface InvitationTable {
  id: Generated<number>;
  token: string;
  inviter_id: number;
  voyage_id: number;
  recipient_name: string | null;
  /** The ticket's 4-digit number (SPEC §2.6), drawn once so the ticket reads the same every time. */
  ticket_number: number;
  /** Passagens the friend receives on signing up through the link; 0 for none. */
  gift_passagens: number;
  created_at: string;
  expires_at: string;
  claimed_by: number | null;
  claimed_at: string | null;
}

export type InvitationRow = Selectable<InvitationTable>;
export type NewInvitation = Insertable<InvitationTable>;
