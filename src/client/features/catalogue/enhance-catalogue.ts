/**
 * /produtos on its static page (docs/architecture/catalogue.md): the prerendered page shows the default view (the first
 * page by name); the island applies the address's search, category, sort and page to it, keeps
 * them in the address as the shopper changes them (back/forward restore them), and draws each
 * answer of GET /api/v1/products (SPEC §7) through catalogue-results-view.tsx. That drawing, and the
 * answer's guard, come with the island's drawing part, which this part loads on its first drawing:
 * the first change, a view other than the default at start, or the default view's quiet refresh
 * once the page has loaded and idled.
 */
import { afterLoadAndIdle } from '#client/lib/after-load-and-idle.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { ProductList, parseProductList } from './api/product-answers.ts';
import {
  type CatalogueFilters,
  categoryUrlValue,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  isDefaultView,
  productListQuery,
  readCategory,
  readSort,
  resultsFor,
  SEARCH_DEBOUNCE_MS,
  searchFor,
  sortUrlValue,
  URL_PARAMS,
  withChange,
} from './catalogue-filters.ts';
import { mark, RESULTS_TITLE_ID, required } from './catalogue-marks.ts';
import type { catalogueResultsView } from './catalogue-results-view.tsx';

/** What the catalogue takes from the island's drawing part (islands/drawing-island.ts). */
export interface CatalogueDrawing {
  catalogueResultsView: typeof catalogueResultsView;
  parseProductList: typeof parseProductList;
}

/** GET /api/v1/products for these filters (SPEC §7); the drawing part's guard reads the answer. */
function fetchProducts(filters: CatalogueFilters, signal: AbortSignal): Promise<unknown> {
  return apiRequest(apiPaths.products, (body) => body, {
    signal,
    query: { ...productListQuery(filters) },
    allowUnauthorized: true,
  });
}

/** Enhances the prerendered /produtos, drawing with what `loadDrawing` brings; does nothing on another page. */
export function enhanceCatalogue(
  loadDrawing: () => Promise<CatalogueDrawing>,
  root: Document = document,
): void {
  const section = root.querySelector<HTMLElement>(mark('page'));
  if (!section) return;
  const form = required<HTMLFormElement>(root, mark('form'));
  const searchInput = required<HTMLInputElement>(form, `input[name="${URL_PARAMS.search}"]`);
  const clearSearchButton = required<HTMLButtonElement>(form, mark('clearSearch'));
  const categorySelect = required<HTMLSelectElement>(form, `select[name="${URL_PARAMS.category}"]`);
  const sortSelect = required<HTMLSelectElement>(form, `select[name="${URL_PARAMS.sort}"]`);
  const resultsTitle = required<HTMLElement>(root, `#${RESULTS_TITLE_ID}`);
  const results = required<HTMLElement>(section, mark('results'));
  required<HTMLButtonElement>(section, mark('clearFilters')).addEventListener('click', clearFilters);

  type Drawing = { view: ReturnType<typeof catalogueResultsView>; parse: typeof parseProductList };
  /** The drawing part with the section's view, loaded once; a failed load is tried again at the next drawing. */
  let drawing: Promise<Drawing> | null = null;
  const drawingPart = (): Promise<Drawing> => {
    if (!drawing) {
      drawing = loadDrawing().then((part) => ({
        view: part.catalogueResultsView(section, {
          onClearFilters: clearFilters,
          pageParam: URL_PARAMS.page,
        }),
        parse: part.parseProductList,
      }));
      drawing.catch(() => {
        drawing = null;
      });
    }
    return drawing;
  };
  /** Cancels the default view's quiet refresh, when the shopper has asked for a view first. */
  let cancelQuietRefresh = () => {};

  const addressFilters = () => filtersFromSearchParams(new URLSearchParams(window.location.search));
  /** The search the address holds: typing only moves the address after a pause. */
  let committedSearch = '';
  /** A search being typed: its later pauses replace the history entry its first pause added. */
  let typing = false;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;

  function showControls(filters: CatalogueFilters) {
    committedSearch = filters.search;
    typing = false;
    if (searchInput.value.trim() !== filters.search) searchInput.value = filters.search;
    clearSearchButton.hidden = searchInput.value === '';
    categorySelect.value = filters.category ? categoryUrlValue(filters.category) : '';
    sortSelect.value = sortUrlValue(filters.sort);
  }

  /**
   * Shows the answer for `filters`. 'quiet' leaves the shown list as it is until the answer differs
   * (the prerendered view); 'retry' keeps the failure on screen while it asks again.
   */
  async function load(filters: CatalogueFilters, mode: 'show' | 'quiet' | 'retry' = 'show') {
    pending?.abort();
    const request = new AbortController();
    pending = request;
    const quietly = mode === 'quiet';
    // The answer and the drawing part come together; the loading state shows once the part is there.
    const body = fetchProducts(filters, request.signal);
    body.catch(() => undefined);
    let part: Drawing;
    try {
      part = await drawingPart();
    } catch {
      // Offline without the drawing part in the cache: the list on screen stays.
      return;
    }
    if (request.signal.aborted) return;
    const { view, parse } = part;
    const shown = resultsFor(filters);
    if (!quietly) view.showLoading(shown, mode === 'retry');
    let answer: ProductList;
    try {
      answer = parse(await body);
    } catch {
      if (request.signal.aborted) return;
      // The prerendered list stays when its refresh fails (as the React page kept its first page).
      if (quietly) return;
      view.showFailure(() => void load(filters, 'retry'));
      return;
    }
    if (request.signal.aborted) return;
    // An address past the last page (an old link, fewer products now) moves to the last page.
    if (answer.data.length === 0 && answer.meta.total > 0) {
      show({ ...filters, page: answer.meta.last_page }, { replace: true });
      return;
    }
    view.showList(shown, answer);
  }

  function show(filters: CatalogueFilters, { replace = false } = {}) {
    const address = `${window.location.pathname}${searchFor(filters)}`;
    if (replace) window.history.replaceState(null, '', address);
    else window.history.pushState(null, '', address);
    cancelQuietRefresh();
    showControls(filters);
    void load(filters);
  }

  function clearFilters() {
    clearTimeout(searchTimer);
    searchInput.value = '';
    show(DEFAULT_FILTERS);
    searchInput.focus();
  }

  function commitSearch() {
    clearTimeout(searchTimer);
    const search = searchInput.value.trim();
    if (search === committedSearch) return;
    const replace = typing;
    const next = withChange(addressFilters(), { search });
    show(next, { replace });
    // show() reads the box back from the address; the shopper's spaces stay.
    typing = true;
  }

  searchInput.addEventListener('input', () => {
    // A search is coming: the drawing part loads during the pause.
    void drawingPart();
    clearSearchButton.hidden = searchInput.value === '';
    clearTimeout(searchTimer);
    searchTimer = setTimeout(commitSearch, SEARCH_DEBOUNCE_MS);
  });
  searchInput.addEventListener('blur', () => {
    typing = false;
  });
  // Enter, or the search button: the search at once, not a document navigation.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    commitSearch();
  });
  clearSearchButton.addEventListener('click', () => {
    searchInput.value = '';
    clearSearchButton.hidden = true;
    typing = false;
    commitSearch();
    searchInput.focus();
  });
  categorySelect.addEventListener('change', () => {
    show(withChange(addressFilters(), { category: readCategory(categorySelect.value) }));
  });
  sortSelect.addEventListener('change', () => {
    show(withChange(addressFilters(), { sort: readSort(sortSelect.value) }));
  });

  // The pagination's links: the page in place, focus on the results (a new tab or window is left alone).
  results.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('nav a[href]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    show(filtersFromSearchParams(new URL(link.href).searchParams));
    resultsTitle.scrollIntoView({ block: 'start' });
    resultsTitle.focus({ preventScroll: true });
  });

  window.addEventListener('popstate', () => {
    cancelQuietRefresh();
    const filters = addressFilters();
    showControls(filters);
    void load(filters);
  });

  const first = addressFilters();
  showControls(first);
  // The prerendered page is the default view: refreshed quietly, once nothing more urgent is left;
  // any other view loads at once.
  if (isDefaultView(first)) cancelQuietRefresh = afterLoadAndIdle(() => void load(first, 'quiet'));
  else void load(first);
}
