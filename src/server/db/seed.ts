import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { VOYAGE_THEME_COLORS } from '#shared/constants.ts';
import { upsertVoyageBySlug } from '../features/voyages/voyage.repository.ts';
import type { Database } from './database.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../content');

const highlightedVoyageContentSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    description: z.string().min(1),
    theme_color: z.enum(VOYAGE_THEME_COLORS),
    icon: z.string().min(1),
    svg_image: z.string().nullable(),
    highlight_order: z.number().int(),
  }),
);

function readContent<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')));
}

/** Brings the seed content of content/ into the database; running it twice changes nothing more. */
export async function seedDatabase(db: Kysely<Database>) {
  const voyages = readContent('voyages/highlighted.json', highlightedVoyageContentSchema);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const voyage of voyages) {
      await upsertVoyageBySlug(trx, {
        ...voyage,
        image: null,
        is_highlighted: true,
        created_at: now,
        updated_at: now,
      });
    }
  });
  return { voyages: voyages.length };
}
