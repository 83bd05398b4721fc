import type { Generated, Insertable, Selectable } from 'kysely';

/** A traveller's boarding of a voyage: started, progress, completed (one row per pair). */
export interface TravellerVoyageTable {
  id: Generated<number>;
  user_id: number;
  voyage_id: number;
  /** 0–100; never goes down except when re-boarding a completed voyage. */
  progress: Generated<number>;
  /** 0/1 on SQLite, boolean on PostgreSQL. */
  is_completed: Generated<boolean | number>;
  completions: Generated<number>;
  boardings: Generated<number>;
  started_at: string;
  completed_at: string | null;
  updated_at: string;
}

export type TravellerVoyageRow = Selectable<TravellerVoyageTable>;
export type NewTravellerVoyage = Insertable<TravellerVoyageTable>;
