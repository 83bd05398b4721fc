/**
 * What the /produtos island draws in the results section (docs/architecture/catalogue.md): the status line, the
 * 'Limpar filtros' button, the list in the React page's markup (the cards' and pagination's plain-DOM
 * twins) and the loading, empty and failed states cloned from the page's templates.
 */
import { fallBackBrokenImages } from '#client/lib/image-fallback.ts';
import { replaceItemsIfChanged } from '#client/lib/same-markup.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import type { ProductList } from './api/product-answers.ts';
import { type CatalogueFilters, hasActiveFilters, searchFor, URL_PARAMS } from './catalogue-filters.ts';
import { CATALOGUE_MARKS } from './catalogue-marks.ts';
import { paginationElement } from './pagination-element.ts';
import { productCardElement } from './product-card-element.ts';
import { EAGER_PRODUCT_IMAGES, productGridListClass } from './product-grid-class.ts';

/** `[data-catalogue-…]`, the selector of one of the page's marks. */
export const mark = (name: keyof typeof CATALOGUE_MARKS) => `[${CATALOGUE_MARKS[name]}]`;

export function required<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`catalogue: ${selector} missing`);
  return found;
}

export function catalogueResultsView(
  section: HTMLElement,
  { onClearFilters }: { onClearFilters: () => void },
) {
  const results = required<HTMLElement>(section, mark('results'));
  const statusText = required<HTMLElement>(section, mark('statusText'));
  const spinner = required<HTMLElement>(section, mark('spinner'));
  const clearFiltersButton = required<HTMLButtonElement>(section, mark('clearFilters'));
  clearFiltersButton.addEventListener('click', onClearFilters);

  function showStatus(text: string, loading: boolean) {
    statusText.textContent = text;
    spinner.hidden = !loading;
  }

  /** Draws a state from its template; returns its button for the caller to wire. */
  function showState(kind: 'loading' | 'empty' | 'failure'): HTMLButtonElement | null {
    const template = required<HTMLTemplateElement>(
      section,
      `template[${CATALOGUE_MARKS.stateTemplate}="${kind}"]`,
    );
    results.replaceChildren(template.content.cloneNode(true));
    return results.querySelector<HTMLButtonElement>(mark('stateAction'));
  }

  const grid = () => results.querySelector<HTMLUListElement>('ul[data-filters]');

  /** The previous answer stays on screen, dimmed; without one, placeholder cards. */
  function showLoading(filters: CatalogueFilters, retrying: boolean) {
    showStatus(catalogue.results.loading, true);
    const list = grid();
    if (list) {
      list.setAttribute('aria-busy', 'true');
      list.className = productGridListClass(true);
    } else if (!retrying) {
      // A retry keeps the failure and its busy button instead, as the React page does.
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
      showState('empty')?.addEventListener('click', onClearFilters);
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

  /** SPEC §8's failure, with a retry that shows it is busy until the answer comes. */
  function showFailure(retry: () => void) {
    showStatus('', false);
    clearFiltersButton.hidden = true;
    const button = showState('failure');
    button?.addEventListener('click', () => {
      button.disabled = true;
      button.textContent = pt.generic.loading;
      retry();
    });
  }

  return { results, showLoading, showList, showFailure };
}
