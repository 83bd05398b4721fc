/**
 * The `data-` attributes by which the island finds the catalogue's prerendered parts
 * (products-page.tsx draws them, enhance-catalogue.ts and catalogue-results-view.tsx read them; docs/architecture/catalogue.md).
 */
export const CATALOGUE_MARKS = {
  /** The results section: the island runs when the page has one. */
  page: 'data-catalogue',
  form: 'data-catalogue-form',
  clearSearch: 'data-catalogue-clear-search',
  results: 'data-catalogue-results',
  statusText: 'data-catalogue-status',
  spinner: 'data-catalogue-spinner',
  clearFilters: 'data-catalogue-clear-filters',
} as const;

/** `[data-catalogue-…]`, the selector of one of the page's marks. */
export const mark = (name: keyof typeof CATALOGUE_MARKS) => `[${CATALOGUE_MARKS[name]}]`;

export function required<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`catalogue: ${selector} missing`);
  return found;
}

/** The home page's highlighted products (home-highlighted-products.tsx), which the island brings up to date. */
export const LIVE_PRODUCTS_ATTRIBUTE = 'data-live-products';
export const LIVE_PRODUCTS_SELECTOR = `[${LIVE_PRODUCTS_ATTRIBUTE}]`;

/** The results' heading, where focus goes after a change of page. */
export const RESULTS_TITLE_ID = 'resultados-titulo';
