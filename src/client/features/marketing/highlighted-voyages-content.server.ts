/**
 * Build time only (route loaders run while prerendering, `ssr: false`): the highlighted voyages as
 * the seed content writes them, so the prerendered home and /viagem pages already show the cards
 * (the live list replaces them once the API answers).
 */
import path from 'node:path';
import { VOYAGE_CONTENT_DIR } from '#shared/schemas/voyage-content.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { readVoyageContentFiles } from '#shared/voyage-content-files.ts';

/** From the build's working directory: this module runs bundled, away from its source folder. */
const CONTENT_DIR = path.resolve(VOYAGE_CONTENT_DIR);

/** In the API's order; until the live list arrives, a prerendered voyage goes by its slug. */
export function prerenderedHighlightedVoyages(): HighlightedVoyage[] {
  return readVoyageContentFiles(CONTENT_DIR)
    .filter((voyage) => voyage.highlight !== null)
    .sort((a, b) => (a.highlight?.order ?? 0) - (b.highlight?.order ?? 0))
    .map((voyage) => ({
      id: voyage.slug,
      title: voyage.title,
      description: voyage.description,
      theme_color: voyage.theme_color,
      icon: voyage.icon,
      slug: voyage.slug,
      svg_image: voyage.highlight?.svg_image ?? null,
      image: voyage.cover_image,
    }));
}
