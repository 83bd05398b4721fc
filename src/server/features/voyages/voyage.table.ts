import type { Generated, Insertable, Selectable } from 'kysely';

export interface VoyageTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  theme_color: string;
  icon: string;
  svg_image: string | null;
  image: string | null;
  /** 0/1 on SQLite, boolean on PostgreSQL. */
  is_highlighted: boolean | number;
  highlight_order: number;
  created_at: string;
  updated_at: string;
}

export type VoyageRow = Selectable<VoyageTable>;
export type NewVoyage = Insertable<VoyageTable>;
