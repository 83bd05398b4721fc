/**
 * The island's drawing part (docs/architecture/frontend.md): what it draws with the site's React
 * components, rendered by Preact in the island's build (island.config.ts). One file, so that the
 * renderer is downloaded once and only when a page draws: the catalogue on /produtos loads it on
 * its first drawing (docs/architecture/catalogue.md), a page with live lists after load and an idle
 * moment. It takes what it needs of the catalogue's filters from its caller, so it shares no module
 * with catalogue-island.ts.
 */
export { parseProductList } from '#client/features/catalogue/api/product-answers.ts';
export { catalogueResultsView } from '#client/features/catalogue/catalogue-results-view.tsx';
export { refreshHighlightedProducts } from '#client/features/catalogue/live-highlighted-products.tsx';
export { refreshHighlightedVoyages } from '#client/features/marketing/live-highlighted-voyages.tsx';
