import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The stored columns; `voyage.repository.ts` alone reads them, and answers them decoded (`Voyage`). */
export interface VoyageTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  theme_color: string;
  icon: string;
  /** The highlighted card's illustration (home page). */
  svg_image: string | null;
  /** The cover image (detail page, dashboard, reader). */
  image: string | null;
  /** 0/1 on SQLite, boolean on PostgreSQL. */
  is_highlighted: boolean | number;
  highlight_order: number;
  short_description: Generated<string>;
  summary: Generated<string>;
  author: Generated<string>;
  /** JSON text: string[]. */
  themes: Generated<string>;
  quote: Generated<string>;
  published_at: string | null;
  /** Minutes. */
  duration: Generated<number>;
  /** Passagens; 0 exactly when is_free (a check constraint). */
  cost: Generated<number>;
  is_free: Generated<boolean | number>;
  view_count: Generated<number>;
  /** JSON text: string[]. */
  paragraphs: Generated<string>;
  /** JSON text: { position: number; quote: string }[] (position: index into paragraphs). */
  highlights: Generated<string>;
  audio_url: string | null;
  /** JSON text: number[], the second each paragraph starts in the narration; null when unknown. */
  narration_timings: Generated<string | null>;
  /** A draft is false: travellers who have not boarded it do not see it. */
  is_published: Generated<boolean | number>;
  /** When the team last saved it in the console; the seed leaves such a voyage alone. */
  edited_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export type VoyageRow = Selectable<VoyageTable>;
export type NewVoyage = Insertable<VoyageTable>;
export type VoyageUpdate = Updateable<VoyageTable>;
