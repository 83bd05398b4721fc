import type { Selectable } from 'kysely';

/** Where a traveller stopped listening to a voyage's narration (one row per traveller and voyage). */
export interface ListeningPositionTable {
  user_id: number;
  voyage_id: number;
  position_seconds: number;
  paragraph_index: number;
  updated_at: string;
}

export type ListeningPositionRow = Selectable<ListeningPositionTable>;
