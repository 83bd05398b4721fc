/**
 * /produtos without React (decision 115): the prerendered page shows the default view (the first
 * page by name); this island applies the address's search, category, sort and page to it, keeps
 * them in the address as the shopper changes them (back/forward restore them), and draws each
 * answer of GET /api/v1/products (SPEC §7) in the React page's markup: the cards and pagination by
 * their plain-DOM twins, the loading, empty and failed states cloned from the page's templates.
 */
import { apiRequest } from '#client/lib/api-client.ts';
import { fallBackBrokenImages } from '#client/lib/image-fallback.ts';
import { replaceItemsIfChanged } from '#client/lib/same-markup.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { apiPaths } from '#shared/paths.ts';
import { type ProductList, parseProductList } from './api/product-answers.ts';
import {
  type CatalogueFilters,
  categoryUrlValue,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  hasActiveFilters,
  isDefaultView,
  productListQuery,
  readCategory,
  readSort,
  SEARCH_DEBOUNCE_MS,
  searchFor,
  sortUrlValue,
  URL_PARAMS,
  withChange,
} from './catalogue-filters.ts';
import { CATALOGUE_MARKS, RESULTS_TITLE_ID } from './catalogue-marks.ts';
import { paginationElement } from './pagination-element.ts';
import { productCardElement } from './product-card-element.ts';
import { EAGER_PRODUCT_IMAGES, productGridListClass } from './product-grid-class.ts';

const mark = (name: keyof typeof CATALOGUE_MARKS) => `[${CATALOGUE_MARKS[name]}]`;

function required<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`catalogue: ${selector} missing`);
  return found;
}

/** GET /api/v1/products for these filters (SPEC §7), read by the public pages' small guard. */
function fetchProducts(filters: CatalogueFilters, signal: AbortSignal): Promise<ProductList> {
  return apiRequest(apiPaths.products, parseProductList, {
    signal,
    query: { ...productListQuery(filters) },
    allowUnauthorized: true,
  });
}

/** Enhances the prerendered /produtos; does nothing on another page. */
export function enhanceCatalogue(root: Document = document): void {
  const page = root.querySelector<HTMLElement>(mark('page'));
  if (!page) return;
  const section: HTMLElement = page;
  const form = required<HTMLFormElement>(root, mark('form'));
  const searchInput = required<HTMLInputElement>(form, `input[name="${URL_PARAMS.search}"]`);
  const clearSearchButton = required<HTMLButtonElement>(form, mark('clearSearch'));
  const categorySelect = required<HTMLSelectElement>(form, `select[name="${URL_PARAMS.category}"]`);
  const sortSelect = required<HTMLSelectElement>(form, `select[name="${URL_PARAMS.sort}"]`);
  const results = required<HTMLElement>(section, mark('results'));
  const statusText = required<HTMLElement>(section, mark('statusText'));
  const spinner = required<HTMLElement>(section, mark('spinner'));
  const clearFiltersButton = required<HTMLButtonElement>(section, mark('clearFilters'));
  const resultsTitle = required<HTMLElement>(root, `#${RESULTS_TITLE_ID}`);

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

  function showStatus(text: string, loading: boolean) {
    statusText.textContent = text;
    spinner.hidden = !loading;
  }

  function showState(kind: 'loading' | 'empty' | 'failure'): HTMLButtonElement | null {
    const template = required<HTMLTemplateElement>(
      section,
      `template[${CATALOGUE_MARKS.stateTemplate}="${kind}"]`,
    );
    results.replaceChildren(template.content.cloneNode(true));
    return results.querySelector<HTMLButtonElement>('[data-catalogue-action]');
  }

  const grid = () => results.querySelector<HTMLUListElement>('ul[data-filters]');

  function showLoading(filters: CatalogueFilters) {
    showStatus(catalogue.results.loading, true);
    const list = grid();
    // The previous answer stays on screen, dimmed; without one, placeholder cards.
    if (list) {
      list.setAttribute('aria-busy', 'true');
      list.className = productGridListClass(true);
    } else {
      showState('loading');
    }
    clearFiltersButton.hidden = !(hasActiveFilters(filters) && list);
  }

  function showList(filters: CatalogueFilters, answer: ProductList) {
    const { total, last_page: lastPage } = answer.meta;
    showStatus(
      [catalogue.results.count(total), filters.search && catalogue.results.forSearch(filters.search)]
        .filter(Boolean)
        .join(' '),
      false,
    );
    clearFiltersButton.hidden = !(hasActiveFilters(filters) && answer.data.length > 0);
    if (answer.data.length === 0) {
      showState('empty')?.addEventListener('click', clearFilters);
      return;
    }
    let list = grid();
    if (!list) {
      list = document.createElement('ul');
      results.replaceChildren(list);
    }
    list.setAttribute('aria-busy', 'false');
    list.dataset.filters = searchFor(filters);
    list.className = productGridListClass(false);
    const cards = answer.data.map((product, index) =>
      productCardElement(product, { eagerImage: index < EAGER_PRODUCT_IMAGES, compactOnPhone: true }),
    );
    if (replaceItemsIfChanged(list, cards)) fallBackBrokenImages(list);
    const pagination = paginationElement({
      pathname: window.location.pathname,
      query: searchFor(filters).slice(1),
      pageParam: URL_PARAMS.page,
      page: filters.page,
      lastPage,
      label: catalogue.pagination.label,
    });
    results.querySelector('nav')?.remove();
    if (pagination) results.append(pagination);
  }

  function showFailure(filters: CatalogueFilters) {
    showStatus('', false);
    clearFiltersButton.hidden = true;
    const retry = showState('failure');
    retry?.addEventListener('click', () => {
      retry.disabled = true;
      retry.textContent = pt.generic.loading;
      void load(filters, false);
    });
  }

  /** Shows the answer for `filters`; `quietly` leaves the shown list undimmed (the prerendered view). */
  async function load(filters: CatalogueFilters, quietly: boolean) {
    pending?.abort();
    const request = new AbortController();
    pending = request;
    if (!quietly) showLoading(filters);
    let answer: ProductList;
    try {
      answer = await fetchProducts(filters, request.signal);
    } catch {
      if (request.signal.aborted) return;
      // The prerendered list stays when its refresh fails (as the React page kept its first page).
      if (quietly) return;
      showFailure(filters);
      return;
    }
    if (request.signal.aborted) return;
    // An address past the last page (an old link, fewer products now) moves to the last page.
    if (answer.data.length === 0 && answer.meta.total > 0) {
      show({ ...filters, page: answer.meta.last_page }, { replace: true });
      return;
    }
    showList(filters, answer);
  }

  function show(filters: CatalogueFilters, { replace = false } = {}) {
    const address = `${window.location.pathname}${searchFor(filters)}`;
    if (replace) window.history.replaceState(null, '', address);
    else window.history.pushState(null, '', address);
    showControls(filters);
    void load(filters, false);
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
  clearFiltersButton.addEventListener('click', clearFilters);

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
    const filters = addressFilters();
    showControls(filters);
    void load(filters, false);
  });

  const first = addressFilters();
  showControls(first);
  // The prerendered page is the default view: refreshed quietly; any other view loads.
  void load(first, isDefaultView(first));
}
