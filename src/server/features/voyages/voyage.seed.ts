/**
 * The voyages of content/voyages/*.json (one file per voyage) into the database, upserted by slug:
 * running it again refreshes the content and keeps the view counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { DEFAULT_VOYAGE_DURATION_MINUTES, VOYAGE_THEME_COLORS } from '#shared/constants.ts';
import { upsertVoyageBySlug } from './voyage.repository.ts';

export const voyagesContentDir = path.resolve(import.meta.dirname, '../../../../content/voyages');

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

/** Every voyage file, parsed (a bad file stops the seed with its name). */
export function readVoyageContent(dir = voyagesContentDir): VoyageContentFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const result = voyageContentFileSchema.safeParse(
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
      );
      if (!result.success) throw new Error(`content/voyages/${file}: ${z.prettifyError(result.error)}`);
      return result.data;
    });
}

export async function seedVoyages(db: Kysely<Database>, voyages = readVoyageContent()): Promise<number> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const voyage of voyages) {
      await upsertVoyageBySlug(trx, {
        slug: voyage.slug,
        title: voyage.title,
        description: voyage.description,
        short_description: voyage.short_description,
        summary: voyage.summary,
        author: voyage.author,
        themes: JSON.stringify(voyage.themes),
        quote: voyage.quote,
        published_at: voyage.published_at,
        duration: voyage.duration,
        cost: voyage.cost,
        is_free: voyage.cost === 0,
        paragraphs: JSON.stringify(voyage.paragraphs),
        highlights: JSON.stringify(voyage.highlights),
        audio_url: voyage.audio_url,
        narration_timings: voyage.narration_timings ? JSON.stringify(voyage.narration_timings) : null,
        image: voyage.cover_image,
        theme_color: voyage.theme_color,
        icon: voyage.icon,
        is_highlighted: voyage.highlight !== null,
        highlight_order: voyage.highlight?.order ?? 0,
        svg_image: voyage.highlight?.svg_image ?? null,
        view_count: 0,
        created_at: now,
        updated_at: now,
      });
    }
  });
  return voyages.length;
}
