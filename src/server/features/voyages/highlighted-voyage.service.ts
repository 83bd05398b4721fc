import { DEFAULT_VOYAGE_THEME_COLOR, VOYAGE_THEME_COLORS, type VoyageThemeColor } from '#shared/constants.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import type { Voyage } from './voyage.repository.ts';

function themeColor(name: string): VoyageThemeColor {
  return (VOYAGE_THEME_COLORS as readonly string[]).includes(name)
    ? (name as VoyageThemeColor)
    : DEFAULT_VOYAGE_THEME_COLOR;
}

export function toHighlightedVoyage(row: Voyage): HighlightedVoyage {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    theme_color: themeColor(row.theme_color),
    icon: row.icon,
    slug: row.slug,
    svg_image: row.svg_image,
    image: row.image,
  };
}
