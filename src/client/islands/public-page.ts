/**
 * The one script of a static public page (decision 110): the marketing pages' behaviour, the sales
 * pages' events and lightbox (docs/architecture/sales.md), the page view (SPEC §1, docs/architecture/account.md) and the
 * installable app's banners and service worker (docs/architecture/pwa.md), the live lists of the home page
 * (docs/architecture/frontend.md), and on /produtos the catalogue's own part, loaded only there (docs/architecture/catalogue.md).
 * Bundled on its own by island.config.ts; it shares no chunk with the app.
 */
import { recordPageView } from '#client/features/analytics/record-page-view.ts';
import { rememberVisit } from '#client/features/auth/session-store.ts';
import { CATALOGUE_MARKS } from '#client/features/catalogue/catalogue-marks.ts';
import { refreshHighlightedProducts } from '#client/features/catalogue/live-highlighted-products.ts';
import { enhancePublicPage } from '#client/features/marketing/enhance-public-page.ts';
import {
  refreshHighlightedVoyages,
  selectVoyageOfAddress,
} from '#client/features/marketing/live-highlighted-voyages.ts';
// Keeps the browser's install-ready event, which may fire before the banner mounts.
import '#client/features/pwa/install-prompt.ts';
import { startPublicPagePwa } from '#client/features/pwa/public-page-pwa.ts';
import { enhanceSalesPage } from '#client/features/sales/enhance-sales-page.ts';
import { afterLoadAndIdle } from '#client/lib/after-load-and-idle.ts';

enhancePublicPage();
selectVoyageOfAddress();
// At once, not after idle: the address's filters decide what the catalogue shows.
if (document.querySelector(`[${CATALOGUE_MARKS.page}]`)) {
  void import('#client/features/catalogue/catalogue-island.ts').then(({ enhanceCatalogue }) =>
    enhanceCatalogue(),
  );
}
const salesPage = document.querySelector<HTMLElement>('[data-sales-page]');
if (salesPage) enhanceSalesPage(salesPage);
rememberVisit(`${window.location.pathname}${window.location.search}`);
recordPageView(window.location.pathname, document.referrer || null).catch(() => undefined);
startPublicPagePwa();
afterLoadAndIdle(() => {
  void refreshHighlightedVoyages();
  void refreshHighlightedProducts();
});
