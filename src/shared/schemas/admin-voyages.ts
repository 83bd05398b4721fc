/** Voyages as the staff's console writes them (docs/architecture/admin.md). */
import { z } from 'zod';
import { VOYAGE_THEME_COLORS } from '../constants.ts';
import { adminVoyagesUi } from '../messages/pt-admin-voyages.ts';
import { dataResponseSchema } from './envelope.ts';

const texts = adminVoyagesUi.validation;

export const VOYAGE_PARAGRAPHS_MAX = 2000;
export const VOYAGE_PARAGRAPH_MAX_CHARS = 5000;
export const VOYAGE_THEMES_MAX = 8;

/** Covers the seed ships and images uploaded in the console. */
export const VOYAGE_COVER_PATTERN =
  /^\/(media\/voyages\/[a-z0-9-]+\.(svg|webp)|uploads\/images\/[0-9a-f]{20}\.webp)$/;
/** Narration the build generates and audio uploaded in the console. */
export const VOYAGE_NARRATION_PATTERN =
  /^\/(media\/narration\/[a-z0-9.-]+\.opus|uploads\/audio\/[0-9a-f]{20}\.(opus|mp3|m4a))$/;

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

export const adminVoyageParagraphSchema = z.strictObject({
  text: requiredText(VOYAGE_PARAGRAPH_MAX_CHARS, texts.paragraphEmpty, texts.paragraphTooLong),
  /**
   * The paragraph's index when the editor loaded the voyage (null for a new one): the server moves
   * the travellers' notes and bookmarks along with it.
   */
  origin: z.number().int().min(0).nullable(),
});
export type AdminVoyageParagraph = z.infer<typeof adminVoyageParagraphSchema>;

export const adminVoyageHighlightSchema = z.strictObject({
  position: z.number().int().min(0),
  quote: z.string().trim().min(1, texts.highlightNotInParagraph).max(1000),
});

const voyageFields = {
  title: requiredText(200, texts.titleRequired, texts.titleTooLong),
  short_description: requiredText(300, texts.shortDescriptionRequired, texts.shortDescriptionTooLong),
  description: requiredText(2000, texts.descriptionRequired, texts.descriptionTooLong),
  summary: requiredText(4000, texts.summaryRequired, texts.summaryTooLong),
  author: requiredText(120, texts.authorRequired, texts.authorTooLong),
  duration: z
    .number({ error: texts.durationInvalid })
    .int(texts.durationInvalid)
    .min(1, texts.durationInvalid)
    .max(600, texts.durationInvalid),
  cost: z
    .number({ error: texts.costInvalid })
    .int(texts.costInvalid)
    .min(0, texts.costInvalid)
    .max(1000, texts.costInvalid),
  themes: z
    .array(z.string().trim().min(1, texts.themesRequired).max(40, texts.themesTooMany), {
      error: texts.themesRequired,
    })
    .min(1, texts.themesRequired)
    .max(VOYAGE_THEMES_MAX, texts.themesTooMany),
  quote: requiredText(300, texts.quoteRequired, texts.quoteTooLong),
  theme_color: z.enum(VOYAGE_THEME_COLORS, { error: texts.themeColorInvalid }),
  icon: z.string({ error: texts.iconInvalid }).regex(/^[a-z-]{1,40}$/, texts.iconInvalid),
  is_highlighted: z.boolean(),
  cover_image: z.string().regex(VOYAGE_COVER_PATTERN, texts.coverInvalid).nullable(),
  audio_url: z.string().regex(VOYAGE_NARRATION_PATTERN, texts.narrationInvalid).nullable(),
  paragraphs: z
    .array(adminVoyageParagraphSchema, { error: texts.paragraphsRequired })
    .min(1, texts.paragraphsRequired)
    .max(VOYAGE_PARAGRAPHS_MAX, texts.paragraphsTooMany),
  highlights: z.array(adminVoyageHighlightSchema).max(200, texts.highlightsTooMany),
};

/** Paragraph origins are unique, and each highlight is words of its paragraph. */
function checkText(
  voyage: { paragraphs: AdminVoyageParagraph[]; highlights: { position: number; quote: string }[] },
  context: z.RefinementCtx,
) {
  const origins = new Set<number>();
  voyage.paragraphs.forEach((paragraph, index) => {
    if (paragraph.origin === null) return;
    if (origins.has(paragraph.origin)) {
      context.addIssue({
        code: 'custom',
        path: ['paragraphs', index, 'origin'],
        message: texts.paragraphOriginInvalid,
      });
    }
    origins.add(paragraph.origin);
  });
  voyage.highlights.forEach((highlight, index) => {
    if (!voyage.paragraphs[highlight.position]?.text.includes(highlight.quote)) {
      context.addIssue({
        code: 'custom',
        path: ['highlights', index],
        message: texts.highlightNotInParagraph,
      });
    }
  });
}

/** What checkText checks, for the OpenAPI document (JSON Schema cannot compare fields). */
const textRules = {
  description:
    "Paragraph origins are unique; each highlight's quote is words of the paragraph at its position.",
};

export const adminVoyagePayloadSchema = z.strictObject(voyageFields).superRefine(checkText).meta(textRules);
export type AdminVoyagePayload = z.infer<typeof adminVoyagePayloadSchema>;

/**
 * A save of an existing voyage also says which version the editor loaded (its `updated_at`): if the
 * voyage changed since, the save is refused (409) rather than moving notes by outdated origins.
 */
export const adminVoyageUpdateSchema = z
  .strictObject({
    ...voyageFields,
    version: z.string({ error: texts.versionMissing }).min(1, texts.versionMissing),
  })
  .superRefine(checkText)
  .meta(textRules);
export type AdminVoyageUpdate = z.infer<typeof adminVoyageUpdateSchema>;

/** A voyage in the console's list. */
export const adminVoyageSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  cost: z.number().int(),
  paragraph_count: z.number().int(),
  has_narration: z.boolean(),
  travellers: z.number().int(),
  updated_at: z.string(),
});
export type AdminVoyageSummary = z.infer<typeof adminVoyageSummarySchema>;

export const adminVoyageListSchema = dataResponseSchema(z.array(adminVoyageSummarySchema));

/** A voyage as the editor loads it: every field of the payload, plus what the server keeps. */
export const adminVoyageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  view_count: z.number().int(),
  travellers: z.number().int(),
  /** The narration has one stored start per paragraph (made for this text). */
  narration_timed: z.boolean(),
  updated_at: z.string(),
  title: z.string(),
  short_description: z.string(),
  description: z.string(),
  summary: z.string(),
  author: z.string(),
  duration: z.number().int(),
  cost: z.number().int(),
  themes: z.array(z.string()),
  quote: z.string(),
  theme_color: z.string(),
  icon: z.string(),
  is_highlighted: z.boolean(),
  cover_image: z.string().nullable(),
  audio_url: z.string().nullable(),
  paragraphs: z.array(z.string()),
  highlights: z.array(z.object({ position: z.number().int(), quote: z.string() })),
});
export type AdminVoyage = z.infer<typeof adminVoyageSchema>;

export const adminVoyageResponseSchema = dataResponseSchema(adminVoyageSchema);

export const voyagePublicationSchema = z.strictObject({ published: z.boolean() });

export const audioUploadResponseSchema = dataResponseSchema(
  z.object({ url: z.string(), bytes: z.number().int() }),
);
