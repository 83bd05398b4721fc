/**
 * Reader notes and bookmarks, synced between the device and the server
 * (docs/decisions/040-reader-notes-and-bookmarks-sync.md). The client keeps SPEC §3's local shapes
 * (Annotation: id, text, paragraphIndex, note; Bookmark: title, paragraph, date) and sends these.
 * The server's answers are in reader-answers.ts.
 */
import { z } from 'zod';
import { READER_BOOKMARK_TITLE_MAX_CHARS, READER_NOTE_MAX_CHARS } from '../constants.ts';
import { readerUi } from '../messages/pt-reader.ts';
import { voyageRefSchema } from './voyages.ts';

const texts = readerUi.validation;

/** The highest paragraph index accepted (a voyage has far fewer; it only bounds the column). */
export const READER_MAX_PARAGRAPH_INDEX = 100_000;

const paragraphIndexSchema = z
  .number({ error: texts.paragraphInvalid })
  .int(texts.paragraphInvalid)
  .min(0, texts.paragraphInvalid)
  .max(READER_MAX_PARAGRAPH_INDEX, texts.paragraphInvalid);

/** A voyage's numeric id or its slug, as the reading screen's address carries it. */
const readerVoyageRefSchema = voyageRefSchema(texts.voyageInvalid);

const isoDateSchema = z.iso.datetime({ offset: true, error: texts.dateInvalid });

/** A note's id is made by the device that wrote it (a UUID), so a retried PUT is the same note. */
export const readerNoteIdParamsSchema = z.object({
  id: z.uuid({ error: texts.idInvalid }),
});

export const readerNotePayloadSchema = z.strictObject({
  voyage_id: readerVoyageRefSchema,
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

export const readerListQuerySchema = z.object({
  /** Only this voyage's (id or slug); every voyage when absent. */
  voyage_id: readerVoyageRefSchema.optional(),
});

export const readerBookmarkParamsSchema = z.object({
  voyageId: readerVoyageRefSchema,
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
