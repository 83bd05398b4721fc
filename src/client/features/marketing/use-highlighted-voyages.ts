import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { DEFAULT_VOYAGE_THEME_COLOR, VOYAGE_THEME_COLORS, type VoyageThemeColor } from '#shared/constants.ts';
import { apiPaths } from '#shared/paths.ts';
// Types only: the zod schema itself stays out of the public pages' JavaScript.
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';

export const highlightedVoyagesQueryKey = ['voyages', 'highlighted'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function themeColor(value: unknown): VoyageThemeColor {
  return VOYAGE_THEME_COLORS.find((name) => name === value) ?? DEFAULT_VOYAGE_THEME_COLOR;
}

/** A small hand-written guard for `{ success: true, data: HighlightedVoyage[] }`. */
export function parseHighlightedVoyages(body: unknown): HighlightedVoyage[] {
  if (!isRecord(body) || body.success !== true || !Array.isArray(body.data)) {
    throw new TypeError('Unexpected highlighted voyages answer');
  }
  return body.data.map((item: unknown): HighlightedVoyage => {
    if (
      !isRecord(item) ||
      (typeof item.id !== 'string' && typeof item.id !== 'number') ||
      typeof item.title !== 'string' ||
      typeof item.slug !== 'string'
    ) {
      throw new TypeError('Unexpected highlighted voyage');
    }
    return {
      id: String(item.id),
      title: item.title,
      description: typeof item.description === 'string' ? item.description : '',
      theme_color: themeColor(item.theme_color),
      icon: typeof item.icon === 'string' ? item.icon : '',
      slug: item.slug,
      svg_image: optionalString(item.svg_image),
      image: optionalString(item.image),
    };
  });
}

/**
 * GET /api/v1/voyages/get/highlighted (SPEC §7), shared by the home page and /viagem. `prerendered`
 * (the build's list) shows until the live answer replaces it.
 */
export function useHighlightedVoyages(prerendered?: HighlightedVoyage[]) {
  return useQuery({
    queryKey: highlightedVoyagesQueryKey,
    queryFn: ({ signal }) => apiRequest(apiPaths.highlightedVoyages, parseHighlightedVoyages, { signal }),
    placeholderData: prerendered,
  });
}
