import type { Generated, Insertable, Selectable } from 'kysely';
import type { ReaderNoteColor } from '#shared/constants.ts';

/** A traveller's note on one paragraph of a voyage; deleted notes stay as tombstones. */
export interface VoyageNoteTable {
  id: Generated<number>;
  user_id: number;
  voyage_id: number;
  paragraph_index: number;
  /** 1–2000 characters; empty once deleted. */
  note: string;
  color: Generated<ReaderNoteColor>;
  /**
   * The version of the latest edit of `note` and of `color` (docs/decisions/160):
   * `<ISO time>|<device>`, compared as text; '' is older than any edit.
   */
  note_version: Generated<string>;
  color_version: Generated<string>;
  /** The UUID the device made; unique per traveller. */
  client_id: string;
  created_at: string;
  /** The time of the version kept (the device's, never later than the server's clock). */
  updated_at: string;
  deleted_at: string | null;
}

export type VoyageNoteRow = Selectable<VoyageNoteTable>;
export type NewVoyageNote = Insertable<VoyageNoteTable>;

/** A traveller's bookmark on a paragraph: one per traveller, voyage and paragraph. */
export interface VoyageBookmarkTable {
  id: Generated<number>;
  user_id: number;
  voyage_id: number;
  paragraph_index: number;
  title: Generated<string>;
  created_at: string;
}

export type VoyageBookmarkRow = Selectable<VoyageBookmarkTable>;
export type NewVoyageBookmark = Insertable<VoyageBookmarkTable>;
