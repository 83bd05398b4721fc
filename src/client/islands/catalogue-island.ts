/**
 * The island's catalogue part (docs/architecture/frontend.md): /produtos imports it at once
 * (scripts/finish-static-pages.ts preloads it there by this name) for the filters, the address and
 * the fetching (docs/architecture/catalogue.md). It draws nothing itself: the renderer and the
 * components are in drawing-island.ts, which it loads on its first drawing.
 */
export { enhanceCatalogue } from '#client/features/catalogue/enhance-catalogue.ts';
