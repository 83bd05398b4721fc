/**
 * The island's second part (docs/architecture/frontend.md): what it draws with the site's React
 * components, rendered by Preact in the island's build (island.config.ts). One file, so that the
 * renderer is downloaded once and only where a page draws: /produtos imports it at once, for the
 * catalogue (docs/architecture/catalogue.md; scripts/finish-static-pages.ts preloads it there by
 * this name); a page with live lists imports it after load and an idle moment.
 */
export { enhanceCatalogue } from '#client/features/catalogue/enhance-catalogue.ts';
export { refreshHighlightedProducts } from '#client/features/catalogue/live-highlighted-products.tsx';
export { refreshHighlightedVoyages } from '#client/features/marketing/live-highlighted-voyages.tsx';
