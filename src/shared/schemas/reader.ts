/**
 * Reader notes and bookmarks, synced between the device and the server
 * (docs/decisions/040-reader-notes-and-bookmarks-sync.md). The client keeps SPEC §3's local shapes
 * (Annotation: id, text, paragraphIndex, note; Bookmark: title, paragraph, date) and sends these.
 */
import { z } from 'zod';
import { READER_BOOKMARK_TITLE_MAX_CHARS, READER_NOTE_MAX_CHARS } from '../constants.ts';
import { readerUi } from '../messages/pt-reader.ts';

const texts = readerUi.validation;

/** The highest paragraph index accepted (a voyage has far fewer; it only bounds the column). */
export const READER_MAX_PARAGRAPH_INDEX = 100_000;

const paragraphIndexSchema = z
  .number({ error: texts.paragraphInvalid })
  .int(texts.paragraphInvalid)
  .min(0, texts.paragraphInvalid)
  .max(READER_MAX_PARAGRAPH_INDEX, texts.paragraphInvalid);

/** A voyage's numeric id or its slug, as the reading screen's address carries it. */
const voyageRefSchema = z
  .string({ error: texts.voyageInvalid })
  .min(1, texts.voyageInvalid)
  .max(160, texts.voyageInvalid);

const isoDateSchema = z.iso.datetime({ offset: true, error: texts.dateInvalid });

/** A note's id is made by the device that wrote it (a UUID), so a retried PUT is the same note. */
export const readerNoteIdParamsSchema = z.object({
  id: z.uuid({ error: texts.idInvalid }),
});

export const readerNotePayloadSchema = z.strictObject({
  voyage_id: voyageRefSchema,
  paragraph_index: paragraphIndexSchema,
  note: z
    .string({ error: texts.noteRequired })
    .trim()
    .min(1, texts.noteRequired)
    .max(READER_NOTE_MAX_CHARS, texts.noteTooLong),
  /** When the device made this version: the newer of two versions wins. */
  updated_at: isoDateSchema.optional(),
});
export type ReaderNotePayload = z.infer<typeof readerNotePayloadSchema>;

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
  created_at: z.string(),
  updated_at: z.string(),
  /** A deleted note (a tombstone) answers with an empty note and deleted true. */
  deleted: z.boolean(),
});
export type ReaderNote = z.infer<typeof readerNoteSchema>;

export const readerListQuerySchema = z.object({
  /** Only this voyage's (id or slug); every voyage when absent. */
  voyage_id: voyageRefSchema.optional(),
});

export const readerBookmarkParamsSchema = z.object({
  voyageId: voyageRefSchema,
  paragraph: z.coerce
    .number({ error: texts.paragraphInvalid })
    .int(texts.paragraphInvalid)
    .min(0, texts.paragraphInvalid)
    .max(READER_MAX_PARAGRAPH_INDEX, texts.paragraphInvalid),
});

export const readerBookmarkPayloadSchema = z.strictObject({
  title: z.string().trim().max(READER_BOOKMARK_TITLE_MAX_CHARS, texts.titleTooLong).default(''),
  /** When the traveller set it on the device. */
  date: isoDateSchema.optional(),
});
export type ReaderBookmarkPayload = z.infer<typeof readerBookmarkPayloadSchema>;

export const readerBookmarkSchema = z.object({
  voyage_id: z.string(),
  voyage_slug: z.string(),
  voyage_title: z.string(),
  paragraph_index: z.number().int().min(0),
  title: z.string(),
  created_at: z.string(),
});
export type ReaderBookmark = z.infer<typeof readerBookmarkSchema>;

export const readerNoteListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(readerNoteSchema),
});
export const readerNoteResponseSchema = z.object({ success: z.literal(true), data: readerNoteSchema });
export const readerBookmarkListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(readerBookmarkSchema),
});
export const readerBookmarkResponseSchema = z.object({
  success: z.literal(true),
  data: readerBookmarkSchema,
});
export const readerBookmarkRemovedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ removed: z.boolean() }),
});
