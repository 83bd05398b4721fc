/**
 * The server's answers about notes and bookmarks (docs/architecture/reader.md); what devices send is in
 * reader.ts. Apart because they carry no message: the outbox replay, which runs on any page
 * (docs/architecture/pwa.md), loads these without the reader's texts.
 */
import { z } from 'zod';
import { READER_NOTE_COLORS } from '../constants.ts';
import { dataResponseSchema } from './envelope.ts';
import { voyageProgressSchema } from './voyages.ts';

export const readerNoteSchema = z.object({
  /** The device-made id (UUID). */
  id: z.string(),
  voyage_id: z.string(),
  voyage_slug: z.string(),
  voyage_title: z.string(),
  paragraph_index: z.number().int().min(0),
  /** The start of the paragraph the note is about (empty when the voyage cannot be read). */
  excerpt: z.string(),
  note: z.string(),
  color: z.enum(READER_NOTE_COLORS),
  created_at: z.string(),
  updated_at: z.string(),
  /** A deleted note (a tombstone) answers with an empty note and deleted true. */
  deleted: z.boolean(),
});
export type ReaderNote = z.infer<typeof readerNoteSchema>;

export const readerBookmarkSchema = z.object({
  voyage_id: z.string(),
  voyage_slug: z.string(),
  voyage_title: z.string(),
  paragraph_index: z.number().int().min(0),
  title: z.string(),
  created_at: z.string(),
});
export type ReaderBookmark = z.infer<typeof readerBookmarkSchema>;

export const readerNoteListResponseSchema = dataResponseSchema(z.array(readerNoteSchema));
export const readerNoteResponseSchema = dataResponseSchema(readerNoteSchema);
export const readerBookmarkListResponseSchema = dataResponseSchema(z.array(readerBookmarkSchema));
export const readerBookmarkResponseSchema = dataResponseSchema(readerBookmarkSchema);
export const readerBookmarkRemovedResponseSchema = dataResponseSchema(z.object({ removed: z.boolean() }));

/**
 * What a batch of changes did (docs/decisions/160): every note it touched as the server keeps it
 * now (deleted ones too), the progress of every voyage it moved, and the changes refused for good,
 * by their place in the batch.
 */
export const readerChangesResultSchema = z.object({
  notes: z.array(readerNoteSchema),
  progress: z.array(voyageProgressSchema),
  refused: z.array(z.object({ index: z.number().int().min(0), code: z.string(), message: z.string() })),
});
export type ReaderChangesResult = z.infer<typeof readerChangesResultSchema>;
export const readerChangesResponseSchema = dataResponseSchema(readerChangesResultSchema);
