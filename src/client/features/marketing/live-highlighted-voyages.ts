/**
 * The highlighted voyages, live (docs/architecture/frontend.md), on the home page and /viagem: the page shows the
 * build's cards at once; after load and an idle moment the island asks
 * GET /api/v1/voyages/get/highlighted (SPEC §7) and, when the answer differs, draws the new cards
 * in the same markup (voyage-card-element.ts). An empty or failed answer changes no card.
 */
import { apiRequest } from '#client/lib/api-client.ts';
import { element } from '#client/lib/element.ts';
import { replaceItemsIfChanged } from '#client/lib/same-markup.ts';
import { DEFAULT_VOYAGE_THEME_COLOR, VOYAGE_THEME_COLORS, type VoyageThemeColor } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { voyageListTexts } from '#shared/messages/marketing/voyage-list.ts';
import { apiPaths, appRoutePatterns, publicPaths } from '#shared/paths.ts';
// Types only: the zod schema itself stays out of the public pages' JavaScript (docs/architecture/frontend.md).
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import {
  UNKNOWN_VOYAGE_NOTICE_ATTRIBUTE,
  UNKNOWN_VOYAGE_NOTICE_SELECTOR,
  VOYAGE_CARD_CLASSES,
} from './voyage-card-classes.ts';
import { voyageCardElement } from './voyage-card-element.ts';

/** The lists highlighted-voyage-list.tsx marks for live updates. */
export const LIVE_VOYAGES_SELECTOR = '[data-live-voyages]';

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

/** Draws `voyages` into every marked list that does not already show them; the lists it changed. */
export function showHighlightedVoyages(root: ParentNode, voyages: readonly HighlightedVoyage[]): number {
  if (voyages.length === 0) return 0;
  let changed = 0;
  for (const list of root.querySelectorAll<HTMLElement>(LIVE_VOYAGES_SELECTOR)) {
    const icons = list.parentElement?.querySelector<HTMLTemplateElement>('template[data-voyage-icons]');
    if (!icons) continue;
    const { selectedSlug } = list.dataset;
    const eagerFirst = list.dataset.eagerFirst !== undefined;
    const cards = voyages.map((voyage, index) =>
      voyageCardElement(voyage, {
        selected: voyage.slug === selectedSlug,
        eagerImage: eagerFirst && index === 0,
        icons,
      }),
    );
    if (replaceItemsIfChanged(list, cards)) changed += 1;
  }
  return changed;
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

const VOYAGE_INFO_ADDRESS = new RegExp(`^${publicPaths.voyagesInfo}/([^/]+)/?$`);

/**
 * At /viagem/<slug> with no page of its own (a voyage highlighted after the build, or no voyage),
 * the server sends /viagem's page (docs/architecture/frontend.md): the slug in the address opens the tab that lists
 * the voyages and marks its card, as a voyage's own page does; the live refresh draws the mark. A
 * prerendered voyage page already is so, and stays the same.
 */
export function selectVoyageOfAddress(root: Document = document): void {
  const encoded = VOYAGE_INFO_ADDRESS.exec(window.location.pathname)?.[1];
  if (!encoded) return;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return;
  }
  for (const list of root.querySelectorAll<HTMLElement>(LIVE_VOYAGES_SELECTOR)) {
    list.dataset.selectedSlug = slug;
    const panel = list.closest<HTMLElement>('[role="tabpanel"]');
    if (panel?.hidden) root.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel.id}"]`)?.click();
  }
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
    list.before(
      element(
        'p',
        { class: VOYAGE_CARD_CLASSES.unknownSlugNotice, [UNKNOWN_VOYAGE_NOTICE_ATTRIBUTE]: '' },
        voyageListTexts.unknownSlug,
      ),
    );
  }
}
