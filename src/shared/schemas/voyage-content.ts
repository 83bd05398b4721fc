/**
 * A seed voyage's file, content/voyages/<slug>.json (docs/architecture/voyages.md): read by the seed, the
 * build (prerendered pages) and the authoring scripts, all through this schema.
 */
import { z } from 'zod';
import { DEFAULT_VOYAGE_DURATION_MINUTES, VOYAGE_THEME_COLORS } from '../constants.ts';

const text = z.string().trim().min(1);

export const voyageContentFileSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    short_description: text.max(300),
    description: text,
    summary: text,
    author: text.max(120),
    published_at: z.iso.datetime(),
    duration: z.number().int().positive().default(DEFAULT_VOYAGE_DURATION_MINUTES),
    /** Passagens; 0 is a free voyage. */
    cost: z.number().int().min(0).max(1000),
    themes: z.array(text).min(1),
    quote: text,
    cover_image: z.string().startsWith('/').nullable(),
    audio_url: z.string().startsWith('/').nullable().default(null),
    /** Seconds at which each paragraph starts in the narration (scripts/generate-narration.ts). */
    narration_timings: z.array(z.number().min(0)).nullable().default(null),
    theme_color: z.enum(VOYAGE_THEME_COLORS),
    icon: text,
    /** On the home page's highlighted voyages (and prerendered at /viagem/{slug}) when present. */
    highlight: z.object({ order: z.number().int(), svg_image: z.string().startsWith('/') }).nullable(),
    paragraphs: z.array(text).min(1),
    /** position: the paragraph's index (from 0); quote: words of that paragraph. */
    highlights: z.array(z.object({ position: z.number().int().min(0), quote: text })),
  })
  .superRefine((voyage, context) => {
    if (voyage.narration_timings && voyage.narration_timings.length !== voyage.paragraphs.length) {
      context.addIssue({ code: 'custom', path: ['narration_timings'], message: 'one start per paragraph' });
    }
    voyage.highlights.forEach((highlight, index) => {
      const paragraph = voyage.paragraphs[highlight.position];
      if (!paragraph?.includes(highlight.quote)) {
        context.addIssue({
          code: 'custom',
          path: ['highlights', index],
          message: `quote is not in paragraph ${highlight.position}`,
        });
      }
    });
  });
export type VoyageContentFile = z.infer<typeof voyageContentFileSchema>;

/** The folder of the voyage files, from the project's root. */
export const VOYAGE_CONTENT_DIR = 'content/voyages';

/** One voyage file's text, parsed; a bad file throws with its name. */
export function parseVoyageContentFile(json: string, fileName: string): VoyageContentFile {
  const result = voyageContentFileSchema.safeParse(JSON.parse(json));
  if (!result.success) throw new Error(`${VOYAGE_CONTENT_DIR}/${fileName}: ${z.prettifyError(result.error)}`);
  return result.data;
}
