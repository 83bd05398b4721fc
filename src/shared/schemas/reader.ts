/**
 * Reader notes and bookmarks, synced between the device and the server
 * (docs/architecture/reader.md). The client keeps SPEC §3's local shapes
 * (Annotation: id, text, paragraphIndex, note; Bookmark: title, paragraph, date) and sends these.
 * The server's answers are in reader-answers.ts.
 */
import { z } from 'zod';
import {
  READER_BOOKMARK_TITLE_MAX_CHARS,
  READER_CHANGES_PER_BATCH,
  READER_NOTE_COLORS,
  READER_NOTE_MAX_CHARS,
} from '../constants.ts';
import { readerUi } from '../messages/pt-reader.ts';
import { voyagesUi } from '../messages/pt-voyages.ts';
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

const noteTextSchema = z
  .string({ error: texts.noteRequired })
  .trim()
  .min(1, texts.noteRequired)
  .max(READER_NOTE_MAX_CHARS, texts.noteTooLong);

export const readerNoteColorSchema = z.enum(READER_NOTE_COLORS, { error: texts.colorInvalid });

export const readerNotePayloadSchema = z.strictObject({
  voyage_id: readerVoyageRefSchema,
  paragraph_index: paragraphIndexSchema,
  note: noteTextSchema,
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

/**
 * The changes a device's outbox sends (docs/decisions/160), in one request of up to
 * READER_CHANGES_PER_BATCH.
 *
 * A note's fields edited on a device, each with the time of its edit (docs/decisions/160). The
 * paragraph is the note's place, set when it is made; a note the server does not know yet needs
 * its text.
 */
export const readerNoteChangeSchema = z
  .strictObject({
    type: z.literal('note'),
    id: z.uuid({ error: texts.idInvalid }),
    voyage_id: readerVoyageRefSchema,
    paragraph_index: paragraphIndexSchema,
    note: noteTextSchema.optional(),
    color: readerNoteColorSchema.optional(),
    /** When each field sent was edited on the device. */
    at: z.strictObject({ note: isoDateSchema.optional(), color: isoDateSchema.optional() }),
  })
  .refine((change) => change.note !== undefined || change.color !== undefined, texts.changeEmpty)
  .refine(
    (change) =>
      (change.note === undefined) === (change.at.note === undefined) &&
      (change.color === undefined) === (change.at.color === undefined),
    { message: texts.dateInvalid, path: ['at'] },
  )
  .meta({
    anyOf: [{ required: ['note'] }, { required: ['color'] }],
    description:
      'A note change sends its text, its colour or both; `at` gives the edit time of each field sent.',
  });

/** A note deleted on a device: kept as a marker, so no edit brings it back. */
export const readerNoteDeletionSchema = z.strictObject({
  type: z.literal('note_deleted'),
  id: z.uuid({ error: texts.idInvalid }),
  at: isoDateSchema,
});

/** A bookmark set (`on`) or removed on a device. */
export const readerBookmarkChangeSchema = z.strictObject({
  type: z.literal('bookmark'),
  voyage_id: readerVoyageRefSchema,
  paragraph_index: paragraphIndexSchema,
  on: z.boolean(),
  title: z.string().trim().max(READER_BOOKMARK_TITLE_MAX_CHARS, texts.titleTooLong).default(''),
  at: isoDateSchema,
});

/** Reading progress saved without a signal: the server keeps the furthest (docs/architecture/pwa.md). */
export const readerProgressChangeSchema = z
  .strictObject({
    type: z.literal('progress'),
    voyage_id: readerVoyageRefSchema,
    progress: z
      .number({ error: voyagesUi.progressInvalid })
      .int(voyagesUi.progressInvalid)
      .min(0, voyagesUi.progressInvalid)
      .max(100, voyagesUi.progressInvalid),
    is_completed: z.boolean({ error: voyagesUi.completedFlagInvalid }),
  })
  .refine((change) => !change.is_completed || change.progress === 100, {
    path: ['progress'],
    error: voyagesUi.completionNeedsFullProgress,
  })
  // The same rule in JSON Schema, so the OpenAPI document shows it.
  .meta({
    anyOf: [{ properties: { is_completed: { const: false } } }, { properties: { progress: { const: 100 } } }],
  });

export const readerChangeSchema = z.discriminatedUnion('type', [
  readerProgressChangeSchema,
  readerNoteChangeSchema,
  readerNoteDeletionSchema,
  readerBookmarkChangeSchema,
]);
export type ReaderChange = z.infer<typeof readerChangeSchema>;
/** A change as a device sends it. */
export type ReaderChangeInput = z.input<typeof readerChangeSchema>;

/** One request of the outbox: up to READER_CHANGES_PER_BATCH changes made on one device. */
export const readerChangesPayloadSchema = z.strictObject({
  /** The device's id (a UUID it made once): the tie-breaker between edits of the same time. */
  device: z.uuid({ error: texts.deviceInvalid }),
  changes: z
    .array(readerChangeSchema)
    .min(1, texts.changesEmpty)
    .max(READER_CHANGES_PER_BATCH, texts.changesTooMany),
});
export type ReaderChangesPayload = z.infer<typeof readerChangesPayloadSchema>;
