import { within } from '@testing-library/dom';
import { render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaginationView } from '#client/components/ui/pagination-view.tsx';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { answeredProduct } from '#tests/catalogue-answers.ts';
import type { ProductList } from './api/product-answers.ts';
import { DEFAULT_FILTERS, resultsFor, URL_PARAMS } from './catalogue-filters.ts';
import { CATALOGUE_MARKS } from './catalogue-marks.ts';
import { catalogueResultsView } from './catalogue-results-view.tsx';
import { ProductGrid } from './product-grid.tsx';

const PER_PAGE = 8;

function answer(count: number, total = count): ProductList {
  return {
    data: Array.from({ length: count }, (_, index) => answeredProduct(index + 1)),
    meta: { total, current_page: 1, per_page: PER_PAGE, last_page: Math.max(1, Math.ceil(total / PER_PAGE)) },
  };
}

/** /produtos's results section as the build left it: the first of 5 pages, drawn by no script. */
function prerenderedSection() {
  const results = document.createElement('div');
  render(
    <>
      <ProductGrid products={answer(PER_PAGE).data} busy={false} filtersKey="" />
      <PaginationView
        query=""
        pageParam={URL_PARAMS.page}
        page={1}
        lastPage={5}
        label={catalogue.pagination.label}
        renderLink={({ search, ...link }) => <a href={`/produtos/${search}`} {...link} />}
      />
    </>,
    results,
  );
  document.body.innerHTML = `
    <section ${CATALOGUE_MARKS.page}>
      <p role="status"><span ${CATALOGUE_MARKS.spinner} hidden></span><span ${CATALOGUE_MARKS.statusText}></span></p>
      <button type="button" ${CATALOGUE_MARKS.clearFilters} hidden>Limpar filtros</button>
      <div ${CATALOGUE_MARKS.results}>${results.innerHTML}</div>
    </section>`;
  const section = document.querySelector<HTMLElement>(`[${CATALOGUE_MARKS.page}]`);
  const shown = document.querySelector<HTMLElement>(`[${CATALOGUE_MARKS.results}]`);
  if (!section || !shown) throw new Error('no results section');
  return { section, results: shown };
}

const accessories = resultsFor({ ...DEFAULT_FILTERS, category: 'ACESSÓRIO' });
const defaultView = resultsFor(DEFAULT_FILTERS);

describe("the /produtos island's results", () => {
  let onClearFilters: () => void;
  beforeEach(() => {
    window.history.replaceState(null, '', '/produtos');
    onClearFilters = vi.fn();
  });

  it('a failure replaces the whole list with the alert, whose retry shows it is busy', () => {
    const { section, results } = prerenderedSection();
    const view = catalogueResultsView(section, { onClearFilters, pageParam: URL_PARAMS.page });
    const retry = vi.fn();

    view.showLoading(accessories, false);
    view.showFailure(retry);

    const alert = within(results).getByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar produtos.');
    expect(within(results).queryAllByTestId('product-card')).toEqual([]);
    expect(within(results).queryByRole('navigation')).toBeNull();

    within(alert).getByRole('button', { name: 'Tentar novamente' }).click();
    expect(retry).toHaveBeenCalledOnce();
    const busy = within(alert).getByRole('button', { name: 'Carregando…' });
    expect(busy).toHaveProperty('disabled', true);
  });

  it('draws an answer of one page without pagination, and the next with page links to the address', () => {
    const { section, results } = prerenderedSection();
    const view = catalogueResultsView(section, { onClearFilters, pageParam: URL_PARAMS.page });

    view.showList(accessories, answer(1));
    expect(within(results).getAllByTestId('product-card')).toHaveLength(1);
    expect(within(results).queryByRole('navigation')).toBeNull();
    expect(section.querySelector(`[${CATALOGUE_MARKS.statusText}]`)?.textContent).toBe(
      catalogue.results.count(1),
    );

    view.showList(accessories, answer(PER_PAGE, 20));
    expect(within(results).getAllByTestId('product-card')).toHaveLength(PER_PAGE);
    const pages = within(results).getByRole('navigation', { name: catalogue.pagination.label });
    expect(within(pages).getByRole('link', { name: 'Página 3' }).getAttribute('href')).toBe(
      '/produtos?categoria=acessorio&pagina=3',
    );
    expect(results.querySelectorAll('nav')).toHaveLength(1);
  });

  it('keeps the list on screen, dimmed and busy, while the next answer comes', () => {
    const { section, results } = prerenderedSection();
    const view = catalogueResultsView(section, { onClearFilters, pageParam: URL_PARAMS.page });
    view.showList(accessories, answer(3));

    view.showLoading(defaultView, false);

    const list = within(results).getByRole('list', { busy: true });
    expect(list.className).toContain('opacity-60');
    expect(within(list).getAllByTestId('product-card')).toHaveLength(3);
  });

  it("shows the empty state, whose 'Limpar filtros' goes back to the whole catalogue", () => {
    const { section, results } = prerenderedSection();
    const view = catalogueResultsView(section, { onClearFilters, pageParam: URL_PARAMS.page });

    view.showList(accessories, answer(0));

    expect(within(results).getByRole('heading', { name: 'Nenhum produto encontrado' })).toBeTruthy();
    expect(within(results).queryAllByTestId('product-card')).toEqual([]);
    within(results).getByRole('button', { name: 'Limpar filtros' }).click();
    expect(onClearFilters).toHaveBeenCalledOnce();
  });
});
