/**
 * The marketing pages' behaviour on prerendered HTML, in plain TypeScript (decision 110). The public
 * pages' island runs it on a static page; the marketing layout runs it when React drew the page
 * (the hydrated /produtos, or a marketing route reached inside the app).
 */
import { fallBackBrokenImages } from '#client/lib/image-fallback.ts';
import { enhanceSiteHeader, onScrolledPast } from './enhance-site-header.ts';
import { enhanceTabs } from './enhance-tabs.ts';

export function enhancePublicPage(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (header) enhanceSiteHeader(header);

  // SPEC §2.1: the home page's floating 'INICIAR VIAGEM' after 300 px.
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveal-after]')) {
    onScrolledPast(Number(element.dataset.revealAfter), (past) => {
      element.hidden = !past;
    });
  }

  for (const tabs of root.querySelectorAll<HTMLElement>('[data-tabs]')) enhanceTabs(tabs);

  // The 404 page's 'Voltar' (SPEC §2.8): the browser's back, when there is somewhere to go back to.
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-history-back]')) {
    link.addEventListener('click', (event) => {
      if (window.history.length <= 1) return;
      event.preventDefault();
      window.history.back();
    });
  }

  fallBackBrokenImages(root);

  // The prerendered year may be older than today's.
  for (const year of root.querySelectorAll('[data-current-year]')) {
    year.textContent = String(new Date().getFullYear());
  }
}
