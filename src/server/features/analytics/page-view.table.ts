import type { Generated, Insertable } from 'kysely';

export interface PageViewTable {
  id: Generated<number>;
  path: string;
  referrer: string | null;
  visitor_id: string | null;
  created_at: string;
}

export type NewPageView = Insertable<PageViewTable>;
