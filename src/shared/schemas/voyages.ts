import { z } from 'zod';
import { VOYAGE_THEME_COLORS } from '../constants.ts';
import { dataResponseSchema } from './envelope.ts';

/** SPEC §3, Highlighted voyage. */
export const highlightedVoyageSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  theme_color: z.enum(VOYAGE_THEME_COLORS),
  icon: z.string(),
  slug: z.string(),
  svg_image: z.string().nullable(),
  image: z.string().nullable(),
});
export type HighlightedVoyage = z.infer<typeof highlightedVoyageSchema>;

export const highlightedVoyagesResponseSchema = dataResponseSchema(z.array(highlightedVoyageSchema));

/** A voyage named by a request: its id or its slug (SPEC §7's addresses accept either). */
export type VoyageRef = { id: number } | { slug: string };

/** The text of a voyage reference, read once: digits name an id, anything else a slug. */
export function voyageRefSchema(message?: string) {
  return z
    .string({ error: message })
    .min(1, message)
    .max(160, message)
    .transform((text): VoyageRef => (/^[1-9]\d{0,9}$/.test(text) ? { id: Number(text) } : { slug: text }));
}

/** A voyage's id (digits) or its slug, as the addresses of SPEC §7 carry it. */
export const voyageIdParamsSchema = z.object({
  id: voyageRefSchema(),
});

/** SPEC §3, Episode (list): the voyage and, for a signed-in traveller, their state. */
export const episodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  short_description: z.string(),
  /** The cover image's address. */
  image_url: z.string().nullable(),
  is_free: z.boolean(),
  /** Passagens; 0 for a free voyage. */
  cost: z.number().int().min(0),
  /** Minutes (default 30). */
  duration: z.number().int().positive(),
  slug: z.string(),
  view_count: z.number().int().min(0),
  is_started: z.boolean(),
  is_completed: z.boolean(),
  /** Percent read, 0–100. */
  progress: z.number().int().min(0).max(100),
});
export type Episode = z.infer<typeof episodeSchema>;

/** SPEC §3, Episode detail. */
export const episodeDetailSchema = episodeSchema.extend({
  author: z.string(),
  summary: z.string(),
  themes: z.array(z.string()),
  quote: z.string(),
  published_at: z.string().nullable(),
});
export type EpisodeDetail = z.infer<typeof episodeDetailSchema>;

/** A highlighted quote: `position` is the index of its paragraph in `paragraphs` (from 0). */
export const voyageHighlightSchema = z.object({
  position: z.number().int().min(0),
  quote: z.string(),
});
export type VoyageHighlight = z.infer<typeof voyageHighlightSchema>;

/**
 * SPEC §3, Voyage content, in both spellings SPEC shows (snake case and the reading screen's camel
 * case). A paid voyage the traveller has not started answers its metadata only: no paragraphs, no
 * highlights, no audio.
 */
export const voyageContentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  duration: z.number().int().positive(),
  /** The publication date (ISO). */
  date: z.string().nullable(),
  author: z.string(),
  summary: z.string(),
  cover_image: z.string().nullable(),
  coverImage: z.string().nullable(),
  themes: z.array(z.string()),
  paragraphs: z.array(z.string()),
  highlights: z.array(voyageHighlightSchema),
  is_started: z.boolean(),
  isStarted: z.boolean(),
  is_completed: z.boolean(),
  isCompleted: z.boolean(),
  progress: z.number().int().min(0).max(100),
  is_free: z.boolean(),
  isFree: z.boolean(),
  cost: z.number().int().min(0),
  audio_url: z.string().nullable(),
  audioUrl: z.string().nullable(),
  /** When each paragraph starts in the narration, in seconds; null without audio or timings. */
  narration_timings: z.array(z.number()).nullable(),
  narrationTimings: z.array(z.number()).nullable(),
});
export type VoyageContent = z.infer<typeof voyageContentSchema>;

/**
 * Where a traveller stands before the main button (SPEC §4.4): 'ready' (free, not started),
 * 'available' (paid, enough passagens), 'insufficient', 'in_progress', 'completed'.
 */
export const VOYAGE_ACCESS_STATUSES = [
  'ready',
  'available',
  'insufficient',
  'in_progress',
  'completed',
] as const;
export type VoyageAccessStatus = (typeof VOYAGE_ACCESS_STATUSES)[number];

/** GET check-access (its shape is not in SPEC; docs/architecture/voyages.md). */
export const voyageAccessSchema = z.object({
  voyage_id: z.string(),
  status: z.enum(VOYAGE_ACCESS_STATUSES),
  /** Whether POST start succeeds now (a started voyage: yes, without charge). */
  can_start: z.boolean(),
  /** Whether the content is readable now (started and not completed). */
  can_read: z.boolean(),
  is_started: z.boolean(),
  is_completed: z.boolean(),
  progress: z.number().int().min(0).max(100),
  is_free: z.boolean(),
  cost: z.number().int().min(0),
  balance: z.number().int().min(0),
  /** Passagens still missing to start (0 when enough). */
  missing: z.number().int().min(0),
});
export type VoyageAccess = z.infer<typeof voyageAccessSchema>;

/** POST start: the traveller's state afterwards and what it cost. */
export const voyageStartSchema = z.object({
  voyage_id: z.string(),
  is_started: z.literal(true),
  is_completed: z.boolean(),
  progress: z.number().int().min(0).max(100),
  /** Passagens taken by this call (0 when free, already started or re-boarding). */
  charged: z.number().int().min(0),
  /** The balance after the call. */
  balance: z.number().int().min(0),
  already_started: z.boolean(),
  reboarded: z.boolean(),
});
export type VoyageStart = z.infer<typeof voyageStartSchema>;

/** PUT change/progress (SPEC §7): a whole percent and the completed flag. */
export function voyageProgressPayloadSchema(messages: {
  progressInvalid: string;
  completedFlagInvalid: string;
  completionNeedsFullProgress: string;
}) {
  return (
    z
      .object({
        progress: z
          .number({ error: messages.progressInvalid })
          .int(messages.progressInvalid)
          .min(0, messages.progressInvalid)
          .max(100, messages.progressInvalid),
        is_completed: z.boolean({ error: messages.completedFlagInvalid }).default(false),
      })
      .refine((payload) => !payload.is_completed || payload.progress === 100, {
        path: ['progress'],
        error: messages.completionNeedsFullProgress,
      })
      // The same rule in JSON Schema, so the OpenAPI document shows it.
      .meta({
        anyOf: [
          { properties: { is_completed: { const: false } } },
          { properties: { progress: { const: 100 } } },
        ],
      })
  );
}

export const voyageProgressSchema = z.object({
  voyage_id: z.string(),
  progress: z.number().int().min(0).max(100),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
});
export type VoyageProgress = z.infer<typeof voyageProgressSchema>;

export const voyageViewsSchema = z.object({ voyage_id: z.string(), view_count: z.number().int().min(0) });
