import type { Generated, Insertable, Selectable } from 'kysely';

/** The steps of the voyage funnel (docs/architecture/admin.md). */
export const VOYAGE_EVENT_KINDS = ['detail_view', 'start', 'halfway', 'complete'] as const;
export type VoyageEventKind = (typeof VOYAGE_EVENT_KINDS)[number];

/**
 * One step of a traveller's way through a voyage, appended when it happens and never changed:
 * re-boarding resets the boarding's progress, not its history.
 */
export interface VoyageEventTable {
  id: Generated<number>;
  /** Null once the account is deleted: the numbers of the past stay. */
  user_id: number | null;
  voyage_id: number;
  kind: VoyageEventKind;
  /** Which boarding of the traveller (1, 2…) a start, halfway or completion belongs to; null for a view. */
  boarding: number | null;
  occurred_at: string;
}

export type VoyageEventRow = Selectable<VoyageEventTable>;
export type NewVoyageEvent = Insertable<VoyageEventTable>;
