/**
 * The voyages of content/voyages/*.json (one file per voyage) into the database, upserted by slug:
 * running it again refreshes the content and keeps the view counts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { readVoyageContentFiles } from '#shared/voyage-content-files.ts';
import { upsertVoyageBySlug } from './voyage.repository.ts';

export async function seedVoyages(db: Kysely<Database>, voyages = readVoyageContentFiles()): Promise<number> {
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
        themes: voyage.themes,
        quote: voyage.quote,
        published_at: voyage.published_at,
        duration: voyage.duration,
        cost: voyage.cost,
        is_free: voyage.cost === 0,
        paragraphs: voyage.paragraphs,
        highlights: voyage.highlights,
        audio_url: voyage.audio_url,
        narration_timings: voyage.narration_timings,
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
