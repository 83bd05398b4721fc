/**
 * The highlighted voyages, live (docs/architecture/frontend.md), on the home page and /viagem: the page shows the
 * build's cards at once; after load and an idle moment the island asks
 * GET /api/v1/voyages/get/highlighted (SPEC §7) and draws the answer with the page's own card
 * (VoyageCard) into the prerendered list, which changes only where the answer differs. An empty or
 * failed answer changes no card.
 */
import { apiRequest } from '#client/lib/api-client.ts';
import { renderInPlace } from '#client/lib/render-in-place.ts';
import { DEFAULT_VOYAGE_THEME_COLOR, VOYAGE_THEME_COLORS, type VoyageThemeColor } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { apiPaths, appRoutePatterns } from '#shared/paths.ts';
// Types only: the zod schema itself stays out of the public pages' JavaScript (docs/architecture/frontend.md).
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { UnknownVoyageNotice, VoyageCard } from './highlighted-voyage-list.tsx';
import { LIVE_VOYAGES_SELECTOR, UNKNOWN_VOYAGE_NOTICE_SELECTOR } from './voyage-card-classes.ts';

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

/** Draws `voyages` into every marked list; a list that shows them already stays as it is. */
export function showHighlightedVoyages(root: ParentNode, voyages: readonly HighlightedVoyage[]): void {
  if (voyages.length === 0) return;
  for (const list of root.querySelectorAll<HTMLElement>(LIVE_VOYAGES_SELECTOR)) {
    const { selectedSlug } = list.dataset;
    const eagerFirst = list.dataset.eagerFirst !== undefined;
    renderInPlace(
      voyages.map((voyage, index) => (
        <VoyageCard
          key={voyage.slug}
          voyage={voyage}
          selected={voyage.slug === selectedSlug}
          eagerImage={eagerFirst && index === 0}
        />
      )),
      list,
    );
  }
}

export async function refreshHighlightedVoyages(root: ParentNode = document): Promise<void> {
  if (!root.querySelector(LIVE_VOYAGES_SELECTOR)) return;
  try {
    const voyages = await apiRequest(apiPaths.highlightedVoyages, parseHighlightedVoyages, {
      allowUnauthorized: true,
    });
    showHighlightedVoyages(root, voyages);
  } catch {
    // The build's cards stay.
  }
  noteUnknownSelection(root);
}

/** A selected slug that no card links to gets the notice the prerendered page has for it, once. */
function noteUnknownSelection(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>(LIVE_VOYAGES_SELECTOR)) {
    const { selectedSlug } = list.dataset;
    if (selectedSlug === undefined || list.previousElementSibling?.matches(UNKNOWN_VOYAGE_NOTICE_SELECTOR))
      continue;
    const address = href(appRoutePatterns.voyageInfo, { slug: selectedSlug });
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href]')];
    if (links.some((link) => link.getAttribute('href') === address)) continue;
    const notice = document.createElement('div');
    renderInPlace(<UnknownVoyageNotice />, notice);
    list.before(...notice.childNodes);
  }
}
