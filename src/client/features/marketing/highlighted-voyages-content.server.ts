/**
 * Build time only (route loaders run while prerendering, `ssr: false`): the highlighted voyages as
 * the seed content writes them, so the prerendered home and /viagem pages already show the cards
 * (the live list replaces them once the API answers).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_VOYAGE_THEME_COLOR, VOYAGE_THEME_COLORS, type VoyageThemeColor } from '#shared/constants.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';

const CONTENT_DIR = path.resolve('content/voyages');

interface VoyageContent {
  slug: string;
  title: string;
  description: string;
  theme_color: string;
  icon: string;
  cover_image: string | null;
  highlight: { order: number; svg_image: string } | null;
}

function themeColor(name: string): VoyageThemeColor {
  return VOYAGE_THEME_COLORS.find((color) => color === name) ?? DEFAULT_VOYAGE_THEME_COLOR;
}

/** In the API's order; until the live list arrives, a prerendered voyage goes by its slug. */
export function prerenderedHighlightedVoyages(): HighlightedVoyage[] {
  return readdirSync(CONTENT_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(CONTENT_DIR, name), 'utf8')) as VoyageContent)
    .filter((voyage) => voyage.highlight !== null)
    .sort((a, b) => (a.highlight?.order ?? 0) - (b.highlight?.order ?? 0))
    .map((voyage) => ({
      id: voyage.slug,
      title: voyage.title,
      description: voyage.description,
      theme_color: themeColor(voyage.theme_color),
      icon: voyage.icon,
      slug: voyage.slug,
      svg_image: voyage.highlight?.svg_image ?? null,
      image: voyage.cover_image,
    }));
}
