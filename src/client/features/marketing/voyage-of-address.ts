/**
 * At /viagem/<slug> with no page of its own (a voyage highlighted after the build, or no voyage),
 * the server sends /viagem's page (docs/architecture/frontend.md). Run by the island's first script,
 * at once: the slug in the address opens the tab that lists the voyages and marks its card, as a
 * voyage's own page does, when the live refresh (live-highlighted-voyages.tsx) draws the list.
 */
import { publicPaths } from '#shared/paths.ts';
import { LIVE_VOYAGES_SELECTOR } from './voyage-card-classes.ts';

const VOYAGE_INFO_ADDRESS = new RegExp(`^${publicPaths.voyagesInfo}/([^/]+)/?$`);

/** A prerendered voyage page already is so, and stays the same. */
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
