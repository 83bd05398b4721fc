/**
 * What the /produtos island draws in the results section (docs/architecture/catalogue.md): the status
 * line, the 'Limpar filtros' button, and the results themselves with the React page's own components
 * (the grid, the pagination, the loading, empty and failed states), rendered into the prerendered
 * markup by renderInPlace. It lives in the island's drawing part: what it needs of the filters comes
 * worked out from enhance-catalogue.ts (ResultsFor), so the two parts share no module.
 */
import type { PageLinkProps } from '#client/components/ui/pagination-view.tsx';
import { PaginationView } from '#client/components/ui/pagination-view.tsx';
import { renderInPlace } from '#client/lib/render-in-place.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import type { ProductList } from './api/product-answers.ts';
import type { ResultsFor } from './catalogue-filters.ts';
import { mark, required } from './catalogue-marks.ts';
import { CatalogueState } from './catalogue-states.tsx';
import { ProductGrid } from './product-grid.tsx';
import { productGridListClass } from './product-grid-class.ts';

/** A static page moves by full page loads: its page links are plain ones (the island follows them in place). */
function pageLink({ search, ...link }: PageLinkProps) {
  return <a href={`${window.location.pathname}${search}`} {...link} />;
}

function ProductResults({
  filters,
  answer,
  busy,
  pageParam,
}: {
  filters: ResultsFor;
  answer: ProductList;
  busy: boolean;
  pageParam: string;
}) {
  return (
    <>
      <ProductGrid products={answer.data} busy={busy} filtersKey={filters.query} />
      <PaginationView
        query={filters.query.slice(1)}
        pageParam={pageParam}
        label={catalogue.pagination.label}
        page={filters.page}
        lastPage={answer.meta.last_page}
        renderLink={pageLink}
      />
    </>
  );
}

/**
 * The results section's drawing. `pageParam` names the page in the pagination's links; the caller
 * listens to the section's 'Limpar filtros' and links, and `onClearFilters` answers the empty state's.
 */
export function catalogueResultsView(
  section: HTMLElement,
  { onClearFilters, pageParam }: { onClearFilters: () => void; pageParam: string },
) {
  const results = required<HTMLElement>(section, mark('results'));
  const statusText = required<HTMLElement>(section, mark('statusText'));
  const spinner = required<HTMLElement>(section, mark('spinner'));
  const clearFiltersButton = required<HTMLButtonElement>(section, mark('clearFilters'));
  /** The list on screen, kept while the next one comes; none while a state is shown. */
  let shown: { filters: ResultsFor; answer: ProductList } | null = null;
  /** The prerendered list is on screen until the first answer is drawn. */
  let prerenderedList = results.querySelector('ul[data-filters]') !== null;

  function showStatus(text: string, loading: boolean) {
    statusText.textContent = text;
    spinner.hidden = !loading;
  }

  /** The previous answer stays on screen, dimmed; without one, placeholder cards. */
  function showLoading(filters: ResultsFor, retrying: boolean) {
    showStatus(catalogue.results.loading, true);
    const listShown = shown !== null || prerenderedList;
    if (shown) {
      renderInPlace(<ProductResults {...shown} busy pageParam={pageParam} />, results);
    } else if (prerenderedList) {
      // Not drawn by the island yet: its first drawing reads these attributes back.
      const list = required<HTMLElement>(results, 'ul[data-filters]');
      list.setAttribute('aria-busy', 'true');
      list.className = productGridListClass(true);
    } else if (!retrying) {
      // A retry keeps the failure and its busy button instead, as the React page does.
      renderInPlace(<CatalogueState kind="loading" />, results);
    }
    clearFiltersButton.hidden = !(filters.filtered && listShown);
  }

  function showList(filters: ResultsFor, answer: ProductList) {
    showStatus(
      [
        catalogue.results.count(answer.meta.total),
        filters.search && catalogue.results.forSearch(filters.search),
      ]
        .filter(Boolean)
        .join(' '),
      false,
    );
    clearFiltersButton.hidden = !(filters.filtered && answer.data.length > 0);
    prerenderedList = false;
    if (answer.data.length === 0) {
      shown = null;
      renderInPlace(<CatalogueState kind="empty" onAction={onClearFilters} />, results);
      return;
    }
    shown = { filters, answer };
    renderInPlace(<ProductResults {...shown} busy={false} pageParam={pageParam} />, results);
  }

  /** SPEC §8's failure, with a retry that shows it is busy until the answer comes. */
  function showFailure(retry: () => void) {
    showStatus('', false);
    clearFiltersButton.hidden = true;
    shown = null;
    prerenderedList = false;
    const draw = (retrying: boolean) =>
      renderInPlace(
        <CatalogueState
          kind="failure"
          retrying={retrying}
          onAction={() => {
            draw(true);
            retry();
          }}
        />,
        results,
      );
    draw(false);
  }

  return { showLoading, showList, showFailure };
}
