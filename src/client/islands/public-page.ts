/**
 * The one script of a static public page (decision 110): the marketing pages' behaviour, the sales
 * pages' events and lightbox (docs/architecture/sales.md), the page view (SPEC §1, docs/architecture/account.md) and the
 * installable app's banners and service worker (docs/architecture/pwa.md). What it draws with components, the
 * catalogue on /produtos (docs/architecture/catalogue.md) and the live lists of the home and voyage pages
 * (docs/architecture/frontend.md), is its drawing part, drawing-island.ts, imported only when a page draws;
 * the catalogue's filters and fetching are catalogue-island.ts, imported by /produtos at once.
 * Bundled on its own by island.config.ts; it shares no chunk with the app.
 */
import { recordPageView } from '#client/features/analytics/record-page-view.ts';
import { rememberVisit } from '#client/features/auth/session-store.ts';
import { CATALOGUE_MARKS, LIVE_PRODUCTS_SELECTOR } from '#client/features/catalogue/catalogue-marks.ts';
import { enhancePublicPage } from '#client/features/marketing/enhance-public-page.ts';
import { LIVE_VOYAGES_SELECTOR } from '#client/features/marketing/voyage-card-classes.ts';
import { selectVoyageOfAddress } from '#client/features/marketing/voyage-of-address.ts';
// Keeps the browser's install-ready event, which may fire before the banner mounts.
import '#client/features/pwa/install-prompt.ts';
import { startPublicPagePwa } from '#client/features/pwa/public-page-pwa.ts';
import { enhanceSalesPage } from '#client/features/sales/enhance-sales-page.ts';
import { afterLoadAndIdle } from '#client/lib/after-load-and-idle.ts';

enhancePublicPage();
selectVoyageOfAddress();
// At once, not after idle: the address's filters decide what the catalogue shows.
if (document.querySelector(`[${CATALOGUE_MARKS.page}]`)) {
  void import('./catalogue-island.ts').then(({ enhanceCatalogue }) =>
    enhanceCatalogue(() => import('./drawing-island.ts')),
  );
}
const salesPage = document.querySelector<HTMLElement>('[data-sales-page]');
if (salesPage) enhanceSalesPage(salesPage);
rememberVisit(`${window.location.pathname}${window.location.search}`);
recordPageView(window.location.pathname, document.referrer || null).catch(() => undefined);
startPublicPagePwa();
if (document.querySelector(`${LIVE_VOYAGES_SELECTOR}, ${LIVE_PRODUCTS_SELECTOR}`)) {
  afterLoadAndIdle(() => {
    import('./drawing-island.ts').then(
      ({ refreshHighlightedVoyages, refreshHighlightedProducts }) => {
        void refreshHighlightedVoyages();
        void refreshHighlightedProducts();
      },
      // Offline without the part in the cache: the build's lists stay.
      () => undefined,
    );
  });
}
